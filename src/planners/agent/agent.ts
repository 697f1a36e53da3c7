import type { Assertion, StepAction } from '../../cache/schema.ts';
import { describeAction } from '../../codegen/describe.ts';
import type { Observation, ObservedElement } from '../../observation/element.ts';
import { expectAssertion } from '../../runtime/assertions.ts';
import { executeAction, resolveUrl } from '../../runtime/execute.ts';
import { StepFailure } from '../../runtime/failures.ts';
import type { StepArgs } from '../../runtime/values.ts';
import { StepBinder } from '../binding.ts';
import { stepArgsOf, type PlanContext, type PlanOutcome, type StepPlanner, type TraceEntry } from '../planner.ts';
import { abstractState, actionKey, buildActionList, screenSignature, type ActionList, type Verb } from './action-space.ts';
import { ActorAnswer, AssertionAnswer, InputAnswer, OutcomeAnswer, RuleAnswer, VerifierAnswer } from './answers.ts';
import type { ExperienceStore } from './experience.ts';
import { imagePart, LlmError, type ContentPart, type LlmClient } from './llm/index.ts';
import * as P from './prompts.ts';
import { SecretMask } from './secrets.ts';

export interface AgentLimits {
  /** actions the agent may take for one step */
  maxActions: number;
  /** LLM calls for one step, all roles and re-asks included */
  maxCalls: number;
  /** elements offered per call (the rest summarised as a count) */
  listLimit: number;
}

export const DEFAULT_LIMITS: AgentLimits = { maxActions: 8, maxCalls: 24, listLimit: 60 };

class BudgetExceeded extends Error {}

/** The state of one step's planning: what is validated, blocked and spent. */
class StepRun {
  readonly validated: { action: StepAction; said: string }[] = [];
  readonly blocked = new Set<string>();
  readonly rejected: string[] = [];
  readonly trace: TraceEntry[] = [];
  readonly statesSeen: string[] = [];
  calls = 0;
  promptTokens = 0;
  completionTokens = 0;
  model?: string;

  constructor(readonly ctx: PlanContext, readonly binder: StepBinder, readonly mask: SecretMask) {}

  log(kind: TraceEntry['kind'], text: string, screenshot?: string): void {
    this.trace.push({ kind, text: this.mask.apply(text), ...(screenshot ? { screenshot } : {}) });
  }

  get args(): StepArgs {
    return stepArgsOf(this.ctx.step);
  }
}

/**
 * The history-aware agent (HxAgent, with GUARDIAN's validation and blocked set, VisiDroid's
 * completion verifier and GUITester's defect reflection). It plans a step by acting in the live
 * app, one closed-list action per LLM call, and returns the validated actions in the same cache
 * format as the rule planner.
 */
export class HistoryAgent implements StepPlanner {
  readonly name = 'agent' as const;

  constructor(private readonly llm: LlmClient, private readonly experience: ExperienceStore | undefined,
    private readonly limits: AgentLimits = DEFAULT_LIMITS, private readonly model?: string) {}

  async plan(ctx: PlanContext): Promise<PlanOutcome> {
    const mask = new SecretMask(process.env);
    mask.learn(ctx.step.args);
    const run = new StepRun(ctx, new StepBinder(ctx.step), mask);
    try {
      const result = ctx.step.keyword === 'Then' ? await this.planThen(run) : await this.planActions(run);
      return { ...result, usage: this.usage(run), trace: run.trace };
    } catch (e) {
      const reason = e instanceof BudgetExceeded ? `the agent used its budget of ${this.limits.maxCalls} LLM calls without completing the step`
        : e instanceof LlmError ? e.message : undefined;
      if (!reason) throw e;
      run.log('note', reason);
      return { status: 'failed', reason, usage: this.usage(run), trace: run.trace };
    }
  }

  private usage(run: StepRun) {
    return { llmCalls: run.calls, promptTokens: run.promptTokens, completionTokens: run.completionTokens, model: run.model };
  }

  private async ask<T>(run: StepRun, role: 'actor' | 'verifier' | 'reflector' | 'input', system: string,
    parts: (string | ContentPart)[], schema: import('zod').ZodType<T>, schemaName: string): Promise<T> {
    if (run.calls >= this.limits.maxCalls) throw new BudgetExceeded();
    // secrets are masked in every text part before anything leaves the process
    const user: ContentPart[] = parts.map((p) => (typeof p === 'string' ? { type: 'text', text: run.mask.apply(p) } : p));
    const answer = await this.llm.ask({ role, system, user, schema, schemaName, scope: run.ctx.step.location });
    run.calls += answer.attempts;
    run.promptTokens += answer.usage.prompt;
    run.completionTokens += answer.usage.completion;
    run.model ??= this.model;
    return answer.value;
  }

  private context(run: StepRun, obs: Observation): string[] {
    const { ctx } = run;
    const exp = this.experience?.relevant(ctx.step.text) ?? [];
    return [
      P.scenarioBlock(ctx.scenario.name, ctx.scenario.steps, ctx.scenario.index),
      `CURRENT STEP: ${ctx.step.keyword} ${ctx.step.text}`,
      P.parametersBlock(ctx.step),
      ctx.rulesNote ? `RULE PLANNER COULD NOT DECIDE: ${ctx.rulesNote}` : '',
      P.memoryBlock(ctx.history, run.validated.map((v) => `${describeAction(v.action)} → ${v.said}`)),
      exp.length ? `EXPERIENCE:\n${exp.map((e) => `  - ${e}`).join('\n')}` : '',
      `STATE: ${P.stateSummary(obs)}`,
    ].filter(Boolean);
  }

  // ---- When/Given steps: act until the verifier says the step is done -------------------------

  private async planActions(run: StepRun): Promise<PlanOutcome> {
    const { ctx } = run;
    let actionsTaken = 0;
    while (actionsTaken < this.limits.maxActions) {
      const before = await ctx.driver.observe();
      const state = abstractState(before);
      run.statesSeen.push(state);
      const list = buildActionList(before, `${ctx.step.text} ${ctx.scenario.steps.join(' ')}`, (k) => run.blocked.has(`${k}@${state}`), this.limits.listLimit);
      run.log('candidates', `${list.offered.size} actions offered${list.hidden ? ` (${list.hidden} more not shown)` : ''}:\n${list.text}`);
      const shot = list.lookAlikes ? [imagePart(await ctx.driver.modelScreenshot(), 'low')] : [];
      const answer = await this.ask(run, 'actor', P.ACTOR_SYSTEM, [
        ...this.context(run, before),
        run.rejected.length ? `REJECTED (not allowed or did not help):\n${run.rejected.slice(-5).map((r) => `  - ${r}`).join('\n')}` : '',
        `PAGE ACTIONS${list.hidden ? ` (${list.hidden} less related elements not shown)` : ''}:\n<page>\n${list.text}\n</page>`,
        'General actions (no element): press <key>, scroll <down|up>, back, navigate <same-site URL>.',
        ...shot,
      ].filter((x) => x !== ''), ActorAnswer, 'actor_answer');

      if (answer.step_done || !answer.chosen_action) {
        run.log('choice', `step done? ${answer.reason}`);
        if (await this.confirmDone(run, before)) return this.finish(run);
        continue;
      }
      const chosen = await this.legalAction(run, answer, list, before);
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
        this.block(run, chosen.key, state, `${describeAction(chosen.action)}: ${e.message.split('\n')[0]}`);
        continue;
      }
      actionsTaken++;
      const after = await ctx.driver.observe();
      const verdict = await this.verify(run, before, after, describeAction(chosen.action));
      if (!verdict.action_valid) {
        this.block(run, chosen.key, state, `${describeAction(chosen.action)}: ${verdict.reason}`);
        await this.restoreTo(run, before);
        continue;
      }
      run.validated.push({ action: chosen.action, said: verdict.observation });
      if (verdict.step_done) return this.finish(run);
    }
    return { status: 'failed', reason: `the agent did not complete the step within ${this.limits.maxActions} actions` };
  }

  /** GUARDIAN: the LLM may only pick what was offered; everything else is refused in code. */
  private async legalAction(run: StepRun, a: ActorAnswer, list: ActionList, obs: Observation): Promise<{ action: StepAction; key: string } | string> {
    const c = a.chosen_action!;
    let text = c.text ?? '';
    const verb: Verb = c.verb;
    if (verb === 'navigate') {
      const url = resolveUrl(text, run.ctx.opts.baseUrl);
      if (!text || new URL(url).origin !== new URL(run.ctx.opts.baseUrl).origin) return `navigate to ${JSON.stringify(text)} is outside the app under test`;
      return { action: { do: 'navigate', url: run.binder.valueOfText(text) }, key: `navigate|${url}` };
    }
    if (verb === 'back') return `back is only used by the agent itself to restore a state`;
    if (verb === 'press') {
      if (!/^[A-Z][A-Za-z]+$/.test(text)) return `"${text}" is not a key name`;
      return { action: { do: 'press', key: text }, key: `press|${text}` };
    }
    if (verb === 'scroll') return { action: { do: 'scroll', direction: text === 'up' ? 'up' : 'down' }, key: `scroll|${text}` };
    const offered = c.element === null ? undefined : list.offered.get(c.element);
    if (!offered) return `element [${c.element}] is not in the action list`;
    if (!offered.verbs.includes(verb)) return `${verb} is not offered for [${c.element}] (only ${offered.verbs.join('/')})`;
    const el = offered.el;
    const target = run.binder.target({ el, peers: obs.elements }, run.binder.paramNaming(el));
    const key = actionKey(verb, el);
    switch (verb) {
      case 'click': return { action: { do: 'click', target }, key };
      case 'hover': return { action: { do: 'hover', target }, key };
      case 'check': case 'uncheck': return { action: { do: 'check', target, checked: verb === 'check' }, key };
      case 'select': {
        if (!el.options?.some((o) => o.toLowerCase() === text.toLowerCase())) return `"${text}" is not an option of [${el.index}]`;
        return { action: { do: 'select', target, option: run.binder.valueOfText(text) }, key };
      }
      case 'type': {
        // HxAgent: text the step does not give comes from a separate input-generation call
        if (!text && !run.ctx.step.args.length) text = (await this.ask(run, 'input', P.INPUT_SYSTEM, [
          `STEP: ${run.ctx.step.text}`, `FIELD: ${el.role} ${JSON.stringify(el.name || el.label || el.placeholder)}`,
        ], InputAnswer, 'input_answer')).text;
        return { action: { do: 'type', target, value: run.binder.valueOfText(text) }, key };
      }
    }
  }

  private block(run: StepRun, key: string, state: string, why: string): void {
    run.blocked.add(`${key}@${state}`);
    run.rejected.push(why);
    run.log('refused', `blocked: ${why}`);
  }

  /** Back when one step back is the screen we left; otherwise reset and replay the validated prefix. */
  private async restoreTo(run: StepRun, before: Observation): Promise<void> {
    const { ctx } = run;
    const want = screenSignature(before);
    if ((await ctx.driver.url()) !== before.url) {
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

  /** VisiDroid: a separate verifier + observer judges each action and whether the step is done. */
  private async verify(run: StepRun, before: Observation, after: Observation, action: string): Promise<VerifierAnswer> {
    const diff = P.diffSummary(before, after);
    const unchanged = before.url === after.url && before.textLength === after.textLength && before.elements.length === after.elements.length;
    const afterState = abstractState(after);
    const loop = afterState !== abstractState(before) && run.statesSeen.slice(0, -1).includes(afterState);
    const heuristics = [unchanged ? 'HEURISTIC: the screen did not change.' : '', loop ? 'HEURISTIC: this returns to an earlier screen (loop).' : ''].filter(Boolean);
    const verdict = await this.ask(run, 'verifier', P.VERIFIER_SYSTEM, [
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
    const v = loop ? { ...verdict, action_valid: false, reason: `loops back to an earlier screen; ${verdict.reason}` } : verdict;
    run.log('verdict', `${v.action_valid ? 'valid' : 'invalid'}${v.step_done ? ', step done' : ''}: ${v.observation} (${v.reason})`);
    return v;
  }

  /** The actor says done: the verifier must agree, or the agent goes on (no early stop). */
  private async confirmDone(run: StepRun, obs: Observation): Promise<boolean> {
    if (!run.validated.length && run.ctx.step.keyword !== 'Given') {
      run.rejected.push('the step is not done: no action has been taken for it yet');
      run.log('verdict', 'not done: nothing was done for this step yet');
      return false;
    }
    const v = await this.verify(run, obs, obs, 'none (the actor believes the step is complete)');
    if (!v.step_done) run.rejected.push(`the step is not done yet: ${v.reason}`);
    return v.step_done && run.validated.length > 0;
  }

  private async finish(run: StepRun): Promise<PlanOutcome> {
    const actions = run.validated.map((v) => v.action);
    this.experience?.addSequence(run.ctx.step.text, actions.map(describeAction).map((s) => run.mask.apply(s)));
    if (run.rejected.length && this.experience) {
      const r = await this.ask(run, 'reflector', P.REFLECT_SYSTEM, [
        `STEP: ${run.ctx.step.text}`, `REJECTED:\n${run.rejected.map((x) => `  - ${x}`).join('\n')}`,
        `WHAT WORKED: ${actions.map(describeAction).join('; ')}`,
      ], RuleAnswer, 'rule_answer').catch((e) => (e instanceof LlmError ? undefined : Promise.reject(e)));
      if (r) this.experience.addRule(run.ctx.step.text, run.mask.apply(r.rule));
    }
    return { status: 'compiled', actions, generic: run.binder.generic };
  }

  // ---- Then steps: one deterministic assertion, checked live; failures are classified ----------

  private async planThen(run: StepRun): Promise<PlanOutcome> {
    const { ctx } = run;
    // the screen the expectation is judged on, kept in case it turns out to be a defect
    const before = await ctx.capture('then-before');
    for (let attempt = 0; attempt < 3; attempt++) {
      const obs = await ctx.driver.observe();
      const text = run.mask.apply((await ctx.driver.pageText()).replace(/\s+/g, ' ').slice(0, 1500));
      const answer = await this.ask(run, 'actor', P.ASSERTION_SYSTEM, [
        ...this.context(run, obs),
        run.rejected.length ? `REJECTED CHECKS:\n${run.rejected.map((r) => `  - ${r}`).join('\n')}` : '',
        `ELEMENTS:\n<page>\n${P.elementLines(obs.elements)}\n</page>`,
        `COLLECTIONS:\n<page>\n${obs.collections.slice(0, 12).map((c, i) => `[${i}] ${c.css} (${c.count} items, e.g. ${JSON.stringify(c.sample.slice(0, 40))})`).join('\n')}\n</page>`,
        `VISIBLE TEXT:\n<page>\n${text}\n</page>`,
      ].filter(Boolean), AssertionAnswer, 'assertion_answer');
      const built = this.assertionFrom(run, answer, obs);
      if (typeof built === 'string') {
        run.rejected.push(built);
        run.log('refused', built);
        continue;
      }
      run.log('assertion', `${JSON.stringify(built)} — ${answer.reason}`);
      try {
        await expectAssertion(ctx.driver, built, run.args, ctx.opts);
        return this.finishThen(run, built);
      } catch (e) {
        if (!(e instanceof StepFailure)) throw e;
        const verdict = await this.classify(run, e.message);
        if (verdict.expectation_met || verdict.classification === 'agent-error') {
          run.rejected.push(`${JSON.stringify(built)} failed (${e.message.split('\n')[0]}) although the expectation is met: choose a better check`);
          continue;
        }
        const shot = await ctx.capture('defect-after');
        run.log('defect', `${verdict.classification}: ${verdict.reason}`, shot);
        return { status: 'defect', reason: `possible application defect (${verdict.classification}): ${verdict.reason}. ${e.message.split('\n')[0]}`,
          screenshots: [before, shot].filter((x): x is string => Boolean(x)) };
      }
    }
    return { status: 'failed', reason: 'the agent found no check for this step that holds' };
  }

  private finishThen(run: StepRun, a: Assertion): PlanOutcome {
    return { status: 'compiled', actions: [{ do: 'assert', expect: a }], generic: run.binder.generic };
  }

  private assertionFrom(run: StepRun, a: AssertionAnswer, obs: Observation): Assertion | string {
    const b = run.binder;
    const el = (): ObservedElement | undefined => obs.elements.find((e) => e.index === a.element);
    const value = a.value ?? '';
    switch (a.check) {
      case 'text': return value ? { check: 'text', text: b.valueOfText(value), negate: a.negate } : 'a text check needs a value';
      case 'url': return value ? { check: 'url', value: b.valueOfText(value), op: a.op ?? 'contains' } : 'a URL check needs a value';
      case 'title': return value ? { check: 'title', value: b.valueOfText(value), op: a.op ?? 'contains' } : 'a title check needs a value';
      case 'count': {
        const c = a.collection === null ? undefined : obs.collections[a.collection];
        if (!c || !/^\d+$/.test(value.trim())) return 'a count check needs a listed collection and a number';
        return { check: 'count', css: c.css, description: c.name.split(' ').slice(0, 3).join(' '), count: b.valueOfText(value.trim()) };
      }
      case 'state': case 'fieldValue': {
        const e = el();
        if (!e) return `element [${a.element}] is not on the screen`;
        const target = b.target({ el: e, peers: obs.elements }, b.paramNaming(e));
        if (a.check === 'state') return a.state ? { check: 'state', target, state: a.state } : 'a state check needs a state';
        return { check: 'fieldValue', target, value: b.valueOfText(value) };
      }
    }
  }

  /** GUITester's reflector: agent error (retry with another check) or application defect. */
  private async classify(run: StepRun, failure: string): Promise<OutcomeAnswer> {
    const { ctx } = run;
    const text = run.mask.apply((await ctx.driver.pageText()).replace(/\s+/g, ' ').slice(0, 1200));
    const verdict = await this.ask(run, 'verifier', P.OUTCOME_SYSTEM, [
      `STEP: ${ctx.step.keyword} ${ctx.step.text}`,
      P.memoryBlock(ctx.history, []),
      `CHECK FAILED: ${failure.split('\n')[0]}`,
      `VISIBLE TEXT:\n<page>\n${text}\n</page>`,
      imagePart(await ctx.driver.modelScreenshot(), 'low'),
    ], OutcomeAnswer, 'outcome_answer');
    run.log('verdict', `${verdict.expectation_met ? 'expectation met' : 'expectation not met'} (${verdict.classification}): ${verdict.reason}`);
    return verdict;
  }
}

