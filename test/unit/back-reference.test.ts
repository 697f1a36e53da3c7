// Words that point back ("below it", "that select", "there") read as what the scenario named last, from
// the step's own earlier clauses and the steps before it; nothing named, or nowhere to point, stays unsure.
import { describe, expect, it } from 'vitest';
import type { PlanContext } from '../../src/planners/planner.ts';
import { resolveBackReferences } from '../../src/planners/rules/back-reference.ts';
import { describeIntents } from '../../src/planners/rules/describe-intent.ts';
import type { Intent } from '../../src/planners/rules/intent.ts';
import { parseStep } from '../../src/planners/rules/parse-step.ts';

const ctx = (...before: string[]): PlanContext =>
  ({ history: before.map((text) => ({ text, actions: [], did: [] })) }) as unknown as PlanContext;

function read(step: string, c: PlanContext, keyword: 'When' | 'Then' = 'When'): string | Intent[] {
  const parsed = parseStep(step, keyword);
  if (!parsed.ok) throw new Error(parsed.reason);
  return resolveBackReferences(parsed.intents, c);
}
const said = (r: string | Intent[]): string => (typeof r === 'string' ? `unsure: ${r}` : describeIntents(r));

describe('resolveBackReferences', () => {
  it('reads "it" as the element the step before named, its quotes no parameters of this step', () => {
    const r = read('I should see "Draft saved" below it', ctx('I click the "Publish" button'), 'Then');
    expect(said(r)).toBe('"Draft saved" below button "Publish" is visible');
    const anchor = (r as Extract<Intent, { kind: 'expectState' }>[])[0]!.target.relation!.anchor;
    expect(anchor.quoted?.at).toBe(-1);
  });

  it('reads "it" within one step as the clause before it', () => {
    expect(said(read('I click the "Size" field and type "L" into it', ctx()))).toBe(
      'click textbox "Size"; type "L" into textbox "Size"');
  });

  it('reads "that select" as the last select named, also as the part something was in', () => {
    expect(said(read('I choose "Skype" in that select', ctx('I open the page "/forms"',
      'I see "Choose an option" in the select under "Form select"'))))
      .toMatch(/^select "Skype" from combobox below "Form select"$/);
    // a button named last is no select: then it is the page's one select, as "the select" would be
    expect(said(read('I choose "Skype" in that select', ctx('I click the "Edit" button')))).toBe(
      'select "Skype" from combobox');
  });

  it('reads "there" as the part of the page the last-named element was in', () => {
    expect(said(read('I click the "home" button there', ctx('I open the "Tools" tab in the sidebar')))).toBe(
      'click button "home" in sidebar');
    expect(said(read('I click "Save" there', ctx('I see the "Billing" section')))).toBe(
      'click "Save" in section "Billing"');
  });

  it('stays unsure when nothing was named, or the last element is in no part of the page', () => {
    expect(said(read('I click it', ctx('I open the page "/"')))).toMatch(/^unsure: .*named nothing before it/);
    expect(said(read('I click the "home" button there', ctx('I click the "Tools" link')))).toMatch(
      /^unsure: "there" points back to no part of the page/);
  });
});
