// Isolation "reuse": one browser per process (per cucumber worker with --parallel), handed from one
// scenario to the next and emptied in between, instead of a new browser for every scenario.
import type { BrowserSettings } from '../drivers/web/chromium.ts';
import { WebAppDriver } from '../drivers/web/web-driver.ts';

/** idle browsers by their settings (a project normally has one kind) */
const idle = new Map<string, WebAppDriver[]>();
/** every browser this process keeps, in use or idle: quit by closeReusedBrowsers() */
const kept = new Set<WebAppDriver>();

const keyOf = (s: BrowserSettings): string => JSON.stringify(s);

/** A reset browser with these settings if one is idle, else a new one (which will be kept). */
export async function takeBrowser(settings: BrowserSettings): Promise<WebAppDriver> {
  const ready = idle.get(keyOf(settings))?.pop();
  if (ready) return ready;
  const app = await WebAppDriver.start(settings);
  kept.add(app);
  try {
    await app.markClean();
  } catch (e) {
    await dropBrowser(app);
    throw e;
  }
  return app;
}

/**
 * The scenario is over: the browser is reset and kept for the next one. A browser that cannot be
 * reset (crashed, session lost, Grid timeout) is quit, and the next scenario starts a new one.
 */
export async function giveBack(app: WebAppDriver, settings: BrowserSettings): Promise<void> {
  if (!kept.has(app)) return app.close();
  try {
    await app.reset();
  } catch {
    await dropBrowser(app);
    return;
  }
  const key = keyOf(settings);
  idle.set(key, [...(idle.get(key) ?? []), app]);
}

async function dropBrowser(app: WebAppDriver): Promise<void> {
  kept.delete(app);
  await app.close().catch(() => undefined);
}

/** Quits every kept browser (support.ts's AfterAll, before the shared chromedriver stops). */
export async function closeReusedBrowsers(): Promise<void> {
  const all = [...kept];
  kept.clear();
  idle.clear();
  await Promise.all(all.map((app) => app.close().catch(() => undefined)));
}

/** How many browsers this process keeps (tests). */
export function reusedBrowserCount(): number {
  return kept.size;
}
