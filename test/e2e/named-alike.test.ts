// `I click "Library"` where the top bar has a Library menu button and the sidebar a Library tab: a definition
// compiled for buttons ("I click {string}" on "Show tips") takes the top bar's, and the check after it fails.
// The step named its element by a name another kind of element bears too, so which one it meant is in doubt:
// compile plans it again with the button set aside, and keeps the tab, for "Library" only, when the checks hold.
// Trap: a button that does not archive, beside a link of that name to another page: a check that "Milk" is gone
// holds there too, but a check of absence alone settles nothing, so the step stays unsure, no defect and no link.
// Planned afresh, a button and a link of one name are tried in turn (follow-each.ts), and the link, which leaves
// the page, is not borne out by a check of absence alone. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const SHELF = `<!doctype html><meta charset="utf-8"><title>Shelf</title>
<nav><button id="lib" onclick="menu.hidden = !menu.hidden">Library</button>
<div id="menu" hidden><a href="#new">New shelf</a></div>
<button onclick="tips.textContent = 'Tips are on'">Show tips</button> <span id="tips"></span></nav>
<aside style="margin-top:60px"><div role="tablist">
<button role="tab" aria-selected="true" aria-controls="p1">Library</button>
<button role="tab" aria-selected="false" aria-controls="p2">Settings</button></div>
<div id="p1" role="tabpanel">Recent books</div><div id="p2" role="tabpanel" hidden>Dark mode</div></aside>
<script>
for (const t of document.querySelectorAll('[role=tab]')) t.addEventListener('click', () => {
  for (const u of document.querySelectorAll('[role=tab]')) {
    u.setAttribute('aria-selected', String(u === t));
    document.getElementById(u.getAttribute('aria-controls')).hidden = u !== t;
  }
});
</script>`;
const LIST = `<!doctype html><meta charset="utf-8"><title>List</title>
<button onclick="tips.textContent = 'Tips are on'">Show tips</button> <span id="tips"></span>
<ul><li>Milk <button onclick="note.textContent = 'Archiving…'">Archive</button></li></ul><p id="note"></p>
<p><a href="/archived.html">Archive</a></p>`;
const ARCHIVED = '<!doctype html><meta charset="utf-8"><title>Archived</title><h1>Archived items</h1><p>None yet.</p>';

const FEATURE = `Feature: The shelf
  Scenario: Tips
    Given I am on "/shelf.html"
    When I click "Show tips"
    Then I see "Tips are on"

  Scenario: Back to the library tab
    Given I am on "/shelf.html"
    When I click "Settings"
    Then I see "Dark mode"
    When I click "Library"
    Then I don't see "Dark mode"
    And I see "Recent books"
`;
const TRAP = `Feature: A list
  Scenario: Tips
    Given I am on "/list.html"
    When I click "Show tips"
    Then I see "Tips are on"

  Scenario: Archiving milk
    Given I am on "/list.html"
    When I click "Archive"
    Then I don't see "Milk"
`;
// the same page with nothing compiled before: the step itself finds a button and a link of one name
const FRESH = `Feature: A list, planned afresh
  Scenario: Archiving milk
    Given I am on "/list.html"
    When I click "Archive"
    Then I don't see "Milk"

  Scenario: Archiving shows progress
    Given I am on "/list.html"
    When I click "Archive"
    Then I see "Archiving…"
`;

const project = useSiteProject({ 'site/shelf.html': SHELF, 'site/list.html': LIST, 'site/archived.html': ARCHIVED,
  'features/shelf.feature': FEATURE, 'trap/list.feature': TRAP, 'fresh/list.feature': FRESH });

describe('a step whose quoted name another kind of element bears too, which the checks after it settle', () => {
  it('is planned again on the element the checks bear out, and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/shelf\.feature:11 now acts on tab "Library": this check settled which one it meant/);
    expect(compile.stdout).not.toMatch(/defect/);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/2 scenarios \(2 passed\)/);
  }, 600_000);

  it('leaves a check of absence alone unsure: neither a defect nor the link of that name', async () => {
    const compile = await project.compile('trap', 'c2');
    expect(compile.stdout, compile.output).toMatch(/unsure\s+Then I don't see "Milk"/);
    expect(compile.stdout).not.toMatch(/defect|now acts on/);
  }, 600_000);

  it('tries a button and a link of one name in turn: a check of absence alone settles neither, text shown does', async () => {
    const compile = await project.compile('fresh', 'c3');
    expect(compile.stdout, compile.output).toMatch(/unsure\s+When I click "Archive"[^\n]*\n[^\n]*2 elements match/);
    expect(compile.stdout).toMatch(/compiled\s+When I click "Archive"[^\n]*\n[^\n]*one of 2 look-alikes/);
    expect(compile.stdout).not.toMatch(/defect/);
  }, 600_000);
});
