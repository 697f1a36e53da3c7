// A tiny static file server for third-party example apps (e.g. the todomvc package):
//   node demo/static-server.js <directory> [port]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.png': 'image/png', '.svg': 'image/svg+xml', '.ico': 'image/x-icon', '.woff': 'font/woff', '.map': 'application/json' };

export function serveDirectory(dir, port = 0) {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    let path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    let file = join(root, path);
    if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) { res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'); return; }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok({
    url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(() => r())),
  })));
}

if (process.argv[1] && import.meta.url === new URL(`file://${resolve(process.argv[1])}`).href) {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !existsSync(dir)) {
    console.error(`usage: node demo/static-server.js <directory> [port]  (no such directory: ${dir})`);
    process.exit(2);
  }
  const { url } = await serveDirectory(dir, Number(port ?? 0));
  console.log(`Serving ${resolve(dir)} at ${url}`);
}
