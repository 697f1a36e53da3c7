// What one scenario can leave in a browser for the next, for the isolation tests (local and Grid): a
// server whose cacheable resource counts its requests, a project whose first scenario leaves every
// kind of state behind, and what the next scenario still sees of it.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REPO, writeFiles } from './cli.ts';

/** every kind of state the test leaves behind, in the README table's order */
export const STATE_KINDS = ['cookie', 'localStorage', 'sessionStorage', 'indexedDB', 'cacheStorage', 'serviceWorker',
  'permission', 'httpCache', 'secondWindow', 'webdriverWindow'] as const;
export type StateKind = (typeof STATE_KINDS)[number];

export interface StateServer {
  url: string;
  close(): Promise<void>;
}

/** `/page` a blank page, `/sw.js` a service worker, `/cached?…` a max-age resource whose body counts its requests. */
export async function startStateServer(): Promise<StateServer> {
  const served = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/cached')) {
      const n = (served.get(url) ?? 0) + 1;
      served.set(url, n);
      res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'max-age=3600' });
      res.end(String(n));
    } else if (url === '/sw.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end("self.addEventListener('install', () => self.skipWaiting());\n");
    } else {
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
      res.end('<!doctype html><title>State</title><h1>State</h1>');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

const STEPS = `
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { Given, Then, When } from '@cucumber/cucumber';
import { stepwright } from 'stepwright';

const cached = () => \`\${process.env.STATE_URL}/cached?run=\${process.env.STATE_RUN}\`;

const LEAVE = \`const [url, done] = arguments; (async () => {
  document.cookie = 'left=behind; path=/; max-age=3600';
  localStorage.setItem('left', 'behind'); sessionStorage.setItem('left', 'behind');
  await new Promise((resolve, reject) => { const o = indexedDB.open('left-db');
    o.onupgradeneeded = () => o.result.createObjectStore('s'); o.onsuccess = () => { o.result.close(); resolve(); }; o.onerror = reject; });
  await (await caches.open('left-cache')).put('/left', new Response('behind'));
  await navigator.serviceWorker.register('/sw.js'); await navigator.serviceWorker.ready;
  await (await fetch(url)).text();
  window.open(location.href, 'second');
})().then(() => done('ok'), (e) => done(String(e)));\`;

const OBSERVE = \`const [url, done] = arguments; (async () => ({
  cookie: document.cookie.includes('left=behind'),
  localStorage: localStorage.getItem('left') === 'behind',
  sessionStorage: sessionStorage.getItem('left') === 'behind',
  indexedDB: (await indexedDB.databases()).some((d) => d.name === 'left-db'),
  cacheStorage: (await caches.keys()).includes('left-cache'),
  serviceWorker: (await navigator.serviceWorker.getRegistrations()).length > 0,
  permission: (await navigator.permissions.query({ name: 'notifications' })).state === 'granted',
  // the body counts the requests the server answered: "1" again means the browser's HTTP cache answered
  httpCache: (await (await fetch(url)).text()) === '1',
}))().then(done, (e) => done({ error: String(e) }));\`;

Given('the state page is open', async function () {
  await (await stepwright(this).driver()).get(\`\${process.env.STATE_URL}/page\`);
});

When('the page leaves every kind of state behind', async function () {
  const d = await stepwright(this).driver();
  assert.equal(await d.executeAsyncScript(LEAVE, cached()), 'ok');
  // WebDriver's Set Permission (chromedriver) grants to the browser's default context: under isolation
  // "context" the scenario's own context is named through DevTools
  const context = await stepwright(this).browserContext();
  if (context) {
    await d.sendAndGetDevToolsCommand('Browser.grantPermissions', { origin: process.env.STATE_URL,
      permissions: ['notifications'], browserContextId: context });
  } else {
    await d.setPermission('notifications', 'granted');
  }
});

When('WebDriver opens a window with a cookie of its own', async function () {
  const d = await stepwright(this).driver();
  const first = await d.getWindowHandle();
  await d.switchTo().newWindow('window');
  await d.get(\`\${process.env.STATE_URL}/page\`);
  await d.executeScript("document.cookie = 'webdriver=window; path=/; max-age=3600'");
  await d.switchTo().window(first);
});

const log = async (d, name, state) => appendFileSync(process.env.STATE_LOG,
  JSON.stringify({ name, session: (await d.getSession()).getId(), state }) + '\\n');

Then('the state is logged as {string}', async function (name) {
  const d = await stepwright(this).driver();
  const state = await d.executeAsyncScript(OBSERVE, cached());
  await log(d, name, { ...state, secondWindow: (await d.getAllWindowHandles()).length > 1 });
});

Then('what a WebDriver window sees is logged as {string}', async function (name) {
  const d = await stepwright(this).driver();
  const secondWindow = (await d.getAllWindowHandles()).length > 1;
  await d.switchTo().newWindow('window');
  await d.get(\`\${process.env.STATE_URL}/page\`);
  await log(d, name, { secondWindow, webdriverWindow: Boolean(await d.executeScript("return document.cookie.includes('webdriver=window')")) });
});
`;

const FEATURE = `Feature: What one scenario leaves in the browser for the next
  Scenario: Leaves every kind of state behind
    Given the state page is open
    When the page leaves every kind of state behind
    Then the state is logged as "left"

  Scenario: The next scenario
    Given the state page is open
    Then the state is logged as "next"

  Scenario: Opens a window through WebDriver
    Given the state page is open
    When WebDriver opens a window with a cookie of its own
    Then what a WebDriver window sees is logged as "webdriver-left"

  Scenario: The scenario after it
    Given the state page is open
    Then what a WebDriver window sees is logged as "webdriver-next"
`;

/** A project at `dir` whose two scenarios leave state behind and log what the second one sees. */
export function writeStateProject(dir: string, stateUrl: string, extra: Record<string, unknown> = {}): void {
  writeFiles(dir, {
    'stepwright.config.json': JSON.stringify({ baseUrl: stateUrl, cacheDir: join(REPO, 'step-cache'), steps: ['steps'],
      features: ['features'], ...extra }),
    'features/state.feature': FEATURE,
    'steps/state.steps.mjs': STEPS,
  });
}

export interface StateLogEntry {
  name: 'left' | 'next' | 'webdriver-left' | 'webdriver-next';
  session: string;
  state: Partial<Record<StateKind, boolean>> & { error?: string };
}

export function readStateLog(file: string): StateLogEntry[] {
  return readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as StateLogEntry);
}

/** The log's entries by name. */
export function byName(log: StateLogEntry[]): Record<StateLogEntry['name'], StateLogEntry> {
  return Object.fromEntries(log.map((e) => [e.name, e])) as Record<StateLogEntry['name'], StateLogEntry>;
}

/** The kinds of state the scenarios after the leaving ones still see, in STATE_KINDS order. */
export function leaked(log: StateLogEntry[]): StateKind[] {
  const e = byName(log);
  const next = { ...e.next?.state, webdriverWindow: e['webdriver-next']?.state.webdriverWindow };
  return STATE_KINDS.filter((k) => next[k] === true);
}

/** The kinds of state the leaving scenarios saw themselves (every kind, or the test proves nothing). */
export function left(log: StateLogEntry[]): StateKind[] {
  const e = byName(log);
  const was = { ...e.left?.state, webdriverWindow: e['webdriver-left']?.state.webdriverWindow };
  return STATE_KINDS.filter((k) => was[k] === true);
}
