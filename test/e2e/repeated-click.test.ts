// A click said "twice" (issue 17): the step's effect shows after the last time, as MailDev's "Delete all
// emails" arms on the first click (only its icon's class changes) and deletes on the second. The times
// before the last are done without an effect of their own; the last must still show one, or the step is
// unsure. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Inbox</title>
<style>.icon { display: inline-block; width: 16px; height: 16px; background: #888; } .danger { background: red; }</style>
<a href="" id="delete" title="Delete all emails"><i class="icon trash"></i></a>
<button id="refresh">Refresh</button>
<ul id="mails"><li>Order confirmed</li><li>Weekly report</li></ul>
<script>
  let armed = false;
  document.getElementById('delete').addEventListener('click', (e) => {
    e.preventDefault();
    if (!armed) {
      armed = true; // the icon turns red; nothing a person reads changes
      document.querySelector('#delete i').className = 'icon trash danger';
      setTimeout(() => { armed = false; document.querySelector('#delete i').className = 'icon trash'; }, 2000);
      return;
    }
    document.getElementById('mails').replaceChildren();
  });
</script>`;
const FEATURE = `Feature: Twice
  Scenario: armed, then done
    Given I open "/inbox.html"
    When I click the "Delete all emails" link twice in quick succession
    Then I should not see "Order confirmed"

  Scenario: nothing happens either time
    Given I open "/inbox.html"
    When I click the "Refresh" button twice
`;

const project = useSiteProject({ 'site/inbox.html': PAGE, 'features/twice.feature': FEATURE });

describe('a click said twice', () => {
  it('looks for the effect after the last click only, and still wants one', async () => {
    const compile = await project.compile('features', 'cache');
    expect(compile.stdout, compile.output).toMatch(/compiled When I click the "Delete all emails" link twice/);
    expect(compile.stdout).toMatch(/unsure\s+When I click the "Refresh" button twice[^]*no visible effect/);
    const run = await project.run('features/twice.feature:2', 'cache');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
  }, 600_000);
});
