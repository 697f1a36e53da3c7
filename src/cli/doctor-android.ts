// `stepwright doctor` for Android: Appium, the driver for the configured automationName, adb and
// devices, the app file — each with the command that fixes it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ResolvedConfig } from '../config/config.ts';
import { probeUrl } from '../config/http-probe.ts';
import { redactUrl } from '../drivers/errors.ts';

export type Check = { ok: boolean | 'warn'; what: string; detail: string };

const INSTALL = 'npm i -D appium appium-uiautomator2-driver';

function packagesIn(dir: string): { name: string; version: string; automationName?: string }[] {
  const modules = join(dir, 'node_modules');
  if (!existsSync(modules)) return [];
  const dirs = readdirSync(modules).flatMap(
    (d) => (d.startsWith('@') ? readdirSync(join(modules, d)).map((s) => join(d, s)) : [d]));
  return dirs.flatMap((d) => {
    try {
      const pkg = JSON.parse(readFileSync(join(modules, d, 'package.json'), 'utf8')) as { name: string; version: string;
        appium?: { automationName?: string } };
      return pkg.appium?.automationName ? [{ name: pkg.name, version: pkg.version,
        automationName: pkg.appium.automationName }] : [];
    } catch {
      return [];
    }
  });
}

function run(bin: string, args: string[]): string | undefined {
  try {
    return execFileSync(bin, args, { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

export async function androidChecks(config: ResolvedConfig): Promise<Check[]> {
  const a = config.android;
  const checks: Check[] = [];
  if (a.appiumUrl) {
    const r = await probeUrl(new URL('status', a.appiumUrl.endsWith('/') ? a.appiumUrl : `${a.appiumUrl}/`).href,
      { timeoutMs: 3_000 });
    const shown = redactUrl(a.appiumUrl);
    checks.push({ ok: 'status' in r, what: 'Appium server',
      detail: 'status' in r ? `${shown} answers`
        : `${shown} does not answer — start it (npx appium) or fix android.appiumUrl` });
    return checks;
  }
  let appium: string | undefined;
  try {
    appium = (createRequire(join(a.appiumHome ?? config.root,
      'package.json'))('appium/package.json') as { version: string }).version;
  } catch { /* reported below */ }
  checks.push({ ok: Boolean(appium), what: 'Appium',
    detail: appium ? `appium ${appium}, started in-process (home ${a.appiumHome ?? 'default'})`
      : `not installed — ${INSTALL}` });
  const drivers = a.appiumHome ? packagesIn(a.appiumHome) : [];
  const driver = drivers.find((d) => d.automationName!.toLowerCase() === a.automationName.toLowerCase());
  checks.push({ ok: Boolean(driver), what: 'Appium driver',
    detail: driver ? `${driver.name} ${driver.version} for ${a.automationName}`
    : `none for automationName "${a.automationName}" in ${a.appiumHome ?? 'the project'} — ${INSTALL}` });
  if (a.automationName.toLowerCase() === 'uiautomator2') {
    const sdk = config.env.ANDROID_HOME ?? config.env.ANDROID_SDK_ROOT;
    checks.push({ ok: sdk ? true : 'warn', what: 'Android SDK',
      detail: sdk ? `ANDROID_HOME=${sdk}` : 'ANDROID_HOME is not set — UiAutomator2 needs the SDK platform-tools' });
    const devices = run('adb',
      ['devices'])?.split('\n').slice(1).filter((l) => /\tdevice$/.test(l)).map((l) => l.split('\t')[0]!);
    checks.push({ ok: devices === undefined ? false : devices.length ? true : false, what: 'Devices',
      detail: devices === undefined ? 'adb not found — install the Android platform-tools (Debian: apt-get install adb)'
        : devices.length ? `${devices.join(', ')}${a.udid && !devices.includes(a.udid) ? ` — but android.udid ` +
          `"${a.udid}" is not among them` : ''}`
          : 'no device or emulator connected (adb devices is empty) — start an emulator or plug a device in' });
  }
  if (a.app) checks.push({ ok: existsSync(a.app), what: 'App',
    detail: existsSync(a.app) ? a.app : `${a.app} does not exist — build the .apk or fix android.app` });
  return checks;
}
