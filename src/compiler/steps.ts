// A scenario's pickle steps resolved against the cache (expression, arguments, cached binding) and
// the outcome lines compile and heal report for them.
import type { Platform } from '../drivers/factory.ts';
import type { Binding, StepRecord } from '../cache/schema.ts';
import { verifiedFor } from '../cache/store.ts';
import { expressionFor, type StepParameter } from '../gherkin/expression.ts';
import type { CompiledStepSource, LoadedScenario } from '../gherkin/load-features.ts';
import type { StepToPlan } from '../planners/planner.ts';
import type { StepOutcome } from '../report/outcome.ts';

/** One pickle step, resolved against the cache. */
export interface ResolvedStep {
  source: CompiledStepSource;
  plan: StepToPlan;
  expression: string;
  parameterTypes: string[];
  argument: StepRecord['argument'];
  binding?: Binding;
  handwritten: boolean;
  /** the platform the scenario runs on: bindings are kept per platform */
  platform: Platform;
}

/** A generic binding not yet checked with these values must be run live before it speaks for them. */
export function needsCheck(s: ResolvedStep): boolean {
  return !!s.binding && !verifiedFor(s.binding, s.plan.args);
}

function toPlan(src: CompiledStepSource, parameters: StepParameter[], env: NodeJS.ProcessEnv): StepToPlan {
  const arg = src.step.argument;
  return {
    text: src.step.text,
    keyword: src.keyword,
    location: src.location,
    parameters,
    // bindings are keyed by the text cucumber passes: numbers in their canonical form
    args: parameters.map((p) => (p.type === 'string' ? p.value : String(Number(p.value)))),
    table: arg?.dataTable?.rows.map((r) => r.cells.map((c) => c.value)),
    docString: arg?.docString?.content,
    env,
  };
}

export function resolveStep(source: CompiledStepSource, bindingFor: (s: ResolvedStep) => Binding | undefined,
  isHandwritten: (text: string) => boolean, platform: Platform, env: NodeJS.ProcessEnv): ResolvedStep {
  const { expression, parameters } = expressionFor(source.step.text);
  const plan = toPlan(source, parameters, env);
  const argument = plan.table ? 'dataTable' : plan.docString !== undefined ? 'docString' : 'none';
  const s: ResolvedStep = { source, plan, expression, parameterTypes: parameters.map((p) => p.type), argument,
    handwritten: isHandwritten(source.step.text), platform };
  s.binding = bindingFor(s);
  return s;
}

export function outcome(scenario: LoadedScenario, s: ResolvedStep, status: StepOutcome['status'], durationMs: number,
  reason?: string): StepOutcome {
  return {
    location: s.source.location, scenario: scenario.pickle.name, keyword: s.source.keyword, text: s.plan.text,
    status, durationMs, screenshots: [], ...(reason ? { reason } : {}),
  };
}
