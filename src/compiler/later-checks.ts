// Checks a later step of the scenario may settle (PlanOutcome.settleLater): "the "Bold" button is not shown"
// before the step that shows it. Each is tried on the page after every later step and recorded once settled;
// those no later page settles are unsure, as they were.
import type { LoadedScenario } from '../gherkin/load-features.ts';
import type { PlanContext, PlanOutcome } from '../planners/planner.ts';
import { newBinding } from './new-binding.ts';
import type { ScenarioRun } from './scenario.ts';
import { outcome, type ResolvedStep } from './steps.ts';

export interface LaterCheck {
  s: ResolvedStep;
  started: number;
  reason: string;
  settle: NonNullable<Extract<PlanOutcome, { status: 'unsure' }>['settleLater']>;
}

/** Tries each check on the page after step `after`; one settled is recorded as compiled. */
export async function settleLater(r: ScenarioRun, scenario: LoadedScenario, later: LaterCheck[],
  ctxFor: (s: ResolvedStep) => PlanContext, after: ResolvedStep): Promise<void> {
  for (const p of [...later]) {
    const actions = await p.settle(ctxFor(p.s));
    if (!actions) continue;
    later.splice(later.indexOf(p), 1);
    const ms = Date.now() - p.started;
    const compiled = { status: 'compiled', actions, generic: false } as const;
    r.book.addBinding(p.s, scenario.feature, newBinding(r, p.s, compiled, 'rules', ms,
      { templateFailed: false, shotsBefore: [] }));
    r.fresh.add(p.s.expression);
    r.push({ ...outcome(scenario, p.s, 'compiled', ms, `settled once ${after.source.location} had run`),
      planner: 'rules' });
  }
}

/** The checks no later page settled: unsure, with the reason they had. */
export function unsettled(r: ScenarioRun, scenario: LoadedScenario, later: LaterCheck[]): void {
  for (const p of later) {
    r.book.refuse(p.s, `unsure: ${p.reason.split('\n')[0]}`, false);
    r.push({ ...outcome(scenario, p.s, 'unsure', Date.now() - p.started, p.reason), planner: 'rules' });
  }
}
