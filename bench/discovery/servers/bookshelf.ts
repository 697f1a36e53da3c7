// Swagger UI (the swagger-ui-dist package, unmodified) over a small local "Bookshelf" OpenAPI spec, plus
// the API it describes, so "Try it out / Execute" gets real answers on 127.0.0.1 and nothing leaves it.
// Any installed swagger-ui-dist (bench:heal serves the 3 and 4 aliases too, to heal across upgrades).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('../../../node_modules/swagger-ui-dist/', import.meta.url));
const SPEC = readFileSync(new URL('./bookshelf-openapi.json', import.meta.url), 'utf8');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css',
  '.png': 'image/png', '.map': 'application/json' };

// What the swagger-ui-dist README asks a user to edit: where the spec is. Everything else is its default
// StandaloneLayout; the online validator badge is off (no network), the tag filter box is on.
const INITIALIZER = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: "/openapi.json", dom_id: "#swagger-ui", deepLinking: true, filter: true, validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl], layout: "StandaloneLayout"
  });
};
`;

interface Book { id: number; title: string; author: string; year?: number }
const SHELF: Book[] = [
  { id: 1, title: 'Dune', author: 'Frank Herbert', year: 1965 },
  { id: 2, title: 'Emma', author: 'Jane Austen', year: 1815 },
  { id: 3, title: 'Persuasion', author: 'Jane Austen', year: 1817 },
  { id: 4, title: 'Beloved', author: 'Toni Morrison', year: 1987 },
];
export const API_KEY = 'shelf-secret';

function json(res: ServerResponse, status: number, body?: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(body === undefined ? undefined : JSON.stringify(body, null, 2));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  try { return JSON.parse(text); } catch { return undefined; }
}

export interface BookshelfServer { url: string; reset(): void; close(): Promise<void> }

/**
 * swagger-ui-dist before 4.9 calls SwaggerUIBundle from an inline script in index.html (the "call region"
 * its README asks a user to edit) instead of swagger-initializer.js: that script is what is replaced.
 */
function indexHtml(dist: string): string | undefined {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  if (html.includes('swagger-initializer.js')) return undefined;
  return html.replace(/<script>\s*window\.onload[\s\S]*?<\/script>/, '<script src="./swagger-initializer.js" charset="UTF-8"> </script>');
}

/**
 * Starts Swagger UI + the Bookshelf API on 127.0.0.1 (port 0 = any free port); `dist` = the swagger-ui-dist
 * directory served (the devDependency by default).
 */
export function startBookshelf(port = 0, dist = DIST): Promise<BookshelfServer> {
  const index = indexHtml(dist);
  let books: Book[] = [];
  let nextId = 0;
  const reset = (): void => { books = SHELF.map((b) => ({ ...b })); nextId = 5; };
  reset();

  async function api(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
    if (path === '/api/books' && req.method === 'GET') {
      const author = url.searchParams.get('author');
      return json(res, 200, author ? books.filter((b) => b.author === author) : books);
    }
    if (path === '/api/books' && req.method === 'POST') {
      const b = (await readBody(req)) as Partial<Book> | undefined;
      if (!b?.title || !b.author) return json(res, 400, { message: 'title and author are required' });
      const book: Book = { id: nextId++, title: String(b.title), author: String(b.author),
        ...(b.year ? { year: Number(b.year) } : {}) };
      books.push(book);
      return json(res, 201, book);
    }
    const one = /^\/api\/books\/([^/]+)$/.exec(path);
    if (one) {
      const i = books.findIndex((b) => String(b.id) === one[1]);
      if (req.method === 'DELETE' && req.headers['x-api-key'] !== API_KEY) return json(res, 401, { message: 'an API key is required' });
      if (i < 0) return json(res, 404, { message: `no book with id ${one[1]}` });
      if (req.method === 'GET') return json(res, 200, books[i]);
      if (req.method === 'DELETE') { books.splice(i, 1); res.writeHead(204).end(); return; }
    }
    if (path === '/api/authors' && req.method === 'GET') {
      const names = [...new Set(books.map((b) => b.author))];
      return json(res, 200, names.map((name) => ({ name, books: books.filter((b) => b.author === name).length })));
    }
    json(res, 404, { message: 'not found' });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = normalize(decodeURIComponent(url.pathname));
    if (path.startsWith('/api/')) { api(req, res, path, url).catch(() => json(res, 500, { message: 'server error' })); return; }
    if (path === '/openapi.json') { res.writeHead(200, { 'content-type': 'application/json' }).end(SPEC); return; }
    if (path === '/swagger-initializer.js') { res.writeHead(200, { 'content-type': 'text/javascript' }).end(INITIALIZER); return; }
    if (index && (path === '/' || path === '/index.html')) { res.writeHead(200, { 'content-type': TYPES['.html'] }).end(index); return; }
    let file = join(dist, path);
    if (!file.startsWith(dist.replace(/\/$/, ''))) { res.writeHead(403).end(); return; }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) { res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'); return; }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok({
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    reset,
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  })));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const s = await startBookshelf(Number(process.argv[2] ?? 4190));
  console.log(`Swagger UI + Bookshelf API at ${s.url}`);
}
