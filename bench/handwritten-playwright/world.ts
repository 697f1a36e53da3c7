// Hand-written Playwright baseline for bench/replay.ts (the stack playwright-bdd runs on): cucumber
// World and hooks. Browser policy as in Playwright Test: one Chromium per process (worker-scoped),
// launched from the Debian binary on first use, and one fresh browser context per scenario.
import { After, AfterAll, setDefaultTimeout, setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { envValue } from '../handwritten/env.ts';

export interface PlaywrightParameters {
  /** the Debian Chromium; Playwright never downloads a browser here */
  executablePath: string;
  headed: boolean;
  windowSize: { width: number; height: number };
  baseUrl: string;
  /** how long an action or expectation auto-waits (Stepwright: timeouts.stepMs) */
  timeoutMs: number;
  /** longest wait for an explicit "wait for" step (Stepwright: timeouts.waitMs) */
  waitTimeoutMs: number;
}

let browser: Promise<Browser> | undefined;

export { envValue };

export class PlaywrightWorld extends World<PlaywrightParameters> {
  private context?: Promise<BrowserContext>;
  private current?: Page;

  constructor(options: IWorldOptions<PlaywrightParameters>) {
    super(options);
  }

  /** the scenario's page, in a new context of the process's browser (created on first use) */
  async page(): Promise<Page> {
    if (this.current) return this.current;
    const p = this.parameters;
    browser ??= chromium.launch({ executablePath: p.executablePath, headless: !p.headed });
    this.context ??= (await browser).newContext({ viewport: p.windowSize, baseURL: p.baseUrl });
    const context = await this.context;
    context.setDefaultTimeout(p.timeoutMs);
    this.current = await context.newPage();
    return this.current;
  }

  async label(text: string): Promise<Locator> {
    return (await this.page()).getByLabel(text, { exact: true });
  }

  /** visible text anywhere on the page (substring, whitespace-normalised, as getByText matches) */
  async text(text: string): Promise<Locator> {
    return (await this.page()).getByText(envValue(text)).filter({ visible: true }).first();
  }

  async dispose(): Promise<void> {
    const c = this.context;
    this.context = undefined;
    this.current = undefined;
    if (c) await (await c.catch(() => undefined))?.close();
  }
}

setWorldConstructor(PlaywrightWorld);
setDefaultTimeout(120_000);

After(async function (this: PlaywrightWorld) {
  await this.dispose();
});

AfterAll(async () => {
  const b = browser;
  browser = undefined;
  if (b) await (await b).close();
});
