// Parts of a page its markup calls by a noun, several of them side by side (a wiki's story river of
// notes): "a note titled "X"" is the one whose title says X, however many show; "the note shows the text
// "…"" after it is that same note, from the scenario's history; a note that slides in after a click is
// waited for. "The reader no longer sees "…"" keeps its negation (a named actor must not swallow "no
// longer"). Traps: "the note" on a page of two with nothing named earlier, and a title no note has.
// Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Notes</title>
<div class="story-river">
  <div class="note-frame"><h2 class="note-title">Welcome</h2><p>Start here.</p></div>
</div>
<button type="button" id="save">Save draft</button>
<p id="draft">Draft of 'Shopping list'</p>
<script>
  document.getElementById('save').onclick = () => setTimeout(() => {
    document.getElementById('draft').remove();
    const n = document.createElement('div');
    n.className = 'note-frame';
    n.innerHTML = '<h2 class="note-title">Shopping list</h2><p>Buy milk and green tea</p><span class="tag">groceries</span>';
    document.querySelector('.story-river').prepend(n);
  }, 400);
</script>`;
const FEATURE = `Feature: Notes side by side
  Scenario: The saved note
    Given the reader is on "/notes.html"
    When the reader clicks "Save draft"
    Then the reader sees a note titled "Shopping list"
    And the note shows the text "Buy milk and green tea"
    And the note shows the tag "groceries"
    And the reader no longer sees "Draft of 'Shopping list'"
`;
const TRAPS = `Feature: Which note
  Scenario: No note named earlier
    Given the reader is on "/notes.html"
    When the reader clicks "Save draft"
    Then the note shows the text "Buy milk and green tea"

  Scenario: A title no note has
    Given the reader is on "/notes.html"
    When the reader clicks "Save draft"
    Then the reader sees a note titled "Packing list"
`;

const project = useSiteProject({ 'site/notes.html': PAGE, 'features/notes.feature': FEATURE, 'traps/traps.feature': TRAPS });

describe('parts named by a noun, several side by side', () => {
  it('finds the note by its title, keeps it for the next checks, and replays green', async () => {
    const cache = 'c1';
    const compile = await project.compile('features', cache);
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', cache);
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
  }, 600_000);

  it('stays unsure on "the note" nothing named, and on a title no note has', async () => {
    const traps = await project.compile('traps', 'c2');
    expect(traps.code).toBe(1);
    expect(traps.stdout).toMatch(/unsure\s+Then the note shows the text "Buy milk and green tea"/);
    expect(traps.stdout).toMatch(/unsure\s+Then the reader sees a note titled "Packing list"/);
    expect(traps.stdout).not.toMatch(/defect/);
  }, 600_000);
});
