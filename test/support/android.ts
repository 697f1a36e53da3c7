// Settings that point the Android backend at the simulated device of test/fixtures/android-device,
// served by the real in-process Appium server.
import { REPO } from './cli.ts';
import { DEFAULT_ANDROID, type AndroidSettings } from '../../src/drivers/android/settings.ts';

export const SIMULATED_AUTOMATION = 'StepwrightSimulatedDevice';

/**
 * Where Appium finds the simulated device: this checkout, or APPIUM_HOME as the CLI reads it (a git
 * worktree whose node_modules is another checkout's points it at a home that links its own fixture).
 */
const APPIUM_HOME = process.env.APPIUM_HOME ?? REPO;

export function simulatedDevice(over: Partial<AndroidSettings> = {}): AndroidSettings {
  return {
    ...DEFAULT_ANDROID, appiumHome: APPIUM_HOME, automationName: SIMULATED_AUTOMATION, deviceName: 'Simulated Pixel',
    appPackage: 'com.example.teashop', appActivity: '.ui.CatalogActivity', sessionTimeoutMs: 20_000, ...over,
  };
}
