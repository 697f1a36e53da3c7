// The real appium-uiautomator2-driver, found and loaded by the in-process Appium from this project.
// There is no Android SDK, device or emulator on these machines: the session cannot start, and the
// message must say what to do about it (run on a machine with an emulator to go further).
import { afterAll, describe, expect, it } from 'vitest';
import { AndroidAppDriver } from '../../src/drivers/android/android-driver.ts';
import { stopSharedAppium } from '../../src/drivers/android/appium-server.ts';
import { SetupError } from '../../src/drivers/errors.ts';
import { simulatedDevice } from '../support/android.ts';

afterAll(async () => { await stopSharedAppium(); });

describe.skipIf(Boolean(process.env.ANDROID_HOME || process.env.ANDROID_SDK_ROOT))('UiAutomator2 without an Android SDK', () => {
  it('loads the driver and explains that no device is available', async () => {
    const err = await AndroidAppDriver.start(simulatedDevice({ automationName: 'UiAutomator2', sessionTimeoutMs: 60_000 })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SetupError);
    expect(String(err)).toMatch(/No Android device is available.*adb devices.*ANDROID_HOME/s);
    // not "driver not installed": Appium did find appium-uiautomator2-driver in this project
    expect(String(err)).not.toMatch(/is not installed/);
  });
});
