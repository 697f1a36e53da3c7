// A part named by a noun its markup never says ("the note "Beta"", where the page calls them frames), told
// by its heading: the control beside the heading, in its title bar, before the heading in the page, is in
// that part (the block around the heading that holds no other heading of its level). Traps: a name no heading
// has, and a control the note does not hold, stay unsure. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const FRAME = (name: string): string => `<div class="frame"><div class="bar"><span class="controls"><button
  type="button" title="Edit" onclick="document.getElementById('said').textContent = 'Editing ${name}'">✎</button></span>
  <span class="title"><h2>${name}</h2></span></div><div class="body"><p>About ${name}.</p></div></div>`;
const PAGE = `<!doctype html><meta charset="utf-8"><title>Story</title><p id="said">Nothing yet</p>
<div class="river">${FRAME('Alpha')}${FRAME('Beta')}${FRAME('Gamma one')}</div>`;
const FEATURE = `Feature: Notes
  Scenario: The edit button of one note
    Given I am on "/story.html"
    When I click the "Edit" button on the note "Beta"
    Then I should see "Editing Beta"
`;
const TRAPS = `Feature: Not that one
  Scenario: A name no heading has
    Given I am on "/story.html"
    When I click the "Edit" button on the note "Delta"

  Scenario: A control the note does not hold
    Given I am on "/story.html"
    When I click the "Delete" button on the note "Beta"
`;

const project = useSiteProject({ 'site/story.html': PAGE, 'features/entries.feature': FEATURE,
  'traps/traps.feature': TRAPS });

describe('a control in the title bar of a part named by its heading', () => {
  it('is the one beside that heading, and unsure where no heading or no such control is', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/compiled +Then I should see "Editing Beta"/);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);

    const traps = await project.compile('traps', 'c2');
    expect(traps.stdout, traps.output).toMatch(/unsure\s+When I click the "Edit" button on the note "Delta"/);
    expect(traps.stdout).toMatch(/unsure\s+When I click the "Delete" button on the note "Beta"/);
    expect(traps.stdout).not.toMatch(/defect/i);
  }, 600_000);
});
