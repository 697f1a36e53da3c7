// A text looked for as it is drawn: "I see "Bring coffee" in bold in the editor" (inside an iframe editor),
// "in italics", "underlined" (a line its parent draws), "should not see … in bold"; or in the block that holds
// it, inside the editor's frame ("in a heading in the editor", "in a bulleted list"). Traps: words the page
// shows in plain type checked "in bold" are a possible defect, never passed on the words alone; a style
// on a click is a reason, not dropped. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Styles</title>
<p>Plain words, <b>Bold words</b>, <i>Slanted</i> and <u>Lined <span>below</span></u>.</p>
<p style="font-weight: 700">Heavy by its style</p>
<iframe title="Rich Text Editor" srcdoc="<body contenteditable='true'><h2>Agenda</h2><p>Meeting notes</p><p><strong>Bring coffee</strong></p><ul><li>Buy milk</li></ul></body>"></iframe>`;
const STYLES = `Feature: Text as it is drawn
  Scenario: Bold, italic and underlined
    Given I open "/styles.html"
    Then I should see "Bold words" in bold
    And I should see "Heavy by its style" in bold
    And I should see "Slanted" in italics
    And "Lined below" should be shown underlined
    And I should see "Bring coffee" in bold in the editor
    And I should not see "Plain words" in bold
    And I should not see "Meeting notes" in bold
    And I should see "Agenda" in a heading in the editor
    And the editor should show "Buy milk" in a bulleted list
    And I should not see "Meeting notes" in a list in the editor
`;
const TRAPS = `Feature: Not drawn so
  Scenario: Plain words are not bold
    Given I open "/styles.html"
    Then I should see "Meeting notes" in bold in the editor

  Scenario: A paragraph is not a list item
    Given I open "/styles.html"
    Then the editor should show "Meeting notes" in a bulleted list

  Scenario: A style on a click
    Given I open "/styles.html"
    When I click "Bold words" in bold
`;

const project = useSiteProject({ 'site/styles.html': PAGE, 'styles/styles.feature': STYLES, 'traps/traps.feature': TRAPS });

describe('text as it is drawn', () => {
  it('compiles style checks that hold, replays green, and never passes plain words as bold', async () => {
    const cache = 'c1';
    const compile = await project.compile('styles', cache);
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/compiled Then I should see "Bring coffee" in bold in the editor/);
    expect(compile.stdout).toMatch(/11 steps, \d+ cached, \d+ compiled by rules/);
    const run = await project.run('styles', cache);
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);

    const traps = await project.compile('traps', 'c2');
    expect(traps.stdout, traps.output).toMatch(/defect\s+Then I should see "Meeting notes" in bold in the editor/);
    expect(traps.stdout).toMatch(/(?:unsure|defect)\s+Then the editor should show "Meeting notes" in a bulleted list/);
    expect(traps.stdout).toMatch(/unsure\s+When I click "Bold words" in bold[^]*says how a text is drawn/);
  }, 600_000);
});
