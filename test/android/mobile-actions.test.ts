// The runtime's touch actions (scroll until visible, long-press, swipe, Back, hide keyboard)
// performed on the simulated device through Appium, checked by what the app shows afterwards.
import { afterAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import type { StepAction } from '../../src/cache/schema.ts';
import { AndroidAppDriver } from '../../src/drivers/android/android-driver.ts';
import { stopSharedAppium } from '../../src/drivers/android/appium-server.ts';
import { buildTarget } from '../../src/locators/build-target.ts';
import { executeActions } from '../../src/runtime/execute.ts';
import { StepFailure } from '../../src/runtime/failures.ts';
import type { RuntimeOptions } from '../../src/runtime/options.ts';
import { simulatedDevice } from '../support/android.ts';

const opts: RuntimeOptions = { timeoutMs: 2_000, waitTimeoutMs: 5_000, identityThreshold: 0.6, baseUrl: '', env: {} };
const args = { args: [], env: {} };
let app: AndroidAppDriver;

beforeEach(async () => { app = await AndroidAppDriver.start(simulatedDevice()); });
afterEach(async () => { await app.close(); });
afterAll(async () => { await stopSharedAppium(); });

const run = (...actions: StepAction[]) => executeActions(app, actions, args, opts);

async function targetOf(name: string) {
  const obs = await app.observe();
  const el = obs.elements.find((e) => e.name === name);
  if (!el) throw new Error(`${name} is not on screen`);
  return buildTarget(el, [], obs.elements)!;
}

describe('touch actions on Android', () => {
  it('scrolls a long list until a text is visible, back up again, and says so when it never is', async () => {
    expect(await app.pageText()).not.toContain('Tulsi');
    await run({ do: 'scrollTo', text: { literal: 'Tulsi' } });
    expect(await app.pageText()).toContain('Tulsi');
    await run({ do: 'scrollTo', text: { literal: 'Darjeeling' } });
    expect(await app.pageText()).toContain('Darjeeling');
    await expect(run({ do: 'scrollTo', text: { literal: 'Builder’s tea' } })).rejects.toThrow(StepFailure);
  });

  it('long-presses a row (favourite toast) and swipes the list', async () => {
    await run({ do: 'longPress', target: await targetOf('Assam') });
    expect(await app.pageText()).toContain('Assam saved to favourites');
    const before = await app.pageText();
    await run({ do: 'swipe', direction: 'up' });
    const after = await app.pageText();
    expect(after).not.toBe(before);
    expect(after).toContain('Ceylon');
    await run({ do: 'swipe', direction: 'down' });
    expect(await app.pageText()).toContain('Assam');
  });

  it('goes back, and hides the keyboard so that Back leaves the form', async () => {
    await app.navigate('.ui.OrderActivity');
    await app.click((await app.locate(await targetOf('Name'), { visibleOnly: true, threshold: 0.6 })).element!);
    await run({ do: 'history', go: 'back' }); // the keyboard was open: Back only closed it
    expect((await app.screen()).title).toBe('New order');
    await app.click((await app.locate(await targetOf('Name'), { visibleOnly: true, threshold: 0.6 })).element!);
    await run({ do: 'hideKeyboard' }, { do: 'history', go: 'back' });
    expect((await app.screen()).title).toBe('Tea Shop');
  });
});
