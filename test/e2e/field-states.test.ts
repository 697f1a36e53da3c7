// Whether a field or an editor takes typing, an element a tester's own selector says is absent, a state said
// after "see" ("I see the "Agree" checkbox checked"), and an address the page is not at.
// "The editing area can no longer be edited" once an editor is locked: the editor is no text field to look at
// then, so the check is on the editor the scenario showed earlier. `I don't see element "css"` is as literal
// as a quoted text, so it needs no earlier sighting. Traps: a field that still takes typing is not read-only,
// a selector that picks something shown is not absent, a box nobody ticked is not checked, and the address the
// page is at is not one it is not at. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const FRAME = `<!doctype html><title>Editing area</title><body contenteditable="true"><p>Draft text.</p></body>`;
const PAGE = `<!doctype html><meta charset="utf-8"><title>Editor</title>
<iframe id="ed" title="Rich Text Editor" src="frame.html" width="500" height="120"></iframe>
<label>Comment <input id="comment"></label> <label><input type="checkbox"> Agree</label>
<button onclick="lock(true)">Lock</button> <button onclick="lock(false)">Unlock</button>
<div id="toolbar"></div>
<script>function lock(on) {
  document.getElementById('ed').contentDocument.body.contentEditable = on ? 'false' : 'true';
  document.getElementById('comment').readOnly = on;
  document.getElementById('toolbar').innerHTML = on ? '<span class="badge" title="Locked">Locked</span>' : '';
}</script>`;
const FEATURE = `Feature: Locking the editor
  Scenario: Lock and unlock
    Given I am on "/editor.html"
    Then I see "Draft text." in the editor
    And I don't see element "span[title='Locked']"
    When I click "Lock"
    Then the editing area can no longer be edited
    And the "Comment" field should be read-only
    And I see element "span[title='Locked']"
    When I click "Unlock"
    Then the editing area can be edited again
    And the "Comment" field should be editable

  Scenario: States said after see
    Given I am on "/editor.html"
    Then I see the "Comment" field empty
    And I dont see in current url "/login"
    When I tick "Agree"
    Then I see the "Agree" checkbox checked
`;
const TRAPS = `Feature: Not locked
  Scenario: Still editable
    Given I am on "/editor.html"
    Then the "Comment" field should be read-only

  Scenario: Shown after all
    Given I am on "/editor.html"
    When I click "Lock"
    Then I don't see element "span[title='Locked']"

  Scenario: Not ticked, and right there
    Given I am on "/editor.html"
    Then I see the "Agree" checkbox checked
    And I dont see in current url "/editor"
`;

const project = useSiteProject({ 'site/editor.html': PAGE, 'site/frame.html': FRAME,
  'features/editor.feature': FEATURE, 'traps/traps.feature': TRAPS });

describe('editable and read-only, absence by selector, states said after see', () => {
  it('checks the editor the scenario showed once it is locked, and a selector picking nothing', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/compiled +Then the editing area can no longer be edited/);
    expect(compile.stdout).toMatch(/compiled +Then I don't see element "span\[title='Locked'\]"/);
    const run = await project.run('features', 'c1');
    expect(compile.stdout).toMatch(/compiled +Then I see the "Agree" checkbox checked/);
    expect(compile.stdout).toMatch(/compiled +Then I dont see in current url "\/login"/);
    expect(run.stdout, run.output).toMatch(/2 scenarios \(2 passed\)/);

    const traps = await project.compile('traps', 'c2');
    expect(traps.stdout, traps.output).not.toMatch(/compiled +Then the "Comment" field should be read-only/);
    expect(traps.stdout).not.toMatch(/compiled +Then I don't see element/);
    expect(traps.stdout).not.toMatch(/compiled +Then I see the "Agree" checkbox checked/);
    expect(traps.stdout).not.toMatch(/compiled +Then I dont see in current url/);
  }, 600_000);
});
