// Rich text the classic way (an iframe whose body is contenteditable, a link inside its text): "I click in
// the editing area" is the editor, never the link in its content; "I type "…"" with no field types where
// the caret is (CodeceptJS I.type) and replays the same; "select all the text in the editor" is the editor,
// not the link; a link in the editor's text is "in the editor" (the frame it lives in is). Traps: typing with
// nothing focused shows the text nowhere, and a link outside the editor is not in it: both stay unsure. Real CLI,
// real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Notes</title>
<h1>Notes</h1>
<button type="button" id="bold" title="Bold">B</button>
<div class="rich-editor"><iframe id="area" title="Rich Text Editor, notes" style="width:500px;height:150px"
  srcdoc="<body contenteditable='true'><p>Hello world! I am an instance of <a href='#x'>Editor</a>.</p></body>"></iframe></div>
<a href="#help">Help</a>
<script>
  document.getElementById('bold').onmousedown = (e) => {
    e.preventDefault();
    document.getElementById('area').contentDocument.execCommand('bold');
  };
</script>`;
const TYPING = `Feature: Typing where the caret is
  Scenario: Replace the text
    Given I open "/notes.html"
    When I click in the editing area
    And I press key "Control+A"
    And I type "Meeting notes for Monday"
    Then I should see "Meeting notes for Monday"
    And I should not see "Hello world!"

  Scenario: Select all in the editor
    Given I open "/notes.html"
    Then I should see a link "Editor" in the editor
    When I select all the text in the editor
    And I type "Visit our shop" in the editor
    Then I should see "Visit our shop"
`;
const STRAY = `Feature: Nothing focused
  Scenario: Keys that go nowhere
    Given I open "/notes.html"
    When I type "Stray words"

  Scenario: A link outside the editor
    Given I open "/notes.html"
    Then I should see a link "Help" in the editor
`;

const project = useSiteProject({ 'site/notes.html': PAGE, 'typing/typing.feature': TYPING, 'stray/stray.feature': STRAY });

describe('typing where the caret is', () => {
  it('compiles into the editor (not the link in its text), replays green, and stays unsure with nothing focused', async () => {
    const cache = 'c1';
    const compile = await project.compile('typing', cache);
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/compiled When I click in the editing area/);
    expect(compile.stdout).toMatch(/compiled When I type "Meeting notes for Monday"/);
    expect(compile.stdout).toMatch(/compiled When I select all the text in the editor/);
    const run = await project.run('typing', cache);
    expect(run.stdout, run.output).toMatch(/2 scenarios \(2 passed\)/);

    const stray = await project.compile('stray', 'c2');
    expect(stray.stdout, stray.output).toMatch(/unsure\s+When I type "Stray words"[^]*showed it nowhere/);
    expect(stray.stdout).toMatch(/unsure\s+Then I should see a link "Help" in the editor/);
  }, 600_000);
});
