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

const project = useSiteProject({ 'site/notes.html': PAGE, 'notes/notes.feature': FEATURE, 'traps/traps.feature': TRAPS });

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
});
