// The browser's own dialogs (confirm, alert): the click that opens one leaves it open (its effect is a
// dialog opened), "I accept the confirmation "…"" checks its words and clicks OK, "I cancel the popup"
// clicks Cancel, "I see in popup "…"" reads it; a confirm no step answers is dismissed when the next step
// reads the page or acts, as WebDriver would; compiled and replayed, one scenario leaving a dialog open for the next
// to start clean. "The user confirms the dialog" answers the browser's confirm when one is open. Traps:
// answering when no dialog is open fails, words the dialog does not say are a possible defect, never
// compiled, and confirming a page's own dialog never clicks its Cancel. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Items</title>
<ul id="items"><li>Old idea</li></ul>
<button type="button" id="del">Delete</button> <button type="button" id="info">Info</button>
<div role="dialog" aria-label="Archive"><p>Archive all items?</p><button>Cancel</button> <button>Archive</button></div>
<script>
  document.getElementById('del').onclick = () => {
    if (confirm('Do you wish to delete "Old idea"?')) document.getElementById('items').innerHTML = '';
  };
  document.getElementById('info').onclick = () => alert('Saved 3 items');
</script>`;
const FEATURE = `Feature: Browser dialogs
  Scenario: Accept
    Given I am on "/items.html"
    When I press "Delete"
    And I accept the confirmation 'Do you wish to delete "Old idea"?'
    Then I should not see "Old idea"

  Scenario: Confirming "the dialog", said plainly, when the browser's is open
    Given I am on "/items.html"
    When the user presses "Delete"
    And the user confirms the dialog
    Then the user does not see "Old idea"

  Scenario: Cancel
    Given I am on "/items.html"
    When I press "Delete"
    And I cancel the popup
    Then I should see "Old idea"

  Scenario: An alert left open
    Given I am on "/items.html"
    When I click "Info"
    Then I see in popup "Saved 3 items"

  Scenario: An alert answered
    Given I am on "/items.html"
    When I click "Info"
    And I accept the popup
    Then I should see "Old idea"

  Scenario: A confirm no step answers is dismissed, as WebDriver would
    Given I am on "/items.html"
    When I press "Delete"
    Then I should see "Old idea"

  Scenario: A confirm no step answers is dismissed by the next action, also at replay
    Given I am on "/items.html"
    When I press "Delete"
    And I press "Info"
    Then I see in popup "Saved 3 items"
`;
const TRAPS = `Feature: Nothing to answer
  Scenario: No dialog is open
    Given I am on "/items.html"
    When I accept the confirmation

  Scenario: Other words
    Given I am on "/items.html"
    When I press "Delete"
    And I accept the confirmation "Delete everything?"

  Scenario: A page's dialog is not confirmed by its Cancel
    Given I am on "/items.html"
    When I confirm the dialog
    Then I should see "Old idea"
`;

const project = useSiteProject({ 'site/items.html': PAGE, 'features/dialogs.feature': FEATURE, 'traps/traps.feature': TRAPS });

describe("the browser's own dialogs", () => {
  it('answers a confirm and an alert as the steps say, and replays green', async () => {
    const cache = 'c1';
    const compile = await project.compile('features', cache);
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', cache);
    expect(run.stdout, run.output).toMatch(/7 scenarios \(7 passed\)/);
  }, 600_000);

  it('fails an answer with no dialog open, and reports words the dialog does not say', async () => {
    const traps = await project.compile('traps', 'c2');
    expect(traps.code).toBe(1);
    expect(traps.stdout).toMatch(/failed\s+When I accept the confirmation [0-9][^]*No browser dialog/);
    expect(traps.stdout).toMatch(/defect\s+(?:When|And) I accept the confirmation "Delete everything\?"/);
    expect(traps.stdout).toMatch(/unsure\s+When I confirm the dialog/);
  }, 600_000);
});
