// A small PNG codec for report thumbnails: decodes 8-bit non-interlaced PNGs (what Chromium and
// Appium screenshots are), box-downscales them and encodes an RGB PNG — node:zlib only, no image
// library and no browser.
import { deflateSync, inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Pixels as packed RGB, 3 bytes each. */
export interface RgbImage {
  width: number;
  height: number;
  rgb: Uint8Array;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const paeth = (a: number, b: number, c: number): number => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Decodes a PNG; throws on what it does not support (16-bit, interlaced, low bit depths). */
export function decodePng(png: Buffer): RgbImage {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let width = 0, height = 0, depth = 0, type = 0, interlace = 0;
  let palette = Buffer.alloc(0);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const len = png.readUInt32BE(at);
    const kind = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + len);
    if (kind === 'IHDR') ({ width, height, depth, type, interlace } = { width: data.readUInt32BE(0),
      height: data.readUInt32BE(4),
      depth: data[8]!, type: data[9]!, interlace: data[12]! });
    else if (kind === 'PLTE') palette = Buffer.from(data);
    else if (kind === 'IDAT') idat.push(data);
    else if (kind === 'IEND') break;
    at += 12 + len;
  }
  const channels = CHANNELS[type];
  if (depth !== 8 || interlace !== 0 || !channels) throw new Error(`unsupported PNG ` +
    `(bit depth ${depth}, colour type ${type}, interlace ${interlace})`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) unfilter(raw, y * (stride + 1), pixels, y * stride, stride, channels, y > 0);
  return { width, height, rgb: toRgb(pixels, width * height, type, channels, palette) };
}

/** Undoes one row's filter: `raw[src]` is the filter type, the row's bytes follow; `up` = there is a row above. */
function unfilter(raw: Buffer, src: number, out: Uint8Array, row: number, stride: number, bpp: number,
  up: boolean): void {
  const filter = raw[src++]!;
  const prev = row - stride;
  for (let x = 0; x < stride; x++) {
    const v = raw[src + x]!;
    const a = x >= bpp ? out[row + x - bpp]! : 0;
    const b = up ? out[prev + x]! : 0;
    switch (filter) {
      case 0: out[row + x] = v; break;
      case 1: out[row + x] = (v + a) & 0xff; break;
      case 2: out[row + x] = (v + b) & 0xff; break;
      case 3: out[row + x] = (v + ((a + b) >> 1)) & 0xff; break;
      default: out[row + x] = (v + paeth(a, b, x >= bpp && up ? out[prev + x - bpp]! : 0)) & 0xff;
    }
  }
}

/** Unfiltered samples as RGB; transparent pixels over white, as a browser shows them. */
function toRgb(pixels: Uint8Array, count: number, type: number, channels: number, palette: Buffer): Uint8Array {
  const rgb = new Uint8Array(count * 3);
  for (let i = 0; i < count; i++) {
    const p = i * channels;
    const v = pixels[p]!;
    const alpha = channels === 4 ? pixels[p + 3]! : channels === 2 ? pixels[p + 1]! : 255;
    for (let c = 0; c < 3; c++) {
      const sample = type === 3 ? palette[v * 3 + c]! : channels <= 2 ? v : pixels[p + c]!;
      rgb[i * 3 + c] = alpha === 255 ? sample : Math.round((sample * alpha + 255 * (255 - alpha)) / 255);
    }
  }
  return rgb;
}

/** Box-filtered downscale to `width` (never up). */
export function downscale(img: RgbImage, width: number): RgbImage {
  if (img.width <= width) return img;
  const height = Math.max(1, Math.round((img.height * width) / img.width));
  const out = new Uint8Array(width * height * 3);
  const span = (i: number, from: number, to: number) => {
    const a = Math.floor((i * from) / to);
    return [a, Math.max(a + 1, Math.floor(((i + 1) * from) / to))] as const;
  };
  for (let y = 0; y < height; y++) {
    const [y0, y1] = span(y, img.height, height);
    for (let x = 0; x < width; x++) {
      const [x0, x1] = span(x, img.width, width);
      const n = (y1 - y0) * (x1 - x0);
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let sy = y0; sy < y1; sy++) {
          for (let sx = x0; sx < x1; sx++) sum += img.rgb[(sy * img.width + sx) * 3 + c]!;
        }
        out[(y * width + x) * 3 + c] = Math.round(sum / n);
      }
    }
  }
  return { width, height, rgb: out };
}

function chunk(kind: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(kind, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG; `bits` < 8 drops low bits per channel first (smaller files, invisible at thumbnail size). */
export function encodePng(img: RgbImage, bits = 8): Buffer {
  const mask = (0xff << (8 - bits)) & 0xff;
  const stride = img.width * 3;
  const raw = Buffer.alloc((stride + 1) * img.height);
  for (let y = 0; y < img.height; y++) {
    raw[y * (stride + 1)] = 1; // "sub": each byte minus the one a pixel to the left
    for (let x = 0; x < stride; x++) {
      const v = img.rgb[y * stride + x]! & mask;
      const left = x >= 3 ? img.rgb[y * stride + x - 3]! & mask : 0;
      raw[y * (stride + 1) + 1 + x] = (v - left) & 0xff;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(img.width, 0);
  ihdr.writeUInt32BE(img.height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0))]);
}
