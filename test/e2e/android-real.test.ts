// End-to-end on the second simulated app, Kettle (test/fixtures/android-device/lib/kettle): the
// repo's features/android-real, written in six styles against real-world Android patterns (rows
// off screen, Compose, dialogs, snackbars, the permission controller, app lifecycle), compiled with
// the rule planner through the real Appium server and webdriverio, then replayed by cucumber-js.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRecords, removeDir, REPO, stepwright, tempDir, writeFiles } from '../support/cli.ts';
import { SIMULATED_AUTOMATION } from '../support/android.ts';

const root = tempDir('stepwright-kettle-');
afterAll(() => removeDir(root));

const CONFIG = {
  platform: 'android',
  android: {
    appiumHome: REPO, automationName: SIMULATED_AUTOMATION, deviceName: 'Simulated Pixel',
    appPackage: 'com.example.kettle', appActivity: '.MainActivity',
  },
};

type Action = { do: string; go?: string; target?: { description: string } };
type Records = Map<string, { expression: string; bindings: { actions: Action[] }[] }>;
const actionsOf = (records: Records, expression: string): Action[] => {
  const r = [...records.values()].find((x) => x.expression === expression);
  if (!r) throw new Error(`no record for ${expression}`);
  return r.bindings[0]!.actions;
};

describe('features/android-real on the Kettle app', () => {
  it('compiles every step with the rules, the way each one means, and replays green', async () => {
    const project = join(root, 'project');
    mkdirSync(join(project, 'features'), { recursive: true });
    const dir = join(REPO, 'features/android-real');
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.feature'))) copyFileSync(join(dir, f), join(project, 'features', f));
    writeFiles(project, { 'stepwright.config.json': JSON.stringify(CONFIG) });
    const cache = join(root, 'cache');

    const compile = await stepwright(['compile', 'features', '--cache-dir', cache, '--planner', 'rules'], { cwd: project, timeoutMs: 600_000 });
    expect(compile.code, compile.output).toBe(0);
    const summary = /^(\d+) steps, (\d+) cached, (\d+) compiled by rules$/m.exec(compile.stdout);
    expect(summary, compile.stdout).not.toBeNull();
    const [, steps, cached, byRules] = summary!.map(Number);
    expect(cached! + byRules!).toBe(steps);
    expect(steps).toBeGreaterThanOrEqual(40);

    const records = readRecords(cache) as unknown as Parameters<typeof actionsOf>[0];
    // a row four screens down the recycling feed: scrolled to first, at compile and at replay
    expect(actionsOf(records, 'I follow {string}').map((a) => a.do)).toEqual(['scrollTo', 'click']);
    // the permission dialog was there when compiled: a guarded dismissal of its "Allow" button
    expect(actionsOf(records, 'I allow notifications if asked')).toMatchObject([{ do: 'dismissIf', target: { description: 'button "Allow"' } }]);
    expect(actionsOf(records, 'I put the app in the background')).toEqual([{ do: 'app', go: 'background' }]);
    expect(actionsOf(records, 'I pull down to refresh').map((a) => a.do)).toEqual(['scroll', 'swipe']);
    // "the back button": the Compose screen's own Back button; system Back where a screen has none
    expect(actionsOf(records, 'Press the back button.')).toMatchObject([{ do: 'click', target: { description: 'button "Back"' } }]);
    expect(actionsOf(records, 'the user presses the back button')).toEqual([{ do: 'history', go: 'back' }]);
    // "the "Claim" button in the "Free infuser" card": the button inside that list item
    expect(actionsOf(records, 'the user taps the {string} button in the {string} card')).toMatchObject([{ do: 'click', target: { description: 'button "{{0}}" in item "{{1}}"' } }]);

    const run = await stepwright(['run', 'features', '--cache-dir', cache], { cwd: project, timeoutMs: 600_000 });
    expect(run.code, run.output).toBe(0);
    expect(run.stdout).toContain(`${steps} steps (${steps} passed)`);
  }, 900_000);

  it('closes the keyboard over a field, and scrolls to a text a check expects further down the list', async () => {
    const project = join(root, 'reveal');
    writeFiles(project, { 'stepwright.config.json': JSON.stringify(CONFIG), 'features/reveal.feature': `@android
Feature: Off screen
  Scenario: Under the keyboard
    Given I open "kettle://profile"
    When I tap the "Full name" field
    And I tap the "Delivery date" field
    Then I should see "November 2026"

  Scenario: Further down
    Given I open "kettle://home"
    Then I should see "Rosehip"

  Scenario: Scrolled to a section title, a text that is no element
    Given I open "kettle://home"
    When I scroll down to "Green teas"
    Then I should see "Sencha Asanoka"
    And "Home" is selected in the bottom navigation
` });
    const cache = join(root, 'cache-reveal');
    const compile = await stepwright(['compile', 'features', '--cache-dir', cache, '--planner', 'rules'], { cwd: project });
    expect(compile.code, compile.output).toBe(0);
    type Rec = { expression: string; bindings: { args: string[] | null; actions: Action[] }[] };
    const records = [...readRecords(cache).values()] as unknown as Rec[];
    const bindings = (e: string) => records.find((r) => r.expression === e)!.bindings;
    // the hint-only field was under the soft keyboard: closed first, at compile and at replay
    expect(bindings('I tap the {string} field').find((b) => b.args?.[0] === 'Delivery date')!.actions.map((a) => a.do))
      .toEqual(['hideKeyboard', 'click']);
    expect(bindings('I should see {string}').find((b) => b.args?.[0] === 'Rosehip')!.actions.map((a) => a.do)).toEqual(['scrollTo', 'assert']);
    const run = await stepwright(['run', 'features', '--cache-dir', cache], { cwd: project });
    expect(run.code, run.output).toBe(0);
    expect(run.stdout).toContain('10 steps (10 passed)');
    // the scroll is the recorded scroll to that text; a bottom-navigation item is checked when selected
    expect(bindings('I scroll down to {string}')[0]!.actions.map((a) => a.do)).toEqual(['scrollTo']);
  }, 500_000);

  it('guards a permission dialog compile did not see, and answers it at replay when it shows', async () => {
    const project = join(root, 'guard');
    const answered = '@android\nFeature: Orders\n  Scenario: Already answered\n    Given I am on "kettle://orders"\n' +
      '    When I press "Don\'t allow"\n    And I allow notifications if asked\n    Then I should see "Delivery updates are off"\n';
    writeFiles(project, { 'stepwright.config.json': JSON.stringify(CONFIG), 'features/orders.feature': answered });
    const cache = join(root, 'cache-guard');
    const compile = await stepwright(['compile', 'features', '--cache-dir', cache, '--planner', 'rules'], { cwd: project });
    expect(compile.code, compile.output).toBe(0);
    const records = readRecords(cache) as unknown as Parameters<typeof actionsOf>[0];
    expect(actionsOf(records, 'I allow notifications if asked')).toMatchObject([{ do: 'dismissIf', target: { description: 'button "Allow"' } }]);
    // a fresh install asks: the guard answers the dialog the compile never saw
    writeFiles(project, { 'features/orders.feature': '@android\nFeature: Orders\n  Scenario: Asked\n    Given I am on "kettle://orders"\n' +
      '    When I allow notifications if asked\n    Then I should see "Delivery updates are on"\n' });
    const run = await stepwright(['run', 'features', '--cache-dir', cache], { cwd: project });
    expect(run.code, run.output).toBe(0);
    expect(run.stdout).toContain('3 steps (3 passed)');
  }, 500_000);
});
