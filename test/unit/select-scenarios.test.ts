import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFeatures } from '../../src/gherkin/load-features.ts';
import { scenarioSelector } from '../../src/gherkin/select.ts';

const FEATURE = `Feature: F
  Background:
    Given I open "/"

  Scenario: one
    When I click "A"

  Scenario Outline: two
    When I click "<x>"
    Examples:
      | x |
      | B |
      | C |
`;

describe('feature:line selects the scenarios that line belongs to', () => {
  const root = mkdtempSync(join(tmpdir(), 'sw-select-'));
  writeFileSync(join(root, 'f.feature'), FEATURE);
  const scenarios = loadFeatures([join(root, 'f.feature')], root).features[0]!.scenarios;
  const pick = (...paths: string[]) => scenarios.filter(scenarioSelector(paths, root, root)).map((s) => s.pickle.name + (s.location.split(':')[1] ?? ''));

  it('a scenario line, a step line, an Examples row, the outline line, a Background step', () => {
    expect(pick('f.feature:5')).toEqual(['one5']);
    expect(pick('f.feature:6')).toEqual(['one5']);
    expect(pick('f.feature:13')).toEqual(['two13']);
    expect(pick('f.feature:8')).toEqual(['two12', 'two13']);
    expect(pick('f.feature:3')).toEqual(['one5', 'two12', 'two13']);
  });

  it('a path without a line selects everything in it; no match selects nothing', () => {
    expect(pick('f.feature')).toHaveLength(3);
    expect(pick('f.feature:1')).toEqual([]);
  });
});
