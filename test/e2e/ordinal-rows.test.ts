// "The first row of the table should contain "…"": text read inside a row placed by its position (a
// header row of th cells is no row of data), checked again at replay after the table re-sorts. The check
// is the row's, not the page's: a name shown in the second row makes it fail at compile (the app is right
// and the feature wrong here, so it is reported as a possible defect, never compiled). "The first note in the
// story" is the first of the parts the page marks with that noun inside that part (not the note listed in the
// sidebar, also marked so). Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>People</title>
<ul><li>Ann is our newest member</li></ul>
<aside><div class="note-card">Pinned: Bo</div></aside>
<div class="story"><div class="note-card">Zed's note</div><div class="note-card">Ann's note</div></div>
<button type="button" id="swap">Swap</button>
<table id="people"><thead><tr><th><button type="button" id="age">Age</button></th><th>Name</th></tr></thead>
<tbody><tr><td>61</td><td>Zed Rivers</td></tr><tr><td>23</td><td>Ann Lee</td></tr><tr><td>40</td><td>Bo Kim</td></tr></tbody></table>
<script>
  document.getElementById('swap').onclick = () => {
    const story = document.querySelector('.story');
    story.appendChild(story.firstElementChild);
  };
  document.getElementById('age').onclick = () => {
    const body = document.querySelector('#people tbody');
    [...body.rows].sort((a, b) => Number(a.cells[0].textContent) - Number(b.cells[0].textContent))
      .forEach((r) => body.appendChild(r));
  };
</script>`;
const FEATURE = `Feature: Sorting
  Scenario: Youngest first
    Given I am on "/people.html"
    Then the first row of the table should contain "Zed Rivers"
    When I click on the "Age" button
    Then the first row of the table should contain "Ann Lee"
    And the last row of the table should show "Zed Rivers"

  Scenario: The first note in the story
    Given I am on "/people.html"
    Then the first note in the story should be "Zed's note"
    When I click on the "Swap" button
    Then the first note in the story should be "Ann's note"
`;
const WRONG = `Feature: Not sorted yet
  Scenario: A name in another row
    Given I am on "/people.html"
    Then the first row of the table should contain "Ann Lee"
`;

const project = useSiteProject({ 'site/people.html': PAGE, 'features/sort.feature': FEATURE, 'wrong/wrong.feature': WRONG });

describe('text in a row placed by its position', () => {
  it('compiles and replays green as the table re-sorts', async () => {
    const cache = 'c1';
    const compile = await project.compile('features', cache);
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', cache);
    expect(compile.stdout).toMatch(/compiled +Then the first note in the story should be "Zed's note"/);
    expect(run.stdout, run.output).toMatch(/2 scenarios \(2 passed\)/);
  }, 600_000);

  it('reads the row, not the page: a name in the second row does not pass', async () => {
    const wrong = await project.compile('wrong', 'c2');
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toMatch(/defect\s+Then the first row of the table should contain "Ann Lee"/);
  }, 600_000);
});
