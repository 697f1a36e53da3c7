// A placed target whose quoted name one candidate has letter for letter ("the "Search:" box above the table",
// where a "Search" field in the top bar is above the table too): that one, as an unplaced target's tie-break
// already did. Control: quoting the other name picks the other field. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>People</title>
<nav><input type="text" aria-label="Search" placeholder="Search for..."></nav>
<label>Search: <input type="search" id="filter"></label>
<table><tr><td>Airi Satou</td></tr><tr><td>Bradley Greer</td></tr></table><p id="top-said"></p>
<script>
document.getElementById('filter').addEventListener('input', (e) => {
  for (const td of document.querySelectorAll('td')) td.parentElement.hidden = !td.textContent.includes(e.target.value);
});
document.querySelector('nav input').addEventListener('input', (e) => {
  document.getElementById('top-said').textContent = 'Looking for ' + e.target.value; });
</script>`;
const FEATURE = `Feature: The filter above the table
  Scenario: The box labelled "Search:"
    Given I open "/people.html"
    When I type "Bradley" into the "Search:" box above the table
    Then I should see "Bradley Greer"
    But I should not see "Airi Satou"

  Scenario: The field named "Search"
    Given I open "/people.html"
    When I type "Airi" into the "Search" field above the table
    Then I should see "Looking for Airi"
    And I should see "Bradley Greer"
`;

const project = useSiteProject({ 'site/people.html': PAGE, 'features/people.feature': FEATURE });

describe('a placed target quoted letter for letter', () => {
  it('is the candidate with that very name, and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/2 scenarios \(2 passed\)/);
  }, 600_000);
});
