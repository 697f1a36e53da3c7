// Screenshots in the report: a small thumbnail inlined as a data URI (so the one HTML file shows
// them anywhere), and the full-size file linked relative to the report (opened when clicked).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { decodePng, downscale, encodePng } from './png.ts';

export const THUMB_WIDTH = 240;

export interface Thumb {
  /** data: URI of the thumbnail; absent when the file is missing or not a PNG this can read */
  src?: string;
  /** the full-size screenshot, relative to the report (or a data URI when embedded) */
  href: string;
}

export class Thumbnails {
  private readonly made = new Map<string, Thumb>();
  /** bytes of inlined image data so far */
  bytes = 0;

  /** `embed`: full-size screenshots inlined too (a bigger, fully self-contained file). */
  constructor(private readonly reportFile: string, private readonly embed = false) {}

  of(path: string): Thumb {
    const known = this.made.get(path);
    if (known) return known;
    const thumb = this.make(path);
    this.made.set(path, thumb);
    return thumb;
  }

  private make(path: string): Thumb {
    const href = relative(dirname(this.reportFile), path).split('\\').join('/');
    if (!existsSync(path)) return { href };
    const png = readFileSync(path);
    const full = this.embed ? this.inline(png) : href;
    try {
      const small = encodePng(downscale(decodePng(png), THUMB_WIDTH), 6);
      return { src: this.inline(small), href: full };
    } catch {
      // not a PNG this codec reads: a small file is shown as it is, a big one only linked
      return png.length < 64_000 ? { src: this.inline(png), href: full } : { href: full };
    }
  }

  private inline(png: Buffer): string {
    const uri = `data:image/png;base64,${png.toString('base64')}`;
    this.bytes += uri.length;
    return uri;
  }
}
