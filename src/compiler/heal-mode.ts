// The contract between compile and heal. In heal mode compile replays every selected scenario, and
// when a cached binding fails it asks heal what to do: the step was repaired live, the failure is a
// possible defect (stop, change nothing), or the step must be planned anew (rules, then the agent).
import type { Binding, HealEntry, StepAction } from '../cache/schema.ts';
import type { StepFailure } from '../runtime/failures.ts';
import type { RuntimeOptions } from '../runtime/options.ts';
import type { StepArgs } from '../runtime/values.ts';
import type { ScenarioSession } from './scenario-session.ts';
import type { ResolvedStep } from './steps.ts';

export interface CachedFailure {
  session: ScenarioSession;
  step: ResolvedStep;
  binding: Binding;
  failure: StepFailure;
  opts: RuntimeOptions;
}

export type HealVerdict =
  /** repaired and performed live: the app is in the state after the step */
  | { status: 'healed'; binding: Binding; change: string; note: string; screenshots: string[] }
  /** the step found its element but the expectation or the action's effect failed */
  | { status: 'defect'; reason: string; screenshots: string[] }
  /** plan the step again; `entry` is what the new binding's provenance keeps of the old one */
  | { status: 'rediscover'; note: string; entry: Omit<HealEntry, 'method'>; screenshots: string[] };

export interface HealMode {
  /** false for --dry-run: nothing is written */
  write: boolean;
  onCachedFailure(f: CachedFailure): Promise<HealVerdict>;
  /**
   * a planner re-discovered a broken step: why its result must be refused (a look-alike elsewhere), or
   * why it is accepted although its element moved (the step names it exactly)
   */
  reviewRediscovery(old: Binding, actions: StepAction[], args: StepArgs, namedExactly?: number[]):
    { refused: string } | { accepted: string } | undefined;
}
