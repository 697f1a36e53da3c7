// Heal's deterministic repair of one step whose cached binding failed: each lost element is found
// again by its fingerprint (one clear, multi-signal match) and the step is finished live with it.
// A failure with the recorded elements found is a possible defect; anything unclear is handed back
// to be planned anew. Nothing here ever makes an expectation pass.
import type { Assertion, Binding, HealEntry, StepAction } from '../cache/schema.ts';
import { describeLocators } from '../codegen/describe.ts';
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

function withCountCss(a: StepAction, css: string): StepAction {
  if (a.do === 'assert' && a.expect.check === 'count') return { ...a, expect: { ...a.expect, css } };
  if (a.do === 'waitFor' && a.until.check === 'count') return { ...a, until: { ...a.until, css } };
  return a;
}

export async function healCachedStep(f: CachedFailure, appBuild?: string): Promise<HealVerdict> {
  const { session, step, binding, opts } = f;
  const args = stepArgsOf(step.plan);
  const fill = (t: string) => fillTemplate(t, args);
  const shots: string[] = [];
  const shot = async (label: string) => {
    const s = await session.capture(label);
    if (s) shots.push(s);
  };
  await shot('heal-before');
  const entry: Omit<HealEntry, 'method'> = { healedAt: new Date().toISOString(), source: step.source.location, failure: f.failure.kind,
    // the locators a re-planned step replaces (guards are not locators of the step)
    previous: binding.actions.flatMap((a, action): HealEntry['previous'] => {
      const target = a.do === 'dismissIf' ? undefined : targetOf(a);
      return target ? [{ action, target }] : countOf(a) ? [{ action, list: countOf(a)!.css }] : [];
    }) };
  const rediscover = (why: string): HealVerdict => ({ status: 'rediscover', note: `${FAILURE_LABEL[f.failure.kind]}; ${why}; planned anew`, entry, screenshots: shots });

  // the repaired action list, and where each action came from: its index in the old binding, or a new guard
  const actions: StepAction[] = [...binding.actions];
  const origin: (number | 'guard')[] = actions.map((_, i) => i);
  const replaced = new Set<number>();
  let keepsGeneric = true;
  let score = 1;
  let failure = f.failure;
  let at = failure.actionIndex ?? 0;
  for (;;) {
    if (failure.kind === 'assertion-failed' || failure.kind === 'action-failed') {
      // found and acted on with the recorded elements, and the expectation failed: report, change nothing
      if (actions.length === binding.actions.length && !replaced.size) {
        await shot('defect');
        return { status: 'defect', reason: `${FAILURE_LABEL[failure.kind]}: ${first(failure.message)}`, screenshots: shots };
      }
      return rediscover(`after a repair in this step, ${FAILURE_LABEL[failure.kind]} (${first(failure.message)})`);
    }
    if (failure.kind === 'intercepted') {
      const guard = await dismissOverlay(session.driver, failure, opts);
      if (!guard.ok) return rediscover(guard.reason);
      actions.splice(at, 0, guard.action);
      origin.splice(at, 0, 'guard');
      for (const i of [...replaced].sort((a, b) => b - a)) if (i >= at) { replaced.delete(i); replaced.add(i + 1); }
      at++;
    } else if (countOf(actions[at]!)) {
      // a counted list whose place changed: the list of the same shape, if there is exactly one
      if (replaced.has(at)) return rediscover('the re-identified list did not hold either');
      const moved = relocateList(countOf(actions[at]!)!.css, (await session.driver.observe()).collections);
      if (!moved.ok) return rediscover(`could not find the counted list again: ${moved.reason}`);
      replaced.add(at);
      actions[at] = withCountCss(actions[at]!, moved.css);
    } else {
      const old = targetOf(actions[at]!);
      if (!old || old.scope || old.ordinal !== undefined || replaced.has(at)) {
        return rediscover(old ? `${fill(old.description)} is placed by relation or position, or was already re-identified` : 'the action has no element');
      }
      const resolved = resolveTarget(old, args);
      const elements = (await session.driver.observe()).elements;
      const found = reidentify(resolved.fingerprint, resolved.strategies, elements);
      if (!found.ok) return rediscover(`could not re-identify ${resolved.description}: ${found.reason}`);
      const next = retarget(old, found.match.element, args.args, elements);
      keepsGeneric &&= next.keepsGeneric;
      score = Math.min(score, found.match.score);
      replaced.add(at);
      actions[at] = withTarget(actions[at]!, next.target);
    }
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

  const previous = [...replaced].sort((a, b) => a - b).map((i) => {
    const was = binding.actions[origin[i] as number]!;
    const target = targetOf(was);
    return { action: origin[i] as number, ...(target ? { target } : { list: countOf(was)!.css }) };
  });
  const guards = origin.filter((x) => x === 'guard').length;
  const method = previous.length ? 'reidentified' as const : 'guarded' as const;
  const healedFrom: HealEntry[] = [{ ...entry, method, ...(previous.length ? { score: Math.round(score * 100) / 100 } : {}), previous },
    ...(binding.provenance.healedFrom ?? [])].slice(0, 5);
  const generic = binding.args === null && keepsGeneric;
  const healed: Binding = {
    args: generic ? null : step.plan.args,
    ...(generic && step.plan.args.length ? { verified: [step.plan.args] } : {}),
    actions,
    provenance: { ...binding.provenance, ...(appBuild ? { appBuild } : {}), healedFrom },
  };
  const before = previous.map((p) => binding.actions[p.action]!);
  const after = actions.filter((_, i) => replaced.has(i));
  const added = actions.filter((_, i) => origin[i] === 'guard').map((a) => (a.do === 'dismissIf' ? `+ guarded dismissal of ${a.overlay}: ${fill(describeLocators([a]))}` : ''));
  const change = [before.length ? `${fill(describeLocators(before))} → ${fill(describeLocators(after))}` : '', ...added].filter(Boolean).join('; ');
  const notes = [previous.length ? `re-identified by fingerprint (identity ${score.toFixed(2)})` : '',
    guards ? `guarded overlay dismissal added (${guards})` : ''].filter(Boolean);
  return { status: 'healed', binding: healed, change, note: notes.join('; '), screenshots: shots };
}
