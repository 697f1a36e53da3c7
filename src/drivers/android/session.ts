// One Appium session through webdriverio, reduced to the few protocol calls the Android driver
// makes; every call turns "the session is gone" into a SessionLostError that names the fix.
import type { AndroidSettings } from './settings.ts';
import { capabilitiesFor } from './settings.ts';
import { isSessionLost, sessionStartError, SessionLostError } from './errors.ts';

export const W3C_ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** Appium's context of the app's own views; a WebView's is WEBVIEW_<package> (or WEBVIEW_<pid>). */
export const NATIVE_CONTEXT = 'NATIVE_APP';

/** The slice of webdriverio's Browser this backend uses (kept small so it is easy to fake). */
interface Client {
  getPageSource(): Promise<string>;
  execute(script: string, ...args: unknown[]): Promise<unknown>;
  executeScript(script: string, args: unknown[]): Promise<unknown>;
  getAppiumContexts(): Promise<unknown[]>;
  switchAppiumContext(name: string): Promise<unknown>;
  findElement(using: string, value: string): Promise<Record<string, string>>;
  elementClick(id: string): Promise<unknown>;
  elementClear(id: string): Promise<unknown>;
  elementSendKeys(id: string, text: string): Promise<unknown>;
  takeScreenshot(): Promise<string>;
  back(): Promise<unknown>;
  deleteSession(): Promise<unknown>;
}

/** Sessions this process has open: ended on Ctrl-C, so a device or a farm is not left holding them. */
const open = new Set<AndroidSession>();
let signalsHooked = false;
/** set on Ctrl-C: calls in flight or made while shutting down wait for the exit instead of failing */
let interrupted = false;
const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * On SIGINT/SIGTERM: end our sessions, stop the in-process Appium, then exit as interrupted (130 /
 * 143; 'exit' handlers such as cache-lock cleanup still run). Re-raising the signal is not enough:
 * another listener (a loader, a library) would swallow it and the run would go on without a device.
 */
function hookSignals(): void {
  if (signalsHooked) return;
  signalsHooked = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      interrupted = true;
      void Promise.all([...open].map((s) => s.close()))
        .then(() => import('./appium-server.ts')).then((m) => m.stopSharedAppium())
        .finally(() => process.exit(SIGNAL_EXIT[signal]));
    });
  }
}

export class AndroidSession {
  /** the Appium context commands go to; native calls switch back to NATIVE_APP first */
  private context = NATIVE_CONTEXT;

  private constructor(private readonly client: Client, readonly settings: AndroidSettings) {
    open.add(this);
    hookSignals();
  }

  static async start(url: string, settings: AndroidSettings): Promise<AndroidSession> {
    const { remote } = await import('webdriverio');
    const u = new URL(url);
    try {
      const client = await remote({
        protocol: u.protocol.replace(':', ''), hostname: u.hostname,
        port: Number(u.port || (u.protocol === 'https:' ? 443 : 80)),
        path: u.pathname, logLevel: 'silent',
        // a device farm's hub URL carries the user name and access key (https://USER:KEY@hub…)
        ...(u.username ? { user: decodeURIComponent(u.username), key: decodeURIComponent(u.password) } : {}),
        connectionRetryCount: 0, connectionRetryTimeout: settings.sessionTimeoutMs,
        capabilities: capabilitiesFor(settings) as WebdriverIO.Capabilities,
      });
      return new AndroidSession(client as unknown as Client, settings);
    } catch (e) {
      throw sessionStartError(e, settings);
    }
  }

  private async call<T>(command: string, run: (c: Client) => Promise<T>): Promise<T> {
    if (interrupted) return never();
    try {
      return await run(this.client);
    } catch (e) {
      if (interrupted) return never();
      if (isSessionLost(e)) throw new SessionLostError(command, { cause: e });
      throw e;
    }
  }

  async source(): Promise<string> {
    await this.enter(NATIVE_CONTEXT);
    return this.call('getPageSource', (c) => c.getPageSource());
  }

  /** The contexts Appium offers now: NATIVE_APP, and WEBVIEW_* while the app has a debuggable WebView. */
  async contexts(): Promise<string[]> {
    const all = await this.call('getContexts', (c) => c.getAppiumContexts());
    return all.map((x) => (typeof x === 'string' ? x : String((x as { id?: string }).id)));
  }

  /**
   * Commands go to `name` from now on: in a WEBVIEW_* context Appium proxies them to the WebView's
   * chromedriver. No round trip when already there.
   */
  async enter(name: string): Promise<void> {
    if (name === this.context) return;
    await this.call('setContext', (c) => c.switchAppiumContext(name));
    this.context = name;
  }

  /** A script in the current (web) context, arguments and element references as WebDriver sends them. */
  script<T = unknown>(script: string, ...args: unknown[]): Promise<T> {
    return this.call('executeScript', (c) => c.executeScript(script, args) as Promise<T>);
  }

  mobile<T = unknown>(name: string, args: Record<string, unknown> = {}): Promise<T> {
    return this.call(`mobile: ${name}`, (c) => c.execute(`mobile: ${name}`, args) as Promise<T>);
  }

  /** The element id of the one element at an XPath, or undefined when it is gone. */
  async elementAt(xpath: string): Promise<string | undefined> {
    await this.enter(NATIVE_CONTEXT);
    try {
      const ref = await this.call('findElement', (c) => c.findElement('xpath', xpath));
      return ref[W3C_ELEMENT] ?? ref.ELEMENT;
    } catch (e) {
      if (e instanceof SessionLostError) throw e;
      return undefined;
    }
  }

  click(id: string): Promise<unknown> { return this.call('elementClick', (c) => c.elementClick(id)); }
  clear(id: string): Promise<unknown> { return this.call('elementClear', (c) => c.elementClear(id)); }
  sendKeys(id: string, text: string): Promise<unknown> { return this.call('elementSendKeys',
    (c) => c.elementSendKeys(id, text)); }
  // in a web context these would be the page's (chromedriver's screenshot, the page history's back)
  async screenshot(): Promise<string> {
    await this.enter(NATIVE_CONTEXT);
    return this.call('takeScreenshot', (c) => c.takeScreenshot());
  }
  async back(): Promise<unknown> {
    await this.enter(NATIVE_CONTEXT);
    return this.call('back', (c) => c.back());
  }

  /** the webdriverio Browser, for a team's own steps (AppDriver.nativeDriver) */
  get native(): unknown {
    return this.client;
  }

  async close(): Promise<void> {
    if (!open.delete(this)) return;
    await this.client.deleteSession().catch(() => undefined);
  }
}
