// A page of examples that repeats its fields (a component library's docs), each section titled by a sticky
// heading that stays at the top while its section scrolls by. "under "Form input"" is below that heading
// where it sits in the page, not where the scroll drew it; "the "Email" field right below it" is below the
// very field the step before named; a later "the "Email" field should show …" is the one the scenario typed
// that into; "in that section" and "there" are the section the scenario named; "that dropdown", named by
// the option it showed, is the dropdown the scenario chose from; "not able to type into" is a disabled
// field. Traps: a repeated field nobody typed into, "that dropdown" with none chosen from, and "below it"
// with nothing named before all stay unsure. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const FIELDS = (n: number): string => `<label for="n${n}">Name</label><input id="n${n}" placeholder="Name">
<label for="e${n}">Email</label><input id="e${n}" type="email" placeholder="Email">`;
const CHOICE = (g: string): string => `<label><input type="radio" name="${g}" checked> Male</label>
<label><input type="radio" name="${g}"> Female</label>`;
const SELECT = '<select><option>Choose an option</option><option>Slack</option><option>Skype</option></select>';
const PAGE = `<!doctype html><meta charset="utf-8"><title>Forms</title>
<style>h4 { position: sticky; top: 0; background: #fff; margin: 0; padding: 8px; } .ex { min-height: 420px; }
label, input, textarea, select { display: block; margin: 4px 0; }</style>
<div class="container">
<h4>Form input</h4><div class="ex">${FIELDS(1)}</div>
<h4>Form textarea</h4><div class="ex"><label for="m1">Message</label><textarea id="m1"></textarea></div>
<h4>Form radio</h4><div class="ex">${CHOICE('g1')}</div>
<h4>Form select</h4><div class="ex">${SELECT}</div>
<h4>Horizontal form</h4><div class="ex">${FIELDS(2)}<label for="m2">Message</label><textarea id="m2"></textarea>
${CHOICE('g2')}${SELECT}</div>
<h4>Disabled form</h4><fieldset class="ex" disabled><label for="n3">Name</label><input id="n3">
<label for="m3">Message</label><textarea id="m3"></textarea></fieldset>
</div>`;
const FORMS = `Feature: Trying the examples
  Scenario: Type into the first example's fields
    Given I am on the forms page "/forms.html"
    When I type "Jane Doe" into the "Name" field under "Form input"
    And I type "jane@example.com" into the "Email" field right below it
    And I type "Looks great." into the "Message" textarea under "Form textarea"
    Then the "Name" field under "Form input" should show "Jane Doe"
    And the "Email" field should show "jane@example.com"
    And the "Message" textarea should show "Looks great."

  Scenario: Switch a radio in its section
    Given I am on the forms page "/forms.html"
    Then I should see that "Male" is already selected under "Form radio"
    When I click the "Female" radio button in that section
    Then "Female" should be selected under "Form radio"
    And "Male" should no longer be selected there

  Scenario: Choose from the dropdown named by its prompt
    Given I am on the forms page "/forms.html"
    When I pick "Skype" in the "Choose an option" dropdown under "Form select"
    Then that dropdown should show "Skype"

  Scenario: The disabled example
    Given I am on the forms page "/forms.html"
    When I scroll down to "Disabled form"
    Then I should see that the "Name" field in that section is disabled
    And I should not be able to type into the "Message" textarea there
`;
const TRAPS = `Feature: Which one
  Scenario: A repeated field nobody typed into
    Given I am on the forms page "/forms.html"
    Then the "Email" field should show "nobody@example.com"

  Scenario: That dropdown, with none chosen from
    Given I am on the forms page "/forms.html"
    Then that dropdown should show "Skype"

  Scenario: Below it, with nothing named
    Given I am on the forms page "/forms.html"
    When I type "x" into the "Email" field right below it
`;

const project = useSiteProject({ 'site/forms.html': PAGE, 'forms/forms.feature': FORMS, 'traps/traps.feature': TRAPS });

describe('a page of repeated examples under sticky headings', () => {
  it('compiles every step, replays green, and stays unsure where nothing says which', async () => {
    const compile = await project.compile('forms', 'c1');
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).not.toMatch(/unsure|defect/);
    const run = await project.run('forms', 'c1');
    expect(run.stdout, run.output).toMatch(/4 scenarios \(4 passed\)/);

    const traps = await project.compile('traps', 'c2');
    expect(traps.stdout, traps.output).toMatch(/unsure\s+Then the "Email" field should show "nobody@example.com"/);
    expect(traps.stdout).toMatch(/unsure\s+Then that dropdown should show "Skype"/);
    expect(traps.stdout).toMatch(/unsure\s+When I type "x" into the "Email" field right below it/);
    expect(traps.stdout).not.toMatch(/defect/i);
  }, 600_000);
});
