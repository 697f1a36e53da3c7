// Serves an npm package's own pages from disk on 127.0.0.1 with a Content-Security-Policy that keeps the
// browser on this origin: pages that link fonts, ads or a version check on the internet load unchanged, and
// the browser never tries to reach them (nothing may fetch at run time).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

/** Only this origin (plus inline code, data: and blob:, which the shipped pages use). */
export const OFFLINE_CSP = "default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:";

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.htm': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.css': 'text/css', '.json': 'application/json', '.map': 'application/json', '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon', '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.eot': 'application/vnd.ms-fontobject',
};

export interface StaticServer { url: string; close(): Promise<void> }

/** Serves `dir` (a directory's index.html for its path) on 127.0.0.1; port 0 = any free port. */
export function serveOffline(dir: string, port = 0): Promise<StaticServer> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname));
    let file = join(root, path);
    const headers = { 'content-security-policy': OFFLINE_CSP, 'cache-control': 'no-store' };
    if (file !== root && !file.startsWith(`${root}/`)) { res.writeHead(403, headers).end(); return; }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) { res.writeHead(404, { ...headers, 'content-type': 'text/plain' }).end('not found'); return; }
    res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok({
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  })));
}
