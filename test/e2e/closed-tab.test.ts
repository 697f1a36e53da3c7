// "I click "Beta" in the "Recent" tab" while the "Open" tab is shown (issue 17, TiddlyWiki's sidebar): a
// person opens the tab first. The tab says it is not selected (aria-selected), so it is clicked, and the
// click on "Beta" is planned on the panel it shows: a panel nothing names is named by the selected tab
// beside it. Replay opens the tab too. An item the tab does not hold stays unsure. A tab its stylesheet marks as
// the active one (no ARIA state) is the selected one. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Notes</title>
<div class="tab-buttons"><button role="tab" aria-selected="true">Open</button><button role="tab"
  aria-selected="false">Recent</button></div>
<div class="tab-content" role="tabpanel"></div>
<p id="out"></p>
<script>
  const lists = { Open: ['Alpha'], Recent: ['Beta', 'Gamma'] };
  const panel = document.querySelector('[role=tabpanel]');
  const show = (name) => {
    document.querySelectorAll('[role=tab]').forEach((t) => t.setAttribute('aria-selected', String(t.textContent === name)));
    panel.replaceChildren(...lists[name].map((n) => {
      const a = document.createElement('a'); a.href = '#'; a.textContent = n;
      a.onclick = (e) => { e.preventDefault(); document.getElementById('out').textContent = 'Opened ' + n; };
      return a;
    }));
  };
  document.querySelectorAll('[role=tab]').forEach((t) => { t.onclick = () => show(t.textContent); });
  show('Open');
</script>`;
// tabs its stylesheet marks (Bootstrap 3's li.active > a), no ARIA state: "active" is the selected one
const NAV = `<!doctype html><meta charset="utf-8"><title>Tabs</title>
<style>.nav li { display: inline-block; list-style: none } .nav a { display: block; padding: 4px 8px }</style>
<ul class="nav nav-tabs"><li class="active"><a href="#home">Home</a></li><li><a href="#music">Music</a></li></ul>
<script>
  document.querySelectorAll('.nav a').forEach((a) => { a.onclick = (e) => { e.preventDefault();
    document.querySelectorAll('.nav li').forEach((li) => li.classList.toggle('active', li.contains(a))); }; });
</script>`;
const FEATURE = `Feature: A tab not shown yet
  Scenario: an item of a tab another tab hides
    Given I am on "/notes.html"
    When the user has opened "Beta" from the "Recent" tab
    Then I should see "Opened Beta"

  Scenario: the active tab, as its class says
    Given I am on "/nav.html"
    Then the "Home" tab should be active
    When I click the "Music" tab
    Then the "Music" tab should be active
    And the "Home" tab should not be active

  Scenario: an item that tab does not hold
    Given I am on "/notes.html"
    When I click "Alpha" in the "Recent" tab
`;

const project = useSiteProject({ 'site/notes.html': PAGE, 'site/nav.html': NAV, 'features/tabs.feature': FEATURE });

describe('an element in a tab that is not shown', () => {
  it('opens the tab first, and stays unsure of an item the tab does not hold', async () => {
    const compile = await project.compile('features', 'cache');
    expect(compile.stdout, compile.output).toMatch(/compiled When the user has opened "Beta" from the "Recent" tab/);
    expect(compile.stdout).toMatch(/unsure\s+When I click "Alpha" in the "Recent" tab/);
    expect(compile.stdout).toMatch(/compiled Then the "Home" tab should not be active/);
    const run = await project.run('features/tabs.feature', 'cache');
    expect(run.stdout, run.output).toMatch(/3 scenarios \(1 undefined, 2 passed\)/);
  }, 600_000);
});
