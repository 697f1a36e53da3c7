// Selecting from a button that drops a list down (an editor's "Paragraph Format" combo, a Bootstrap
// dropdown): no native select to set, so compile clicks the button, then plans the option on the list it
// opened. The button is known by its tooltip (its shown name is its value, which changes), and "I should
// see "…" in the "Paragraph Format" combo" reads the value it shows. Trap: an option the opened list does
// not hold stays unsure. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Format</title>
<style>[role=listbox][hidden] { display: none; } a { border: 1px solid #888; padding: 2px 8px; }</style>
<p>Toolbar:
  <a href="#" role="button" id="fmt" title="Paragraph Format" aria-haspopup="listbox" aria-expanded="false"><span
    id="fmt-text">Normal</span> ▾</a>
  <a href="#" role="button" id="sty" title="Styles" aria-haspopup="listbox" aria-expanded="false">Styles ▾</a>
</p>
<ul role="listbox" id="fmt-list" hidden>
  <li role="option">Normal</li><li role="option">Heading 1</li><li role="option">Heading 2</li>
</ul>
<ul role="listbox" id="sty-list" hidden><li role="option">Marker</li><li role="option">Big</li></ul>
<p id="status">The paragraph is Normal</p>
<script>
  for (const [button, list] of [['fmt', 'fmt-list'], ['sty', 'sty-list']]) {
    const b = document.getElementById(button), l = document.getElementById(list);
    b.onclick = (e) => {
      e.preventDefault();
      setTimeout(() => { l.hidden = !l.hidden; b.setAttribute('aria-expanded', String(!l.hidden)); }, 150);
    };
    for (const o of l.querySelectorAll('[role=option]')) o.onclick = () => {
      l.hidden = true;
      b.setAttribute('aria-expanded', 'false');
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
`;
const TRAPS = `Feature: Not in that list
  Scenario: An option the list does not hold
    Given I open "/format.html"
    When I select "Heading 3" from the "Paragraph Format" menu
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
    const run = await project.run('format', 'c1');
    expect(run.stdout, run.output).toMatch(/2 scenarios \(2 passed\)/);

    const traps = await project.compile('traps', 'c2');
    expect(traps.stdout, traps.output).toMatch(/unsure\s+When I select "Heading 3" from the "Paragraph Format" menu/);
    expect(traps.stdout).not.toMatch(/defect/i);
  }, 600_000);
});
