// The LLM agent as a planner: acts in the live app one closed-list action at a time until the verifier agrees.
import { describeAction } from '../../cache/describe.ts';
import type { Observation } from '../../observation/element.ts';
import { executeAction } from '../../runtime/execute.ts';
import { StepFailure } from '../../runtime/failures.ts';
import { StepBinder } from '../binding.ts';
import type { PlanContext, PlanOutcome, PlanUsage, StepPlanner } from '../planner.ts';
import { abstractState, buildActionList, screenSignature, type ActionList } from './action-space.ts';
import { ActorAnswer, RuleAnswer } from './answers.ts';
import type { ExperienceStore } from './experience.ts';
import { legalAction } from './guardian.ts';
import { imagePart, LlmError, type LlmClient } from './llm/index.ts';
import * as P from './prompts.ts';
import { SecretMask } from '../../runtime/secret-mask.ts';
import { BudgetExceeded, DEFAULT_LIMITS, StepRun, type AgentDeps, type AgentLimits } from './step-run.ts';
import { planThen } from './then-step.ts';
import { confirmDone, verify } from './verifier.ts';

export { DEFAULT_LIMITS, type AgentLimits } from './step-run.ts';

/**
 * The history-aware agent (HxAgent, with GUARDIAN's validation and blocked set, VisiDroid's
 * completion verifier and GUITester's defect reflection). It plans a step by acting in the live
 * app, one closed-list action per LLM call, and returns the validated actions in the same cache
 * format as the rule planner.
 */
export class HistoryAgent implements StepPlanner {
  readonly name = 'agent' as const;
  private readonly deps: AgentDeps;

  constructor(llm: LlmClient, experience: ExperienceStore | undefined, limits: AgentLimits = DEFAULT_LIMITS,
    model?: string) {
    this.deps = { llm, experience, limits, model };
  }

  async plan(ctx: PlanContext): Promise<PlanOutcome> {
    const mask = new SecretMask(ctx.step.env);
    mask.learn(ctx.step.args);
    const run = new StepRun(ctx, new StepBinder(ctx.step), mask, this.deps);
    try {
      const result = ctx.step.keyword === 'Then' ? await planThen(run) : await this.planActions(run);
      return { ...result, usage: usage(run), trace: run.trace };
    } catch (e) {
      const reason = e instanceof BudgetExceeded
        ? `the agent used its budget of ${this.deps.limits.maxCalls} LLM calls without completing the step`
        : e instanceof LlmError ? e.message : undefined;
      if (!reason) throw e;
      run.log('note', reason);
      return { status: 'failed', reason, usage: usage(run), trace: run.trace };
    }
  }

  // ---- When/Given steps: act until the verifier says the step is done -------------------------

  private async planActions(run: StepRun): Promise<PlanOutcome> {
    const { ctx } = run;
    const { limits } = this.deps;
    let actionsTaken = 0;
    while (actionsTaken < limits.maxActions) {
      const before = await ctx.driver.observe();
      const state = abstractState(before);
      run.statesSeen.push(state);
      const list = buildActionList(before, `${ctx.step.text} ${ctx.scenario.steps.join(' ')}`,
        (k) => run.blocked.has(`${k}@${state}`), limits.listLimit);
      run.log('candidates',
        `${list.offered.size} actions offered${list.hidden ? ` (${list.hidden} more not shown)` : ''}:\n${list.text}`);
      const answer = await askActor(run, before, list);

      if (answer.step_done || !answer.chosen_action) {
        run.log('choice', `step done? ${answer.reason}`);
        if (await confirmDone(run, before)) return this.finish(run);
        continue;
      }
      const chosen = await legalAction(run, answer, list, before);
      if (typeof chosen === 'string') {
        run.rejected.push(chosen);
        run.log('refused', chosen);
        continue;
      }
      run.log('choice', `${describeAction(chosen.action)} — ${answer.reason}`);
      try {
        await executeAction(ctx.driver, chosen.action, run.args, ctx.opts);
      } catch (e) {
        if (!(e instanceof StepFailure)) throw e;
        run.block(chosen.key, state, `${describeAction(chosen.action)}: ${e.message.split('\n')[0]}`);
        continue;
      }
      actionsTaken++;
      const after = await ctx.driver.observe();
      const verdict = await verify(run, before, after, describeAction(chosen.action));
      if (!verdict.action_valid) {
        run.block(chosen.key, state, `${describeAction(chosen.action)}: ${verdict.reason}`);
        await restoreTo(run, before);
        continue;
      }
      run.validated.push({ action: chosen.action, said: verdict.observation });
      if (verdict.step_done) return this.finish(run);
    }
    return { status: 'failed', reason: `the agent did not complete the step within ${limits.maxActions} actions` };
  }

  /** The validated actions, remembered as experience (with a reflected rule when some were rejected). */
  private async finish(run: StepRun): Promise<PlanOutcome> {
    const { experience } = this.deps;
    const actions = run.validated.map((v) => v.action);
    experience?.addSequence(run.ctx.step.text, actions.map(describeAction).map((s) => run.mask.apply(s)));
    if (run.rejected.length && experience) {
      const r = await run.ask('reflector', P.REFLECT_SYSTEM, [
        `STEP: ${run.ctx.step.text}`, `REJECTED:\n${run.rejected.map((x) => `  - ${x}`).join('\n')}`,
        `WHAT WORKED: ${actions.map(describeAction).join('; ')}`,
      ], RuleAnswer, 'rule_answer').catch((e) => (e instanceof LlmError ? undefined : Promise.reject(e)));
      if (r) experience.addRule(run.ctx.step.text, run.mask.apply(r.rule));
    }
    return { status: 'compiled', actions, generic: run.binder.generic };
  }
}

function usage(run: StepRun): PlanUsage {
  const { calls: llmCalls, promptTokens, completionTokens, model } = run;
  return { llmCalls, promptTokens, completionTokens, model };
}

/** The actor picks the next action from the closed list (a screenshot when look-alikes are listed). */
async function askActor(run: StepRun, before: Observation, list: ActionList): Promise<ActorAnswer> {
  const { ctx } = run;
  const shot = list.lookAlikes ? [imagePart(await ctx.driver.modelScreenshot(), 'low')] : [];
  const rejected = run.rejected.slice(-5).map((r) => `  - ${r}`).join('\n');
  return run.ask('actor', P.actorSystem(ctx.driver.platform), [
    ...run.context(before),
    run.rejected.length ? `REJECTED (not allowed or did not help):\n${rejected}` : '',
    `PAGE ACTIONS${list.hidden ? ` (${list.hidden} less related elements not shown)` : ''}:\n` +
    `<page>\n${list.text}\n</page>`,
    P.generalActions(ctx.driver.platform),
    ...shot,
  ].filter((x) => x !== ''), ActorAnswer, 'actor_answer');
}

/** Back when one step back is the screen we left; otherwise reset and replay the validated prefix. */
async function restoreTo(run: StepRun, before: Observation): Promise<void> {
  const { ctx } = run;
  const want = screenSignature(before);
  if ((await ctx.driver.screen()).id !== before.url) {
    await ctx.driver.back();
    if (screenSignature(await ctx.driver.observe()) === want) {
      run.log('restore', 'went back');
      return;
    }
  }
  await ctx.restore();
  for (const v of run.validated) await executeAction(ctx.driver, v.action, run.args, ctx.opts);
  run.log('restore', 'reset the browser and replayed the validated steps');
}
