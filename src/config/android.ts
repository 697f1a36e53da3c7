// The `android` section of stepwright.config.json (zod) and how it resolves into the settings the
// Android backend starts sessions with: paths against the project root, the environment read here.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_ANDROID, type AndroidSettings } from '../drivers/android/settings.ts';

const d = DEFAULT_ANDROID;

export const AndroidConfig = z.strictObject({
  appiumUrl: z.url().optional().describe('an Appium server or device farm to use; unset: ' +
    'Stepwright starts Appium in-process'),
  appiumHome: z.string().optional().describe('where the in-process Appium finds its drivers (default: ' +
    'the project that depends on appium)'),
  appiumPort: z.number().int().min(0).max(65535).default(d.appiumPort).describe('port of the in-process Appium; ' +
    '0 = any free port'),
  app: z.string().optional().describe('the .apk to install before the session'),
  appPackage: z.string().optional().describe('package of an app already on the device, e.g. com.example.shop'),
  appActivity: z.string().optional().describe('activity to start, e.g. .MainActivity'),
  deviceName: z.string().default(d.deviceName),
  udid: z.string().optional().describe('which device or emulator (adb devices) when several are connected'),
  automationName: z.string().default(d.automationName).describe('the Appium driver: ' +
    'UiAutomator2 for devices and emulators'),
  reset: z.enum(['clear', 'reinstall', 'none']).default(d.reset).describe('fresh app state per scenario'),
  capabilities: z.record(z.string(), z.unknown()).default({}).describe('extra Appium capabilities, passed through'),
  sessionTimeoutMs: z.number().int().positive().default(d.sessionTimeoutMs),
}).refine((a) => !(a.app && a.appPackage === undefined && a.appActivity !== undefined), {
  message: 'set "appPackage" together with "appActivity"',
});
export type AndroidConfig = z.infer<typeof AndroidConfig>;

export const ANDROID_DEFAULTS: AndroidConfig = AndroidConfig.parse({});

/** The nearest directory at or above `dir` whose package.json depends on appium (Appium's own rule). */
function appiumProject(dir: string): string | undefined {
  for (let at = resolve(dir); ; at = dirname(at)) {
    const pkg = join(at, 'package.json');
    if (existsSync(pkg)) {
      try {
        const json = JSON.parse(readFileSync(pkg, 'utf8')) as Record<string, Record<string, string> | undefined>;
        if (json.dependencies?.appium ?? json.devDependencies?.appium) return at;
      } catch { /* not ours to judge: keep looking */ }
    }
    if (dirname(at) === at) return undefined;
  }
}

/** Config file values + environment (STEPWRIGHT_APPIUM_URL, APPIUM_HOME, ANDROID_UDID) → settings. */
export function resolveAndroid(file: AndroidConfig, root: string, env: NodeJS.ProcessEnv): AndroidSettings {
  const home = env.APPIUM_HOME ?? file.appiumHome;
  return {
    ...file,
    appiumUrl: env.STEPWRIGHT_APPIUM_URL ?? file.appiumUrl,
    appiumHome: home ? resolve(root, home) : appiumProject(root),
    app: file.app ? resolve(root, file.app) : undefined,
    udid: env.ANDROID_UDID ?? file.udid,
  };
}
