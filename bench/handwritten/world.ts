// Hand-written selenium-webdriver baseline for bench/replay.ts: the cucumber World and hooks.
// One fresh Chromium (fresh profile) per scenario, started on the first step that needs it, through
// the same launchBrowser() Stepwright uses, so browser start and shutdown cost the same.
import { After, AfterAll, setDefaultTimeout, setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { By, error, until, type Locator, type WebDriver, type WebElement } from 'selenium-webdriver';
import { launchBrowser, stopSharedDriverService, type BrowserHandle } from '../../src/drivers/web/chromium.ts';
import type { BrowserSettings } from '../../src/drivers/web/settings.ts';
import { envValue } from './env.ts';

export interface HandParameters {
  browser: BrowserSettings;
  baseUrl: string;
  /** how long to wait for an element or an expectation (Stepwright: timeouts.stepMs) */
  timeoutMs: number;
  /** longest wait for an explicit "wait for" step (Stepwright: timeouts.waitMs) */
  waitTimeoutMs: number;
}

/** driver.wait() polls every 200 ms by default; a suite that cares about speed polls faster. */
export const POLL_MS = 50;

const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** An XPath string literal for any text, including text with both kinds of quote. */
export function xpathLiteral(s: string): string {
  if (!s.includes('"')) return `"${s}"`;
  if (!s.includes("'")) return `'${s}'`;
  return `concat(${s.split('"').map((p) => `"${p}"`).join(`, '"', `)})`;
}

export { envValue };

export const byButton = (name: string): Locator => By.xpath(`//button[normalize-space(.)=${xpathLiteral(name)}]`);
export const byTab = (name: string): Locator => By.xpath(`//*[@role="tab"][normalize-space(.)=${xpathLiteral(name)}]`);
/** the form control a <label for=…> with this text points at */
export const byLabel = (label: string): Locator => By.xpath(`//*[@id=//label[normalize-space(.)=${xpathLiteral(label)}]/@for]`);

export class HandWorld extends World<HandParameters> {
  private handle?: Promise<BrowserHandle>;

  constructor(options: IWorldOptions<HandParameters>) {
    super(options);
  }

  async driver(): Promise<WebDriver> {
    this.handle ??= launchBrowser(this.parameters.browser);
    return (await this.handle).driver;
  }

  async open(path: string): Promise<void> {
    await (await this.driver()).get(new URL(path, this.parameters.baseUrl).href);
  }

  /** waits for the element to exist and be visible */
  async visible(locator: Locator, what: string): Promise<WebElement> {
    const d = await this.driver();
    const t = this.parameters.timeoutMs;
    const el = await d.wait(until.elementLocated(locator), t, `${what} not found`, POLL_MS);
    await d.wait(until.elementIsVisible(el), t, `${what} not visible`, POLL_MS);
    return el;
  }

  /** visible and enabled: ready for a click or for typing */
  async ready(locator: Locator, what: string): Promise<WebElement> {
    const el = await this.visible(locator, what);
    await (await this.driver()).wait(until.elementIsEnabled(el), this.parameters.timeoutMs, `${what} is disabled`, POLL_MS);
    return el;
  }

  async located(locator: Locator, what: string): Promise<WebElement> {
    return (await this.driver()).wait(until.elementLocated(locator), this.parameters.timeoutMs, `${what} not found`, POLL_MS);
  }

  async typeInto(el: WebElement, text: string): Promise<void> {
    // Chrome's date input takes keystrokes in the locale's format; set the ISO value like a picker does.
    if ((await el.getAttribute('type')) === 'date') {
      await (await this.driver()).executeScript(`const [e, v] = arguments; e.value = v;
e.dispatchEvent(new Event('input', { bubbles: true })); e.dispatchEvent(new Event('change', { bubbles: true }));`, el, text);
      return;
    }
    await el.clear();
    await el.sendKeys(text);
  }

  async waitFor(what: string, condition: (d: WebDriver) => Promise<boolean>,
    timeoutMs = this.parameters.timeoutMs): Promise<void> {
    const d = await this.driver();
    await d.wait(() => condition(d), timeoutMs, what, POLL_MS);
  }

  /** the visible text of the page, whitespace collapsed; undefined while a new page is replacing the old one */
  async pageText(): Promise<string | undefined> {
    try {
      return norm(await (await this.driver()).findElement(By.css('body')).getText());
    } catch (e) {
      // a click that submits a form may still be loading the next page: let the wait poll again
      if (e instanceof error.StaleElementReferenceError || e instanceof error.NoSuchElementError) return undefined;
      throw e;
    }
  }

  async dispose(): Promise<void> {
    const h = this.handle;
    this.handle = undefined;
    if (h) await (await h.catch(() => undefined))?.dispose();
  }
}

export { norm };

setWorldConstructor(HandWorld);
setDefaultTimeout(120_000);

After(async function (this: HandWorld) {
  await this.dispose();
});

AfterAll(async () => {
  await stopSharedDriverService();
});
