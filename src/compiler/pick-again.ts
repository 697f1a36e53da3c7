// A check that failed after a step picked its element by kind alone, of several ("the "search" field" where the
// top bar and the sidebar each have a search box): the check may be what tells which one the step meant. That
// step is planned again on a restored page with the element it took set aside, the steps between are replayed
// as they were, and the check is planned again. When the check compiles now, the step keeps the other element,
// for its own values only; when no other element bears the check out, the scenario is restored as it was.
import { actedOn, isAbsence } from '../cache/describe.ts';
import type { StepAction } from '../cache/schema.ts';
import type { Target } from '../locators/target.ts';
import type { PlanContext, PlanOutcome } from '../planners/planner.ts';
import { StepFailure } from '../runtime/failures.ts';
import { executeActions } from '../runtime/execute.ts';
import { resolveTarget, type StepArgs } from '../runtime/values.ts';
import { newBinding } from './new-binding.ts';
import { planStep } from './plan-step.ts';
import type { ScenarioRun } from './scenario.ts';
import type { ScenarioSession } from './scenario-session.ts';
import type { ResolvedStep } from './steps.ts';

/** Other elements tried for the earlier step before the check is left unsure (a page has few of one kind). */
const MAX_PICKS = 3;

/** The elements a step acted on, its values in place of their placeholders: what they took for those values. */
const actedWith = (actions: StepAction[], args: StepArgs): Target[] =>
  actedOn(actions).map((t) => resolveTarget(t, args));

export type Planned = { result: PlanOutcome; planner: 'rules' | 'agent' };

/** What trying another pick needs: the run, the scenario's browser and steps, and how a step is planned there. */
export interface PickContext {
  r: ScenarioRun;
  feature: string;
  session: ScenarioSession;
  steps: ResolvedStep[];
  ctxFor: (s: ResolvedStep, index: number) => PlanContext;
  /** a step's values as the validated prefix keeps them (with the quoted texts said before it) */
  argsFor: (s: ResolvedStep) => StepArgs;
}

/**
 * The check at `index` planned again after the step at `at` in the validated prefix took another element, with
 * a note saying which; undefined (the scenario restored as it was) when no other element bore the check out.
 */
export async function pickAgain(p: PickContext, check: ResolvedStep, index: number,
  at: number): Promise<Planned | undefined> {
  const { r, session, steps } = p;
  const kept = session.prefix.slice(at);
  const earlier = kept[0];
  const stepAt = steps.findIndex((x) => x.source.location === earlier?.location);
  const step = steps[stepAt];
  // (words and values another step of this run proved are one definition there and here: not changed for this one)
  if (!earlier || !step || r.o.heal || r.book.provenAt(step)) return undefined;
  const started = Date.now();
  const aside = actedWith(earlier.actions, earlier.args);
  try {
    for (let n = 0; n < MAX_PICKS; n++) {
      session.prefix.length = at;
      await session.restore();
      const again = await planStep(r.o.planners, Object.assign(p.ctxFor(step, stepAt), { setAside: [...aside] }));
      if (again.result.status !== 'compiled') break;
      const actions = again.result.actions;
      session.prefix.push({ ...earlier, actions, texts: undefined });
      for (const between of kept.slice(1)) {
        await executeActions(session.driver, between.actions, between.args, r.opts);
        session.prefix.push(between);
      }
      const checked = await planStep(r.o.planners, p.ctxFor(check, index));
      if (checked.result.status === 'compiled' && await somethingThere(p, checked.result.actions, index)) {
        const ms = Date.now() - started;
        r.book.addBinding(step, p.feature, newBinding(r, step, { ...again.result, generic: false }, again.planner, ms,
          { templateFailed: false, shotsBefore: [] }));
        const now = actedWith(actions, earlier.args).map((t) => t.description).join(', ');
        const note = `${step.source.location} now acts on ${now}: this check settled which one it meant`;
        return { ...checked, result: { ...checked.result, notes: [...(checked.result.notes ?? []), note] } };
      }
      aside.push(...actedWith(actions, earlier.args));
    }
  } catch (e) {
    if (!(e instanceof StepFailure)) throw e;
  }
  session.prefix.length = at;
  session.prefix.push(...kept);
  // (the check stays unsure and blocks the rest: a restore that fails now changes nothing of that)
  await session.restore().catch((e: unknown) => {
    if (!(e instanceof StepFailure)) throw e;
  });
  return undefined;
}

/**
 * Whether the checks bear out something there, not only something gone: a text gone holds after any element
 * that leads elsewhere (a help link of the same name), so a check of absence settles a pick only with a check
 * after it, in the same run of Then steps, that finds what should be there.
 */
async function somethingThere(p: PickContext, checkActions: StepAction[], index: number): Promise<boolean> {
  if (!checkActions.every(isAbsence)) return true;
  for (let i = index + 1; i < p.steps.length && p.steps[i]!.plan.keyword === 'Then'; i++) {
    const x = p.steps[i]!;
    if (x.handwritten) continue;
    const planned = await planStep(p.r.o.planners, p.ctxFor(x, i));
    if (planned.result.status !== 'compiled') return false;
    if (!planned.result.actions.every(isAbsence)) return true;
  }
  return false;
}
