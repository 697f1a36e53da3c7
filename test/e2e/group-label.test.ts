// A radio group named by a label that labels no control (issue 17, Spectre's modal form: "Gender" above
// two radios that each have their own label): Behat's "I select "Male" from "Gender"" picks the radio of
// that group, not the one of another group with the same option. A group nothing names stays unsure. A value
// label in a column of its own (a horizontal form) names the group beside it. A value
// check right after typing into a field of a repeated name is that field, placed as the step before placed it.
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
</form>
<form class="form-horizontal"><h3>Horizontal</h3>
<div class="form-group"><div class="col-3"><label class="form-label">Size</label></div>
<div class="col-9"><label class="form-radio"><input type="radio" name="size">Small</label>
<label class="form-radio"><input type="radio" name="size" checked>Large</label></div></div>
<div class="form-group"><div class="col-3"><label class="form-label">Colour</label></div>
<div class="col-9"><label class="form-radio"><input type="radio" name="colour">Small</label>
<label class="form-radio"><input type="radio" name="colour" checked>Large</label></div></div>
</form>
<h3>Short note</h3><label for="m1">Message</label><textarea id="m1"></textarea>
<h3>Long note</h3><label for="m2">Message</label><textarea id="m2"></textarea>`;
const FEATURE = `Feature: Radio groups by their label
  Scenario: the group a label leads
    Given I am on "/form.html"
    When I select "Male" from "Gender"
    Then the "Male" radio button in the "Gender" section should be checked
    And the "Female" radio button in the "Partner's gender" section should be checked

  Scenario: a label in a column of its own, beside its radios; the option "as" the group's noun
    Given I am on "/form.html"
    When I select "Small" from "Size"
    Then the "Small" radio button in the "Size" section should be checked
    And the "Large" radio button in the "Colour" section should be checked
    When the shopper picks "Small" as the colour in the "Horizontal" form
    Then the "Small" radio button in the "Colour" section should be checked

  Scenario: a check on the field the step before typed into, among fields of one name
    Given I am on "/form.html"
    When I type "Call me back" into the "Message" textarea under "Long note"
    Then the "Message" textarea should contain "Call me back"

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
    expect(compile.stdout).toMatch(/compiled Then the "Message" textarea should contain "Call me back"/);
    const run = await project.run('features/groups.feature', 'cache');
    // the group nothing names is refused at replay (its sentence compiled for other values), not run as them
    // a horizontal form's label in a column of its own names the group beside it; "as the colour" is that group
    expect(compile.stdout).toMatch(/(?:compiled|cached) +When I select "Small" from "Size"/);
    expect(compile.stdout).toMatch(/compiled When the shopper picks "Small" as the colour in the "Horizontal" form/);
    expect(run.stdout, run.output).toMatch(/4 scenarios \(1 failed, 3 passed\)/);
    expect(run.stdout).toMatch(/did not compile for \["Male","Spouse"\]/);
  }, 600_000);
});
