// Behat's element steps with a CSS selector (issue 17): "I should see "x" in the "#results tbody" element"
// and "the "#total" element should (not) contain "x"" read the text of the visible elements the step's own
// selector matches. The selector is kept as the step gave it, so one binding serves every selector; a
// selector that matches nothing visible leaves the step unsure, and a part that does not show the text
// is a possible defect. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>People</title>
<table id="people"><thead><tr><th>Name</th><th>City</th></tr></thead>
<tbody><tr><td>Ada Lovelace</td><td>London</td></tr><tr><td>Grace Hopper</td><td>New York</td></tr></tbody></table>
<p class="note">Ada Lovelace wrote the first program.</p>
<div id="hidden-part" style="display:none">Alan Turing</div>
<p id="total">2 people</p>`;
const FEATURE = `Feature: Parts named by CSS
  Scenario: the body of a table, its head and a paragraph by id
    Given I am on "/people.html"
    Then I should see "Grace Hopper" in the "#people tbody" element
    And I should see "City" in the "thead" element
    And I should not see "Name" in the "#people tbody" element
    And the "#total" element should contain "2 people"
    And the "#total" element should not contain "3 people"
    And I should see a "table#people" element

  Scenario: a selector of no visible element
    Given I am on "/people.html"
    Then I should see "Alan Turing" in the "#hidden-part" element

  Scenario: a part that does not show the text
    Given I am on "/people.html"
    Then I should see "Ada Lovelace" in the "p#total" element
`;

const project = useSiteProject({ 'site/people.html': PAGE, 'features/css.feature': FEATURE });

describe('parts a step names by a CSS selector', () => {
  it('reads the text of what the selector matches, and is unsure of a selector that matches nothing shown', async () => {
    const compile = await project.compile('features', 'cache');
    expect(compile.stdout, compile.output).toMatch(/compiled Then the "#total" element should contain "2 people"/);
    expect(compile.stdout).toMatch(/unsure\s+Then I should see "Alan Turing" in the "#hidden-part" element/);
    // shown elsewhere on the page (the note), not in the part the selector names: the app's word against the step's
    expect(compile.stdout).toMatch(/defect\s+Then I should see "Ada Lovelace" in the "p#total" element/);
    const run = await project.run('features/css.feature:2', 'cache');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
    expect(run.stdout).toMatch(/7 steps \(7 passed\)/);
  }, 600_000);
});
