// End-to-end (issue 7): pages known only by name ("Given I am on the sign in page") and text within
// a part of the page ("the header should show …", "the dialog should show …") on the demo app,
// compiled with the rule planner alone and replayed with cucumber-js. Traps: a page that does not
// exist and a dialog that is not open come back unsure; text that is on the page but outside the
// named part is a possible defect, never a pass. Real child processes, real Chromium.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecords, stepwright, useDemoApp, writeFiles } from '../support/cli.ts';

const demo = useDemoApp();

const SIGN_IN = `    Given I am on the sign in page
    When I fill in "Username" with "alice"
    And I fill in "Password" with "wonderland"
    And I press "Sign in"`;

const FEATURE = `Feature: Pages by name, text by place

  Scenario: Sign in from the page known by its name
${SIGN_IN}
    Then the header should show "Welcome, Alice"
    And the header should not show "Invalid username or password"

  Scenario: The settings page by name, and its dialog
${SIGN_IN}
    Given I am on the Settings page
    When I click the "Danger zone" tab
    And I click "Delete account"
    Then the dialog should show "This cannot be undone."
    And I should see "Delete account?" in the dialog
`;

const TRAPS = `Feature: Places that are not there

  Scenario: A page nobody made
    Given I am on the billing history page

  Scenario: No dialog is open
${SIGN_IN}
    Then the dialog should show "This cannot be undone."

  Scenario: On the page, but not in the dialog
${SIGN_IN}
    Given I am on the Settings page
    When I click the "Danger zone" tab
    And I click "Delete account"
    Then the dialog should show "Welcome, Alice"
`;

describe('pages by name and text within a part of the page (demo app)', () => {
  it('finds the pages live, records their URLs, checks text only inside the named part, and replays green', async () => {
    const project = join(demo.root, 'named');
    writeFiles(project, { 'features/named.feature': FEATURE, 'traps/traps.feature': TRAPS });
    const cache = join(demo.root, 'named-cache');
    const compile = (path: string, into = cache) =>
      stepwright(['compile', path, '--base-url', demo.app.url, '--cache-dir', into, '--planner', 'rules'], { cwd: project });

    const compiled = await compile('features');
    expect(compiled.code, compiled.output).toBe(0);
    expect(compiled.stdout).not.toContain('Not compiled:');
    const records = [...readRecords(cache).values()];
    const actionsOf = (expression: string): string =>
      JSON.stringify(records.find((r) => r.expression === expression)?.bindings.map((b) => b.actions));
    expect(actionsOf('I am on the sign in page')).toContain('"url":{"literal":"/login"}');
    expect(actionsOf('I am on the Settings page')).toContain('"url":{"literal":"/settings"}');
    expect(actionsOf('the header should show {string}')).toContain('"within":{"kind":"section","noun":"header"}');
    expect(actionsOf('the dialog should show {string}')).toContain('"within":{"kind":"dialog"}');

    const run = await stepwright(['run', 'features', '--base-url', demo.app.url, '--cache-dir', cache], { cwd: project });
    expect(run.code, run.output).toBe(0);
    expect(run.stdout).toContain('2 scenarios (2 passed)');

    // a cache of their own: planned, not served by the bindings above
    const traps = await compile('traps', join(demo.root, 'named-traps-cache'));
    expect(traps.code).not.toBe(0);
    const rows = traps.stdout.split('\nNot compiled:\n')[1] ?? '';
    expect(rows).toMatch(/billing history page[\s\S]*found no "billing history" page/);
    expect(rows).toMatch(/dialog should show "This cannot be undone\."[\s\S]*no dialog on the page/);
    expect(rows).toMatch(/dialog should show "Welcome, Alice".*defect.*dialog: "Delete account\?/);
  }, 600_000);

  it('goes where the project names a page (config "pages"), the home page too, a page said as a noun, and says how to '
    + 'name one it cannot find',
    async () => {
      const project = join(demo.root, 'paths');
      writeFiles(project, {
        'stepwright.config.json': JSON.stringify({ planner: 'rules', pages: { home: '/login', 'my account': '/settings',
          'account settings': '/settings' } }),
        'features/paths.feature': `Feature: Pages the project names
  Scenario: Home and account
    Given I am on the home page
    When I fill in "Username" with "alice"
    And I fill in "Password" with "wonderland"
    And I press "Sign in"
    Then I should see "Welcome, Alice"
    Given the my account page is open
    When I click the "Danger zone" tab
    Then I should see "Delete account"
    Given the account settings are open
    Then the account settings are open
    And I should see "Danger zone"
`,
        'traps/traps.feature': 'Feature: Unnamed\n  Scenario: A page nobody named\n    Given the billing history page is open\n',
      });
      const cache = join(project, 'cache');
      const compiled = await stepwright(['compile', 'features', '--base-url', demo.app.url, '--cache-dir', cache],
        { cwd: project });
      expect(compiled.code, compiled.output).toBe(0);
      const records = [...readRecords(cache).values()];
      const actionsOf = (expression: string): string =>
        JSON.stringify(records.find((r) => r.expression === expression)?.bindings.map((b) => b.actions));
      expect(actionsOf('I am on the home page')).toContain('"url":{"literal":"/login"}');
      expect(actionsOf('the my account page is open')).toContain('"url":{"literal":"/settings"}');
      // a page the project names, said as a plain noun ("the account settings are open"): opened, then checked
      expect(actionsOf('the account settings are open')).toContain('"do":"navigate","url":{"literal":"/settings"}');
      const run = await stepwright(['run', 'features', '--base-url', demo.app.url, '--cache-dir', cache], { cwd: project });
      expect(run.stdout, run.output).toContain('1 scenario (1 passed)');

      const traps = await stepwright(['compile', 'traps', '--base-url', demo.app.url, '--cache-dir',
        join(project, 'trap-cache')], { cwd: project });
      expect(traps.stdout, traps.output).toMatch(/found no "billing history" page[^\n]*"pages": \{ "billing history"/);
    }, 600_000);
});
