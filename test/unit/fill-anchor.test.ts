// A relational anchor templated by step parameters is filled at every depth: "the "Edit" link in
// the row for "{{1}}" within the "{{2}}" section" must look for Bob's row in the People section,
// at replay (resolveTarget) and while compile checks the locator (StepBinder.liveAnchor).
import { describe, expect, it } from 'vitest';
import type { Target } from '../../src/locators/target.ts';
import { StepBinder } from '../../src/planners/binding.ts';
import { fillAnchor, resolveTarget, type StepArgs } from '../../src/runtime/values.ts';

const args: StepArgs = { args: ['Edit', 'Bob', 'People'], env: {} };
const anchor = { kind: 'row' as const, text: '{{1}}', within: { kind: 'section' as const, text: '{{2}}' } };

describe('filling a nested anchor', () => {
  it('fills the anchor and the container it sits in', () => {
    expect(fillAnchor(anchor, args)).toEqual({ kind: 'row', text: 'Bob', within: { kind: 'section', text: 'People' } });
  });

  it('fills both at replay, through resolveTarget', () => {
    const target: Target = { description: 'link "Edit"', strategies: [{ by: 'role', role: 'link', value: '{{0}}' }],
      fingerprint: { tag: 'a', role: 'link' }, scope: { relation: 'in', anchor } };
    expect(resolveTarget(target, args).scope?.anchor).toEqual({ kind: 'row', text: 'Bob', within: { kind: 'section', text: 'People' } });
  });

  it('fills both while compiling, through the step binder', () => {
    const b = new StepBinder({ text: 'I click the "Edit" link in the row for "Bob" within the "People" section', keyword: 'When',
      expression: 'I click the {string} link in the row for {string} within the {string} section', args: args.args, parameters: [] } as never);
    expect(b.liveAnchor(anchor).within?.text).toBe('People');
  });
});
