// Isolation "context" in process, on a real Chromium: each scenario of a kept browser gets a new user
// context (one window, the configured size); a browser whose context cannot be replaced is quit with a
// warning naming the error and the next scenario starts a new one; the Grid's BiDi path is reached
// on the Grid URL.
import type { WebDriver } from 'selenium-webdriver';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import { bidiUrl } from '../../src/drivers/web/contexts.ts';
import { browserContextOf, closeReusedBrowsers, giveBack, reusedBrowserCount, takeBrowser } from '../../src/drivers/web/kept-browsers.ts';
import { StepwrightSession } from '../../src/runtime/world-session.ts';
import { browserSettings } from '../support/browser.ts';

afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  await closeReusedBrowsers();
  await stopSharedDriverService();
});

describe('isolation "context"', () => {
  it('gives each scenario a new user context in the same browser, one window of the configured size', async () => {
    const settings = browserSettings();
    const first = await takeBrowser(settings, 'context');
    const one = browserContextOf(first);
    expect(one).toMatch(/^[0-9A-F]{32}$/);
    await first.driver.executeScript('window.open("about:blank")');
    await first.driver.manage().window().setRect({ width: 700, height: 600 });
    // a page that asks before it unloads, with an alert left open
    await first.driver.get('data:text/html,<title>left</title><input>');
    await first.driver.executeScript('window.onbeforeunload = (e) => { e.preventDefault(); return "stay"; }');
    await first.driver.findElement({ css: 'input' }).sendKeys('x');
    await first.driver.executeScript('setTimeout(() => alert("left open"), 0)');
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => { lines.push(String(chunk)); return true; });
    await giveBack(first);
    vi.restoreAllMocks();
    expect(lines).toEqual([]);

    const second = await takeBrowser(settings, 'context');
    expect(second).toBe(first);
    expect(browserContextOf(second)).not.toBe(one);
    expect(await second.driver.getAllWindowHandles()).toHaveLength(1);
    const { width, height } = await second.driver.manage().window().getRect();
    expect({ width, height }).toEqual(settings.windowSize);
    await giveBack(second);
    expect(reusedBrowserCount()).toBe(1);
  });

  it('a context that cannot be replaced: the browser is quit with a warning naming the error, the next scenario gets a new one', async () => {
    const settings = browserSettings();
    const app = await takeBrowser(settings, 'context');
    const before = (await app.driver.getSession()).getId();
    await app.driver.quit(); // the browser dies under the scenario
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => { lines.push(String(chunk)); return true; });
    await giveBack(app);
    vi.restoreAllMocks();
    expect(lines.join('')).toMatch(/^stepwright: isolation "context": could not replace the scenario's browser context \(.+\); the browser is quit and the next scenario starts a new one\n$/);
    const next = await takeBrowser(settings, 'context');
    expect((await next.driver.getSession()).getId()).not.toBe(before);
    expect(await next.driver.getAllWindowHandles()).toHaveLength(1);
    await giveBack(next);
  });

  it('a scenario\'s session gets the kept browser through the factory: its own WebDriver, its context', async () => {
    const kept = reusedBrowserCount();
    const session = new StepwrightSession({ browser: browserSettings(), isolation: 'context', artifactsDir: '/tmp/sw-contexts',
      runtime: { timeoutMs: 1000, waitTimeoutMs: 1000, identityThreshold: 0.6, baseUrl: 'http://127.0.0.1:9' } });
    const native = await session.nativeDriver<WebDriver>();
    expect(native).toBe(await session.driver());
    expect(await native.getAllWindowHandles()).toHaveLength(1);
    expect(await session.browserContext()).toMatch(/^[0-9A-F]{32}$/);
    await session.dispose();
    expect(reusedBrowserCount()).toBe(Math.max(kept, 1));
  });

  it('reaches a Grid\'s BiDi endpoint on the Grid URL, whatever address the Grid reports', () => {
    expect(bidiUrl('ws://192.0.2.2:4444/session/abc/se/bidi', 'http://127.0.0.1:38957')).toBe('ws://127.0.0.1:38957/session/abc/se/bidi');
    expect(bidiUrl('ws://10.0.0.5:4444/session/abc/se/bidi', 'https://grid.example:443/wd/hub')).toBe('wss://grid.example/session/abc/se/bidi');
    expect(bidiUrl('ws://localhost:9515/session/abc')).toBe('ws://127.0.0.1:9515/session/abc');
  });
});
