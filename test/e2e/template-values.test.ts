// A step template tried on a value it was not made with finds elements only by names written as the value is:
// `I click "More"`, templated on a "Save changes" button, must not take the "more" button (its aria-label) where
// the "More" tab is what the words name; it is planned anew, and the tab is clicked. Also CodeceptJS's
// `I see element "tag manager"`: words that select nothing as CSS are the name of an element, whatever its
// kind. Trap: a name no element has stays unsure. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Notes</title>
<div role="tablist"><button role="tab" aria-selected="true" id="t1">Open</button>
<button role="tab" aria-selected="false" id="t2">More</button></div>
<div id="p1">Open notes</div>
<div id="p2" hidden>Missing, Orphans <button aria-label="tag manager">tag manager</button></div>
<button aria-label="more" title="More actions" id="m">⋯</button><div id="menu" hidden>Clone, Export</div>
<button id="save" aria-label="Save changes">&#128190;</button><p id="out"></p>
<script>
  const show = (open) => { p1.hidden = open !== 't1'; p2.hidden = open !== 't2';
    t1.setAttribute('aria-selected', String(open === 't1')); t2.setAttribute('aria-selected', String(open === 't2')); };
  t1.onclick = () => show('t1'); t2.onclick = () => show('t2');
  m.onclick = () => { menu.hidden = !menu.hidden; };
  save.onclick = () => { out.textContent = 'Saved'; };
</script>`;
const FEATURE = `Feature: Notes
  Scenario: A template made on one button
    Given I am on "/notes.html"
    When I click "Save changes"
    Then I should see "Saved"

  Scenario: The same words, another value
    Given I am on "/notes.html"
    When I click "More"
    Then I should see "Missing"
    And I see element "tag manager"
`;
const TRAP = `Feature: Nothing named so
  Scenario: A name no element has
    Given I am on "/notes.html"
    When I click "More"
    Then I see element "tag editor"
`;

const project = useSiteProject({ 'site/notes.html': PAGE, 'features/notes.feature': FEATURE,
  'trap/notes.feature': TRAP });

describe('a step template tried on a new value', () => {
  it('finds only names written as the value is, else plans the step anew, and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/compiled +When I click "More"/);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/2 scenarios \(2 passed\)/);
  }, 600_000);

  it('leaves an element no name fits unsure', async () => {
    const compile = await project.compile('trap', 'c2');
    expect(compile.stdout, compile.output).toMatch(/unsure\s+Then I see element "tag editor"/);
  }, 600_000);
});
