// "The alerts bell with the "3+" badge": an icon link known by the text it shows and what else the step
// calls it (its icon, its id), as admin templates draw a top bar of counters. Each text is checked with its
// words, so the binding is kept for that text only. Trap: "the alerts bell with the "7" badge", where the
// "7" is on the envelope, stays unsure (never the envelope). Real CLI, real Chromium.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory } from '../../demo/static-server.js';
import { removeDir, stepwright, tempDir, writeFiles } from '../support/cli.ts';

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

let root = '';
let site: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  root = tempDir();
  writeFiles(root, { 'site/dash.html': PAGE, 'features/bar.feature': FEATURE, 'trap/trap.feature': TRAP,
    'stepwright.config.json': JSON.stringify({ planner: 'rules', timeouts: { stepMs: 1_500 } }) });
  site = await serveDirectory(join(root, 'site'));
});
afterAll(async () => {
  await site?.close();
  removeDir(root);
});

describe('an element told by a text it shows and what else it is called', () => {
  it('clicks the bell and the envelope by their badges, and replays green', async () => {
    const cache = join(root, 'c1');
    const compile = await stepwright(['compile', '--base-url', site.url, '--cache-dir', cache, 'features'], { cwd: root });
    expect(compile.code, compile.output).toBe(0);
    const run = await stepwright(['run', '--base-url', site.url, '--cache-dir', cache, 'features'], { cwd: root });
    expect(run.stdout, run.output).toMatch(/2 scenarios \(2 passed\)/);
  }, 240_000);

  it('stays unsure when the text is on another icon, even after the same sentence compiled for another text', async () => {
    const trap = await stepwright(['compile', '--base-url', site.url, '--cache-dir', join(root, 'c2'), 'trap'], { cwd: root });
    expect(trap.code).toBe(1);
    expect(trap.stdout).toMatch(/compiled When the admin clicks the alerts bell with the "3\+" badge/);
    expect(trap.stdout).toMatch(/unsure\s+(?:When|And) the admin clicks the alerts bell with the "7" badge/);
  }, 240_000);
});
