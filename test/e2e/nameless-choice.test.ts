// A checkbox nothing names is known by what stands right after it: a tools list draws each tool as
// "[ ] [fold all] Fold the bodies of all notes", the checkbox's label empty, so "I check option "fold all"" is
// that checkbox (CodeceptJS's checkOption ticks checkboxes too), and replay ticks the same one. Trap: a checkbox
// with a text field right after it is not named by the field's placeholder; the step stays unsure.
// Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const tool = (name: string, what: string): string => `<div class="tool"><label class="tick"><input type="checkbox"
onchange="out.textContent = this.checked ? '${name} is on the toolbar' : ''"><span></span></label>
<button aria-label="${name}" title="${what}" onclick="return false">&#9776;</button> <i>${what}</i></div>`;
const PAGE = `<!doctype html><meta charset="utf-8"><title>Tools</title><h2>Tools</h2>
${tool('home', 'Open the default notes')}${tool('fold all', 'Fold the bodies of all notes')}
${tool('unfold all', 'Unfold the bodies of all notes')}<p id="out"></p>`;
const FIELD = `<!doctype html><meta charset="utf-8"><title>Profile</title>
<div><input type="checkbox" id="c"> <input type="text" placeholder="Nickname"></div>`;
const FEATURE = `Feature: Tools
  Scenario: A tool ticked onto the toolbar
    Given I am on page "/tools.html"
    When I check option "fold all"
    Then I see checkbox is checked "fold all"
    And I see "fold all is on the toolbar"
    And I don't see checkbox is checked "unfold all"
`;
const TRAP = `Feature: A field beside a checkbox
  Scenario: The placeholder names the field, not the checkbox
    Given I am on page "/field.html"
    When I check option "Nickname"
`;

const project = useSiteProject({ 'site/tools.html': PAGE, 'site/field.html': FIELD,
  'features/tools.feature': FEATURE, 'trap/field.feature': TRAP });

describe('a checkbox nothing names', () => {
  it('is known by the control right after it, and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
  }, 600_000);

  it('is not named by a text field after it', async () => {
    const compile = await project.compile('trap', 'c2');
    expect(compile.stdout, compile.output).toMatch(/unsure\s+When I check option "Nickname"/);
  }, 600_000);
});
