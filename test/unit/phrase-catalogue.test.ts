// The phrase catalogue is the documentation of the rule planner: every example must be understood,
// every grammar rule that accepts steps must have an example, and the README must show the current
// catalogue (regenerate it with `npm run docs:phrases`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { phrases } from '../../src/cli/phrases.ts';
import { CATALOGUE, catalogueLines, catalogueMarkdown } from '../../src/planners/rules/catalogue.ts';
import { RULES } from '../../src/planners/rules/phrases.ts';

// rules that only refuse, or that other examples already reach through a clause of their own
const NOT_SHOWN = new Set(['fixedWait', 'keyCombo', 'otherGesture', 'thereAreCount', 'countIs', 'scrollDirection',
  'scrollIntoView', 'dropOn', 'clickInto', 'selectAs']);

describe('the phrase catalogue', () => {
  it('parses every example', () => {
    const bad = catalogueLines().flatMap((g) => g.rows).filter((r) => r.means.startsWith('(not understood'));
    expect(bad).toEqual([]);
  });

  it('shows every rule that compiles steps', () => {
    const shown = new Set(CATALOGUE.flatMap((g) => g.forms.map((f) => f.rule)));
    const missing = Object.keys(RULES).filter((r) => !shown.has(r as never) && !NOT_SHOWN.has(r));
    expect(missing).toEqual([]);
  });

  it('is what the README shows', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(catalogueMarkdown().trim());
  });

  it('explains a sentence it does not understand, and exits 1', () => {
    const lines: string[] = [];
    expect(phrases(['When I buy the cheapest tea'], false, (l) => lines.push(l))).toBe(1);
    expect(lines.join('\n')).toMatch(/not for the rule planner: no rule matches "I buy the cheapest tea"/);
    lines.length = 0;
    expect(phrases(['Then the checkbox next to "Buy milk" should be checked'], false, (l) => lines.push(l))).toBe(0);
    expect(lines.join('\n')).toContain('checkbox near "Buy milk" is checked');
  });
});
