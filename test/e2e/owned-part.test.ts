// "the table's "Search:" box": what a part owns is in it or, where the part holds none, beside it (a data table's
// search box sits above its table, in the widget around it). Trap: a dialog's controls are on it, so "the dialog's
// "Delete" button" is never the page's button behind it. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Offices</title>
<p><label>Notes <input></label></p>
<div class="table-widget"><div><label>Search: <input type="search" id="q"></label></div>
<table><tbody><tr><td>Tokyo</td></tr><tr><td>London</td></tr></tbody></table></div>
<div role="dialog" aria-label="Help"><p>Help text</p><button>OK</button></div>
<button>Delete</button>
<script>
  q.oninput = () => document.querySelectorAll('tbody tr').forEach((r) => {
    r.hidden = !r.textContent.toLowerCase().includes(q.value.toLowerCase()); });
</script>`;
const FEATURE = `Feature: Offices
  Scenario: The table's own search
    Given I am on "/offices.html"
    When I type "Tokyo" into the table's "Search:" box
    Then I should see "Tokyo"
    And I should not see "London"
`;
const TRAP = `Feature: Not the dialog's
  Scenario: A button the dialog does not have
    Given I am on "/offices.html"
    When I click the dialog's "Delete" button
`;

const project = useSiteProject({ 'site/offices.html': PAGE, 'features/offices.feature': FEATURE,
  'trap/offices.feature': TRAP });

describe("what a part owns", () => {
  it('is beside the part when the part holds none, and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
  }, 600_000);

  it("is never a button behind a dialog that has none", async () => {
    const compile = await project.compile('trap', 'c2');
    expect(compile.stdout, compile.output).toMatch(/unsure\s+When I click the dialog's "Delete" button/);
  }, 600_000);
});
