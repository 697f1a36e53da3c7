// Behat's element steps with a CSS selector (issue 17): "I should see "x" in the "#results tbody" element"
// and "the "#total" element should (not) contain "x"" read the text of the visible elements the step's own
// selector matches. The selector is kept as the step gave it, so one binding serves every selector; a
// selector that matches nothing visible leaves the step unsure, and a part that does not show the text
// is a possible defect. CodeceptJS's locators that are selectors (`I fill field "input.title-input", "x"`)
// name the one element they pick. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>People</title>
<table id="people"><thead><tr><th>Name</th><th>City</th></tr></thead>
<tbody><tr><td>Ada Lovelace</td><td>London</td></tr><tr><td>Grace Hopper</td><td>New York</td></tr></tbody></table>
<p class="note">Ada Lovelace wrote the first program.</p>
<div id="hidden-part" style="display:none">Alan Turing</div>
<p id="total">2 people</p>
<form id="edit"><input class="title-input" aria-label="Title"> <input class="tag-input" placeholder="tag">
<button id="save" type="button" onclick="document.getElementById('out').textContent =
  'Saved ' + document.querySelector('.title-input').value + ' as ' + document.querySelector('.tag-input').value">Go</button></form>
<p id="out"></p>
<div data-card="Ada"><button type="button" onclick="document.getElementById('out').textContent='Editing Ada'">Edit</button></div>
<div data-card="Grace"><button type="button" onclick="document.getElementById('out').textContent='Editing Grace'">Edit</button></div>`;
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

  Scenario: CodeceptJS locators that are CSS selectors
    Given I am on page "/people.html"
    When I fill field "input.title-input", "Minutes"
    And I fill field "input[placeholder=tag]", "notes"
    And I click "#save"
    Then I see "Saved Minutes as notes"
    When I click "Edit" within "[data-card='Grace']"
    Then I see "Editing Grace"
    And I see "Grace Hopper" in "#people tbody"
    And I dont see "Alan Turing" in "#people"

  Scenario: a selector that matches two fields
    Given I am on page "/people.html"
    When I fill field "#edit input", "x"
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
    // CodeceptJS's locators: the one element the step's own selector picks, the selector its first strategy
    // (another selector in the same sentence is another element, compiled on its own)
    expect(compile.stdout).toMatch(/compiled When I fill field "input\[placeholder=tag\]", "notes"/);
    expect(compile.stdout).toMatch(/compiled When I click "Edit" within "\[data-card='Grace'\]"/);
    expect(compile.stdout).toMatch(/unsure\s+When I fill field "#edit input", "x"[^\n]*\n[^\n]*matches 2 elements/);
    const codecept = await project.run('features/css.feature:19', 'cache');
    expect(codecept.stdout, codecept.output).toMatch(/1 scenario \(1 passed\)/);
    expect(codecept.stdout).toMatch(/9 steps \(9 passed\)/);
    // `I see "x" in "#people tbody"` (see(text, context)): the text, in the part the selector picks
    expect(compile.stdout).toMatch(/compiled Then I see "Grace Hopper" in "#people tbody"/);
  }, 600_000);
});
