// Generated step files read like a team's own: each step sits in the file of what it does
// (navigation, forms, interaction, checks) and its parameters are named from its own words.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_FORMAT, type StepAction, type StepRecord } from '../../src/cache/schema.ts';
import { CacheStore } from '../../src/cache/store.ts';
import { renderStepsFile } from '../../src/codegen/generate.ts';
import { stepGroup } from '../../src/codegen/group.ts';
import { camelCase, uniqueNames, words } from '../../src/codegen/identifier.ts';
import { parameterNames } from '../../src/codegen/param-names.ts';
import type { Target } from '../../src/locators/target.ts';
import { REPO } from '../support/cli.ts';

const { records } = new CacheStore(join(REPO, 'step-cache')).load();
const committed = (expression: string): StepRecord => {
  const r = [...records.values()].find((x) => x.expression === expression);
  if (!r) throw new Error(`no committed record for ${expression}`);
  return r;
};

const target = (role: string, name: string, extra: Partial<Target> = {}): Target => ({
  description: `${role} "${name}"`, strategies: [{ by: 'role', role, value: name }], fingerprint: { tag: 'input', role, name }, ...extra,
});
const rec = (expression: string, actions: StepAction[], more: Partial<StepRecord> = {}): StepRecord => ({
  format: CACHE_FORMAT, keyword: 'When', expression, feature: 'features/x.feature', argument: 'none',
  parameterTypes: [...expression.matchAll(/\{(\w*)\}/g)].map((m) => m[1] || 'string'),
  bindings: [{ args: null, actions, provenance: { source: 'features/x.feature:1', planner: 'rules', durationMs: 1, compiledAt: '2020-01-01T00:00:00Z' } }],
  ...more,
});

describe('parameter names from the step and its bindings', () => {
  it.each([
    ['I type {string} into the {string} field', ['text', 'fieldName']],
    ['I fill in {string} with {string}', ['fieldName', 'text']],
    ['I enter {string} as username and {string} as password', ['username', 'password']],
    ['I select {string} from the {string} dropdown', ['option', 'dropdownName']],
    ['I choose the {string} radio button', ['radioButtonName']],
    ['I click the {string} tab and click the {string} button', ['tabName', 'buttonName']],
    ['I hover over {string}', ['buttonName']],
    ['I should see {int} products', ['count']],
    ['I should see {string}', ['text']],
    ['I go to {string}', ['url']],
    ['the {string} field should contain {string}', ['fieldName', 'value']],
    ['the title should contain {string}', ['title']],
    // bindings disagree on the kind of element (a switch for "Wi-Fi", a button otherwise)
    ['I tap {string}', ['elementName']],
  ])('%s → %j', (expression, names) => {
    expect(parameterNames(committed(expression))).toEqual(names);
  });

  it('a value typed into a fixed field is named after the field, a templated element after its noun', () => {
    const r = rec('I sign up as {string} on the {string} form', [
      { do: 'type', target: target('textbox', 'Customer e-mail'), value: { param: 0 } },
      { do: 'click', target: target('button', 'Submit', { scope: { relation: 'in', anchor: { kind: 'form', text: '{{1}}' } } }) },
    ]);
    expect(parameterNames(r)).toEqual(['customerEMail', 'formName']);
  });

  it('the noun before the parameter counts after "the": "the link named {string}"', () => {
    expect(parameterNames(rec('I follow the link named {string}', [{ do: 'click', target: target('link', '{{0}}') }]))).toEqual(['linkName']);
  });

  it('reserved words and the template\'s own names are never parameter names; repeats are numbered', () => {
    const r = rec('I set {string} and {string} and {string}', [
      { do: 'type', target: target('textbox', 'Default'), value: { param: 0 } },
      { do: 'type', target: target('textbox', 'Record'), value: { param: 1 } },
      { do: 'type', target: target('textbox', 'Default'), value: { param: 2 } },
    ]);
    expect(parameterNames(r)).toEqual(['defaultValue1', 'recordValue', 'defaultValue2']);
    expect(camelCase(words('2 for class'))).toBe('forClass');
    expect(camelCase(words('class'))).toBe('classValue');
    expect(camelCase(words('Ünïcode naïve'))).toBe('unicodeNaive');
    expect(camelCase(words('42'))).toBeUndefined();
    expect(uniqueNames(['text', 'text1', 'text'])).toEqual(['text2', 'text1', 'text3']);
  });

  it('text1… (number1… for numbers) only when nothing says what a parameter is', () => {
    const r = rec('I wait {int} seconds for {string}', [{ do: 'history', go: 'reload' }]);
    expect(parameterNames(r)).toEqual(['number1', 'text2']);
  });

  it('every name of every committed step is a valid identifier, unique within its step', () => {
    for (const r of records.values()) {
      const names = parameterNames(r);
      expect(new Set(names).size).toBe(names.length);
      for (const n of names) expect(n).toMatch(/^[a-z][A-Za-z0-9]*$/);
    }
  });
});

describe('step groups from what a step does', () => {
  it.each([
    ['I go to {string}', 'navigation'], ['I go back', 'navigation'], ['I scroll down', 'navigation'],
    ['I type {string} into the {string} field and press Enter', 'forms'], ['I fill in the form:', 'forms'],
    ['I turn on the {string} switch', 'forms'], ['I click the {string} link', 'interaction'],
    ['I hover over {string}', 'interaction'], ['I should see {int} products', 'checks'],
    ['I wait for {string} to appear', 'checks'], ['the {string} switch should be on', 'checks'],
  ])('%s → %s', (expression, group) => {
    expect(stepGroup(committed(expression))).toBe(group);
  });

  it('an overlay dismissal heal added does not move a check out of checks', () => {
    const r = rec('I should see {string}', [
      { do: 'dismissIf', target: target('button', 'Accept'), overlay: 'cookie banner' },
      { do: 'assert', expect: { check: 'text', text: { param: 0 }, negate: false } },
    ]);
    expect(stepGroup(r)).toBe('checks');
  });
});

describe('the comment above each step', () => {
  it('says what arguments a binding serves in words, never "for []"', () => {
    const code = renderStepsFile('forms', [committed('I fill in the form:'), committed('I enter the following notes:')]);
    expect(code).not.toContain('for []');
    expect(code).toContain(' * for any data table (rules, features/orders.feature:12):');
    expect(code).toContain(' * for any doc string (rules, features/orders.feature:20):');
    const nav = renderStepsFile('navigation', [committed('I go back')]);
    expect(nav).toMatch(/ \* with no arguments \(rules, features\/android\/catalogue\.feature:\d+\):\n \* {3}1\. go back/);
    const tap = renderStepsFile('interaction', [committed('I tap {string}')]);
    expect(tap).toContain(' * for "Wi-Fi" (rules, ');
    expect(tap).toContain('When("I tap {string}", async function (elementName) {');
  });
});
