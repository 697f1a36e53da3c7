// A part of the page named by a plain noun that nothing on the page is marked as ("the "fish" tag on the note",
// where the notes are <article class="entry">): the part the scenario named last, the latest quoted text of its
// earlier steps that heads a part now. Traps: with no part named before the step stays unsure, and a tag on
// another note than the one named last never passes. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const entry = (title: string, tags: string[]) => `<article class="entry"><h2>${title}</h2>
  <p>${tags.map((t) => `<span class="label">${t}</span>`).join(' ')}</p></article>`;
const PAGE = `<!doctype html><meta charset="utf-8"><title>Wiki</title><main>
${entry('Garden pond', ['fish', 'water'])}${entry('Kitchen', ['pans'])}</main>`;
const FEATURE = `Feature: Tags of a note
  Scenario: The note named last
    Given I open "/wiki.html"
    Then I should see "Garden pond"
    And I should see the "fish" tag on the note
    And I should not see the "pans" tag on the note
`;
const TRAPS = `Feature: Which note
  Scenario: No note named before
    Given I open "/wiki.html"
    Then I should see the "fish" tag on the note

  Scenario: The tag is on another note
    Given I open "/wiki.html"
    Then I should see "Kitchen"
    And I should see the "fish" tag on the note
`;

const project = useSiteProject({ 'site/wiki.html': PAGE, 'notes/notes.feature': FEATURE, 'traps/traps.feature': TRAPS });

describe('a part named by a plain noun the page does not mark', () => {
  it('is the part the scenario named last, and replays green', async () => {
    const compile = await project.compile('notes', 'c1');
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/compiled +Then I should not see the "pans" tag on the note/);
    const run = await project.run('notes', 'c1');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
  }, 600_000);

  it('is never guessed with no part named before, nor passed on another part', async () => {
    const traps = await project.compile('traps', 'c2');
    expect(traps.code, traps.output).not.toBe(0);
    const rows = traps.stdout.split('\nNot compiled:\n')[1] ?? '';
    expect(rows.match(/^Then I should see the "fish" tag on the note +traps/gm), traps.stdout).toHaveLength(2);
  }, 600_000);
});
