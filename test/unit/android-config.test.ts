// The platform seam in config and cache: `platform` + `android` (zod), the environment read in
// one place, and one binding per platform for the same sentence.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_FORMAT, type Binding, type StepRecord } from '../../src/cache/schema.ts';
import { pickBinding, withBinding } from '../../src/cache/store.ts';
import { stableJson } from '../../src/cache/json.ts';
import { resolveConfig } from '../../src/config/config.ts';
import { platformOf } from '../../src/drivers/factory.ts';
import { capabilitiesFor } from '../../src/drivers/android/settings.ts';

function project(config: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'sw-config-'));
  writeFileSync(join(dir, 'stepwright.config.json'), JSON.stringify(config));
  return dir;
}

describe('Android configuration', () => {
  it('resolves the android section: defaults, paths against the project, environment overrides', () => {
    const dir = project({ platform: 'android', android: { app: 'build/app.apk', appPackage: 'com.example.shop', capabilities: { avd: 'Pixel_7', 'appium:systemPort': 8210 } } });
    const c = resolveConfig(dir, {}, { ANDROID_UDID: 'emulator-5556', STEPWRIGHT_APPIUM_URL: 'http://127.0.0.1:4723/' });
    expect(c.platform).toBe('android');
    expect(c.android).toMatchObject({ app: join(dir, 'build/app.apk'), udid: 'emulator-5556', appiumUrl: 'http://127.0.0.1:4723/',
      automationName: 'UiAutomator2', reset: 'clear', appiumPort: 0 });
    expect(capabilitiesFor(c.android)).toMatchObject({
      platformName: 'Android', 'appium:automationName': 'UiAutomator2', 'appium:app': join(dir, 'build/app.apk'),
      'appium:udid': 'emulator-5556', 'appium:noReset': false, 'appium:avd': 'Pixel_7', 'appium:systemPort': 8210,
    });
    expect(resolveConfig(dir, {}, { STEPWRIGHT_PLATFORM: 'web' }).platform).toBe('web');
  });

  it('rejects unknown android keys, bad values and unknown platforms with the path of the problem', () => {
    expect(() => resolveConfig(project({ android: { apk: 'x.apk' } }), {}, {})).toThrow(/android: Unrecognized key.*apk/s);
    expect(() => resolveConfig(project({ android: { reset: 'wipe' } }), {}, {})).toThrow(/android.reset/);
    expect(() => resolveConfig(project({ platform: 'ios' }), {}, {})).toThrow(/platform/);
    expect(() => resolveConfig(project({}), {}, { STEPWRIGHT_PLATFORM: 'ios' })).toThrow(/STEPWRIGHT_PLATFORM="ios" is not one of: web, android/);
    expect(() => resolveConfig(project({}), {}, { STEPWRIGHT_PLANNER: 'magic' })).toThrow(/STEPWRIGHT_PLANNER="magic"/);
  });

  it('takes the platform of a scenario from an @android / @web tag', () => {
    expect(platformOf([{ name: '@android' }], 'web')).toBe('android');
    expect(platformOf(['@smoke', '@Web'], 'android')).toBe('web');
    expect(platformOf([], 'android')).toBe('android');
  });
});

describe('bindings per platform', () => {
  const provenance = { source: 'f.feature:3', planner: 'rules' as const, durationMs: 1, compiledAt: '2026-11-23T00:00:00.000Z' };
  const web: Binding = { args: null, actions: [{ do: 'navigate', url: { literal: '/settings' } }], provenance };
  const android: Binding = { args: null, platform: 'android', actions: [{ do: 'navigate', url: { literal: 'teashop://settings' } }], provenance };
  const rec: StepRecord = { format: CACHE_FORMAT, keyword: 'Given', expression: 'I open the settings', parameterTypes: [], feature: 'f.feature', argument: 'none', bindings: [web] };

  it('keeps the web and the Android binding of one sentence apart', () => {
    const both = withBinding(rec, android);
    expect(both.bindings).toHaveLength(2);
    expect(pickBinding(both, [])).toBe(web);
    expect(pickBinding(both, [], 'android')).toBe(android);
    expect(pickBinding(rec, [], 'android')).toBeUndefined();
    // a web binding is written exactly as before: no platform key
    expect(stableJson(rec)).not.toContain('platform');
    expect(withBinding(both, { ...android, provenance: { ...provenance, durationMs: 2 } }).bindings).toHaveLength(2);
  });
});
