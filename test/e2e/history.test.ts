// The scenario's history decides a check on an element that is gone (issue 17): "I should not see the
// "Save" button" after the editor closed is grounded on the Save button the same scenario showed
// earlier, and replay checks that very element is absent; a name the scenario never showed stays
// unsure (its absence would also pass on a typo). Real CLI, real Chromium.
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
`;

let root = '';
let site: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  root = tempDir();
  writeFiles(root, { 'features/editor.feature': FEATURE, 'site/editor.html': readFileSync(new URL('../fixtures/verdicts/editor.html', import.meta.url), 'utf8'),
    'stepwright.config.json': JSON.stringify({ planner: 'rules', timeouts: { stepMs: 1_500 } }) });
  site = await serveDirectory(join(root, 'site'));
});
afterAll(async () => {
  await site?.close();
  removeDir(root);
});

describe('negative checks from the scenario\'s history', () => {
  it('grounds an absent element on the one the scenario showed earlier, and refuses a name never seen', async () => {
    const r = await stepwright(['compile', '--base-url', site.url], { cwd: root });
    expect(r.stdout).toMatch(/compiled Then I should not see the "Save" button/);
    expect(r.stdout).toMatch(/unsure\s+Then the "Publish" button should not be visible[^]*nor did any earlier page of this scenario show it/);
    const rec = recordFor(join(root, 'step-cache'), 'I should not see the {string} button')!.record;
    // the Save button as the scenario saw it (role and name, templated by the step), checked hidden
    expect(rec.bindings[0]!.actions[0]).toMatchObject({ do: 'assert', expect: { check: 'state', state: 'hidden',
      target: { fingerprint: { role: 'button', name: '{{0}}' } } } });
    const run = await stepwright(['run', '--base-url', site.url, 'features/editor.feature:2'], { cwd: root });
    expect(run.stdout).toMatch(/1 scenario \(1 passed\)/);
  });
});
