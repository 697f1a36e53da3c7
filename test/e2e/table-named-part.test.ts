// The part a scenario named last may be named in a table: "I fill in the following: | Title | Book club |",
// then "I press "Edit this note"" where every note has one is the one in the note titled "Book club", at
// compile and at replay (the value columns of an earlier step's table count as its quoted words; the first
// column names fields). Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Notes</title>
<button onclick="draft.hidden = false">New note</button>
<div id="draft" role="dialog" aria-label="New note" hidden>
<label>Title <input id="title"></label> <label>Text <textarea id="text"></textarea></label>
<button onclick="save()">Save</button></div>
<main id="notes"></main><p id="out"></p>
<script>
function card(title, text) {
  const s = document.createElement('section');
  s.innerHTML = '<h3></h3><p></p><button>Edit this note</button>';
  s.querySelector('h3').textContent = title;
  s.querySelector('p').textContent = text;
  s.querySelector('button').onclick = () => { out.textContent = 'Editing ' + title; };
  notes.prepend(s);
}
function save() { card(title.value, text.value); title.value = ''; text.value = ''; draft.hidden = true; }
card('Welcome', 'Start here');
</script>`;
const FEATURE = `Feature: Notes
  Scenario: Editing the note just saved
    Given I am on "/notes.html"
    When I press "New note"
    And I fill in the following:
      | Title | Book club              |
      | Text  | Next meeting on Monday |
    And I press "Save"
    And I press "Edit this note"
    Then I should see "Editing Book club"
`;

const project = useSiteProject({ 'site/notes.html': PAGE, 'features/notes.feature': FEATURE });

describe('a part named in an earlier step\'s table', () => {
  it('places a look-alike at compile and at replay', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
  }, 600_000);
});
