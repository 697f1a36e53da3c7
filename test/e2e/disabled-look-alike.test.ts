// Evidence chooses only among the look-alikes a step's words fit: "choose "Skype" from the "Choose an option"
// dropdown" after a check on the "Male" radio, where the one form that shows "Male" next to a drop-down is a
// disabled example. The part the scenario named last holds a drop-down, but a disabled one is no look-alike of
// an action's target, so the pick falls to the next evidence (the drop-down on the screen), never the disabled
// one. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const SELECT = '<select><option>Choose an option</option><option>Skype</option><option>Zoom</option></select>';
const PAGE = `<!doctype html><meta charset="utf-8"><title>Forms</title>
<div class="example">${SELECT}</div>
<div class="example"><label><input type="radio" name="g1" checked> Male</label>
<label><input type="radio" name="g1"> Female</label></div>
<div style="height: 1500px"></div><div class="example">${SELECT}</div>
<div class="example"><fieldset disabled><label><input type="radio" name="g2" checked> Male</label>
<label><input type="radio" name="g2"> Female</label>${SELECT}</fieldset></div>`;
const FEATURE = `Feature: A drop-down among examples
  Scenario: The enabled drop-down
    Given I am on "/forms.html"
    Then the "Male" radio button is selected
    When I choose "Skype" from the "Choose an option" dropdown
    Then the "Choose an option" dropdown should have "Skype" selected
`;

const project = useSiteProject({ 'site/forms.html': PAGE, 'features/forms.feature': FEATURE });

describe('evidence among look-alikes', () => {
  it('never picks a disabled drop-down the words fit less, and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
  }, 600_000);
});
