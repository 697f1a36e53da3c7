// Places a reader describes rather than names, on a docs page of our own: the small arrow button in front of a
// table-of-contents entry, in a tab of the sidebar that is not open yet (the arrow's icon is its button's, not
// the link's around it); a field nothing labels but the line of text just before its wrappers; the one menu
// bar on top of the page; a link in the text of a card named by its heading. Traps: a bottom menu bar the page
// does not have, and an arrow in front of a text nobody shows, stay unsure. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const ARROW = '<svg class="app-image-right-arrow" viewBox="0 0 8 8" width="10" height="10"><path d="M1 1 7 4 1 7z"/></svg>';
const ENTRY = (name: string): string => `<li><a href="#${name}" onclick="say('Opened ${name}'); return false">
  <button type="button" class="plain" onclick="event.stopPropagation(); event.preventDefault();
  this.closest('li').querySelector('ul').hidden = false">${ARROW}</button><span>${name}</span></a>
  <ul hidden><li>Sub ${name === 'Reports' ? 'A' : 'B'}</li></ul></li>`;
const CARD = (name: string): string => `<div class="card"><h3>${name}</h3><p>Read about
  <a href="#" onclick="say('Pricing from ${name}'); return false">pricing</a> here.</p></div>`;
const PAGE = `<!doctype html><meta charset="utf-8"><title>Docs</title>
<style>.plain{border:0;background:none;padding:0} .side{position:absolute;right:0;top:300px;width:300px}</style>
<script>function say(t) { document.getElementById('said').textContent = t; }
function tab(name) { for (const b of document.querySelectorAll('[role=tab]')) {
  const on = b.textContent === name; b.setAttribute('aria-selected', String(on));
  document.getElementById(b.getAttribute('aria-controls')).hidden = !on; } }</script>
<nav class="app-menubar"><a href="#" onclick="say('Archive opened'); return false">Archive</a>
  <a href="#" onclick="say('Home opened'); return false">Home</a></nav>
<p id="said">Nothing yet</p>
<main>${CARD('Plans')}${CARD('Welcome')}
  <p>Search via a <a href="#filters">filter expression</a></p>
  <p><span class="keys"><span><input type="search" oninput="say('Results for ' + this.value)"></span></span></p></main>
<aside class="side"><div role="tablist"><button role="tab" aria-selected="false" aria-controls="p1"
  onclick="tab('Contents')">Contents</button><button role="tab" aria-selected="true" aria-controls="p2"
  onclick="tab('Open')">Open</button></div>
  <div id="p1" role="tabpanel" hidden><ol>${ENTRY('Welcome')}${ENTRY('Reports')}</ol></div>
  <div id="p2" role="tabpanel"><p>Plans</p></div></aside>`;
const FEATURE = `Feature: Reading the docs
  Scenario: The arrow in front of an entry in a tab not open yet
    Given I am on "/docs.html"
    When I click the small arrow in front of "Reports" in the "Contents" tab of the sidebar
    Then I should see "Sub A"
    And I should not see "Sub B"
    And I should see "Nothing yet"

  Scenario: A field known by the line before it
    Given I am on "/docs.html"
    When I fill in "Search via a filter expression" with "[tag[x]]"
    Then I should see "Results for [tag[x]]"

  Scenario: The menu bar on top, and a link in a card's text
    Given I am on "/docs.html"
    When I click "Archive" in the top menu bar
    Then I should see "Archive opened"
    When I click the link "pricing" in the text of the Welcome card
    Then I should see "Pricing from Welcome"
`;
const TRAPS = `Feature: Not there
  Scenario: A bottom menu bar
    Given I am on "/docs.html"
    When I click "Archive" in the bottom menu bar

  Scenario: An arrow in front of nothing shown
    Given I am on "/docs.html"
    When I click the small arrow in front of "Invoices" in the "Contents" tab of the sidebar
`;

const project = useSiteProject({ 'site/docs.html': PAGE, 'features/docs.feature': FEATURE,
  'traps/traps.feature': TRAPS });

describe('places a reader describes', () => {
  it('finds the arrow, the field, the top bar and the card text, and stays unsure where they are not', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/compiled +When I click the small arrow in front of "Reports"/);
    expect(compile.stdout).toMatch(/compiled +When I fill in "Search via a filter expression"/);
    expect(compile.stdout).toMatch(/compiled +When I click "Archive" in the top menu bar/);
    expect(compile.stdout).toMatch(/compiled +When I click the link "pricing" in the text of the Welcome card/);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/3 scenarios \(3 passed\)/);

    const traps = await project.compile('traps', 'c2');
    expect(traps.stdout, traps.output).toMatch(/unsure\s+When I click "Archive" in the bottom menu bar/);
    expect(traps.stdout).toMatch(/unsure\s+When I click the small arrow in front of "Invoices"/);
    expect(traps.stdout).not.toMatch(/defect/i);
  }, 600_000);
});
