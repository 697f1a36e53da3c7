// A check grounded on what the scenario showed earlier needs the scenario's steps replayed in a fresh browser
// (revisit). On an app that keeps state that replay is not free (a note saved twice, the second time refused): when
// it ends on a page that reads otherwise, a check that then fails is unsure, not a possible defect; the same
// failure with no replay, or a replay that ended where the scenario was, stays a defect.
import { describe, expect, it } from 'vitest';
import type { Assertion, StepAction } from '../../src/cache/schema.ts';
import type { PlanContext } from '../../src/planners/planner.ts';
import { failedCheck } from '../../src/planners/rules/defect-doubts.ts';
import { StepFailure } from '../../src/runtime/failures.ts';

const gone: StepAction = { do: 'assert', expect: { check: 'state', state: 'hidden', target: {
  description: 'button "Save"', strategies: [{ by: 'role', role: 'button', value: 'Save' }],
  fingerprint: { tag: 'button', role: 'button', name: 'Save' } } } };
const failure = new StepFailure('assertion-failed', 'Expected button "Save" hidden within 3000 ms, but found visible.');
const context = (replayedOtherwise: boolean): PlanContext => ({ history: [], replayedOtherwise,
  capture: () => Promise.resolve(undefined) } as unknown as PlanContext);

describe('a failed check after the scenario was replayed to find what it showed', () => {
  it('is unsure, saying the replay may have left the page otherwise', async () => {
    const verdict = await failedCheck(context(true), gone, failure, false);
    expect(verdict.status).toBe('unsure');
    expect('reason' in verdict && verdict.reason).toMatch(/replay left the page otherwise/);
  });

  it('stays a possible defect when nothing was replayed, or the replay ended on the same page', async () => {
    expect((await failedCheck(context(false), gone, failure, false)).status).toBe('defect');
  });
});

describe('an absence check on an element a template named by the quote', () => {
  it('takes the name as the step fills it: the element\'s own name, no guess to try out', async () => {
    const { guessedGone } = await import('../../src/planners/rules/named-part.ts');
    const check: Extract<Assertion, { check: 'state' }> = { check: 'state', state: 'hidden', target: { description: 'button "{{0}}"',
      strategies: [{ by: 'role', role: 'button', value: '{{0}}' }],
      fingerprint: { tag: 'button', role: 'button', name: '{{0}}' } } };
    const ctx = { step: { args: ['Confirm changes'], text: '', keyword: 'Then', location: '', parameters: [],
      env: {} }, driver: {} } as unknown as PlanContext;
    // (a guess would be tried out on the driver, which has nothing to try it on)
    expect(await guessedGone(ctx, { words: 'Confirm changes', quoted: { text: 'Confirm changes', at: 5 } }, check))
      .toBe(check);
  });
});

describe('an absence check on an element the scenario acted on by those very words', () => {
  it('is that element, as the step found it, with no replay of the scenario', async () => {
    const { seenEarlier } = await import('../../src/planners/rules/scenario-evidence.ts');
    const { StepBinder } = await import('../../src/planners/binding.ts');
    const { Unsure } = await import('../../src/planners/rules/unsure.ts');
    const clicked: StepAction = { do: 'click', target: { description: 'button "{{0}}"',
      strategies: [{ by: 'role', role: 'button', value: '{{0}}' }],
      fingerprint: { tag: 'button', role: 'button', name: '{{0}}' } } };
    const step = { args: ['Confirm changes'], text: 'the "Confirm changes" button is not shown', keyword: 'Then',
      location: 'a.feature:9', parameters: [{ at: 5, type: 'string' }], env: {} };
    const ctx = { step, history: [{ text: 'click the "Confirm changes" button', actions: [], did: [clicked],
      args: { args: ['Confirm changes'], env: {} } }],
      revisit: () => { throw new Error('replayed the scenario'); } } as unknown as PlanContext;
    const phrase = { words: 'Confirm changes', roleHint: 'button' as const, quoted: { text: 'Confirm changes', at: 5 } };
    const target = await seenEarlier(ctx, new StepBinder(ctx.step), phrase, new Unsure('not on the page'));
    expect(target.strategies).toEqual([{ by: 'role', role: 'button', value: 'Confirm changes' }]);
    // (also where compile may not look back at earlier pages: a trial of look-alikes, compiler/follow-each.ts)
    const trial = { ...ctx, revisit: undefined } as unknown as PlanContext;
    const again = await seenEarlier(trial, new StepBinder(ctx.step), phrase, new Unsure('not on the page'));
    expect(again.strategies).toEqual([{ by: 'role', role: 'button', value: 'Confirm changes' }]);
  });
});
