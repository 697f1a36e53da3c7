// Checks that something is not so (issue 17): Behat's "the "Username" field should not contain "root""
// (a named field's value), "I should (not) see the card "x"" (a part of that kind showing the words,
// there or gone) and "the dialog should no longer be visible" for a modal marked by its class only. A
// field the page does not have stays unsure, never passes; a value the field does hold is a possible
// defect. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Account</title>
<label for="user">Username</label> <input id="user" value="admin">
<div class="cards">
  <div class="card" data-tag="racing"><div class="card-title">Forza Horizon</div></div>
  <div class="card" data-tag="sports"><div class="card-title">FIFA 17</div></div>
</div>
<button id="sports">Sports only</button>
<a href="#details" id="open">Open details</a>
<div class="modal" id="details" style="display:none"><h3>Shipping details</h3><a href="#" id="close">Close</a></div>
<button id="prefs">Preferences</button>
<div role="dialog" aria-labelledby="prefs-title" id="prefs-dialog" hidden><h2 id="prefs-title">Preferences</h2>
  <button onclick="document.getElementById('prefs-dialog').hidden = true">Done</button></div>
<script>
  document.getElementById('sports').addEventListener('click', () => {
    for (const c of document.querySelectorAll('.card')) c.style.display = c.dataset.tag === 'sports' ? '' : 'none';
  });
  const modal = document.getElementById('details');
  document.getElementById('open').addEventListener('click', () => { modal.style.display = 'block'; });
  document.getElementById('close').addEventListener('click', () => { modal.style.display = 'none'; });
  document.getElementById('prefs').addEventListener('click', () => { document.getElementById('prefs-dialog').hidden = false; });
</script>`;

const FEATURE = `Feature: What is not there
  Scenario: a field's value and cards that go
    Given I am on "/account.html"
    Then the "Username" field should not contain "root"
    When I fill in "Username" with "root"
    Then the "Username" field should contain "root"
    And I should see the cards "Forza Horizon" and "FIFA 17"
    When I press "Sports only"
    Then I should not see the card "Forza Horizon"
    But I should see the card "FIFA 17"

  Scenario: a modal the page marks by its class only
    Given I am on "/account.html"
    When I click "Open details"
    Then I should see "Shipping details"
    When I click the "Close" link in the dialog
    Then the dialog should no longer be visible

  Scenario: a dialog never shown
    Given I am on "/account.html"
    Then the popup should no longer be shown

  Scenario: a value the field holds
    Given I am on "/account.html"
    Then the "Username" field should not contain "adm"

  Scenario: a field the page does not have
    Given I am on "/account.html"
    Then the "Nickname" field should not contain "root"

  Scenario: a dialog closed, named by its title
    Given I am on "/account.html"
    When I press "Preferences"
    Then I should see "Preferences" in the dialog
    When I press "Done"
    Then the "Preferences" dialog should be closed

  Scenario: a dialog of another title, never shown
    Given I am on "/account.html"
    When I press "Preferences"
    And I press "Done"
    Then the "Billing" dialog should be closed
`;

const project = useSiteProject({ 'site/account.html': PAGE, 'features/not.feature': FEATURE });

describe('checks that something is not so', () => {
  it('checks a named field does not hold a value and cards are gone, and is unsure of a field never there', async () => {
    const compile = await project.compile('features', 'cache');
    expect(compile.stdout, compile.output).toMatch(/compiled Then I should not see the card "Forza Horizon"/);
    expect(compile.stdout).toMatch(/defect\s+Then the "Username" field should not contain "adm"/);
    expect(compile.stdout).toMatch(/unsure\s+Then the "Nickname" field should not contain "root"/);
    expect(compile.stdout).toMatch(/compiled Then the dialog should no longer be visible/);
    expect(compile.stdout).toMatch(/unsure\s+Then the popup should no longer be shown/);
    const run = await project.run('features/not.feature:2', 'cache');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
    expect(run.stdout).toMatch(/8 steps \(8 passed\)/);
    const modal = await project.run('features/not.feature:12', 'cache');
    expect(modal.stdout, modal.output).toMatch(/1 scenario \(1 passed\)/);
    // "the "Preferences" dialog should be closed": the dialog that showed that title earlier is gone
    expect(compile.stdout).toMatch(/compiled Then the "Preferences" dialog should be closed/);
    expect(compile.stdout).toMatch(/unsure\s+Then the "Billing" dialog should be closed/);
    const titled = await project.run('features/not.feature:31', 'cache');
    expect(titled.stdout, titled.output).toMatch(/1 scenario \(1 passed\)/);
  }, 600_000);
});
