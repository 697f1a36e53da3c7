// A browser that may look but not write. Compile tries a button it is unsure of only in such a browser
// (compiler/follow-each.ts: each of several look-alike buttons, to see which one the next check holds for),
// so a trial never changes what the app's server holds: every request but GET, HEAD and OPTIONS is refused
// before it leaves the browser (DevTools' Fetch domain), and counted, so a trial that wanted to
// write is known and thrown away. What the browser keeps itself (storage, cookies) dies with it.
import type { EventEmitter } from 'node:events';
import type { WebDriver } from 'selenium-webdriver';
import type { BrowserSettings } from './settings.ts';
import { WebAppDriver } from './web-driver.ts';

/** Methods that only read (RFC 9110's safe methods, but TRACE, which no app sends). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** selenium-webdriver's DevTools connection (lib/webdriver.js createCDPConnection), as far as it is used */
interface Cdp { execute(method: string, params: object): void; _wsConnection: EventEmitter }
interface Paused { method?: string; params?: { requestId?: string; request?: { method?: string } } }

/**
 * The requests a guarded browser refused. DevTools' Fetch domain pauses each request of the page and we let it go
 * on or fail it; BiDi's network interception would be the standard way, but Chromium's hangs a navigation that
 * WebDriver started while a request is paused (SeleniumHQ/selenium#17373). A request from another window or
 * from a frame of another site is not seen: such a trial may still write.
 */
export class WriteGuard {
  /** requests that would have written, refused since the browser started */
  refused = 0;

  private constructor(private readonly cdp: Cdp) {}

  static async connect(driver: WebDriver): Promise<WriteGuard> {
    const cdp = (await driver.createCDPConnection('page')) as unknown as Cdp;
    const guard = new WriteGuard(cdp);
    cdp._wsConnection.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString()) as Paused;
      if (m.method === 'Fetch.requestPaused') guard.decide(m.params ?? {});
    });
    cdp.execute('Fetch.enable', { patterns: [{ urlPattern: '*', requestStage: 'Request' }] });
    return guard;
  }

  private decide(p: NonNullable<Paused['params']>): void {
    if (!p.requestId) return;
    const reads = READS.has((p.request?.method ?? 'GET').toUpperCase());
    if (!reads) this.refused++;
    this.cdp.execute(reads ? 'Fetch.continueRequest' : 'Fetch.failRequest',
      reads ? { requestId: p.requestId } : { requestId: p.requestId, errorReason: 'BlockedByClient' });
  }

  close(): void {
    (this.cdp._wsConnection as unknown as { close(): void }).close();
  }
}

/** A new browser that refuses to write (see above); it throws when its DevTools cannot be reached. */
export async function startGuarded(settings: BrowserSettings): Promise<WebAppDriver> {
  const app = await WebAppDriver.start(settings);
  try {
    app.guardedBy(await WriteGuard.connect(app.driver));
  } catch (e) {
    await app.close();
    throw e;
  }
  return app;
}
