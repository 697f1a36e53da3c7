// The Android backend on Kettle, the simulated app built from real-world patterns, through the real
// Appium server: clickable rows around their texts, a list that recycles its rows, a Compose screen,
// the permission controller's dialog, the app's lifecycle, double tap and pull to refresh.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AndroidAppDriver } from '../../src/drivers/android/android-driver.ts';
import { stopSharedAppium } from '../../src/drivers/android/appium-server.ts';
import { buildTarget } from '../../src/locators/build-target.ts';
import type { ObservedElement } from '../../src/observation/element.ts';
import { scrollUntilText } from '../../src/runtime/reveal.ts';
import type { RuntimeOptions } from '../../src/runtime/options.ts';
import { simulatedDevice } from '../support/android.ts';

const opts: RuntimeOptions = { timeoutMs: 2_000, waitTimeoutMs: 10_000, identityThreshold: 0.6, baseUrl: '', env: {} };
let app: AndroidAppDriver;
beforeEach(async () => { app = await AndroidAppDriver.start(simulatedDevice({ appPackage: 'com.example.kettle', appActivity: '.MainActivity' })); });
afterEach(async () => { await app.close(); });
afterAll(async () => { await stopSharedAppium(); });

async function tap(pick: (e: ObservedElement) => boolean): Promise<ObservedElement> {
  const obs = await app.observe();
  const el = obs.elements.find(pick);
  if (!el) throw new Error(`not on screen: ${obs.elements.map((e) => `${e.role} "${e.name}"`).join(', ')}`);
  const found = await app.locate(buildTarget(el, [], obs.elements)!, { visibleOnly: true, threshold: 0.6 });
  await app.click(found.element!);
  return el;
}

describe('Kettle on the simulated device', () => {
  it('names a clickable row by its texts, holds only the rows on screen, and scrolls to a row four screens down', async () => {
    const obs = await app.observe();
    const row = obs.elements.find((e) => e.name === 'Assam Breakfast')!;
    // the row (a ConstraintLayout) is the target, its TextViews are its text, not targets of their own
    expect(row).toMatchObject({ tag: 'androidx.constraintlayout.widget.ConstraintLayout', role: 'button', id: 'brew_card',
      text: 'Assam Breakfast Black · 4 min · 95°C' });
    expect(obs.elements.filter((e) => e.tag === 'android.widget.TextView')).toEqual([]);
    expect(obs.collections[0]).toMatchObject({ name: expect.stringContaining('brew list brew card'), sample: 'Assam Breakfast Black · 4 min · 95°C' });
    // recycled: the last row is not in the page source until the list is scrolled there
    expect(await app.pageText()).not.toContain('Rosehip');
    await scrollUntilText(app, 'Rosehip', opts);
    expect(await app.pageText()).toContain('Herbal');
    expect(await app.pageText()).not.toContain('Assam Breakfast');
    await tap((e) => e.name === 'Rosehip');
    expect(await app.screen()).toEqual({ id: 'android-app://com.example.kettle/.MainActivity', title: 'Rosehip' });
  });

  it('reads a Compose screen by text, content-desc and testTag, and double-taps its photo', async () => {
    await app.navigate('kettle://brew/matcha-uji');
    const obs = await app.observe();
    expect(obs.elements.map((e) => `${e.role} "${e.name}"${e.id ? ` #${e.id}` : ''}`)).toEqual([
      'button "Back"', 'button "Share"', 'button "Photo of Matcha Uji"', 'button "Add to queue" #add_to_queue',
      'switch "Remind me when it’s steeped"', 'button "Steeping guide"']);
    const photo = obs.elements.find((e) => e.name === 'Photo of Matcha Uji')!;
    const found = await app.locate(buildTarget(photo, [], obs.elements)!, { visibleOnly: true, threshold: 0.6 });
    await app.doubleClick(found.element!);
    expect(await app.pageText()).toContain('13 likes · You like this');
  });

  it('shows the permission controller over the app, and refreshes the feed when pulled down at its top', async () => {
    await app.navigate('kettle://orders');
    const allow = (await app.observe()).elements.find((e) => e.name === 'Allow');
    expect(allow).toMatchObject({ package: 'com.android.permissioncontroller', resourceId: 'com.android.permissioncontroller:id/permission_allow_button' });
    // a floating window of buttons over the app is "the dialog", with no AlertDialog title in it
    expect((await app.readText({ kind: 'dialog' })).map((p) => p.text).join(' ')).toContain('Allow Kettle to send you notifications?');
    await app.navigate('kettle://home');
    expect(await app.readText({ kind: 'dialog' })).toEqual([]);
    await app.navigate('kettle://orders');
    await tap((e) => e.name === 'Don’t allow');
    expect(await app.pageText()).toContain('Delivery updates are off');
    await app.navigate('kettle://home');
    await app.swipe('down');
    expect(await app.pageText()).toContain('Updated just now');
  });

  it('sends the app to the background, brings it back where it was, restarts and closes it', async () => {
    await app.navigate('kettle://settings');
    await app.app('background');
    expect((await app.screen()).id).toBe('android-app://com.google.android.apps.nexuslauncher/.NexusLauncherActivity');
    expect(await app.pageText()).toContain('Kettle');
    await app.app('foreground');
    expect(await app.screen()).toEqual({ id: 'android-app://com.example.kettle/.settings.SettingsActivity', title: 'Settings' });
    await app.app('restart');
    expect(await app.screen()).toEqual({ id: 'android-app://com.example.kettle/.MainActivity', title: 'Kettle' });
    await app.app('close');
    expect(await app.pageText()).not.toContain('Discover');
    await app.app('launch');
    expect((await app.screen()).title).toBe('Kettle');
  });
});
