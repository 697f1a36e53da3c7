// Opening steps as testers write them (issue 17, the seventh blind split): a scenario that cannot open its page
// stops at its first step. "the shop is open at "/"" (the app by its own noun), "I am on the shop front page
// "/index.html"" (a page's name, then its place), "I am on the register page" for a page served as a file
// (/register.html, its title agreeing), CodeceptJS's `I wait for text "x", 10` (the seconds are a timeout) and
// Mink's `the url should match "/#terms$/"` (a pattern between slashes, matched as one). Trap: a page nobody
// made stays unsure. "I should be on the shop front page" checks the title as it is written. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const INDEX = `<!doctype html><meta charset="utf-8"><title>Shop front</title><h1>Welcome to the shop</h1>
<a href="#terms">Terms</a><p id="later"></p>
<script>setTimeout(() => { document.getElementById('later').textContent = 'Offers loaded'; }, 400);</script>`;
const REGISTER = `<!doctype html><meta charset="utf-8"><title>Shop - Register</title><h1>Create an account</h1>`;
const FEATURE = `Feature: Opening pages
  Scenario: The app by its own noun, then a pattern for the address
    Given the shop is open at "/"
    Then I should be on the shop front page
    And I wait for text "Offers loaded", 10
    When I follow "Terms"
    Then the url should match "/#terms$/"

  Scenario: A page's name, then its place
    Given I am on the shop front page "/index.html"
    Then I should see "Welcome to the shop"

  Scenario: A page served as a file, by its name
    Given I am on the register page
    Then I should see "Create an account"
`;
const TRAPS = `Feature: Not there
  Scenario: A page nobody made
    Given I am on the billing page
`;

const project = useSiteProject({ 'site/index.html': INDEX, 'site/register.html': REGISTER,
  'features/open.feature': FEATURE, 'traps/traps.feature': TRAPS });

describe('opening steps', () => {
  it('opens the page each form names, and is unsure of a page nobody made', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/compiled Then the url should match "\/#terms\$\/"/);
    expect(compile.stdout).toMatch(/compiled Given I am on the register page/);
    // a page named in lower-case words is checked by its title as the title writes it ("Shop front")
    expect(compile.stdout).toMatch(/compiled Then I should be on the shop front page/);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/3 scenarios \(3 passed\)/);

    const traps = await project.compile('traps', 'c2');
    expect(traps.stdout, traps.output).toMatch(/unsure\s+Given I am on the billing page/);
  }, 600_000);
});
