// Isolation "context" and "reuse": one browser per process (per cucumber worker with --parallel),
// handed from one scenario to the next instead of a new browser for every scenario — each scenario
// in a new browser-level user context ("context", contexts.ts), or the browser emptied ("reuse", reset.ts).
// The runtime reaches it only through drivers/factory.ts (takeKeptDriver, releaseDriver, closeKeptDrivers).
import type { BrowserSettings } from './settings.ts';
import { ScenarioContexts, withBidi } from './contexts.ts';
import { WebAppDriver } from './web-driver.ts';

/** the isolation modes that keep a browser between scenarios */
export type KeptIsolation = 'context' | 'reuse';

interface Kept {
  app: WebAppDriver;
  key: string;
  /** isolation "context": the browser's user contexts */
  contexts?: ScenarioContexts;
}

/** idle browsers by mode and settings (a project normally has one kind) */
const idle = new Map<string, Kept[]>();
/** every browser this process keeps, in use or idle: quit by closeReusedBrowsers() */
const kept = new Map<WebAppDriver, Kept>();
let sharedWindowNoted = false;

const keyOf = (s: BrowserSettings, mode: KeptIsolation): string => JSON.stringify([mode, s]);
const firstLine = (e: unknown): string => String((e as Error)?.message ?? e).split('\n')[0]!;

/** One line on stderr: a browser replaced is never silent. */
function warn(line: string): void {
  process.stderr.write(`stepwright: ${line}\n`);
}

/** A browser ready for a scenario: an idle kept one if there is one, else a new one (which will be kept). */
export async function takeBrowser(settings: BrowserSettings, mode: KeptIsolation = 'reuse'): Promise<WebAppDriver> {
  const key = keyOf(settings, mode);
  const ready = idle.get(key)?.pop();
  if (ready) return ready.app;
  return mode === 'context' ? startWithContexts(settings, key) : startForReset(settings, key);
}

async function startForReset(settings: BrowserSettings, key: string): Promise<WebAppDriver> {
  const app = await WebAppDriver.start(settings);
  const k: Kept = { app, key };
  kept.set(app, k);
  try {
    await app.markClean();
  } catch (e) {
    await dropBrowser(k);
    throw e;
  }
  return app;
}

async function startWithContexts(settings: BrowserSettings, key: string): Promise<WebAppDriver> {
  const app = await WebAppDriver.start(withBidi(settings));
  let contexts: ScenarioContexts | undefined;
  try {
    contexts = await ScenarioContexts.connect(app.driver, settings.grid);
    await contexts.renew();
  } catch (e) {
    await contexts?.close();
    // a new browser is as empty as a new context: this scenario runs in it, and it is quit at the end
    warn(`isolation "context": could not create a browser context (${firstLine(e)}); this scenario runs in a new ` +
      `browser of its own instead`);
    return app;
  }
  app.startedOver(contexts.loads);
  kept.set(app, { app, key, contexts });
  return app;
}

/**
 * The scenario is over: the browser gets a new user context (its old one removed) or is reset, and
 * is kept for the next scenario. A browser where that fails (crashed, session lost, Grid timeout,
 * a context that would not close) is quit, with a warning naming the error, and the next scenario
 * starts a new one.
 */
export async function giveBack(app: WebAppDriver): Promise<void> {
  const k = kept.get(app);
  if (!k) return app.close();
  try {
    if (k.contexts) {
      const { sharedWindows } = await k.contexts.renew();
      app.startedOver(k.contexts.loads);
      if (sharedWindows > 0) return await replaceShared(k);
    } else {
      await app.reset();
    }
  } catch (e) {
    const what = k.contexts ? 'could not replace the scenario\'s browser context' : 'could not reset the browser';
    warn(`isolation "${k.contexts ? 'context' : 'reuse'}": ${what} (${firstLine(e)}); the browser is quit and the ` +
      `next scenario starts a new one`);
    await dropBrowser(k);
    return;
  }
  idle.set(k.key, [...(idle.get(k.key) ?? []), k]);
}

/** Windows in the browser's default context reach every later WebDriver New Window: only a new browser empties them. */
async function replaceShared(k: Kept): Promise<void> {
  if (!sharedWindowNoted) {
    sharedWindowNoted = true;
    warn('isolation "context": a scenario opened a window through WebDriver\'s New Window, ' +
      'which chromedriver puts in the browser\'s ' +
      'shared default context, not the scenario\'s; the browser is replaced after such a scenario (window.open stays ' +
      'in the scenario\'s context)');
  }
  await dropBrowser(k);
}

async function dropBrowser(k: Kept): Promise<void> {
  kept.delete(k.app);
  await k.contexts?.close();
  await k.app.close().catch(() => undefined);
}

/** Quits every kept browser (runtime/hooks.ts's AfterAll, before the shared chromedriver stops). */
export async function closeReusedBrowsers(): Promise<void> {
  const all = [...kept.values()];
  kept.clear();
  idle.clear();
  await Promise.all(all.map((k) => dropBrowser(k)));
}

/**
 * The user context a kept browser runs its current scenario in (isolation "context"): the BiDi
 * userContext, which in Chromium is also the DevTools browserContextId.
 */
export function browserContextOf(app: WebAppDriver): string | undefined {
  return kept.get(app)?.contexts?.userContext;
}

/** How many browsers this process keeps (tests). */
export function reusedBrowserCount(): number {
  return kept.size;
}
