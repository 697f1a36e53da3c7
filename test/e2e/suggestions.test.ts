// An unsure step comes with sentences that do compile on the page it was tried on (issue 17): compile
// prints them, and each one, put in the feature in its place, compiles and replays. Real CLI, real Chromium.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory } from '../../demo/static-server.js';
import { removeDir, stepwright, tempDir, writeFiles } from '../support/cli.ts';

const UNSURE = 'And I scribble "Buy bread" on the note';
const feature = (step: string) => `Feature: Notes
  Scenario: write a note
    Given I open "/editor.html"
    When I click the "Edit" button
    ${step}
`;

// two forms that each have a "Name" field: the step's words fit both, so it is unsure, and the suggestions
// are the step itself with a place or a position, each landing on one of them
const TWO_FORMS = `<!doctype html><html><body>
<form><h2>Shipping</h2><label>Name <input id="ship"></label></form>
<form><h2>Billing</h2><label>Name <input id="bill"></label></form></body></html>`;
const AMBIGUOUS = 'When I type "Ada" into the "Name" field';
const twoForms = (step: string) => `Feature: Forms
  Scenario: fill a name
    Given I open "/forms.html"
    ${step}
`;

let root = '';
let site: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  root = tempDir();
  writeFiles(root, { 'features/notes.feature': feature(UNSURE), 'site/forms.html': TWO_FORMS, 'site/editor.html': readFileSync(new URL('../fixtures/verdicts/editor.html', import.meta.url), 'utf8'),
    'stepwright.config.json': JSON.stringify({ planner: 'rules', timeouts: { stepMs: 1_500 } }) });
  site = await serveDirectory(join(root, 'site'));
});
afterAll(async () => {
  await site?.close();
  removeDir(root);
});

describe('suggestions for an unsure step', () => {
  it('prints sentences that compile on the same page, and each of them does', async () => {
    const first = await stepwright(['compile', '--base-url', site.url], { cwd: root });
    expect(first.code).toBe(1);
    const block = first.stdout.slice(first.stdout.indexOf('Would compile on the same page:'));
    const suggestions = [...block.matchAll(/→ When (.+)/g)].map((m) => m[1]!.trim());
    expect(suggestions).toContain('I type "Buy bread" into the "Note" field');
    for (const s of suggestions) {
      writeFileSync(join(root, 'features/notes.feature'), feature(`And ${s}`));
      const again = await stepwright(['compile', '--base-url', site.url], { cwd: root });
      expect(again.code, `${s}\n${again.output}`).toBe(0);
    }
    const run = await stepwright(['run', '--base-url', site.url], { cwd: root });
    expect(run.stdout).toMatch(/1 scenario \(1 passed\)/);
  });

  it('offers the step with a place or position when its words fit look-alikes, each landing on its own one', async () => {
    writeFileSync(join(root, 'features/notes.feature'), twoForms(AMBIGUOUS));
    const first = await stepwright(['compile', '--base-url', site.url], { cwd: root });
    expect(first.code).toBe(1);
    const block = first.stdout.slice(first.stdout.indexOf('Would compile on the same page:'));
    const suggestions = [...block.matchAll(/→ When (.+)/g)].map((m) => m[1]!.trim());
    // the form each one sits in reads better than a number (a position is offered for a look-alike no place
    // tells apart)
    expect(suggestions).toEqual(['I type "Ada" into the "Name" field in the "Shipping" form',
      'I type "Ada" into the "Name" field in the "Billing" form']);
    for (const [i, s] of suggestions.entries()) {
      const which = i === 1 ? 'bill' : 'ship';
      writeFileSync(join(root, 'features/notes.feature'), twoForms(`When ${s}\n    Then the "#${which}" field ` +
        'should contain "Ada"'));
      const again = await stepwright(['compile', '--base-url', site.url], { cwd: root });
      expect(again.code, `${s}\n${again.output}`).toBe(0);
    }
  });
});
