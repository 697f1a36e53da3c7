// A text check in a part of the page that is not there at all: a possible defect only when the step named that
// part in its own words; a part the planner read the step's words as (a heading's section for "the status bar")
// leaves the step unsure (planners/rules/defect-doubts.ts partGone).
import { describe, expect, it } from 'vitest';
import type { StepAction } from '../../src/cache/schema.ts';
import type { PlanContext } from '../../src/planners/planner.ts';
import { partGone } from '../../src/planners/rules/defect-doubts.ts';
import { StepFailure } from '../../src/runtime/failures.ts';

const ctx = (text: string, args: string[]): PlanContext => ({ step: { text, keyword: 'Then', location: 'f:1',
  parameters: [], args, env: {} } }) as unknown as PlanContext;
const check = (within: string, negate = false): StepAction => ({ do: 'assert', expect: { check: 'text',
  text: { param: 0 }, negate, within: { kind: 'section', text: within } } }) as StepAction;
const noPart = new StepFailure('assertion-failed', 'Expected text in the section, but found no section', { searched: [] });
const partRead = new StepFailure('assertion-failed', 'Expected text in the section', { searched: [{ where: 'x', text: 'y' }] });

describe('partGone', () => {
  it('doubts a part the step did not name that is not on the page', () => {
    const step = ctx('I see "strong" in the status bar', ['strong']);
    expect(partGone(step, check('Meeting notes for Monday'), noPart)).toMatch(/not on the page/);
  });

  it('leaves a part the step named, a part that was read, and a check of absence alone', () => {
    const named = ctx('I should see "Paid" in the "Billing" section', ['Paid', 'Billing']);
    expect(partGone(named, check('{{1}}'), noPart)).toBeUndefined();
    const other = ctx('I see "strong" in the status bar', ['strong']);
    expect(partGone(other, check('Meeting notes for Monday'), partRead)).toBeUndefined();
    expect(partGone(other, check('Meeting notes for Monday', true), noPart)).toBeUndefined();
  });
});
