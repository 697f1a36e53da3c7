// Editing a heading in place: "I move to the end of the heading and type …" clicks just past the last
// character of the heading the scenario named earlier (one of several on the page) and types there; "I
// click at the start of "Gamma"" puts the caret before the first, and typing into the field that holds
// that caret goes on there (a field without it is filled as usual); a word inside the editor is clicked on
// where it is drawn (trap: words the editor does not hold stay unsure); "a floating toolbar with the "Bold"
// button" is the Bold button inside a toolbar, shown once a heading has the focus; "type " v2" at the end of
// the "Title" field" (and of "the editing area") goes on after what the field holds; "jump to the end of the
// text" presses the keys that go there. Traps: "the heading"
// with none named earlier is one of three, and a button outside the toolbar is not in it: both stay
// unsure. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Inline</title>
<style>.floating { display: none; position: absolute; top: 0; } body.editing .floating { display: block; }
h2 { width: 600px; }</style>
<div class="floating" role="toolbar" aria-label="Editor toolbar"><button type="button">Bold</button></div>
<button type="button">Italic</button>
<h2 contenteditable="true">Alpha</h2>
<h2 contenteditable="true">Beta</h2>
<h2 contenteditable="true">Gamma</h2>
<label>Title <input value="Draft"></label>
<div contenteditable="true" role="textbox" aria-label="Editor"><p>Hello world!</p></div>
<script>
  for (const h of document.querySelectorAll('h2')) {
    h.onfocus = () => document.body.classList.add('editing');
    h.onblur = () => document.body.classList.remove('editing');
  }
</script>`;
// an editing host holding a heading (CKEditor's inline editing): the host has the focus, the heading the caret
const HOST = `<!doctype html><meta charset="utf-8"><title>Host</title>
<style>.floating { display: none; } body.editing .floating { display: block; }</style>
<div class="floating" role="toolbar" aria-label="Editor toolbar"><button type="button">Bold</button></div>
<div contenteditable="true" class="host"><h3>Delta</h3><p>Body text</p></div>
<script>
  const host = document.querySelector('.host');
  host.onfocus = () => document.body.classList.add('editing');
  host.onblur = () => document.body.classList.remove('editing');
</script>`;
const EDITING = `Feature: Editing headings in place
  Scenario: Add to the end of a heading
    Given I open "/inline.html"
    When I click on the heading "Beta"
    Then I should see a floating editor toolbar with the "Bold" button
    When I move to the end of the heading and type " version"
    Then I should see "Beta version"
    And I should see "Alpha"

  Scenario: Add to the start of a heading
    Given I open "/inline.html"
    When I click at the start of "Gamma"
    And I type "Big "
    Then I should see "Big Gamma"

  Scenario: Go on typing where the caret was put
    Given I open "/inline.html"
    When I click at the end of "Hello world!" in the editor
    And I type " Goodbye!" in the editor
    Then I should see "Hello world! Goodbye!"

  Scenario: A field the caret is not in is filled as the step says
    Given I open "/inline.html"
    When I click at the end of "Hello world!" in the editor
    And I type "Plan" into the "Title" field
    Then the "Title" field should contain "Plan"

  Scenario: A word inside the editor is double-clicked and typed over
    Given I open "/inline.html"
    When I double-click on "world" in the editor
    And I type "there"
    Then I should see "Hello there!"

  Scenario: A key that moves the caret, then typing into what holds it
    Given I open "/inline.html"
    When I click on the heading "Alpha"
    And I press End and type " one" into that heading
    Then I should see "Alpha one"

  Scenario: A heading inside an editing host holds the caret the key moved
    Given I open "/host.html"
    When I click the heading "Delta"
    And I press End and type " four" into that heading
    Then I should see "Delta four"

  Scenario: Type at the end of a field and of the editing area
    Given I open "/inline.html"
    When I type " v2" at the end of the "Title" field
    Then the "Title" field should contain "Draft v2"
    When I type " Bye!" at the end of the editing area
    Then I should see "Hello world! Bye!"

  Scenario: Jump to the end of the text, then type
    Given I open "/inline.html"
    When I double-click on "world" in the editor
    And I jump to the end of the text and type " Ciao"
    Then I should see "Hello world! Ciao"
`;
const TRAPS = `Feature: Not that one
  Scenario: No heading named earlier
    Given I open "/inline.html"
    When I move to the end of the heading and type " x"

  Scenario: A button outside the toolbar
    Given I open "/inline.html"
    When I click on the heading "Alpha"
    Then I should see a floating editor toolbar with the "Italic" button

  Scenario: Words the editor does not hold
    Given I open "/inline.html"
    When I click on "Goodbye" in the editor
`;

const project = useSiteProject({ 'site/inline.html': PAGE, 'site/host.html': HOST, 'editing/editing.feature': EDITING,
  'traps/traps.feature': TRAPS });

describe('the start and end of a text, and a part holding a named element', () => {
  it('compiles, replays green, and stays unsure where the page or the scenario does not say which', async () => {
    const cache = 'c1';
    const compile = await project.compile('editing', cache);
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/compiled When I move to the end of the heading and type " version"/);
    expect(compile.stdout).toMatch(/compiled Then I should see "Beta version"/);
    expect(compile.stdout).toMatch(/(?:compiled|cached) +Then I should see "Big Gamma"/);
    // typed on where the caret was put, not into a cleared editor; the Title field, without the caret, filled
    expect(compile.stdout).toMatch(/(?:compiled|cached) +Then I should see "Hello world! Goodbye!"/);
    expect(compile.stdout).toMatch(/compiled +Then the "Title" field should contain "Plan"/);
    // a word inside the editor, no element of its own, is clicked on where it is drawn
    expect(compile.stdout).toMatch(/compiled +When I double-click on "world" in the editor/);
    expect(compile.stdout).toMatch(/(?:compiled|cached) +Then I should see "Hello there!"/);
    // "type … at the end of …": the caret put there first, the text going on from it (nothing cleared)
    expect(compile.stdout).toMatch(/compiled +When I type " v2" at the end of the "Title" field/);
    expect(compile.stdout).toMatch(/(?:compiled|cached) +Then I should see "Hello world! Bye!"/);
    const run = await project.run('editing', cache);
    // "press End and type … into that heading": typed on from the caret the key moved, nothing cleared
    expect(compile.stdout).toMatch(/(?:compiled|cached) +Then I should see "Alpha one"/);
    // (a heading inside an editing host: the host has the focus, the heading the caret)
    expect(compile.stdout).toMatch(/(?:compiled|cached) +Then I should see "Delta four"/);
    // "jump to the end of the text": the keys that take the caret there
    expect(compile.stdout).toMatch(/(?:compiled|cached) +Then I should see "Hello world! Ciao"/);
    expect(run.stdout, run.output).toMatch(/9 scenarios \(9 passed\)/);

    const traps = await project.compile('traps', 'c2');
    expect(traps.stdout, traps.output).toMatch(/unsure\s+When I move to the end of the heading[^]*3 elements could be/);
    expect(traps.stdout).toMatch(/unsure\s+Then I should see a floating editor toolbar with the "Italic" button/);
    expect(traps.stdout).toMatch(/unsure\s+When I click on "Goodbye" in the editor/);
    expect(traps.stdout).not.toMatch(/defect/i);
  }, 600_000);
});
