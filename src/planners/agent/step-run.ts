// One step's planning state for the agent: what is validated, blocked and spent, and the budgeted LLM call.
import type { StepAction } from '../../cache/schema.ts';
import { describeAction } from '../../cache/describe.ts';
import type { Observation } from '../../observation/element.ts';
import type { StepArgs } from '../../runtime/values.ts';
import type { StepBinder } from '../binding.ts';
import { stepArgsOf, type PlanContext, type TraceEntry } from '../planner.ts';
import type { ExperienceStore } from './experience.ts';
import type { ContentPart, LlmClient } from './llm/index.ts';
import * as P from './prompts.ts';
import type { SecretMask } from '../../runtime/secret-mask.ts';

export interface AgentLimits {
  /** actions the agent may take for one step */
  maxActions: number;
  /** LLM calls for one step, all roles and re-asks included */
  maxCalls: number;
  /** elements offered per call (the rest summarised as a count) */
  listLimit: number;
}

export const DEFAULT_LIMITS: AgentLimits = { maxActions: 8, maxCalls: 24, listLimit: 60 };

/** What every step of one agent shares: the client, the experience store, the limits, the model's name. */
export interface AgentDeps {
  llm: LlmClient;
  experience: ExperienceStore | undefined;
  limits: AgentLimits;
  model?: string;
}

export class BudgetExceeded extends Error {}

type Role = 'actor' | 'verifier' | 'reflector' | 'input';

/** The state of one step's planning: what is validated, blocked and spent. */
export class StepRun {
  readonly validated: { action: StepAction; said: string }[] = [];
  readonly blocked = new Set<string>();
  readonly rejected: string[] = [];
  readonly trace: TraceEntry[] = [];
  readonly statesSeen: string[] = [];
  calls = 0;
  promptTokens = 0;
  completionTokens = 0;
  model?: string;

  constructor(readonly ctx: PlanContext, readonly binder: StepBinder, readonly mask: SecretMask,
    readonly deps: AgentDeps) {}

  log(kind: TraceEntry['kind'], text: string, screenshot?: string): void {
    this.trace.push({ kind, text: this.mask.apply(text), ...(screenshot ? { screenshot } : {}) });
  }

  get args(): StepArgs {
    return stepArgsOf(this.ctx.step);
  }

  /** One LLM call within the step's budget; secrets are masked in every text part first. */
  async ask<T>(role: Role, system: string, parts: (string | ContentPart)[], schema: import('zod').ZodType<T>,
    schemaName: string): Promise<T> {
    if (this.calls >= this.deps.limits.maxCalls) throw new BudgetExceeded();
    // secrets are masked in every text part before anything leaves the process
    const user: ContentPart[] = parts.map((p) => (typeof p === 'string' ? { type: 'text',
      text: this.mask.apply(p) } : p));
    const answer = await this.deps.llm.ask({ role, system, user, schema, schemaName, scope: this.ctx.step.location });
    this.calls += answer.attempts;
    this.promptTokens += answer.usage.prompt;
    this.completionTokens += answer.usage.completion;
    this.model ??= this.deps.model;
    return answer.value;
  }

  /** What the actor is told about the scenario, the step, its memory and the screen. */
  context(obs: Observation): string[] {
    const { ctx } = this;
    const exp = this.deps.experience?.relevant(ctx.step.text) ?? [];
    return [
      P.scenarioBlock(ctx.scenario.name, ctx.scenario.steps, ctx.scenario.index),
      `CURRENT STEP: ${ctx.step.keyword} ${ctx.step.text}`,
      P.parametersBlock(ctx.step),
      ctx.rulesNote ? `RULE PLANNER COULD NOT DECIDE: ${ctx.rulesNote}` : '',
      P.memoryBlock(ctx.history, this.validated.map((v) => `${describeAction(v.action)} → ${v.said}`)),
      exp.length ? `EXPERIENCE:\n${exp.map((e) => `  - ${e}`).join('\n')}` : '',
      `STATE: ${P.stateSummary(obs)}`,
    ].filter(Boolean);
  }

  /** An action that failed or did not help is not offered again on the same abstract screen. */
  block(key: string, state: string, why: string): void {
    this.blocked.add(`${key}@${state}`);
    this.rejected.push(why);
    this.log('refused', `blocked: ${why}`);
  }
}
