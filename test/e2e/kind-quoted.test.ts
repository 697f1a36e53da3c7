// A quote made only of words for a kind (Mink's `fill in "search box" with "…"`) where no element is named so:
// the step means the kind, as if said unquoted, so the one search box of the page is it, and replay types into
// it. Traps: with two search boxes the step stays unsure; a field whose name is a kind word ("Search") is
// still found by that name, not by its kind. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const ONE = `<!doctype html><meta charset="utf-8"><title>Garden</title>
<label>Email <input id="email"></label><aside><input type="search"></aside><p id="said"></p>
<script>document.querySelector('aside input').addEventListener('input', (e) => {
  document.getElementById('said').textContent = 'Looking for ' + e.target.value; });</script>`;
const TWO = `<!doctype html><meta charset="utf-8"><title>Two</title>
<header><input type="search"></header><aside><input type="search"></aside>`;
const NAMED = `<!doctype html><meta charset="utf-8"><title>Named</title>
<input aria-label="Title"><input aria-label="Search"><p id="said"></p>
<script>document.querySelector('[aria-label=Search]').addEventListener('input', (e) => {
  document.getElementById('said').textContent = 'Searching ' + e.target.value; });</script>`;
const FEATURE = `Feature: Kinds said in quotes
  Scenario: The one search box
    Given I am on "/one.html"
    When I fill in "search box" with "Tulips"
    Then I should see "Looking for Tulips"
    And the "Email" field should contain ""

  Scenario: A field named like a kind
    Given I am on "/named.html"
    When I fill in "Search" with "Roses"
    Then I should see "Searching Roses"
`;
const TRAP = `Feature: Two search boxes
  Scenario: Which one
    Given I am on "/two.html"
    When I fill in "search box" with "Tulips"
    Then I should see "Tulips"
`;

const project = useSiteProject({ 'site/one.html': ONE, 'site/two.html': TWO, 'site/named.html': NAMED,
  'features/kinds.feature': FEATURE, 'trap/two.feature': TRAP });

describe('a quote made of kind words', () => {
  it('is the one element of that kind when nothing is named so, and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/2 scenarios \(2 passed\)/);
  }, 600_000);

  it('stays unsure when the page has two of that kind', async () => {
    const compile = await project.compile('trap', 'c2');
    expect(compile.stdout, compile.output).toMatch(/unsure\s+When I fill in "search box" with "Tulips"/);
  }, 600_000);
});
