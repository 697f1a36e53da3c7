// VisiDroid's verifier and observer: a separate call judges each action and whether the step is done.
import { describeAction } from '../../cache/describe.ts';
import type { Observation } from '../../observation/element.ts';
import { abstractState } from './action-space.ts';
import { VerifierAnswer } from './answers.ts';
import { imagePart } from './llm/index.ts';
import * as P from './prompts.ts';
import type { StepRun } from './step-run.ts';

/** The verdict on one action, from the before/after diff, a low-res screenshot and the unchanged/loop heuristics. */
export async function verify(run: StepRun, before: Observation, after: Observation,
  action: string): Promise<VerifierAnswer> {
  const diff = P.diffSummary(before, after);
  const unchanged = before.url === after.url && before.textLength === after.textLength
    && before.elements.length === after.elements.length;
  const afterState = abstractState(after);
  const loop = afterState !== abstractState(before) && run.statesSeen.slice(0, -1).includes(afterState);
  const heuristics = [
    unchanged ? 'HEURISTIC: the screen did not change.' : '',
    loop ? 'HEURISTIC: this returns to an earlier screen (loop).' : '',
  ].filter(Boolean);
  const verdict = await run.ask('verifier', P.VERIFIER_SYSTEM, [
    `CURRENT STEP: ${run.ctx.step.keyword} ${run.ctx.step.text}`,
    P.memoryBlock(run.ctx.history, run.validated.map((v) => describeAction(v.action))),
    `ACTION TAKEN: ${action}`,
    `BEFORE: ${P.stateSummary(before)}`,
    `AFTER: ${P.stateSummary(after)}`,
    `CHANGES:\n<page>\n${diff}\n</page>`,
    ...heuristics,
    imagePart(await run.ctx.driver.modelScreenshot(), 'low'),
  ], VerifierAnswer, 'verifier_answer');
  // a loop is never progress, whatever the model thinks
  const v = loop ? { ...verdict, action_valid: false,
    reason: `loops back to an earlier screen; ${verdict.reason}` } : verdict;
  run.log('verdict', `${v.action_valid ? 'valid' : 'invalid'}${v.step_done ? ', step done' : ''}: ${v.observation} ` +
    `(${v.reason})`);
  return v;
}

/** The actor says done: the verifier must agree, or the agent goes on (no early stop). */
export async function confirmDone(run: StepRun, obs: Observation): Promise<boolean> {
  if (!run.validated.length && run.ctx.step.keyword !== 'Given') {
    run.rejected.push('the step is not done: no action has been taken for it yet');
    run.log('verdict', 'not done: nothing was done for this step yet');
    return false;
  }
  const v = await verify(run, obs, obs, 'none (the actor believes the step is complete)');
  if (!v.step_done) run.rejected.push(`the step is not done yet: ${v.reason}`);
  return v.step_done && run.validated.length > 0;
}
