// Selecting from a button that drops a list down (an editor's "Paragraph Format" combo, a Bootstrap
// dropdown): no native select to set, so compile clicks the button, then plans the option on the list it
// opened. The button is known by its tooltip (its shown name is its value, which changes), and "I should
// see "…" in the "Paragraph Format" combo" reads the value it shows; "choose "Logout" from that menu", where
// no markup calls the list a menu, is the item under the toggle that names it. Trap: an option the opened list does
// not hold stays unsure. A combo whose name says its value, then its label ("Quote, Block", as a rich-text
// editor names its "Format" combo), is known by the label; "within the user dropdown" is the menu labelled by
// the #user toggle, not the toggle. A trigger whose markup says nothing of being open ("the "HTML" menu",
// named by the view it shows) is clicked and looked in too; "switch the view from "A" to "B"" is that menu.
// Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Format</title>
<style>[role=listbox][hidden] { display: none; } a { border: 1px solid #888; padding: 2px 8px; }</style>
<button type="button" id="other">Logout</button>
<p>Toolbar:
  <a href="#" role="button" id="fmt" title="Paragraph Format" aria-haspopup="listbox" aria-expanded="false"><span
    id="fmt-text">Normal</span> ▾</a>
  <a href="#" role="button" id="sty" title="Styles" aria-haspopup="listbox" aria-expanded="false">Styles ▾</a>
</p>
<ul role="listbox" id="fmt-list" hidden>
  <li role="option">Normal</li><li role="option">Heading 1</li><li role="option">Heading 2</li>
</ul>
<ul role="listbox" id="sty-list" hidden><li role="option">Marker</li><li role="option">Big</li></ul>
<div role="toolbar" aria-label="Editor toolbar"><a href="#" role="button" id="rm">Remove Block</a>
  <a href="#" role="button" id="blk" aria-label="Normal, Block" aria-haspopup="listbox" aria-expanded="false"><span
    id="blk-text">Normal</span> ▾</a></div>
<ul role="listbox" id="blk-list" hidden><li role="option">Normal</li><li role="option">Quote</li></ul>
<p id="status">The paragraph is Normal</p>
<div class="topbar"><a href="#" id="user" class="dropdown-toggle" aria-expanded="false">Ada King</a>
  <div class="dropdown-menu" id="user-menu" aria-labelledby="user" hidden><a href="#" class="dropdown-item">Profile</a>
    <a href="#" class="dropdown-item" id="out">Logout</a></div></div>
<div class="views"><a href="" class="dropdown-trigger" id="view">HTML</a>
  <ul class="dropdown-menu" id="view-menu" style="display: none"><li><a href="">HTML</a></li><li><a href="">Source</a></li>
    <li><a href="">Headers</a></li></ul></div>
<p id="shown">Showing the HTML view</p>
<script>
  const view = document.getElementById('view'), views = document.getElementById('view-menu');
  view.onclick = (e) => { e.preventDefault(); views.style.display = views.style.display ? '' : 'none'; };
  for (const a of views.querySelectorAll('a')) a.onclick = (e) => {
    e.preventDefault();
    views.style.display = 'none';
    view.textContent = a.textContent;
    document.getElementById('shown').textContent = 'Showing the ' + a.textContent + ' view';
  };
  const said = (t) => { document.getElementById('status').textContent = t; };
  document.getElementById('other').onclick = () => said('Logged out everywhere');
  document.getElementById('out').onclick = (e) => { e.preventDefault(); said('Signed out'); };
  document.getElementById('user').onclick = (e) => {
    e.preventDefault();
    const m = document.getElementById('user-menu');
    m.hidden = !m.hidden;
    e.currentTarget.setAttribute('aria-expanded', String(!m.hidden));
  };
  for (const [button, list] of [['fmt', 'fmt-list'], ['sty', 'sty-list'], ['blk', 'blk-list']]) {
    const b = document.getElementById(button), l = document.getElementById(list);
    b.onclick = (e) => {
      e.preventDefault();
      setTimeout(() => { l.hidden = !l.hidden; b.setAttribute('aria-expanded', String(!l.hidden)); }, 150);
    };
    for (const o of l.querySelectorAll('[role=option]')) o.onclick = () => {
      l.hidden = true;
      b.setAttribute('aria-expanded', 'false');
      if (button === 'blk') {
        document.getElementById('blk-text').textContent = o.textContent;
        b.setAttribute('aria-label', o.textContent + ', Block');
      }
      if (button === 'fmt') {
        document.getElementById('fmt-text').textContent = o.textContent;
        document.getElementById('status').textContent = 'The paragraph is ' + o.textContent;
      }
    };
  }
</script>`;
const FORMAT = `Feature: Paragraph format
  Scenario: Make the paragraph a heading
    Given I open "/format.html"
    When I select "Heading 2" from the "Paragraph Format" menu
    Then I should see "Heading 2" in the "Paragraph Format" combo
    And I should see "The paragraph is Heading 2"

  Scenario: Another heading, from the dropdown
    Given I open "/format.html"
    When I choose "Heading 1" from the "Paragraph Format" dropdown
    Then I should see "The paragraph is Heading 1"

  Scenario: A combo whose name says its value, then its label
    Given I open "/format.html"
    When I pick "Quote" from the "Block" dropdown in the toolbar
    Then the "Block" dropdown reads "Quote"
    When I pick "Normal" from the "Block" dropdown in the toolbar
    Then the "Block" dropdown reads "Normal"

  Scenario: An item of a dropdown no markup calls a menu, under its toggle
    Given I open "/format.html"
    When I open the "Ada King" menu
    And I choose "Logout" from that menu
    Then I should see "Signed out"

  Scenario: An item within the dropdown its toggle's id names
    Given I open "/format.html"
    When I follow "Ada King"
    And I follow "Logout" within the user dropdown
    Then I should see "Signed out"

  Scenario: A menu no markup says is open or closed, named by what its trigger shows
    Given I open "/format.html"
    When I choose "Source" from the "HTML" menu
    Then I should see "Showing the Source view"
    When I switch the view from "Source" to "Headers"
    Then I should see "Showing the Headers view"
`;
const TRAPS = `Feature: Not in that list
  Scenario: An option the list does not hold
    Given I open "/format.html"
    When I select "Heading 3" from the "Paragraph Format" menu

  Scenario: A view the trigger's menu does not hold
    Given I open "/format.html"
    When I choose "Raw" from the "HTML" menu
`;

const project = useSiteProject({ 'site/format.html': PAGE, 'format/format.feature': FORMAT,
  'traps/traps.feature': TRAPS });

describe('a button that drops a list down', () => {
  it('is opened and its option chosen, read back by its tooltip, and replays green', async () => {
    const compile = await project.compile('format', 'c1');
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/compiled When I select "Heading 2" from the "Paragraph Format" menu/);
    expect(compile.stdout).toMatch(/compiled Then I should see "Heading 2" in the "Paragraph Format" combo/);
    expect(compile.stdout).toMatch(/(?:compiled|cached) +When I choose "Heading 1" from the "Paragraph Format" dropdown/);
    // a dropdown no markup calls a menu: its item under the toggle that names it, not the other "Logout"
    expect(compile.stdout).toMatch(/compiled +When I choose "Logout" from that menu/);
    expect(compile.stdout).toMatch(/(?:compiled|cached) +Then I should see "Signed out"/);
    const run = await project.run('format', 'c1');
    // a combo named "Quote, Block" (its value, then its label) is still "the "Block" dropdown"
    expect(compile.stdout).toMatch(/(?:compiled|cached) +When I pick "Normal" from the "Block" dropdown in the toolbar/);
    expect(compile.stdout).toMatch(/compiled +When I follow "Logout" within the user dropdown/);
    // a trigger that says nothing of being open, named by the view it shows: clicked, then the view in its list
    expect(compile.stdout).toMatch(/compiled +When I choose "Source" from the "HTML" menu/);
    expect(compile.stdout).toMatch(/compiled +When I switch the view from "Source" to "Headers"/);
    expect(run.stdout, run.output).toMatch(/6 scenarios \(6 passed\)/);

    const traps = await project.compile('traps', 'c2');
    expect(traps.stdout, traps.output).toMatch(/unsure\s+When I select "Heading 3" from the "Paragraph Format" menu/);
    expect(traps.stdout).toMatch(/unsure\s+When I choose "Raw" from the "HTML" menu/);
    expect(traps.stdout).not.toMatch(/defect/i);
  }, 600_000);
});
