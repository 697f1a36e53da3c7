// Heal's deterministic repair of one step whose cached binding failed: each lost element is found
// again by its fingerprint (one clear, multi-signal match) and the step is finished live with it.
// A failure with the recorded elements found is a possible defect; anything unclear is handed back
// to be planned anew. Nothing here ever makes an expectation pass.
import type { Assertion, Binding, HealEntry, StepAction } from '../cache/schema.ts';
import { describeLocators } from '../cache/describe.ts';
import type { CachedFailure, HealVerdict } from '../compiler/heal-mode.ts';
import { relocateList, reidentify } from '../locators/reidentify.ts';
import { stepArgsOf } from '../planners/planner.ts';
import { executeActions } from '../runtime/execute.ts';
import { FAILURE_LABEL, StepFailure } from '../runtime/failures.ts';
import { fillTemplate, resolveTarget } from '../runtime/values.ts';
import { dismissOverlay } from './overlay.ts';
import { retarget, targetOf, withTarget } from './retarget.ts';

const first = (m: string): string => m.split('\n')[0]!;

/** The count an action checks, if it checks one. */
function countOf(a: StepAction): Extract<Assertion, { check: 'count' }> | undefined {
  const check = a.do === 'assert' ? a.expect : a.do === 'waitFor' ? a.until : undefined;
  return check?.check === 'count' ? check : undefined;
}

function withCountSelector(a: StepAction, selector: string): StepAction {
  if (a.do === 'assert' && a.expect.check === 'count') return { ...a, expect: { ...a.expect, selector } };
  if (a.do === 'waitFor' && a.until.check === 'count') return { ...a, until: { ...a.until, selector } };
  return a;
}

/** The repaired action list, and where each action came from: its index in the old binding, or a new guard. */
interface Repair {
  actions: StepAction[];
  origin: (number | 'guard')[];
  replaced: Set<number>;
  keepsGeneric: boolean;
  /** the lowest identity score of the re-identified elements */
  score: number;
}

export async function healCachedStep(f: CachedFailure, appBuild?: string): Promise<HealVerdict> {
  const { session, step, binding, opts } = f;
  const args = stepArgsOf(step.plan);
  const shots: string[] = [];
  const shot = async (label: string) => {
    const s = await session.capture(label);
    if (s) shots.push(s);
  };
  await shot('heal-before');
  const entry = healEntry(f);
  const rediscover = (why: string): HealVerdict => ({
    status: 'rediscover', note: `${FAILURE_LABEL[f.failure.kind]}; ${why}; planned anew`, entry, screenshots: shots,
  });

  const actions: StepAction[] = [...binding.actions];
  const repair: Repair = { actions, origin: actions.map((_, i) => i), replaced: new Set(), keepsGeneric: true,
    score: 1 };
  let failure = f.failure;
  let at = failure.actionIndex ?? 0;
  for (;;) {
    if (failure.kind === 'assertion-failed' || failure.kind === 'action-failed') {
      // found and acted on with the recorded elements, and the expectation failed: report, change nothing
      if (actions.length === binding.actions.length && !repair.replaced.size) {
        await shot('defect');
        const p = failure.preceding;
        const after = p ? `; after ${p.action}${p.step?.location ? ` (${p.step.location})` : ''}, ` +
          `which left ${p.recorded} at compile` +
          ` (now: ${p.observed})` : '';
        const reason = `${FAILURE_LABEL[failure.kind]}: ${first(failure.message)}${after}`;
        return { status: 'defect', reason, screenshots: shots };
      }
      return rediscover(`after a repair in this step, ${FAILURE_LABEL[failure.kind]} (${first(failure.message)})`);
    }
    const next = await repairAt(f, repair, failure, at);
    if (typeof next === 'string') return rediscover(next);
    at = next;
    try {
      await executeActions(session.driver, actions.slice(at), args, opts);
      break;
    } catch (e) {
      if (!(e instanceof StepFailure)) throw e;
      failure = e;
      at += e.actionIndex ?? 0;
    }
  }
  await shot('heal-after');
  return healed(f, repair, entry, shots, appBuild);
}

/** What the new binding's provenance keeps of the old one: the locators a re-planned step replaces. */
function healEntry(f: CachedFailure): Omit<HealEntry, 'method'> {
  return {
    healedAt: new Date().toISOString(), source: f.step.source.location, failure: f.failure.kind,
    // the locators a re-planned step replaces (guards are not locators of the step)
    previous: f.binding.actions.flatMap((a, action): HealEntry['previous'] => {
      const target = a.do === 'dismissIf' ? undefined : targetOf(a);
      return target ? [{ action, target }] : countOf(a) ? [{ action, list: countOf(a)!.selector }] : [];
    }),
  };
}

/**
 * Repairs the action at `at` for this failure: a guarded dismissal in front of an intercepted one, the
 * counted list found again, or the element re-identified. Returns where to resume, or why it cannot.
 */
async function repairAt(f: CachedFailure, repair: Repair, failure: StepFailure, at: number): Promise<number | string> {
  const { session, opts } = f;
  const { actions, origin, replaced } = repair;
  if (failure.kind === 'intercepted') {
    const guard = await dismissOverlay(session.driver, failure, opts);
    if (!guard.ok) return guard.reason;
    actions.splice(at, 0, guard.action);
    origin.splice(at, 0, 'guard');
    for (const i of [...replaced].sort((a, b) => b - a)) if (i >= at) { replaced.delete(i); replaced.add(i + 1); }
    return at + 1;
  }
  if (countOf(actions[at]!)) {
    // a counted list whose place changed: the list of the same shape, if there is exactly one
    if (replaced.has(at)) return 'the re-identified list did not hold either';
    const moved = relocateList(countOf(actions[at]!)!.selector, (await session.driver.observe()).collections);
    if (!moved.ok) return `could not find the counted list again: ${moved.reason}`;
    replaced.add(at);
    actions[at] = withCountSelector(actions[at]!, moved.css);
    return at;
  }
  const args = stepArgsOf(f.step.plan);
  const old = targetOf(actions[at]!);
  if (!old || old.scope || old.ordinal !== undefined || replaced.has(at)) {
    return old ? `${fillTemplate(old.description, args)} is placed by relation or position, ` +
      `or was already re-identified`
      : 'the action has no element';
  }
  const resolved = resolveTarget(old, args);
  const elements = (await session.driver.observe()).elements;
  const found = reidentify(resolved.fingerprint, resolved.strategies, elements);
  if (!found.ok) return `could not re-identify ${resolved.description}: ${found.reason}`;
  const next = retarget(old, found.match.element, args.args, elements);
  repair.keepsGeneric &&= next.keepsGeneric;
  repair.score = Math.min(repair.score, found.match.score);
  replaced.add(at);
  actions[at] = withTarget(actions[at]!, next.target);
  return at;
}

/** The healed verdict: the new binding (its provenance keeps the old locators), the change and a note. */
function healed(f: CachedFailure, repair: Repair, entry: Omit<HealEntry, 'method'>, shots: string[],
  appBuild: string | undefined): HealVerdict {
  const { step, binding } = f;
  const { actions, origin, replaced, score } = repair;
  const fill = (t: string) => fillTemplate(t, stepArgsOf(step.plan));
  const previous = [...replaced].sort((a, b) => a - b).map((i) => {
    const was = binding.actions[origin[i] as number]!;
    const target = targetOf(was);
    return { action: origin[i] as number, ...(target ? { target } : { list: countOf(was)!.selector }) };
  });
  const guards = origin.filter((x) => x === 'guard').length;
  const method = previous.length ? 'reidentified' as const : 'guarded' as const;
  const scored = previous.length ? { score: Math.round(score * 100) / 100 } : {};
  const healedFrom: HealEntry[] = [{ ...entry, method, ...scored, previous }, ...(binding.provenance.healedFrom ?? [])]
    .slice(0, 5);
  const generic = binding.args === null && repair.keepsGeneric;
  const healedBinding: Binding = {
    args: generic ? null : step.plan.args,
    ...(generic && step.plan.args.length ? { verified: [step.plan.args] } : {}),
    actions,
    provenance: { ...binding.provenance, ...(appBuild ? { appBuild } : {}), healedFrom },
  };
  const before = previous.map((p) => binding.actions[p.action]!);
  const after = actions.filter((_, i) => replaced.has(i));
  const added = actions.filter((_, i) => origin[i] === 'guard')
    .map((a) => (a.do === 'dismissIf' ? `+ guarded dismissal of ${a.overlay}: ${fill(describeLocators([a]))}` : ''));
  const change = [before.length ? `${fill(describeLocators(before))} → ${fill(describeLocators(after))}` : '', ...added]
    .filter(Boolean).join('; ');
  const notes = [previous.length ? `re-identified by fingerprint (identity ${score.toFixed(2)})` : '',
    guards ? `guarded overlay dismissal added (${guards})` : ''].filter(Boolean);
  return { status: 'healed', binding: healedBinding, change, note: notes.join('; '), screenshots: shots };
}
