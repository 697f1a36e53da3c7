// Session capabilities come from the config (browser.browserName, platformName, args, capabilities),
// not from a hard-coded browser.
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/config.ts';
import { gridCapabilities, launchBrowser } from '../../src/drivers/web/chromium.ts';
import type { BrowserSettings } from '../../src/drivers/web/settings.ts';

const base: BrowserSettings = { headed: false, grid: 'http://127.0.0.1:9', chromium: '/usr/bin/chromium', chromedriver: '/usr/bin/chromedriver', windowSize: { width: 800, height: 600 } };

describe('grid capabilities', () => {
  it('chrome by default, with the Chromium arguments plus the configured ones, platform and extra capabilities', () => {
    const caps = gridCapabilities({ ...base, platformName: 'linux', args: ['--lang=de'], capabilities: { 'se:name': 'x' } });
    expect(caps.getBrowserName()).toBe('chrome');
    expect(caps.getPlatform()).toBe('linux');
    expect(caps.get('se:name')).toBe('x');
    const args = (caps.get('goog:chromeOptions') as { args: string[]; binary?: string }).args;
    expect(args).toEqual(expect.arrayContaining(['--headless=new', '--lang=de', '--window-size=800,600']));
    expect((caps.get('goog:chromeOptions') as { binary?: string }).binary).toBeUndefined(); // the node knows its binary
  });

  it('another browser gets only what the config says (firefox: headless unless headed)', () => {
    const caps = gridCapabilities({ ...base, browserName: 'firefox', args: ['-private'] });
    expect(caps.getBrowserName()).toBe('firefox');
    expect(caps.get('goog:chromeOptions')).toBeUndefined();
    expect(caps.get('moz:firefoxOptions')).toEqual({ args: ['-headless', '-private'] });
  });

  it('the config file feeds them, with defaults', () => {
    const c = resolveConfig('/nonexistent-dir', {}, {});
    expect(c.browser).toMatchObject({ browserName: 'chrome', args: [], capabilities: {} });
  });

  it('a local run with a browser other than Chromium is a clear error', async () => {
    await expect(launchBrowser({ ...base, grid: undefined, browserName: 'firefox' })).rejects.toThrow(/Local runs drive Chromium; browserName "firefox" needs a Selenium Grid/);
  });
});
