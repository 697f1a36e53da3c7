// ""(+4)" should be displayed next to "MailDev"": a counter that is no control, only words beside a brand
// link, is checked in what shows around that text (the first container up from it that shows more), at
// compile and at replay; once the counter is gone the scenario's "should not be displayed" holds. Trap:
// the same counter "next to" a link elsewhere on the page is not beside it, so the step stays unsure. A message
// under a field (its label or placeholder names it) is read in the field's own block; under another field it is
// not. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Inbox</title>
<div class="sidebar-header"><div class="brand-container">
  <a class="brand" href="#/"><span class="brand-text">MailDev</span></a>
  <span class="brand-unread" title="Total emails count (+ unread emails count)">4 (+4)</span>
</div></div>
<button type="button" id="read" title="Mark all emails as read">✓✓</button>
<ul><li><a href="#settings">Settings</a></li><li>Order #1042 confirmed</li></ul>
<form onsubmit="event.preventDefault(); document.getElementById('err').hidden = false;">
  <div><label for="email">Email</label> <input id="email"><div id="err" hidden><small>Email is required</small></div></div>
  <div><label for="name">Name</label> <input id="name"></div>
  <div><input type="search" placeholder="Search"><p><em>Title matches:</em></p></div>
  <button>Send</button></form>
<script>
  document.getElementById('read').onclick = () => { document.querySelector('.brand-unread').textContent = '4'; };
</script>`;
const FEATURE = `Feature: Unread counter
  Scenario: Mark every email as read.
    * Open the page "/inbox.html".
    * "(+4)" should be displayed next to "MailDev".
    * Click on the "Mark all emails as read" button.
    * "(+4)" should not be displayed.

  Scenario: A message under a field.
    * Open the page "/inbox.html".
    * Click on the "Send" button.
    * "Email is required" should be displayed under the "Email" field.
    * "Title matches:" should be shown below the search box.
    * the "Email" field should have the error "Email is required".
`;
const TRAP = `Feature: Not beside it
  Scenario: The counter is not next to the settings link.
    * Open the page "/inbox.html".
    * "(+4)" should be displayed next to "Settings".

  Scenario: The message is not under the name field.
    * Open the page "/inbox.html".
    * Click on the "Send" button.
    * "Email is required" should be displayed under the Name field.
`;

const project = useSiteProject({ 'site/inbox.html': PAGE, 'features/counter.feature': FEATURE, 'trap/trap.feature': TRAP });

describe('words shown beside a text', () => {
  it('checks the counter beside the brand, and replays green', async () => {
    const cache = 'c1';
    const compile = await project.compile('features', cache);
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', cache);
    expect(run.stdout, run.output).toMatch(/2 scenarios \(2 passed\)/);
  }, 600_000);

  it('stays unsure when the words are not beside the text the step names', async () => {
    const trap = await project.compile('trap', 'c2');
    expect(trap.code).toBe(1);
    expect(trap.stdout).toMatch(/unsure\s+\S+ "\(\+4\)" should be displayed next to "Settings"/);
    expect(trap.stdout).toMatch(/unsure\s+\S+ "Email is required" should be displayed under the Name field/);
    expect(trap.stdout).not.toMatch(/defect/);
  }, 600_000);
});
