import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFeatures } from '../../src/gherkin/load-features.ts';

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sw-features-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const FULL = `@shop
Feature: Shop
  Background:
    Given I open "/login"

  Rule: signed in users
    Scenario Outline: search <term>
      When I type "<term>" into "Search"
      Then I should see <count> products
      Examples:
        | term  | count |
        | tea   | 10    |
        | green | 3     |

  Scenario: form
    When I fill in the form:
      | Name | Ada |
    And I enter the following notes:
      """
      Leave at the door
      """
    Then I should see "Thanks"
`;

describe('loadFeatures', () => {
  it('expands Background, Rule, Outline rows, data tables and doc strings into pickles', () => {
    const root = project({ 'shop.feature': FULL });
    const { features, errors } = loadFeatures(['.'], root);
    expect(errors).toEqual([]);
    const scenarios = features[0]!.scenarios;
    expect(scenarios.map((s) => s.pickle.name)).toEqual(['search tea', 'search green', 'form']);
    expect(scenarios[0]!.steps.map((s) => `${s.keyword} ${s.step.text}`)).toEqual([
      'Given I open "/login"', 'When I type "tea" into "Search"', 'Then I should see 10 products']);
    expect(scenarios[1]!.location).toBe('shop.feature:13');
    expect(scenarios[0]!.steps[1]!.writtenText).toBe('I type "<term>" into "Search"');
    expect(scenarios[0]!.steps[1]!.location).toBe('shop.feature:8');
    const form = scenarios[2]!.steps;
    expect(form[1]!.step.argument?.dataTable?.rows[0]!.cells.map((c) => c.value)).toEqual(['Name', 'Ada']);
    expect(form[2]!.step.argument?.docString?.content).toBe('Leave at the door');
    expect(form[2]!.keyword).toBe('When');
    expect(scenarios[0]!.pickle.tags.map((t) => t.name)).toEqual(['@shop']);
  });

  it('reports a malformed file with file:line and still loads the others', () => {
    const root = project({
      'a-good.feature': 'Feature: ok\n  Scenario: s\n    Given I open "/"\n',
      'b-bad.feature': 'Feature: broken\n  Scenario: s\n    Given I open "/"\n    | a | b |\n    | c |\n',
    });
    const { features, errors } = loadFeatures(['.'], root);
    expect(features.map((f) => f.path)).toEqual(['a-good.feature']);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^b-bad\.feature:5: /);
  });

  it('refuses a scenario whose sentences lack Given/When/Then, read by Gherkin as its description', () => {
    const root = project({
      'a-keywords.feature': 'Feature: ok\n  Scenario: s\n    A scenario may say why.\n    Given I open "/"\n',
      'b-none.feature': 'Feature: no keywords\n  Scenario: open it\n    Open the page "/".\n    "Inbox" should be displayed.\n',
    });
    const { features, errors } = loadFeatures(['.'], root);
    expect(features.map((f) => f.path)).toEqual(['a-keywords.feature']);
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(
      /^b-none\.feature:2: scenario "open it" has no steps: "Open the page "\/"\." has no Given\/When\/Then/)]);
  });

  it('says which path does not exist', () => {
    expect(() => loadFeatures(['nope.feature'], tmpdir())).toThrow(/nope\.feature: no such file/);
  });
});
