// The scenario's history decides a check on an element that is gone (issue 17): "I should not see the
// "Save" button" after the editor closed is grounded on the Save button the same scenario showed
// earlier, and replay checks that very element is absent; a name the scenario never showed stays
// unsure (its absence would also pass on a typo). A text the scenario saw in a dialog that has closed
// is checked gone from every dialog (a code sample may still spell it); a text never in a dialog and
// still shown stays a possible defect. A twin shown in the gone button's place, whose id says the gone
// button's words, is not the button the check means. Real CLI, real Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory } from '../../demo/static-server.js';
import { recordFor, removeDir, stepwright, tempDir, writeFiles } from '../support/cli.ts';

const FEATURE = `Feature: Editor
  Scenario: the editor closes
    Given I open "/editor.html"
    When I click the "Edit" button
    And I click the "Close" button
    Then I should not see the "Save" button

  Scenario: a button the scenario never showed
    Given I open "/editor.html"
    Then the "Publish" button should not be visible

  Scenario: the same words for a button the scenario never showed
    Given I open "/editor.html"
    Then I should not see the "Publish" button
`;
const MODAL = `Feature: Modal
  Scenario: the dialog's title is gone, the code sample still spells it
    Given I open "/modal.html"
    When I click the "Open details" button
    Then I should see "Order details"
    When I click the "Close" button
    Then I should not see "Order details"
    And the dialog should be closed

  Scenario: a text that is still shown and was never in a dialog
    Given I open "/modal.html"
    Then I should not see "Saved draft"

  Scenario: no dialog was ever shown
    Given I open "/modal.html"
    Then the dialog is closed
`;

const SWAP = `Feature: Swap
  Scenario: a button gone, its twin shown in its place
    Given I open "/read-only.html"
    When I click the "Make it read-only" button
    Then I should see "The editor is read-only."
    And I should not see the "Make it read-only" button
    And I should see the "Make it editable again" button
`;

let root = '';
let site: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  root = tempDir();
  const page = (name: string): string => readFileSync(new URL(`../fixtures/verdicts/${name}`, import.meta.url), 'utf8');
  writeFiles(root, { 'features/editor.feature': FEATURE, 'site/editor.html': page('editor.html'),
    'modal/modal.feature': MODAL, 'site/modal.html': page('modal.html'),
    'swap/swap.feature': SWAP, 'site/read-only.html': page('read-only.html'),
    'stepwright.config.json': JSON.stringify({ planner: 'rules', timeouts: { stepMs: 1_500 } }) });
  site = await serveDirectory(join(root, 'site'));
});
afterAll(async () => {
  await site?.close();
  removeDir(root);
});

describe('negative checks from the scenario\'s history', () => {
  it('grounds an absent element on the one the scenario showed earlier, and refuses a name never seen', async () => {
    const r = await stepwright(['compile', '--base-url', site.url, 'features'], { cwd: root });
    expect(r.stdout).toMatch(/compiled Then I should not see the "Save" button/);
    expect(r.stdout).toMatch(/unsure\s+Then the "Publish" button should not be visible[^]*nor did any earlier page of this scenario show it/);
    // the binding the first scenario's history gave is for "Save" only: it never speaks for another name
    expect(r.stdout).toMatch(/unsure\s+Then I should not see the "Publish" button[^]*nor did any earlier page/);
    const rec = recordFor(join(root, 'step-cache'), 'I should not see the {string} button')!.record;
    // the Save button as the scenario saw it (role and name, templated by the step), checked hidden
    // (the button as the check found it, or as the click before it did: for these words, never its twin's name)
    expect(rec.bindings[0]!.actions[0]).toMatchObject({ do: 'assert', expect: { check: 'state', state: 'hidden',
      target: { fingerprint: { role: 'button', name: expect.stringMatching(/^(\{\{0\}\}|Make it read-only)$/) } } } });
    const run = await stepwright(['run', '--base-url', site.url, 'features/editor.feature:2'], { cwd: root });
    expect(run.stdout).toMatch(/1 scenario \(1 passed\)/);
  });

  it('checks a text gone from the dialog that showed it as gone from every dialog, and keeps one never in a dialog plain', async () => {
    const cache = join(root, 'modal-cache');
    const r = await stepwright(['compile', '--base-url', site.url, '--cache-dir', cache, 'modal'], { cwd: root });
    expect(r.stdout).toMatch(/compiled Then I should not see "Order details"/);
    expect(r.stdout).toMatch(/defect\s+Then I should not see "Saved draft"/);
    // "the dialog": the one the scenario showed; where none was ever shown, nothing says which
    expect(r.stdout).toMatch(/compiled Then the dialog should be closed/);
    expect(r.stdout).toMatch(/unsure\s+Then the dialog is closed[^]*nor did any earlier page/);
    expect(recordFor(cache, 'the dialog should be closed')!.record.bindings[0]!.actions[0]).toMatchObject({
      do: 'assert', expect: { check: 'state', state: 'hidden', target: { fingerprint: { role: 'dialog' } } } });
    const rec = recordFor(cache, 'I should not see {string}')!.record;
    expect(rec.bindings.map((x) => x.actions[0])).toContainEqual(expect.objectContaining({
      expect: expect.objectContaining({ check: 'text', negate: true, within: { kind: 'dialog' } }) }));
    const run = await stepwright(['run', '--base-url', site.url, '--cache-dir', cache, 'modal/modal.feature:2'], { cwd: root });
    expect(run.stdout).toMatch(/1 scenario \(1 passed\)/);
  });

  it('checks the very button the scenario showed is gone, not its twin that other words found', async () => {
    const cache = join(root, 'swap-cache');
    const r = await stepwright(['compile', '--base-url', site.url, '--cache-dir', cache, 'swap'], { cwd: root });
    expect(r.stdout, r.output).toMatch(/compiled Then I should not see the "Make it read-only" button/);
    const rec = recordFor(cache, 'I should not see the {string} button')!.record;
    // (the button as the check found it, or as the click before it did: for these words, never its twin's name)
    expect(rec.bindings[0]!.actions[0]).toMatchObject({ do: 'assert', expect: { check: 'state', state: 'hidden',
      target: { fingerprint: { role: 'button', name: expect.stringMatching(/^(\{\{0\}\}|Make it read-only)$/) } } } });
    const run = await stepwright(['run', '--base-url', site.url, '--cache-dir', cache, 'swap'], { cwd: root });
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
  });
});
