// "Click the pencil icon "Edit this note" on "Trip notes"": a text that heads a part of the page (a note's title)
// places the target in that part, before anywhere else the words show (the same note listed in a sidebar with
// a close button beside it). An icon may be named by a noun of two words ("the trash can icon"). "Close the note
// "Trip notes"" clicks that note's close control; "… should be shown first in the story" reads the first of the
// parts marked note there. Trap: a button only another note has is not on this one. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const NOTE = (title: string, extra = ''): string => `<article class="note"><div class="bar">
  <span class="controls"><button title="Edit this note" aria-label="edit" onclick="say('Editing ${title}')"><svg width="12"
  height="12" class="pencil-icon"><path d="M0 0L12 12"/></svg></button><button title="Delete this note"
  aria-label="delete" onclick="say('Deleted ${title}')"><svg width="12" height="12" class="trash-icon"><path
  d="M0 0L12 12"/></svg></button><button title="Close this note" aria-label="close"
  onclick="this.closest('article').remove()">×</button>${extra}</span><h2>${title}</h2></div><p>Body of ${title}.</p>
  </article>`;
const PAGE = `<!doctype html><meta charset="utf-8"><title>Notes</title>
<aside><h3>Open</h3><ul><li><a href="#">Trip notes</a> <button title="Close" aria-label="close">×</button></li>
  <li><a href="#">Old list</a> <button title="Close" aria-label="close">×</button></li></ul></aside>
<main class="story">${NOTE('Trip notes')}${NOTE('Old list', '<button onclick="say(\'Archived\')">Archive</button>')}</main>
<p id="out"></p><script>function say(t) { document.getElementById('out').textContent = t; }</script>`;
const FEATURE = `Feature: Notes
  Scenario: Edit and delete one note by its icons
    Given I am on "/notes.html"
    When I click the pencil icon "Edit this note" on "Trip notes"
    Then I should see "Editing Trip notes"
    When I click the trash can icon "Delete this note" on "Trip notes"
    Then I should see "Deleted Trip notes"

  Scenario: Close the first note
    Given I am on "/notes.html"
    Then the note "Trip notes" should be shown first in the story
    When I close the note "Trip notes"
    Then the note "Old list" should be shown first in the story
`;
const TRAPS = `Feature: Another note's button
  Scenario: Archive is on the other note
    Given I am on "/notes.html"
    When I click the "Archive" button on "Trip notes"
`;

const project = useSiteProject({ 'site/notes.html': PAGE, 'features/notes.feature': FEATURE,
  'traps/traps.feature': TRAPS });

describe('a part headed by the text a step places its target on', () => {
  it('clicks the icons of the note that text heads, and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/2 scenarios \(2 passed\)/);

    const traps = await project.compile('traps', 'c2');
    expect(traps.stdout, traps.output).not.toMatch(/compiled +When I click the "Archive" button on "Trip notes"/);
  }, 600_000);
});
