// A part of a page that is a heading and what follows it (a docs page's examples: an h3, then its demo,
// nothing around just the two): "the "Name" field of the "Shipping" example" is the Name field after that
// heading and before the next one. Words that point back: "… below it", "that select", "there". Traps: a
// heading no part has, and "there" after an element in no part of the page. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Examples</title>
<div class="docs">
  <h2>Forms</h2>
  <h3>Billing example</h3>
  <div class="demo"><label>Name <input id="billing-name"></label>
    <select id="billing-plan"><option>Monthly</option><option>Yearly</option></select></div>
  <h3>Shipping example</h3>
  <div class="demo"><label>Name <input id="shipping-name"></label>
    <select id="shipping-plan"><option>Standard</option><option>Express</option></select></div>
  <h2>Lists</h2>
  <aside class="sidebar"><button type="button" id="more">More</button><ul id="extra" hidden><li><a href="#extra">Extra one</a></li></ul>
    <button type="button" id="reset">Reset</button></aside>
  <button type="button" id="lone">Lone</button>
</div>
<p id="out"></p>
<script>
  document.getElementById('more').onclick = () => { document.getElementById('extra').hidden = false; };
  document.getElementById('reset').onclick = () => { document.getElementById('out').textContent = 'Reset done'; };
  document.getElementById('lone').onclick = () => { document.getElementById('out').textContent = 'Lone done'; };
</script>`;
const FEATURE = `Feature: Examples under headings
  Scenario: The field of one example
    Given I am on "/examples.html"
    When I fill in the "Name" field of the "Shipping example" section with "Ada"
    Then the "Name" field of the "Shipping example" section should contain "Ada"
    And the "Name" field of the "Billing example" section should contain ""

  Scenario: Words that point back
    Given I am on "/examples.html"
    When I click the "More" button in the sidebar
    Then I should see "Extra one" below it
    When I click the "Reset" button there
    Then I should see "Reset done"
    When I select "Express" from the select of the "Shipping example" section
    And I select "Standard" from that select
    Then the select of the "Shipping example" section should show "Standard"
`;
const TRAPS = `Feature: Nowhere to point
  Scenario: A heading no part has
    Given I am on "/examples.html"
    When I fill in the "Name" field of the "Returns example" section with "Ada"

  Scenario: There, after an element in no part
    Given I am on "/examples.html"
    When I click the "Lone" button
    And I click the "Reset" button there
`;

const project = useSiteProject({ 'site/examples.html': PAGE, 'features/examples.feature': FEATURE,
  'traps/traps.feature': TRAPS });

describe('parts led by a heading, and words that point back', () => {
  it('places fields under their heading, reads "it", "there" and "that select", and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/2 scenarios \(2 passed\)/);
  }, 600_000);

  it('stays unsure on a heading no part has, and on "there" with nowhere to point', async () => {
    const traps = await project.compile('traps', 'c2');
    expect(traps.code).toBe(1);
    expect(traps.stdout).toMatch(/unsure\s+When I fill in the "Name" field of the "Returns example" section/);
    expect(traps.stdout).toMatch(/unsure\s+(?:And|When) I click the "Reset" button there/);
  }, 600_000);
});
