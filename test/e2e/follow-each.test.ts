// "I click "Read more"" on a page of three cards, each link to its own page, then "I should be on "/b.html"":
// following a link changes nothing in the app, so compile follows each and keeps the one the check holds for.
// Look-alike buttons ("Close this note" on three notes) are tried too, each in a browser that may not write.
// Traps: a check every page passes leaves the step unsure (which card is still unsaid), and a button that
// writes to the server is never taken, even where the check would hold. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const card = (title: string, href: string): string => `<article><h3>${title}</h3><p>About ${title}.</p>
<a href="${href}">Read more</a></article>`;
const CARDS = `<!doctype html><meta charset="utf-8"><title>Guides</title><h1>Guides</h1>
${card('Installing', '/a.html')}${card('Theming', '/b.html')}${card('Upgrading', '/c.html')}`;
const guide = (title: string): string => `<!doctype html><meta charset="utf-8"><title>${title}</title>
<h1>${title} guide</h1><p>Guide text.</p>`;
// each task is removed at once, and the removal sent to the server
const BUTTONS = `<!doctype html><meta charset="utf-8"><title>Tasks</title><script>
function remove(b) { b.parentNode.remove(); fetch('/tasks.html', { method: 'POST', body: 'remove' }).catch(() => {}); }
</script><p>Milk <button onclick="remove(this)">Remove</button></p>
<p>Eggs <button onclick="remove(this)">Remove</button></p>`;
// a note's Rename button opens an editor in the note: a field and a Save button that renames the note
const note = (title: string): string => `<section><h2>${title}</h2><p>A note.</p>
<button title="Close this note" onclick="this.parentNode.remove()">×</button>
<button onclick="rename(this.parentNode)">Rename</button></section>`;
const RENAME = `<script>function rename(note) {
  const box = document.createElement('div');
  box.innerHTML = '<input placeholder="New name"> <button>Save</button>';
  box.querySelector('button').onclick = () => { note.querySelector('h2').textContent = box.querySelector('input').value;
    box.remove(); };
  note.append(box);
}</script>`;
const NOTES = `<!doctype html><meta charset="utf-8"><title>Notes</title>
${RENAME}${note('Welcome aboard')}${note('Shopping list')}${note('Garden plans')}`;
const FEATURE = `Feature: Guides
  Scenario: The theming card's link
    Given I am on "/cards.html"
    When I click "Read more"
    Then I should be on "/b.html"
    And I should see "Theming guide"

  Scenario: Closing the welcome note
    Given I am on "/notes.html"
    When I click "Close this note"
    Then I should not see "Welcome aboard"
    And I should see "Shopping list"

  Scenario: Renaming the shopping list, with steps between the click and the checks
    Given I am on "/notes.html"
    When I press "Rename"
    And I fill in "New name" with "Groceries"
    And I press "Save"
    Then I should see "Groceries"
    And I should not see "Shopping list"
`;
const TRAPS = `Feature: Not told apart
  Scenario: Every page passes the check
    Given I am on "/cards.html"
    When I click "Read more"
    Then I should see "Guide text."

  Scenario: A button that writes is not tried
    Given I am on "/tasks.html"
    When I press "Remove"
    Then I should not see "Eggs"
`;

const project = useSiteProject({ 'site/cards.html': CARDS, 'site/a.html': guide('Installing'),
  'site/b.html': guide('Theming'), 'site/c.html': guide('Upgrading'), 'site/tasks.html': BUTTONS, 'site/notes.html': NOTES,
  'features/guides.feature': FEATURE, 'traps/guides.feature': TRAPS });

describe('look-alikes told apart by the check after them', () => {
  it('takes each and keeps the one the check holds for, and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/one of 3 look-alike links, each to its own page: the check at .*:5 holds/);
    expect(compile.stdout).toMatch(/one of 3 look-alikes: the check at .*:11 holds after this one only/);
    expect(compile.stdout).toMatch(/one of 3 look-alikes: the check at .*:19 holds after this one only/);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/3 scenarios \(3 passed\)/);
  }, 600_000);

  it('stays unsure when every link passes the check, or when a look-alike writes', async () => {
    const compile = await project.compile('traps', 'c2');
    expect(compile.stdout, compile.output).toMatch(/unsure\s+When I click "Read more"/);
    expect(compile.stdout).toMatch(/unsure\s+When I press "Remove"/);
    expect(compile.stdout).not.toMatch(/one of \d+ look-alike/);
  }, 600_000);
});
