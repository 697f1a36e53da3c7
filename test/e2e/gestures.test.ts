// The verbs beyond clicking and typing, compiled by the rule planner and replayed by cucumber-js:
// double and right click, HTML5 and pointer drag and drop, upload, focus, clear, expand/collapse,
// back and reload, closing a dialog, submitting a form. Each Then step checks the effect, so a
// wrong element or a gesture that did nothing fails. Real CLI, real Chromium.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory } from '../../demo/static-server.js';
import { removeDir, stepwright, tempDir, writeFiles } from '../support/cli.ts';

const PAGE = `<!doctype html><title>Gestures</title>
<p id="log"></p>
<script>const log = (s) => { document.getElementById('log').textContent += s + ';'; };</script>
<span class="cell" style="cursor:pointer" onclick="" ondblclick="log('opened title')">Title</span>
<span class="file" onclick="" oncontextmenu="log('menu for report'); return false">Report.pdf</span>
<div id="card" draggable="true" tabindex="0" ondragstart="event.dataTransfer.setData('text', 'card')">Card 1</div>
<div id="done" tabindex="0" ondragover="event.preventDefault()" ondrop="log('dropped ' + event.dataTransfer.getData('text'))">Done</div>
<label>Resume <input type="file" id="resume" onchange="log('uploaded ' + this.files[0].name)"></label>
<label>Email <input id="email" onfocus="log('focus email')"></label>
<label>Notes <input id="notes" value="old text"></label>
<details><summary>Shipping details</summary><p>Ships in 2 days</p></details>
<button aria-expanded="false" aria-controls="faq" onclick="const o = this.getAttribute('aria-expanded') === 'true'; this.setAttribute('aria-expanded', String(!o)); document.getElementById('faq').hidden = o">FAQ</button>
<div id="faq" hidden>Answers here</div>
<a href="second.html">Next page</a>
<button onclick="document.getElementById('dlg').showModal()">Open dialog</button>
<dialog id="dlg"><h2>Welcome</h2><p>Hello there</p><button onclick="this.closest('dialog').close(); log('closed')" aria-label="Close">×</button></dialog>
<form onsubmit="event.preventDefault(); log('sent ' + this.q.value)"><input name="q" aria-label="Query"><button type="submit">Send</button></form>`;

const FEATURE = `Feature: Gestures
  Scenario: every verb
    Given I open the page "/index.html"
    When I double-click the "Title" cell
    Then I should see "opened title"
    When I right-click "Report.pdf"
    Then I should see "menu for report"
    When I drag "Card 1" to "Done"
    Then I should see "dropped card"
    When I attach the file "files/cv.txt" to "Resume"
    Then I should see "uploaded cv.txt"
    When I focus the "Email" field
    Then I should see "focus email"
    When I clear the "Notes" field
    Then the "Notes" field should be empty
    When I expand the "Shipping details" section
    Then I should see "Ships in 2 days"
    When I expand "FAQ"
    Then I should see "Answers here"
    When I collapse "FAQ"
    Then I should not see "Answers here"
    When I click the "Open dialog" button
    And I close the dialog
    Then I should see "closed"
    When I type "tea" into the "Query" field
    And I submit the form
    Then I should see "sent tea"
    When I follow "Next page"
    Then I should see "Second page"
    When I go back
    Then I should see "Shipping details"
    When I reload the page
    Then I should not see "sent tea"
`;

let root = '';
let site: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  root = tempDir();
  writeFiles(root, { 'site/index.html': PAGE, 'site/second.html': '<!doctype html><title>Second</title><h1>Second page</h1>',
    'files/cv.txt': 'curriculum vitae', 'features/gestures.feature': FEATURE,
    'stepwright.config.json': JSON.stringify({ planner: 'rules', timeouts: { stepMs: 3_000 } }) });
  site = await serveDirectory(join(root, 'site'));
});
afterAll(async () => {
  await site?.close();
  removeDir(root);
});

describe('gestures', () => {
  it('compile by rules, and replay green', async () => {
    const compiled = await stepwright(['compile', '--base-url', site.url], { cwd: root });
    expect(compiled.output).toMatch(/31 steps, \d+ cached, \d+ compiled by rules\n/);
    expect(compiled.code).toBe(0);
    const run = await stepwright(['run', '--base-url', site.url], { cwd: root });
    expect(run.output).toContain('1 scenario (1 passed)');
    expect(run.code).toBe(0);
  });
});
