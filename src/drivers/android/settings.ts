// What the Android backend needs to start a session (resolved from the config's `android` section)
// and the Appium capabilities that follow from it.
export interface AndroidSettings {
  /** an Appium server (or device farm) to use; when unset Stepwright starts Appium in-process */
  appiumUrl?: string;
  /** where the in-process Appium looks for its drivers (a project that depends on appium) */
  appiumHome?: string;
  /** port of the in-process Appium server; 0 picks a free one */
  appiumPort: number;
  /** the .apk to install, or (with appPackage/appActivity) an app already on the device */
  app?: string;
  appPackage?: string;
  appActivity?: string;
  deviceName: string;
  udid?: string;
  /** appium:automationName: UiAutomator2 for real devices and emulators */
  automationName: string;
  /** fresh app state per scenario: clear the app's data, reinstall it, or keep it as it is */
  reset: 'clear' | 'reinstall' | 'none';
  /** more capabilities, passed through as they are (e.g. appium:avd, appium:systemPort) */
  capabilities: Record<string, unknown>;
  /** wait at most this long for the session to start (emulators and farms can be slow) */
  sessionTimeoutMs: number;
}

export const DEFAULT_ANDROID: AndroidSettings = {
  appiumPort: 0, deviceName: 'Android', automationName: 'UiAutomator2', reset: 'clear', capabilities: {},
  sessionTimeoutMs: 120_000,
};

/** W3C capabilities for webdriverio's remote(); extra capabilities win over derived ones. */
export function capabilitiesFor(s: AndroidSettings): Record<string, unknown> {
  const caps: Record<string, unknown> = {
    platformName: 'Android',
    'appium:automationName': s.automationName,
    'appium:deviceName': s.deviceName,
    'appium:noReset': s.reset === 'none',
    'appium:fullReset': s.reset === 'reinstall',
    'appium:newCommandTimeout': 300,
  };
  if (s.udid) caps['appium:udid'] = s.udid;
  if (s.app) caps['appium:app'] = s.app;
  if (s.appPackage) caps['appium:appPackage'] = s.appPackage;
  if (s.appActivity) caps['appium:appActivity'] = s.appActivity;
  for (const [k, v] of Object.entries(s.capabilities)) {
    const key = k.includes(':') || ['platformName', 'browserName', 'platformVersion'].includes(k) ? k : `appium:${k}`;
    caps[key] = v;
  }
  return caps;
}
