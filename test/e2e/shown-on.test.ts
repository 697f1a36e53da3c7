// "The alerts bell with the "3+" badge": an icon link known by the text it shows and what else the step
// calls it (its icon, its id), as admin templates draw a top bar of counters. Each text is checked with its
// words, so the binding is kept for that text only. Trap: "the alerts bell with the "7" badge", where the
// "7" is on the envelope, stays unsure (never the envelope). Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Dashboard</title>
<nav class="topbar">
  <a href="#" id="alertsDropdown" class="nav-link"><i class="fas fa-bell"></i><span class="badge">3+</span></a>
  <a href="#" id="messagesDropdown" class="nav-link"><i class="fas fa-envelope"></i><span class="badge">7</span></a>
</nav>
<p id="out"></p>
<script>
  for (const [id, text] of [['alertsDropdown', 'ALERTS CENTER'], ['messagesDropdown', 'MESSAGE CENTER']]) {
    document.getElementById(id).onclick = (e) => { e.preventDefault(); document.getElementById('out').textContent = text; };
  }
</script>`;
const FEATURE = `Feature: Counters in the top bar
  Scenario: The bell and the envelope
    Given the admin is on "/dash.html"
    When the admin clicks the alerts bell with the "3+" badge
    Then the admin sees "ALERTS CENTER"
    When the admin clicks the messages envelope with the "7" badge
    Then the admin sees "MESSAGE CENTER"

  Scenario: The bell again
    Given the admin is on "/dash.html"
    When the admin clicks the alerts bell with the "3+" badge
    Then the admin sees "ALERTS CENTER"
`;
const TRAP = `Feature: A badge on another icon
  Scenario: The seven is on the envelope
    Given the admin is on "/dash.html"
    When the admin clicks the alerts bell with the "3+" badge
    And the admin clicks the alerts bell with the "7" badge
`;

const project = useSiteProject({ 'site/dash.html': PAGE, 'features/bar.feature': FEATURE, 'trap/trap.feature': TRAP });

describe('an element told by a text it shows and what else it is called', () => {
  it('clicks the bell and the envelope by their badges, and replays green', async () => {
    const cache = 'c1';
    const compile = await project.compile('features', cache);
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', cache);
    expect(run.stdout, run.output).toMatch(/2 scenarios \(2 passed\)/);
  }, 600_000);

  it('stays unsure when the text is on another icon, even after the same sentence compiled for another text', async () => {
    const trap = await project.compile('trap', 'c2');
    expect(trap.code).toBe(1);
    expect(trap.stdout).toMatch(/compiled When the admin clicks the alerts bell with the "3\+" badge/);
    expect(trap.stdout).toMatch(/unsure\s+(?:When|And) the admin clicks the alerts bell with the "7" badge/);
  }, 600_000);
});
