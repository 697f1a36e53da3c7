// The Android bench:heal cases: features/android-real compiled on Kettle (the simulated device's
// second app), healed onto "Kettle 2" — one change per case: resource-ids renamed, labels reworded,
// an order row moved into another list, screens rewritten in Compose (ids gone), and a deliberate
// bug that must stay a possible defect. The variant is a session capability of the simulated device.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RELABELLED, RENAMED_IDS } from '../../test/fixtures/android-device/lib/kettle/data.js';
import { lineOf, ROOT, type App, type HealCase } from './cases.ts';

const FEATURES = 'features/android-real';
const norm = (s: string | undefined) => (s ?? '').replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();
const ids = RENAMED_IDS as Record<string, string>;
const labels = RELABELLED as Record<string, string>;

/** Kettle with these Kettle 2 changes, on the simulated device through the in-process Appium. */
function kettle(flags: string): () => Promise<App> {
  return async () => ({
    url: '', close: async () => undefined, reset: async () => undefined,
    config: { platform: 'android', android: { appiumHome: ROOT, automationName: 'StepwrightSimulatedDevice', deviceName: 'Simulated Pixel',
      appPackage: 'com.example.kettle', appActivity: '.MainActivity', capabilities: { kettleVariant: flags } } },
  });
}

const features = Object.fromEntries(readdirSync(join(ROOT, FEATURES)).filter((f) => f.endsWith('.feature'))
  .map((f) => [`${FEATURES}/${f}`, join(ROOT, FEATURES, f)]));

function kettleCase(flag: string, what: string, knownDefects: string[] = []): HealCase {
  return {
    name: `android: Kettle → ${what}`, features, baseKey: 'kettle', base: kettle(''), target: kettle(flag), knownDefects,
    sameElement(old, now) {
      const id = old.id && (ids[old.id] ?? old.id);
      const name = labels[old.name ?? ''] ?? old.name;
      return (!!id && now.id === id) || (!!name && norm(now.name) === norm(name));
    },
  };
}

export const ANDROID_CASES: Record<string, HealCase> = {
  'android-ids': kettleCase('ids', 'resource-ids renamed'),
  'android-labels': kettleCase('labels', 'labels reworded'),
  'android-moved': kettleCase('moved', 'an order row moved into another list'),
  'android-compose': kettleCase('compose', 'Settings and the order screen rewritten in Compose'),
  // Kettle 2 saves an invalid email: the step expecting the error must stay a possible defect
  'android-bug': kettleCase('bug', 'a deliberate bug (invalid email saved)',
    [lineOf(`${FEATURES}/profile.feature`, 'Then I should see "Enter a valid email address"')]),
};
