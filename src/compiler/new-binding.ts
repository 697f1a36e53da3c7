// The binding a planner compiled, as the cache records it: generic or for these values, with its provenance
// (and, when it replaces a broken one, what that was).
import type { Binding, HealEntry } from '../cache/schema.ts';
import type { PlanOutcome } from '../planners/planner.ts';
import type { ScenarioRun } from './scenario.ts';
import type { ResolvedStep } from './steps.ts';

/** What replaying (or healing) a step's cached binding leaves to the planners. */
export interface Replan {
  note?: string;
  /** a generic binding that does not hold for these values must not speak for them again */
  templateFailed: boolean;
  /** heal's record of the failed binding, when heal asked for the step to be planned anew */
  repair?: Omit<HealEntry, 'method'>;
  shotsBefore: string[];
  failed?: Binding;
  /** heal: accepted in another place because the step names its element exactly (the reason) */
  named?: string;
}

/** The binding a planner compiled, with its provenance (and, when it replaces a broken one, what that was). */
export function newBinding(r: ScenarioRun, s: ResolvedStep, result: Extract<PlanOutcome, { status: 'compiled' }>,
  planner: 'rules' | 'agent', ms: number, replan: Replan): Binding {
  const { repair, failed } = replan;
  // a repair replaces the broken binding for these arguments: it never widens into a generic one that
  // the broken, more specific binding would still win over at replay
  const generic = result.generic && !replan.templateFailed && !(repair && failed && failed.args !== null);
  const healedFrom = repair
    ? [{ ...repair, ...(replan.named ? { method: 'named' as const,
      reason: replan.named } : { method: 'rediscovered' as const }) },
      ...(failed?.provenance.healedFrom ?? [])].slice(0, 5) : undefined;
  return {
    args: generic ? null : s.plan.args,
    ...(generic && s.plan.args.length ? { verified: [s.plan.args] } : {}),
    // web bindings stay as they always were; others say their platform
    ...(s.platform === 'web' ? {} : { platform: s.platform }),
    actions: result.actions,
    provenance: {
      source: s.source.location, planner, durationMs: ms, compiledAt: new Date().toISOString(),
      ...(r.o.config.appBuild ? { appBuild: r.o.config.appBuild } : {}),
      ...(result.usage ? { model: result.usage.model, llmCalls: result.usage.llmCalls,
        promptTokens: result.usage.promptTokens, completionTokens: result.usage.completionTokens } : {}),
      ...(healedFrom ? { healedFrom } : {}),
      ...(result.placedByScenario ? { placedByScenario: true } : {}),
    },
  };
}
