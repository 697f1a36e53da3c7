// TiddlyWiki 5 from its npm package, two ways: (1) a notes wiki on TiddlyWiki's own node server (the
// package's `server` edition, as `tiddlywiki WIKI --init server` makes it), whose tiddlers are server state
// kept in a temp folder; (2) the package's documentation edition (editions/tw5.com, what tiddlywiki.com
// is), rendered once into the single static HTML file the project publishes, with its client-side search.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningApp } from '../apps.ts';
import { freePort, startChild, type ChildApp } from './child-app.ts';
import { serveOffline } from './offline-static.ts';

const TW = fileURLToPath(new URL('../../../node_modules/tiddlywiki/', import.meta.url));
const TW_BIN = join(TW, 'tiddlywiki.js');
const tw = (args: string[]): void => { execFileSync(process.execPath, [TW_BIN, ...args], { stdio: 'pipe', env: { ...process.env, NODE_OPTIONS: '' } }); };

/** The notes wiki: a fresh `server` edition wiki on every reset (the server restarts on the same port). */
export async function startTiddlyWikiNotes(): Promise<RunningApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const home = mkdtempSync(join(tmpdir(), 'stepwright-tiddlywiki-'));
  let running: ChildApp | undefined;
  const start = async (): Promise<void> => {
    await running?.stop();
    const wiki = join(home, 'wiki');
    rmSync(wiki, { recursive: true, force: true });
    tw([wiki, '--init', 'server']);
    running = await startChild([TW_BIN, wiki, '--listen', 'host=127.0.0.1', `port=${port}`], url, 'TiddlyWiki server');
  };
  await start();
  return {
    url,
    reset: start,
    close: async () => { await running?.stop(); rmSync(home, { recursive: true, force: true }); },
  };
}

/** The tw5.com edition rendered to one static index.html, once per package version (reused from the temp dir). */
function docsBuild(): string {
  const { version } = JSON.parse(readFileSync(join(TW, 'package.json'), 'utf8')) as { version: string };
  const out = join(tmpdir(), `stepwright-tiddlywiki-docs-${version}`);
  if (existsSync(join(out, 'index.html'))) return out;
  // rendered beside it and renamed, so a second process never serves a half-written file
  const building = `${out}.building-${process.pid}`;
  tw([join(TW, 'editions', 'tw5.com'), '--output', building, '--render', '$:/core/save/all', 'index.html', 'text/plain']);
  try { renameSync(building, out); } catch { rmSync(building, { recursive: true, force: true }); }
  return out;
}

/** TiddlyWiki's documentation as a static site (state lives in the page only: a reload starts it afresh). */
export async function startTiddlyWikiDocs(): Promise<RunningApp> {
  const s = await serveOffline(docsBuild());
  return { url: s.url, reset: () => undefined, close: s.close };
}
