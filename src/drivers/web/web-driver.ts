import { Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { Observation } from '../../observation/element.ts';
import { LOCATE_SCRIPT, OBSERVE_SCRIPT } from '../../observation/web/scripts.ts';
import type { AppDriver, ElementState, LocateOptions, LocateResult, ResolvedTarget } from '../driver.ts';
import { AppUnreachableError } from '../errors.ts';
import { pollUntil } from '../../runtime/wait.ts';
import { launchBrowser, type BrowserHandle, type BrowserSettings } from './chromium.ts';
import * as gestures from './gestures.ts';
import { asIntercepted, assertUncovered } from './overlay.ts';

const KEYS: Record<string, string> = {
  Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB, Backspace: Key.BACK_SPACE, Delete: Key.DELETE,
  Space: Key.SPACE, ArrowUp: Key.ARROW_UP, ArrowDown: Key.ARROW_DOWN, ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT, Home: Key.HOME, End: Key.END, PageUp: Key.PAGE_UP, PageDown: Key.PAGE_DOWN,
};

const STATE_SCRIPT = `const e = arguments[0];
const r = e.getBoundingClientRect();
const visible = (!e.checkVisibility || e.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) && r.width > 0 && r.height > 0;
const checked = e.type === 'checkbox' || e.type === 'radio' ? e.checked : e.getAttribute('aria-checked') === 'true' || e.getAttribute('aria-selected') === 'true';
const disclosure = e.hasAttribute('aria-expanded') ? e : e.tagName === 'SUMMARY' ? e.parentElement : e.tagName === 'DETAILS' ? e : null;
const expanded = !disclosure ? null : disclosure.tagName === 'DETAILS' ? disclosure.open : disclosure.getAttribute('aria-expanded') === 'true';
return { visible, enabled: !e.disabled && e.getAttribute('aria-disabled') !== 'true', checked, value: e.value == null ? (e.innerText || '') : String(e.value),
  expanded: expanded === null ? undefined : expanded, focused: document.activeElement === e };`;

const SELECT_SCRIPT = `const [sel, wanted] = arguments;
const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim().toLowerCase();
const opt = Array.from(sel.options || []).find((o) => norm(o.label || o.text) === norm(wanted) || norm(o.value) === norm(wanted));
if (!opt) return false;
sel.value = opt.value;
sel.dispatchEvent(new Event('input', { bubbles: true }));
sel.dispatchEvent(new Event('change', { bubbles: true }));
return true;`;

const NAVIGATION_TIMEOUT_MS = 10_000;

const NAVIGATION_STATE_SCRIPT = `if (window.__swDocument && (window.__swLeaving || window.__swExpectNav)) return 'leaving';
return document.readyState === 'complete' ? 'settled' : 'loading';`;

const PICKER_TYPES = new Set(['date', 'time', 'datetime-local', 'month', 'week', 'color', 'range']);

const SET_PICKER_VALUE_SCRIPT = `const [e, v] = arguments;
if (e.tagName !== 'INPUT' || !['date', 'time', 'datetime-local', 'month', 'week', 'color', 'range'].includes(e.type)) return false;
const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
setter.call(e, v);
e.dispatchEvent(new Event('input', { bubbles: true }));
e.dispatchEvent(new Event('change', { bubbles: true }));
return true;`;

/** The web backend: selenium-webdriver driving Chromium (local, or on a Grid). */
export class WebAppDriver implements AppDriver<WebElement> {
  readonly platform = 'web' as const;

  private constructor(private readonly handle: BrowserHandle, readonly driver: WebDriver) {}

  static async start(settings: BrowserSettings): Promise<WebAppDriver> {
    const handle = await launchBrowser(settings);
    return new WebAppDriver(handle, handle.driver);
  }

  async navigate(url: string): Promise<void> {
    try {
      await this.driver.get(url);
    } catch (e) {
      if (/ERR_CONNECTION_REFUSED|ERR_NAME_NOT_RESOLVED|ERR_ADDRESS_UNREACHABLE|ERR_CONNECTION_RESET/.test(String(e))) {
        throw new AppUnreachableError(url, { cause: e });
      }
      throw e;
    }
  }

  async observe(): Promise<Observation> {
    const raw = await this.driver.executeScript(OBSERVE_SCRIPT, { maxElements: 2000 });
    return Observation.parse(raw);
  }

  async locate(target: ResolvedTarget, opts: LocateOptions): Promise<LocateResult<WebElement>> {
    const res = (await this.driver.executeScript(LOCATE_SCRIPT, {
      strategies: target.strategies, fingerprint: target.fingerprint, scope: target.scope, ordinal: target.ordinal, ...opts,
    })) as LocateResult<WebElement>;
    return res;
  }

  async click(el: WebElement): Promise<void> {
    try {
      await el.click();
    } catch (e) {
      throw asIntercepted(e);
    }
    await this.settleNavigation();
  }

  /**
   * A click that submits a form or follows a link starts a navigation that WebDriver does not wait
   * for; the next step would race it (and e.g. lose the session cookie a sign-in POST sets). The
   * locate script marked the document and watches for unprevented submits and link clicks, so:
   * wait while the old document is (about to be) leaving, then until the new one has loaded. A
   * click that navigates nowhere costs one round trip.
   */
  private async settleNavigation(): Promise<void> {
    // A navigation that never commits (a download, a 204 answer) leaves the marker set: after the
    // timeout the step goes on, and the next step's own waits decide.
    await pollUntil(async () => {
      const state = (await this.driver.executeScript(NAVIGATION_STATE_SCRIPT).catch(() => 'leaving')) as string;
      return state === 'settled' ? true : undefined;
    }, NAVIGATION_TIMEOUT_MS);
  }

  async type(el: WebElement, text: string, inputType?: string): Promise<void> {
    // Date, time, colour and range inputs take keystrokes in a locale-dependent widget format, so
    // their ISO value is set the way a user's picker would set it: value + input/change events.
    // Without a known input type the script checks the element itself (one extra round trip).
    const picker = inputType === undefined || PICKER_TYPES.has(inputType);
    if (picker && (await this.driver.executeScript(SET_PICKER_VALUE_SCRIPT, el, text))) return;
    await el.clear();
    await el.sendKeys(text);
  }

  async selectOption(el: WebElement, option: string): Promise<boolean> {
    return Boolean(await this.driver.executeScript(SELECT_SCRIPT, el, option));
  }

  async hover(el: WebElement): Promise<void> {
    // a pointer moved onto a covered element hovers the cover: say so instead of "nothing happened"
    await assertUncovered(this.driver, el);
    await this.driver.actions().move({ origin: el }).perform();
  }

  async pressKey(key: string, el?: WebElement): Promise<void> {
    const k = KEYS[key] ?? key;
    if (el) await el.sendKeys(k);
    else await this.driver.actions().sendKeys(k).perform();
    if (key === 'Enter' || key === 'Space') await this.settleNavigation(); // Enter submits forms
  }

  async scroll(el: WebElement | undefined, direction?: 'down' | 'up' | 'top' | 'bottom'): Promise<void> {
    if (el) {
      await this.driver.executeScript('arguments[0].scrollIntoView({block: "center"})', el);
      return;
    }
    const by = { down: 'window.scrollBy(0, window.innerHeight * 0.8)', up: 'window.scrollBy(0, -window.innerHeight * 0.8)',
      top: 'window.scrollTo(0, 0)', bottom: 'window.scrollTo(0, document.documentElement.scrollHeight)' };
    await this.driver.executeScript(by[direction ?? 'down']);
  }

  async readState(el: WebElement): Promise<ElementState> {
    return (await this.driver.executeScript(STATE_SCRIPT, el)) as ElementState;
  }

  async pageText(): Promise<string> {
    return String(await this.driver.executeScript('return document.body ? document.body.innerText : ""'));
  }

  async countMatching(css: string): Promise<number> {
    return Number(await this.driver.executeScript(
      'return Array.from(document.querySelectorAll(arguments[0])).filter((e) => e.getClientRects().length > 0).length', css));
  }

  url(): Promise<string> {
    return this.driver.getCurrentUrl();
  }

  title(): Promise<string> {
    return this.driver.getTitle();
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.driver.takeScreenshot(), 'base64');
  }

  async modelScreenshot(): Promise<string> {
    // half-size JPEG through the DevTools protocol: ~20 KB instead of a ~200 KB PNG
    const cdp = this.driver as unknown as { sendAndGetDevToolsCommand?: (cmd: string, params: object) => Promise<{ data: string }> };
    if (cdp.sendAndGetDevToolsCommand) {
      try {
        const size = (await this.driver.executeScript('return [innerWidth, innerHeight]')) as [number, number];
        const shot = await cdp.sendAndGetDevToolsCommand('Page.captureScreenshot',
          { format: 'jpeg', quality: 50, clip: { x: 0, y: 0, width: size[0], height: size[1], scale: 0.5 } });
        return `data:image/jpeg;base64,${shot.data}`;
      } catch { /* a grid without DevTools access: fall back to a normal screenshot */ }
    }
    return `data:image/png;base64,${await this.driver.takeScreenshot()}`;
  }

  async back(): Promise<void> {
    await this.driver.navigate().back();
  }

  doubleClick(el: WebElement): Promise<void> { return gestures.doubleClick(this.driver, el); }
  contextClick(el: WebElement): Promise<void> { return gestures.contextClick(this.driver, el); }
  dragTo(el: WebElement, to: WebElement): Promise<void> { return gestures.dragTo(this.driver, el, to); }
  upload(el: WebElement, path: string): Promise<void> { return gestures.upload(el, path); }
  focus(el: WebElement): Promise<void> { return gestures.focus(this.driver, el); }
  clear(el: WebElement): Promise<void> { return gestures.clear(this.driver, el); }

  async history(go: 'back' | 'forward' | 'reload'): Promise<void> {
    await gestures.history(this.driver, go);
    await this.settleNavigation();
  }

  close(): Promise<void> {
    return this.handle.dispose();
  }
}

