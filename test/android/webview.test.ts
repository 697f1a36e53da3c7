// A WebView screen through the real Appium server: Kettle's Brewing guide, whose content is an
// android.webkit.WebView. The driver reads and acts on the page in the WEBVIEW_com.example.kettle
// context (Appium proxies to a chromedriver + Chromium, test/fixtures/android-device/lib/webview) with
// the web's page scripts, and goes back to NATIVE_APP for the app's own chrome.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AndroidAppDriver } from '../../src/drivers/android/android-driver.ts';
import { stopSharedAppium } from '../../src/drivers/android/appium-server.ts';
import { buildTarget } from '../../src/locators/build-target.ts';
import { formatStrategy } from '../../src/locators/target.ts';
import type { Observation, ObservedElement } from '../../src/observation/element.ts';
import { simulatedDevice } from '../support/android.ts';

const WEBVIEW = 'WEBVIEW_com.example.kettle';
const LOCATE = { visibleOnly: true, threshold: 0.6 };

let app: AndroidAppDriver;
/** webdriverio's Browser under the driver: where Appium's current context can be asked */
let session: { getAppiumContext(): Promise<string>; getAppiumContexts(): Promise<string[]> };
beforeEach(async () => {
  app = await AndroidAppDriver.start(simulatedDevice({ appPackage: 'com.example.kettle', appActivity: '.MainActivity' }));
  session = app.nativeDriver() as typeof session;
});
afterEach(async () => { await app.close(); });
afterAll(async () => { await stopSharedAppium(); });

const named = (obs: Observation, name: string): ObservedElement => {
  const el = obs.elements.find((e) => e.name === name);
  if (!el) throw new Error(`no "${name}" in ${obs.elements.map((e) => `${e.role} "${e.name}"`).join(', ')}`);
  return el;
};

async function locate(obs: Observation, name: string) {
  const target = buildTarget(named(obs, name), [], obs.elements)!;
  const found = await app.locate(target, LOCATE);
  expect(found.element, JSON.stringify(found.tried)).not.toBeNull();
  return { target, element: found.element! };
}

describe('a WebView screen on the simulated device', () => {
  it('observes the page in its WEBVIEW_* context, the toolbar natively, and records where each element lives', async () => {
    expect(await session.getAppiumContexts()).toEqual(['NATIVE_APP']);
    await app.navigate('kettle://guide');
    expect(await session.getAppiumContexts()).toEqual(['NATIVE_APP', WEBVIEW]);
    const obs = await app.observe();
    expect(await session.getAppiumContext()).toBe(WEBVIEW);
    // the app's Up button natively; the page's elements by the web observer, with web roles and tags
    expect(obs.elements.map((e) => `${e.role} "${e.name}" ${e.webview ?? 'native'}`)).toEqual([
      'button "Navigate up" native', `heading "Brewing guide" ${WEBVIEW}`, `link "Black tea" ${WEBVIEW}`,
      `link "Green tea" ${WEBVIEW}`, `link "Herbal tea" ${WEBVIEW}`, `heading "How much water?" ${WEBVIEW}`,
      `spinbutton "Cups" ${WEBVIEW}`, `button "Work it out" ${WEBVIEW}`]);
    const link = named(obs, 'Green tea');
    expect(link).toMatchObject({ tag: 'a', href: expect.stringMatching(/\/guide\/green$/) });
    // in device pixels, inside the WebView (below the toolbar), where the native dump has the same link
    expect(link.bounds.y).toBeGreaterThan(210);
    expect(link.bounds).toMatchObject({ x: 121, y: expect.closeTo(605, -1), w: expect.closeTo(173, -1) });
    expect(obs.title).toBe('Brewing guide');
    expect(obs.headings).toEqual(['Brewing guide', 'How much water?']);

    const { target } = await locate(obs, 'Green tea');
    expect(target.strategies.length).toBeGreaterThan(1);
    expect(target.strategies.every((s) => s.context === WEBVIEW)).toBe(true);
    expect(formatStrategy(target.strategies[0]!)).toBe(`role=link[name="Green tea"] in ${WEBVIEW}`);
    // native chrome is native: no context on its strategies, and reading the screen title is back in NATIVE_APP
    expect(buildTarget(named(obs, 'Navigate up'))!.strategies.some((s) => s.context)).toBe(false);
    expect((await app.screen()).title).toBe('Brewing guide');
    expect(await session.getAppiumContext()).toBe('NATIVE_APP');
  });

  it('clicks, types and reads inside the page, and switches back to NATIVE_APP for Back', async () => {
    await app.navigate('kettle://guide');
    let obs = await app.observe();
    const cups = await locate(obs, 'Cups');
    await app.type(cups.element, '3');
    expect(await app.readState(cups.element)).toMatchObject({ value: '3', visible: true, enabled: true });
    await app.click((await locate(obs, 'Work it out')).element);
    const parts = await app.readText();
    expect(parts.map((p) => p.where)).toEqual(['screen', 'webview', 'webview > page > form fields']);
    expect(parts[0]!.text).toBe('Navigate up\nBrewing guide');
    expect(parts[1]!.text).toContain('Use 750 ml of water');

    // a link followed in the page; Back is the app's (native), which takes the WebView back a page first
    obs = await app.observe();
    await app.click((await locate(obs, 'Green tea')).element);
    expect(await app.pageText()).toContain('Steep green tea at 75°C for 2 minutes.');
    expect(await session.getAppiumContext()).toBe(WEBVIEW);
    await app.back();
    expect(await app.pageText()).toContain('Good tea starts with fresh water.');
    // in the web context Back would be the page's history (there is none left): natively, the guide closes
    await app.back();
    expect(await app.screen()).toEqual({ id: 'android-app://com.example.kettle/.MainActivity', title: 'Kettle' });
    expect(await session.getAppiumContexts()).toEqual(['NATIVE_APP']);
  });

  it('finds the page only through the web observer: native locators miss the WebView\'s nodes, a gone WebView is "not found"', async () => {
    await app.navigate('kettle://guide');
    const obs = await app.observe();
    const { target } = await locate(obs, 'Work it out');
    // what UiAutomator2 reads of the page (an android.widget.Button "Work it out") is not a native target
    const native = { description: 'button "Work it out"', strategies: [{ by: 'text' as const, value: 'Work it out' }],
      fingerprint: { tag: 'android.widget.Button', role: 'button', name: 'Work it out' } };
    expect((await app.locate(native, LOCATE)).element).toBeNull();
    // a tap on the screen where the web element is reaches the page (a touch, natively)
    await app.doubleClick((await app.locate(target, LOCATE)).element!);
    expect(await app.pageText()).toContain('Enter how many cups');
    await app.back();
    const gone = await app.locate(target, LOCATE);
    expect(gone.element).toBeNull();
    expect(gone.tried[0]!.error).toBe(`no ${WEBVIEW} context on the screen now`);
  });
});
