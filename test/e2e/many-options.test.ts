// A dialog of many look-alike options, each a sign with a tooltip (CKEditor's special characters: 210 of
// them, the euro sign the 93rd): `click on the "€" character in the dialog` is the one that shows that
// sign, however far down the dialog it is; `the "+" button` is one whose icon means add ("new note", drawn
// as a plus). A sign no option shows stays unsure. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const SIGNS = Array.from({ length: 150 }, (_, i) => String.fromCharCode(0x2190 + i)); // arrows and the like
SIGNS.splice(92, 0, '€');
const OPTION = (sign: string, i: number): string => `<a href="#" role="option" title="Sign ${i}"
  onclick="document.getElementById('doc').textContent += this.textContent; return false">${sign}</a>`;
const PAGE = `<!doctype html><meta charset="utf-8"><title>Editor</title>
<style>.grid a{display:inline-block;width:24px;text-align:center}</style>
<p>Document: <span id="doc"></span></p>
<button aria-label="new note" onclick="document.getElementById('doc').textContent = 'New note'"><svg
  class="app-image-new-button" viewBox="0 0 8 8" width="12" height="12"><path d="M3 0h2v3h3v2H5v3H3V5H0V3h3z"/></svg></button>
<div role="dialog" aria-label="Select Special Character" class="grid">${SIGNS.map(OPTION).join('')}</div>`;
const FEATURE = `Feature: Special characters
  Scenario: The euro sign, far down the dialog
    Given I am on "/editor.html"
    When I click on the "€" character in the dialog
    Then I should see "Document: €"

  Scenario: The "+" button draws its plus as an icon, and is named otherwise
    Given I am on "/editor.html"
    When I click the "+" button
    Then I should see "Document: New note"
`;
const TRAPS = `Feature: Not there
  Scenario: A sign no option shows
    Given I am on "/editor.html"
    When I click on the "¤" character in the dialog
`;

const project = useSiteProject({ 'site/editor.html': PAGE, 'features/signs.feature': FEATURE,
  'traps/traps.feature': TRAPS });

describe('an option among many, named by the sign it shows', () => {
  it('is clicked however far down it is, and a sign nobody shows stays unsure', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/compiled +When I click on the "€" character in the dialog/);
    const run = await project.run('features', 'c1');
    expect(compile.stdout).toMatch(/compiled +When I click the "\+" button/);
    expect(run.stdout, run.output).toMatch(/2 scenarios \(2 passed\)/);

    const traps = await project.compile('traps', 'c2');
    expect(traps.stdout, traps.output).toMatch(/unsure\s+When I click on the "¤" character in the dialog/);
    expect(traps.stdout).not.toMatch(/defect/i);
  }, 600_000);
});
