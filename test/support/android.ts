// Settings that point the Android backend at the simulated device of test/fixtures/android-device,
// served by the real in-process Appium server.
import { REPO } from './cli.ts';
import { DEFAULT_ANDROID, type AndroidSettings } from '../../src/drivers/android/settings.ts';

export const SIMULATED_AUTOMATION = 'StepwrightSimulatedDevice';

export function simulatedDevice(over: Partial<AndroidSettings> = {}): AndroidSettings {
  return {
    ...DEFAULT_ANDROID, appiumHome: REPO, automationName: SIMULATED_AUTOMATION, deviceName: 'Simulated Pixel',
    appPackage: 'com.example.teashop', appActivity: '.ui.CatalogActivity', sessionTimeoutMs: 20_000, ...over,
  };
}
