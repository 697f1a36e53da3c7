// A changed copy of the demo Tea Shop, for bench:heal and the heal tests only: the real demo server
// runs behind a proxy that rewrites what it serves — renamed ids, classes and field names, moved and
// re-labelled buttons, a form wrapped in new containers, a new confirmation dialog on sign-out, a
// cookie wall on about half of the page loads, and one deliberate bug (a wrong password is accepted).
// The maps below are also the oracle bench:heal checks healed locators against.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startDemoServer } from '../../demo/server.js';

/** old id → new id (every reference: for=, aria-*, href="#…", data-open-dialog) */
export const RENAMED_IDS: Record<string, string> = {
  username: 'login-user', password: 'login-secret', remember: 'keep-me', 'customer-name': 'cust-name', email: 'cust-email',
  tea: 'tea-choice', 'order-quantity': 'qty', 'delivery-date': 'deliver-on', notes: 'order-notes', 'gift-wrap': 'wrap-gift',
  search: 'catalogue-search', 'display-name': 'profile-display-name', 'notify-new-teas': 'notify-teas', 'delete-account': 'remove-account',
};
/** old class → new class (HTML and CSS) */
export const RENAMED_CLASSES: Record<string, string> = {
  'btn-primary': 'btn-main', 'product-row': 'tea-row', 'search-form': 'finder', 'order-form': 'purchase-form', 'result-count': 'tally',
};
/** form field names the variant uses, mapped back before the real server reads them */
const FIELD_NAMES: Record<string, string> = { username: 'user', password: 'pass', customer: 'client', email: 'email_address' };
/** old accessible name → new (labels and buttons) */
export const RELABELLED: Record<string, string> = {
  Username: 'Your username', Password: 'Your password', 'Customer name': 'Customer full name', Email: 'Email address',
  'Export CSV': 'Export as CSV', 'Save profile': 'Save profile changes', Search: 'Search teas',
};
/** what the variant breaks on purpose: the step that must keep failing (a possible defect) */
export const DELIBERATE_BUG = 'a wrong password is accepted for a known user';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function rewriteHtml(html: string, banner: boolean): string {
  for (const [from, to] of Object.entries(RENAMED_IDS)) {
    html = html.replace(new RegExp(`(\\s(?:id|for|aria-controls|aria-labelledby|data-open-dialog)=")${esc(from)}"`, 'g'), `$1${to}"`)
      .replace(new RegExp(`(aria-describedby="[^"]*?)\\b${esc(from)}(?=[" ])(?!-)`, 'g'), `$1${to}`)
      .replace(new RegExp(`href="#${esc(from)}"`, 'g'), `href="#${to}"`);
  }
  html = html.replace(/class="([^"]*)"/g, (_, c: string) => `class="${c.split(' ').map((x) => RENAMED_CLASSES[x] ?? x).join(' ')}"`)
    .replace(/data-testid="product-row"/g, 'data-testid="tea-row"');
  for (const [from, to] of Object.entries(FIELD_NAMES)) html = html.replace(new RegExp(`name="${esc(from)}"`, 'g'), `name="${to}"`);
  html = html.replace(/>Username<\/label>/, '>Your username</label>').replace(/>Password<\/label>/, '>Your password</label>')
    .replace(/>Customer name<\/label>/, '>Customer full name</label>').replace(/(for="cust-email">)Email</, '$1Email address<')
    .replace('>Export CSV</button>', '>Export as CSV</button>').replace('>Save profile</button>', '>Save profile changes</button>');
  // moved + re-labelled: the search button goes in front of the box; moved: "What's Express?" into the legend
  html = html.replace(/(<input type="search"[^>]*>)\s*<button type="submit" class="btn">Search<\/button>/, '<button type="submit" class="btn">Search teas</button>\n        $1');
  const express = /\s*<span class="tip-wrap">\s*<button type="button" class="info-button"[\s\S]*?<\/span>\s*<\/span>/.exec(html)?.[0];
  if (express) html = html.replace(express, '').replace('<legend>Shipping</legend>', `<legend>Shipping</legend>${express}`);
  // new containers around the order form and the products table
  html = html.replace(/(<form method="post" action="\/orders\/new"[\s\S]*?<\/form>)/, '<section class="panel"><div class="panel-body">$1</div></section>')
    .replace(/(<table class="table products-table">[\s\S]*?<\/table>)/, '<div class="table-wrap">$1</div>');
  // a new confirmation before signing out
  html = html.replace('<li><a href="/logout">Sign out</a></li>', `<li><a href="/logout" onclick="event.preventDefault(); document.getElementById('signout-dialog').hidden = false">Sign out</a></li>`)
    .replace('</body>', `<div role="dialog" aria-modal="true" aria-labelledby="so-title" id="signout-dialog" class="modal" hidden style="position:fixed;top:30%;left:35%;background:#fff;padding:1rem;border:1px solid #999;z-index:900">
<h2 id="so-title">Sign out of Tea Shop?</h2><button type="button" onclick="location.href='/logout'">Sign out</button> <button type="button" onclick="this.closest('[role=dialog]').hidden = true">Stay signed in</button></div>
${banner ? COOKIE_WALL : ''}</body>`);
  return html;
}

const COOKIE_WALL = `<div id="consent" role="dialog" aria-label="Cookie consent" style="position:fixed;inset:0;z-index:1000;background:rgba(20,20,20,.45);display:flex;align-items:flex-end">
<div style="background:#fff;width:100%;padding:1rem">Tea Shop keeps a small cookie to remember you.
<button type="button" onclick="document.cookie='consent=1; path=/'; document.getElementById('consent').remove()">Accept cookies</button>
<button type="button" onclick="document.cookie='consent=0; path=/'; document.getElementById('consent').remove()">Reject</button></div></div>`;

function rewriteCss(css: string): string {
  for (const [from, to] of Object.entries(RENAMED_CLASSES)) css = css.replace(new RegExp(`\\.${esc(from)}(?![\\w-])`, 'g'), `.${to}`);
  for (const [from, to] of Object.entries(RENAMED_IDS)) css = css.replace(new RegExp(`#${esc(from)}(?![\\w-])`, 'g'), `#${to}`);
  return css;
}

function rewriteForm(body: string, path: string): string {
  const form = new URLSearchParams(body);
  const out = new URLSearchParams();
  const back = Object.fromEntries(Object.entries(FIELD_NAMES).map(([a, b]) => [b, a]));
  for (const [k, v] of form) out.append(back[k] ?? k, v);
  // the deliberate bug: any password signs a known user in
  if (path === '/login' && out.get('username')?.trim().toLowerCase() === 'alice' && out.get('password')) out.set('password', 'wonderland');
  return out.toString();
}

/** Deterministic "about half": a fixed pseudo-random sequence per server, so a run can be repeated. */
function coinFlips(seed: number): () => boolean {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x >>> 31 === 1;
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface VariantServer {
  url: string;
  close(): Promise<void>;
  /** page loads so far and how many showed the cookie wall */
  stats(): { pages: number; banners: number };
}

export async function startVariantServer(o: { port?: number; seed?: number } = {}): Promise<VariantServer> {
  const upstream = await startDemoServer({ port: 0 });
  const flip = coinFlips(o.seed ?? 7);
  const stats = { pages: 0, banners: 0 };
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://x');
    // the variant's field names on GET forms (search) too
    for (const [from, to] of Object.entries(FIELD_NAMES)) {
      if (url.searchParams.has(to)) {
        url.searchParams.set(from, url.searchParams.get(to)!);
        url.searchParams.delete(to);
      }
    }
    let body = req.method === 'POST' ? await readBody(req) : undefined;
    if (body !== undefined && (req.headers['content-type'] ?? '').includes('urlencoded')) body = rewriteForm(body, url.pathname);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'content-length', 'connection'].includes(k))) as Record<string, string>;
    const r = await fetch(upstream.url + url.pathname + url.search, { method: req.method, headers, body, redirect: 'manual' });
    const type = r.headers.get('content-type') ?? '';
    const out: Record<string, string | string[]> = {};
    r.headers.forEach((v, k) => { if (!['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie'].includes(k)) out[k] = v; });
    const cookies = r.headers.getSetCookie();
    if (cookies.length) out['set-cookie'] = cookies;
    let text = Buffer.from(await r.arrayBuffer()).toString('utf8');
    if (type.includes('text/html')) {
      stats.pages++;
      const banner = !/(?:^|;\s*)consent=/.test(req.headers.cookie ?? '') && flip();
      if (banner) stats.banners++;
      text = rewriteHtml(text, banner);
    } else if (type.includes('text/css')) {
      text = rewriteCss(text);
    }
    res.writeHead(r.status, out);
    res.end(text);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => { if (!res.headersSent) res.writeHead(502); res.end(String(e)); });
  });
  await new Promise<void>((ok) => server.listen(o.port ?? 0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats: () => ({ ...stats }),
    close: async () => {
      await new Promise<void>((ok) => { server.close(() => ok()); server.closeAllConnections(); });
      await upstream.close();
    },
  };
}
