// Look-alikes repeated in every part of a page ("Edit this note" on each open note), after the scenario named
// one of those parts ("Then I should see "Groceries""): the one in the part the latest quoted text names. Traps:
// with no part named before, and after a text no part is named by, the step stays unsure. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const note = (title: string) => `<section class="note"><h2>${title}</h2>
  <button type="button" title="Edit this note" onclick="document.getElementById('said').textContent='Editing ${title}'">✎</button>
  <p>Some text of ${title}.</p></section>`;
const PAGE = `<!doctype html><meta charset="utf-8"><title>Notes</title><main>
${note('Groceries')}${note('Holidays')}${note('Reading list')}</main><p id="said"></p><p>Welcome back</p>`;
const FEATURE = `Feature: Editing notes
  Scenario: The note the scenario named
    Given I open "/notes.html"
    Then I should see "Holidays"
    When I click "Edit this note"
    Then I should see "Editing Holidays"
`;
const TRAPS = `Feature: Which note
  Scenario: No note named before
    Given I open "/notes.html"
    When I click "Edit this note"

  Scenario: A text no note is named by
    Given I open "/notes.html"
    Then I should see "Welcome back"
    When I click "Edit this note"
`;

// a story of notes in one landmark, each under its own heading; two scenarios name different notes by their
// headings, and one step definition serves "I click "Edit this note"" in both: each finds its own note at replay
const storyNote = (title: string) => `<div class="note"><div class="bar">${note(title)
  .replace(/<\/?section[^>]*>/g, '').replace(/<p>[^<]*<\/p>/, '')}</div><p>Text of ${title}.</p><p>Shared footer</p></div>`;
const STORY = `<!doctype html><meta charset="utf-8"><title>Story</title><section class="story">
${storyNote('Groceries')}${storyNote('Holidays')}</section><p id="said"></p>`;
const TWO = `Feature: Two notes
  Scenario: Holidays
    Given I open "/story.html"
    Then I should see "Holidays"
    When I click "Edit this note"
    Then I should see "Editing Holidays"

  Scenario: Groceries
    Given I open "/story.html"
    Then I should see "Groceries"
    When I click "Edit this note"
    Then I should see "Editing Groceries"
`;

// the part named by a text it shows, not by its heading (found so in this scenario only: a second scenario that
// needs another note is unsure, and refuses the first one's definition at replay); trap: a text every part shows
const BODY = `Feature: A note by its text
  Scenario: Its text
    Given I open "/story.html"
    Then I should see "Text of Holidays."
    When I click "Edit this note"
    Then I should see "Editing Holidays"

  Scenario: Another note's text
    Given I open "/story.html"
    Then I should see "Text of Groceries."
    When I click "Edit this note"
    Then I should see "Editing Groceries"
`;
const SHARED = `Feature: A text of every note
  Scenario: Shared
    Given I open "/story.html"
    Then I should see "Shared footer"
    When I click "Edit this note"
`;

const project = useSiteProject({ 'body/body.feature': BODY, 'shared/shared.feature': SHARED, 'site/notes.html': PAGE, 'notes/notes.feature': FEATURE, 'traps/traps.feature': TRAPS,
  'site/story.html': STORY, 'two/two.feature': TWO });

describe('look-alikes in every part', () => {
  it('are told apart by the part the scenario named last, and replay green', async () => {
    const compile = await project.compile('notes', 'c1');
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/compiled +When I click "Edit this note"/);
    const run = await project.run('notes', 'c1');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);

    const traps = await project.compile('traps', 'c2');
    expect(traps.stdout.match(/unsure +When I click "Edit this note"/g), traps.output).toHaveLength(2);
    expect(traps.stdout).not.toMatch(/defect/i);
  }, 600_000);

  it('in one landmark too, each scenario its own note, with one definition', async () => {
    const compile = await project.compile('two', 'c3');
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('two', 'c3');
    expect(run.stdout, run.output).toMatch(/2 scenarios \(2 passed\)/);
  }, 600_000);

  it('by a text one part shows (never the nearest), and not by a text every part shows', async () => {
    const compile = await project.compile('body', 'c4');
    expect(compile.stdout, compile.output).toMatch(/compiled +When I click "Edit this note"/);
    // one definition never serves two places: the second scenario is unsure, and refuses the first one's
    // definition at replay instead of clicking the other note's button
    expect(compile.stdout).toMatch(/unsure +When I click "Edit this note"/);
    expect(compile.stdout).toMatch(/one step definition serves both/);
    const run = await project.run('body', 'c4');
    expect(run.stdout, run.output).toMatch(/2 scenarios \(1 failed, 1 passed\)/);
    expect(run.output).toMatch(/did not compile for[^\n]*body\.feature:11/);
    expect(run.output).not.toMatch(/Editing Groceries" within/);
    const shared = await project.compile('shared', 'c5');
    expect(shared.stdout, shared.output).toMatch(/unsure +When I click "Edit this note"/);
  }, 600_000);
});
