// Isolation "context": each scenario gets its own WebDriver BiDi user context (cookies, storage, HTTP
// cache, permissions, service workers) in one kept browser, so the browser itself does the isolating.
import type { EventEmitter } from 'node:events';
import type { WebDriver } from 'selenium-webdriver';
import * as bidiModule from 'selenium-webdriver/bidi/index.js';
import type { BrowserSettings } from './settings.ts';
import { dismissAnyDialog } from './native-dialog.ts';
import { BidiPageLoads, LOAD_EVENTS, type PageLoads } from './page-events.ts';

// the module is `module.exports = Index`; its typings name the class without a default export
type Bidi = bidiModule.Index;
const Bidi = (bidiModule as unknown as { default: typeof bidiModule.Index }).default;

/** The session request of a browser whose scenarios get a user context each: BiDi switched on. */
export function withBidi(s: BrowserSettings): BrowserSettings {
  return { ...s, capabilities: { ...s.capabilities, webSocketUrl: true } };
}

/**
 * Where to open the BiDi websocket. A Grid answers with its own endpoint
 * (`/session/<id>/se/bidi`) under the address it believes it has, which the client may not reach
 * (a container's, or a default port): the same path on the Grid URL the session was created through.
 */
export function bidiUrl(reported: string, grid?: string): string {
  const url = reported.replace('//localhost:', '//127.0.0.1:');
  if (!grid) return url;
  const g = new URL(grid);
  return `${g.protocol === 'https:' ? 'wss' : 'ws'}://${g.host}${new URL(url).pathname}`;
}

/** A BiDi command that failed: names the command and the browser's error. */
export class ContextError extends Error {}

interface BidiAnswer { type?: string; error?: string; message?: string; result?: Record<string, unknown> }
interface TreeContext { context: string; userContext: string }

/** What renew() found of the scenario that just ended. */
export interface RenewReport {
  /** windows it left in the browser's default user context (chromedriver opens WebDriver's New Window there) */
  sharedWindows: number;
}

/**
 * The user contexts of one kept browser: `renew()` opens a new context with one window of the
 * browser's first size, switches WebDriver to it, closes what the previous scenario left in the
 * shared default context and removes the previous context with every window, page and byte of
 * state it held. Every failure is thrown with the BiDi error; the caller then replaces the browser.
 */
export class ScenarioContexts {
  private current?: string;

  private constructor(private readonly driver: WebDriver, private readonly bidi: Bidi,
    private readonly size: { width: number; height: number }) {}

  /** The browser's load events, for the web driver's navigation waits (when it sends them). */
  loads?: PageLoads;

  /** Connects to the browser's BiDi endpoint; call it right after the start, before any scenario. */
  static async connect(driver: WebDriver, grid?: string): Promise<ScenarioContexts> {
    const reported = (await driver.getCapabilities()).get('webSocketUrl') as unknown;
    if (typeof reported !== 'string') throw new ContextError('the browser session has no WebDriver BiDi endpoint ' +
      '(capability webSocketUrl)');
    const { width, height } = await driver.manage().window().getRect();
    const bidi = new Bidi(bidiUrl(reported, grid));
    try {
      await bidi.waitForConnection();
    } catch (e) {
      throw new ContextError(`could not open the WebDriver BiDi websocket: ${(e as Error).message}`, { cause: e });
    }
    const contexts = new ScenarioContexts(driver, bidi, { width, height });
    // every document load, once for the browser: the driver waits for navigations on them (page-events.ts);
    // a browser that will not send them is asked by polling, as without BiDi
    const events = new BidiPageLoads(bidi as unknown as EventEmitter);
    contexts.loads = await contexts.send('session.subscribe', { events: [...LOAD_EVENTS] })
      .then(() => events, () => undefined);
    return contexts;
  }

  private async send(method: string, params: object): Promise<Record<string, unknown>> {
    let answer: BidiAnswer;
    try {
      answer = (await this.bidi.send({ method, params })) as BidiAnswer;
    } catch (e) {
      throw new ContextError(`${method}: ${(e as Error).message}`, { cause: e });
    }
    if (answer.type === 'error'
      || answer.error) throw new ContextError(`${method}: ${answer.error ?? 'error'}: ${answer.message ?? ''}`.trim());
    return answer.result ?? {};
  }

  /** The user context the current scenario runs in. */
  get userContext(): string | undefined {
    return this.current;
  }

  /** A new user context and window for the next scenario; the previous one removed. */
  async renew(): Promise<RenewReport> {
    const previous = this.current;
    // a confirm the last scenario left open holds its window: answered first, or removing it waits
    await dismissAnyDialog(this.driver);
    const { userContext } = (await this.send('browser.createUserContext', {})) as { userContext: string };
    const { context } = (await this.send('browsingContext.create',
      { type: 'window', userContext })) as { context: string };
    this.current = userContext;
    await this.driver.switchTo().window(context);
    // independent of each other: one round trip's time instead of three
    const [{ contexts }, rect] = await Promise.all([
      this.send('browsingContext.getTree', { maxDepth: 0 }) as Promise<{ contexts: TreeContext[] }>,
      this.driver.manage().window().getRect(),
      previous ? this.send('browser.removeUserContext', { userContext: previous }) : undefined,
    ]);
    const shared = contexts.filter((c) => c.userContext === 'default');
    // the session's first window (in the default context) is closed by the first renew; any later
    // one a scenario opened there through WebDriver: the caller replaces the browser to empty it
    for (const c of shared) await this.send('browsingContext.close', { context: c.context });
    const resized = rect.width !== this.size.width || rect.height !== this.size.height;
    if (resized) await this.driver.manage().window().setRect(this.size);
    return { sharedWindows: previous ? shared.length : 0 };
  }

  /** Closes the websocket (the browser is quit by its owner). */
  async close(): Promise<void> {
    // a dead browser's socket may never finish its closing handshake
    const closed = this.bidi.close().catch(() => undefined);
    await Promise.race([closed, new Promise((r) => setTimeout(r, 2000).unref())]);
  }
}
