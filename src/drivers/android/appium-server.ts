// The Appium server Android sessions go through: an external one (appiumUrl: a device farm, a
// server started by hand), or one started in-process from the `appium` dependency — once per
// Stepwright process, stopped on exit, on failure and on Ctrl-C.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { redactUrl, SetupError } from '../errors.ts';
import type { AndroidSettings } from './settings.ts';

interface RunningAppium {
  url: string;
  close(): Promise<void>;
}

let shared: Promise<RunningAppium> | undefined;
let startedMs: number | undefined;

/** How long the in-process server took to listen, for reports and the README's figures. */
export function appiumStartMs(): number | undefined {
  return startedMs;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function checkExternal(url: string): Promise<RunningAppium> {
  const status = new URL('status', url.endsWith('/') ? url : `${url}/`);
  // fetch() refuses a URL with credentials: they go in a Basic header, as webdriverio sends them
  const user = `${decodeURIComponent(status.username)}:${decodeURIComponent(status.password)}`;
  const auth = status.username ? { Authorization: `Basic ${Buffer.from(user).toString('base64')}` } : undefined;
  [status.username, status.password] = ['', ''];
  try {
    const res = await fetch(status, { signal: AbortSignal.timeout(10_000), ...(auth ? { headers: auth } : {}) });
    await res.body?.cancel();
  } catch (e) {
    throw new SetupError(`No Appium server answers at ${redactUrl(url)} (GET ${status.href} failed). ` +
      'Start it (npx appium), ' +
      'fix "android.appiumUrl" in stepwright.config.json, or remove it to let Stepwright start Appium itself.',
      { cause: e });
  }
  return { url, close: async () => undefined };
}

/**
 * Appium caches where its drivers are installed (node_modules/.cache/appium/extensions.yaml) and trusts
 * it until package.json changes: after the project moves, or a worktree shares its node_modules, it
 * names folders that are gone and every driver reads as "not installed". Such a manifest is removed;
 * Appium writes it again from what node_modules holds.
 */
export function dropStaleManifest(home: string): void {
  const manifest = join(home, 'node_modules', '.cache', 'appium', 'extensions.yaml');
  if (!existsSync(manifest)) return;
  const paths = [...readFileSync(manifest, 'utf8').matchAll(/^\s*installPath:\s*(.+?)\s*$/gm)].map((m) => m[1]!);
  if (paths.some((p) => !existsSync(p))) rmSync(manifest, { force: true });
}

async function startInProcess(s: AndroidSettings): Promise<RunningAppium> {
  // Appium's main() exits the whole process when its port is taken: check first
  if (s.appiumPort !== 0 && !(await portFree(s.appiumPort))) {
    throw new SetupError(`Port ${s.appiumPort} is busy, so Appium cannot start there. Set "android.appiumPort" to 0 ` +
      '(any free port) or to another port, or point "android.appiumUrl" at the Appium server already running there.');
  }
  let appium: { main: (args: Record<string, unknown>) => Promise<unknown> };
  try {
    appium = (await import('appium')) as unknown as typeof appium;
  } catch (e) {
    throw new SetupError('Appium is not installed. Install it next to Stepwright: ' +
      'npm i -D appium appium-uiautomator2-driver ' +
      '(or set "android.appiumUrl" to an existing Appium server).', { cause: e });
  }
  // Appium logs at debug level until main() applies `loglevel`: quiet its shared logger first (an
  // internal of @appium/support; if it moves, this is a no-op and a debug line or two shows)
  const appiumLog = (globalThis as { _global_npmlog?: { level: string } })._global_npmlog;
  if (appiumLog) appiumLog.level = 'warn';
  if (s.appiumHome) dropStaleManifest(s.appiumHome);
  const before = new Set([...process.listeners('SIGINT'), ...process.listeners('SIGTERM')]);
  const started = Date.now();
  const server = (await appium.main({
    port: s.appiumPort, address: '127.0.0.1', loglevel: 'error', ...(s.appiumHome ? { appiumHome: s.appiumHome } : {}),
  })) as { address(): { port: number } | string | null; close(): Promise<void> } | undefined;
  startedMs = Date.now() - started;
  if (!server || typeof server.address() !== 'object') throw new SetupError('Appium did not start (see its ' +
    'messages above).');
  replaceSignalHandlers(before);
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/**
 * Appium's own Ctrl-C handler exits with status 0 as if all went well. Ours (session.ts) ends our
 * sessions, stops Appium and exits as interrupted (130); until a session exists, the default
 * action ends the process (and the server with it).
 */
function replaceSignalHandlers(before: Set<unknown>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const l of process.listeners(signal)) if (!before.has(l)) process.removeListener(signal, l as () => void);
  }
}

/** The Appium URL for these settings, starting the shared in-process server on first use. */
export function appiumUrl(s: AndroidSettings): Promise<string> {
  if (s.appiumUrl) return checkExternal(s.appiumUrl).then((a) => a.url);
  shared ??= startInProcess(s);
  shared.catch(() => { shared = undefined; });
  return shared.then((a) => a.url);
}

/** Stops the in-process Appium server if this process started one. */
export async function stopSharedAppium(): Promise<void> {
  const s = shared;
  shared = undefined;
  if (s) await (await s.catch(() => undefined))?.close();
}
