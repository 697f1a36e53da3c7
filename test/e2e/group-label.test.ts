// A radio group named by a label that labels no control (issue 17, Spectre's modal form: "Gender" above
// two radios that each have their own label): Behat's "I select "Male" from "Gender"" picks the radio of
// that group, not the one of another group with the same option. A group nothing names stays unsure.
// Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Form</title>
<form>
<div class="form-group"><label class="form-label" for="n">Name</label><input id="n"></div>
<div class="form-group"><label class="form-label">Partner's gender</label>
<label class="form-radio"><input type="radio" name="pg">Male</label>
<label class="form-radio"><input type="radio" name="pg" checked>Female</label></div>
<div class="form-group"><label class="form-label">Gender</label>
<label class="form-radio"><input type="radio" name="gender">Male</label>
<label class="form-radio"><input type="radio" name="gender" checked>Female</label></div>
</form>`;
const FEATURE = `Feature: Radio groups by their label
  Scenario: the group a label leads
    Given I am on "/form.html"
    When I select "Male" from "Gender"
    Then the "Male" radio button in the "Gender" section should be checked
    And the "Female" radio button in the "Partner's gender" section should be checked

  Scenario: a group nothing names
    Given I am on "/form.html"
    When I select "Male" from "Spouse"
`;

const project = useSiteProject({ 'site/form.html': PAGE, 'features/groups.feature': FEATURE });

describe('a radio group named by a label of its own', () => {
  it('picks the option of that group, and is unsure of a group nothing names', async () => {
    const compile = await project.compile('features', 'cache');
    expect(compile.stdout, compile.output).toMatch(/compiled When I select "Male" from "Gender"/);
    expect(compile.stdout).toMatch(/unsure\s+When I select "Male" from "Spouse"/);
    const run = await project.run('features/groups.feature:2', 'cache');
    expect(run.stdout, run.output).toMatch(/4 steps \(4 passed\)/);
  }, 600_000);
});
