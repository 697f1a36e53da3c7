// The Android backend against the simulated device, through the real Appium server and webdriverio.
import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { AndroidAppDriver } from '../../src/drivers/android/android-driver.ts';
import { appiumUrl, stopSharedAppium } from '../../src/drivers/android/appium-server.ts';
import { SessionLostError } from '../../src/drivers/android/errors.ts';
import { SetupError } from '../../src/drivers/errors.ts';
import { buildTarget } from '../../src/locators/build-target.ts';
import type { ObservedElement } from '../../src/observation/element.ts';
import { simulatedDevice } from '../support/android.ts';

afterAll(async () => {
  await stopSharedAppium();
});

async function find(app: AndroidAppDriver, pick: (e: ObservedElement) => boolean) {
  const obs = await app.observe();
  const el = obs.elements.find(pick);
  if (!el) throw new Error(`not on screen: ${obs.elements.map((e) => `${e.role} "${e.name}"`).join(', ')}`);
  const target = buildTarget(el, [], obs.elements)!;
  const res = await app.locate(target, { visibleOnly: true, threshold: 0.6 });
  expect(res.element, JSON.stringify(res.tried)).not.toBeNull();
  return { el, target, found: res.element! };
}

describe('AndroidAppDriver on the simulated device', () => {
  it('observes, taps, types, picks from a spinner, scrolls and goes back', async () => {
    const app = await AndroidAppDriver.start(simulatedDevice());
    try {
      const first = await app.observe();
      expect(first.url).toBe('android-app://com.example.teashop/.ui.CatalogActivity');
      expect(first.title).toBe('Tea Shop');
      expect(first.collections[0]).toMatchObject({ name: expect.stringContaining('tea list'), sample: 'Assam £4.50 Add to cart' });
      expect(await app.countMatching(first.collections[0]!.css)).toBe(first.collections[0]!.count);

      const row = await find(app, (e) => e.name.startsWith('Darjeeling'));
      expect(row.target.strategies.map((s) => s.by)).toEqual(expect.arrayContaining(['resourceId', 'role', 'xpath']));
      await app.click(row.found);
      expect(await app.screen()).toEqual({ id: 'android-app://com.example.teashop/.ui.TeaDetailActivity', title: 'Darjeeling' });
      expect(await app.pageText()).toContain('Light, floral black tea');
      await app.back();

      await app.scroll(undefined, 'down');
      expect(await app.pageText()).toContain('Ceylon');
      expect(await app.pageText()).not.toContain('Tulsi');
      await app.scroll(undefined, 'bottom');
      expect(await app.pageText()).toContain('Tulsi');
      await app.scroll(undefined, 'top');
      expect(await app.pageText()).toContain('Assam');

      await app.navigate('.ui.OrderActivity');
      const name = await find(app, (e) => e.name === 'Name');
      await app.type(name.found, 'Ada Lovelace');
      expect((await app.readState(name.found)).value).toBe('Ada Lovelace');
      const place = await find(app, (e) => e.name === 'Place order');
      expect((await app.readState(place.found)).enabled).toBe(false);
      const spinner = await find(app, (e) => e.role === 'combobox');
      expect(spinner.el).toMatchObject({ label: 'Tea', value: 'Assam' });
      expect(await app.selectOption(spinner.found, 'Matcha')).toBe(true);
      expect((await app.readState(spinner.found)).value).toBe('Matcha');
      expect(await app.selectOption(spinner.found, 'Builder’s tea')).toBe(false);
      const gift = await find(app, (e) => e.role === 'switch');
      await app.click(gift.found);
      expect((await app.readState(gift.found)).checked).toBe(true);

      await app.navigate('teashop://settings');
      expect((await app.screen()).title).toBe('Settings');
      const wifi = await find(app, (e) => e.role === 'switch' && e.name === 'Wi-Fi');
      expect((await app.readState(wifi.found)).checked).toBe(true);
      await app.click(wifi.found);
      expect((await app.readState(wifi.found)).checked).toBe(false);
      const png = await app.screenshot();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
    } finally {
      await app.close();
    }
  });

  it('starts every session with the app data cleared, unless reset is "none"', async () => {
    const a = await AndroidAppDriver.start(simulatedDevice({ appActivity: '.ui.SettingsActivity' }));
    const wifi = await find(a, (e) => e.role === 'switch' && e.name === 'Wi-Fi');
    await a.click(wifi.found);
    await a.close();
    const kept = await AndroidAppDriver.start(simulatedDevice({ appActivity: '.ui.SettingsActivity', reset: 'none' }));
    expect((await find(kept, (e) => e.name === 'Wi-Fi' && e.role === 'switch')).el.checked).toBe(false);
    await kept.close();
    const fresh = await AndroidAppDriver.start(simulatedDevice({ appActivity: '.ui.SettingsActivity' }));
    expect((await find(fresh, (e) => e.name === 'Wi-Fi' && e.role === 'switch')).el.checked).toBe(true);
    await fresh.close();
  });

  it('names the fix when the device, the app or the driver is missing', async () => {
    await expect(AndroidAppDriver.start(simulatedDevice({ udid: 'emulator-5556' }))).rejects.toThrow(/No Android device "emulator-5556".*adb devices/s);
    await expect(AndroidAppDriver.start(simulatedDevice({ appPackage: 'com.example.missing' }))).rejects.toThrow(/could not be started.*not installed.*"android.app"/s);
    await expect(AndroidAppDriver.start(simulatedDevice({ automationName: 'Espresso' }))).rejects.toThrow(/driver for "Espresso" is not installed/);
    await expect(AndroidAppDriver.start(simulatedDevice({ appiumUrl: 'http://127.0.0.1:9/' }))).rejects.toThrow(/No Appium server answers at http:\/\/127.0.0.1:9/);
    // a device farm's hub URL carries its access key: the message never shows it
    const farm = await AndroidAppDriver.start(simulatedDevice({ appiumUrl: 'http://ada:S3CRET-KEY@127.0.0.1:9/wd/hub' })).catch((e: unknown) => e);
    expect(String(farm)).toMatch(/No Appium server answers at http:\/\/\*\*\*@127.0.0.1:9\/wd\/hub/);
    expect(String(farm)).not.toContain('S3CRET');
    // and with the user and key in the hub URL, the session starts (webdriverio sends them as Basic auth)
    const local = await appiumUrl(simulatedDevice());
    const remote = await AndroidAppDriver.start(simulatedDevice({ appiumUrl: local.replace('http://', 'http://ada:S3CRET-KEY@') }));
    expect((await remote.screen()).title).toBe('Tea Shop');
    await remote.close();
  });

  it('reports the session lost when Appium goes away mid-run', async () => {
    const app = await AndroidAppDriver.start(simulatedDevice());
    await stopSharedAppium();
    const err = await app.observe().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SessionLostError);
    expect(err).toBeInstanceOf(SetupError);
    expect(String(err)).toMatch(/Everything compiled before this step is kept/);
  });

  it('refuses a busy Appium port instead of letting Appium exit the process', async () => {
    const busy: Server = createServer();
    await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
    const port = (busy.address() as { port: number }).port;
    try {
      await expect(AndroidAppDriver.start(simulatedDevice({ appiumPort: port }))).rejects.toThrow(new RegExp(`Port ${port} is busy`));
    } finally {
      busy.close();
    }
  });
});
