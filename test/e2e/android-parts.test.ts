// End-to-end on Kettle through the real Appium server: the parts of a screen a step names by a noun
// (the DatePicker's calendar, the DrawerLayout's drawer, a dialog's window), a count of a quoted text and
// a page known by its selected tab compile with the rules and replay green; each has a trap where the
// evidence is missing, which must stay unsure (never a wrong element, never a false defect).
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRecords, removeDir, REPO, stepwright, tempDir, writeFiles } from '../support/cli.ts';
import { SIMULATED_AUTOMATION } from '../support/android.ts';

const root = tempDir('stepwright-kettle-parts-');
afterAll(() => removeDir(root));

const CONFIG = {
  platform: 'android',
  android: {
    appiumHome: REPO, automationName: SIMULATED_AUTOMATION, deviceName: 'Simulated Pixel',
    appPackage: 'com.example.kettle', appActivity: '.MainActivity',
  },
};

const COMPILES = `@android
Feature: Parts of a screen
  Scenario: The date picker is the calendar
    Given I open "kettle://profile"
    When I tap the "Delivery date" field
    Then I should see a calendar showing "November 2026"
    When I pick "28" in the calendar
    Then I should see "Sat, Nov 28"

  Scenario: The drawer is the DrawerLayout's side panel
    Given I open "kettle://home"
    When I tap "Open navigation drawer"
    Then I should see "ada@example.com" in the drawer
    And the drawer offers "Gift cards"

  Scenario: The dialog the scenario saw is gone
    Given I open "kettle://home"
    When I tap "More options"
    And I tap "About Kettle"
    And I tap "OK"
    Then the dialog is gone

  Scenario: Elements counted by the text they show
    Given I open "kettle://orders"
    When I press "Allow" in the dialog
    Then I should see 2 "Delivered" elements

  Scenario: A page known by its selected tab
    Given I open "kettle://home"
    Then I should be on the Discover feed

  Scenario: The drawer the scenario opened closes
    Given I open "kettle://home"
    When I tap "Open navigation drawer"
    And I press the system Back button
    Then the drawer closes
`;

/** Each must stay unsure: the evidence the step needs is not on the screen. */
const TRAPS: Record<string, string> = {
  // closed, the DrawerLayout holds only the main content: no drawer to read
  'Then I should see "Black teas" in the drawer': 'Given I open "kettle://home"',
  'Then the drawer offers "Black teas"': 'Given I open "kettle://home"',
  'Then I should see a calendar showing "Black teas"': 'Given I open "kettle://home"',
  // no part of the date picker is a basket
  'When I pick "28" in the basket': 'Given I open "kettle://profile"\n    When I tap the "Delivery date" field',
  // the page shows "Delivered" twice, and "li" nowhere: the step may count something else
  'Then I should see 3 "Delivered" elements': 'Given I open "kettle://orders"\n    When I press "Allow" in the dialog',
  'Then I should see 2 "li" elements': 'Given I open "kettle://orders"\n    When I press "Allow" in the dialog',
  // the Offers tab is there but not selected: nothing says this is the Offers feed
  'Then I should be on the Offers feed': 'Given I open "kettle://home"',
  // no dialog was ever shown in this scenario
  'Then the dialog is gone': 'Given I open "kettle://home"',
  // the drawer is still open; and a drawer never opened is no button "Open navigation drawer"
  'Then the drawer goes away': 'Given I open "kettle://home"\n    When I tap "Open navigation drawer"',
  'Then the drawer closes': 'Given I open "kettle://home"',
};

describe('parts of an Android screen named by a noun, counted texts, selected tabs', () => {
  it('compiles where the screen offers the evidence and replays green; stays unsure where it does not', async () => {
    const project = join(root, 'project');
    const traps = Object.entries(TRAPS).map(([step, before], i) => `  Scenario: Trap ${i + 1}\n    ${before}\n    ${step}\n`);
    writeFiles(project, {
      'stepwright.config.json': JSON.stringify(CONFIG),
      'features/parts.feature': COMPILES,
      'traps/traps.feature': `@android\nFeature: Traps\n${traps.join('\n')}`,
    });
    // the traps in a cache of their own: a definition compiled above would be replayed, not planned
    const trapped = await stepwright(['compile', 'traps', '--cache-dir', join(root, 'trap-cache'), '--planner', 'rules'],
      { cwd: project, timeoutMs: 600_000 });
    for (const step of Object.keys(TRAPS)) {
      expect(trapped.stdout, trapped.stdout).toMatch(new RegExp(`\\? unsure +${escape(step)}`));
    }
    expect(trapped.stdout).not.toMatch(/defect|wrong/i);
    const cache = join(root, 'cache');
    const compile = await stepwright(['compile', 'features', '--cache-dir', cache, '--planner', 'rules'],
      { cwd: project, timeoutMs: 600_000 });
    const out = compile.stdout;
    expect(out).not.toMatch(/defect|wrong/i);
    for (const line of COMPILES.split('\n').map((l) => l.trim()).filter((l) => /^(?:Given|When|Then|And) /.test(l))) {
      expect(out, line).not.toMatch(new RegExp(`\\? unsure +${escape(line.replace(/^And /, ''))}`));
    }
    type Action = { do: string; expect?: unknown; target?: { description: string } };
    type Rec = { expression: string; bindings: { actions: Action[] }[] };
    const records = [...readRecords(cache).values()] as unknown as Rec[];
    const actions = (e: string) => records.find((r) => r.expression === e)!.bindings[0]!.actions;
    // the day is clicked inside the DatePicker; the dialog is the one the scenario saw, by its title
    expect(actions('I pick {string} in the calendar')[0]).toMatchObject({ do: 'click',
      target: { description: expect.stringMatching(/in the calendar$/) } });
    expect(actions('the dialog is gone')[0]).toMatchObject({ expect: { check: 'state', state: 'hidden',
      target: { description: 'dialog "About Kettle"' } } });
    expect(actions('I should see {int} {string} elements')[0]).toMatchObject({ expect: { check: 'text', count: { param: 0 } } });
    expect(actions('I should be on the Discover feed')[0]).toMatchObject({ expect: { check: 'state', state: 'checked' } });
    // no drawer on the page: the part the noun names, not the button whose name holds the word
    expect(actions('the drawer closes')[0]).toMatchObject({ expect: { check: 'text', negate: true, text: { literal: '' },
      within: { noun: 'drawer' } } });

    const run = await stepwright(['run', 'features/parts.feature', '--cache-dir', cache], { cwd: project, timeoutMs: 600_000 });
    expect(run.code, run.output).toBe(0);
    expect(run.stdout).toContain('6 scenarios (6 passed)');
  }, 900_000);
});

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
