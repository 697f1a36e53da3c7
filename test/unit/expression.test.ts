import { describe, expect, it } from 'vitest';
import { expressionFor, matchArguments } from '../../src/gherkin/expression.ts';

describe('expressionFor', () => {
  it.each([
    ['I type "alice" into the "Username" field', 'I type {string} into the {string} field', ['alice', 'Username']],
    ['I should see 10 products', 'I should see {int} products', ['10']],
    ['the price is 3.50 (incl. tax)', 'the price is {float} \\(incl. tax\\)', ['3.50']],
    ["I click 'Next'", 'I click {string}', ['Next']],
    ['I enter "${DEMO_PASSWORD}" as password', 'I enter {string} as password', ['${DEMO_PASSWORD}']],
    ['I open the h1 page/section', 'I open the h1 page\\/section', []],
    // a quote escaped inside a quoted text is part of it, as cucumber's {string} passes it
    ['I should see "Missing \\"Porto\\"" and "b"', 'I should see {string} and {string}', ['Missing "Porto"', 'b']],
    // an apostrophe inside a word opens no single-quoted text (the tenth blind split: an ambiguous step once)
    ["I don't see \"Draft of 'New Tiddler'\"", "I don't see {string}", ["Draft of 'New Tiddler'"]],
    ["the user's name is 'Ada'", "the user's name is {string}", ['Ada']],
  ])('%s → %s', (text, expression, values) => {
    const e = expressionFor(text);
    expect(e.expression).toBe(expression);
    expect(e.parameters.map((p) => p.value)).toEqual(values);
    // cucumber itself must match the text with the same arguments
    expect(matchArguments(e.expression, text)).toEqual(values);
  });

  it('records where each parameter starts, for mapping planner values to parameters', () => {
    const text = 'I enter "a" as username and "b" as password';
    const e = expressionFor(text);
    expect(e.parameters.map((p) => text[p.at])).toEqual(['"', '"']);
    expect(e.parameters.map((p) => p.at)).toEqual([text.indexOf('"a"'), text.indexOf('"b"')]);
  });
});
