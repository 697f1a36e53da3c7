// Look-alikes a step's words fit equally (a docs page's example forms, each its own "Name" and "Message"):
// the one on the screen is the one a person names, and the next field is the one beside the field the step
// before typed into, each placed by its position so replay finds that very one; with none on the screen yet, the
// first one scrolling down comes to. Traps: with two on the screen the step stays unsure, and a check on the one
// on the screen that fails is unsure, never a possible defect.
// Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const form = (n: number) => `<form class="example" onsubmit="return false" data-n="${n}">
  <label for="name-${n}">Name</label> <input id="name-${n}" type="text">
  <div style="height: 700px"></div>
  <label for="message-${n}">Message</label> <textarea id="message-${n}"></textarea></form>`;
const PAGE = (top: number) => `<!doctype html><meta charset="utf-8"><title>Examples</title>
<div style="height: ${top}px"></div>${form(1)}<div style="height: 2000px"></div>${form(2)}
<div style="height: 2000px"></div>${form(3)}<p id="said"></p>
<script>document.addEventListener('input', (e) => {
  const f = e.target.form; document.getElementById('said').textContent = 'Example ' + f.dataset.n + ': ' +
    f.querySelector('input').value + ' / ' + f.querySelector('textarea').value; });</script>`;
const FEATURE = `Feature: Example forms
  Scenario: The example on the screen
    Given I open "/examples.html"
    When I type "Ada" into the "Name" field
    And I type "Hello" into the "Message" box
    Then I should see "Example 1: Ada / Hello"
    And the "Name" field should contain "Ada"
`;
const BELOW = `Feature: None on the screen yet
  Scenario: Below the fold
    Given I open "/below.html"
    When I type "Ada" into the "Name" field
    Then I should see "Example 1: Ada / "
`;
const TRAPS = `Feature: Several on the screen
  Scenario: Two in view
    Given I open "/side-by-side.html"
    When I type "Ada" into the "Name" field

  Scenario: A check on the one on the screen that fails
    Given I open "/examples.html"
    Then the "Name" field should contain "Zed"
`;

// two example forms side by side, both on the screen
const SIDE = PAGE(100).replace(/<div style="height: 2000px"><\/div>/g, '').replace(/height: 700px/g, 'height: 20px');
const project = useSiteProject({ 'site/examples.html': PAGE(100), 'site/below.html': PAGE(1500),
  'site/side-by-side.html': SIDE, 'features/examples.feature': FEATURE, 'below/below.feature': BELOW,
  'traps/traps.feature': TRAPS });

describe('look-alikes told apart by what a person sees', () => {
  it('takes the one on the screen, then the one beside the field typed into, and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
    // none on the screen yet, all further down: the first one scrolling down comes to
    const below = await project.compile('below', 'c3');
    expect(below.code, below.output).toBe(0);
  }, 600_000);

  it('stays unsure when several of them are on the screen, or a check on the one on it fails', async () => {
    const traps = await project.compile('traps', 'c2');
    expect(traps.stdout, traps.output).toMatch(/unsure +When I type "Ada" into the "Name" field/);
    // taken as the one on the screen: which one the step meant is in doubt, so no possible defect
    expect(traps.stdout).toMatch(/unsure +Then the "Name" field should contain "Zed"/);
  }, 600_000);
});
