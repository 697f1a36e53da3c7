// A click whose words fit look-alikes equally, followed by a check: "I click "View"" on four cards, then "I
// should be on the installation page"; "I click "Close this tiddler"" on seven open notes, then "I don't see
// "Welcome"". Each is taken in turn and the check planned after it: the one the check holds for is the step's;
// when it holds for none, or for more than one, the step stays unsure. Following a link changes nothing in the
// app, so links each to their own page are followed in the scenario's browser, restored each time; anything
// else may write (a "Delete"), so it is tried only in a browser that refuses to (ScenarioSession.trial).
import type { Target } from '../locators/target.ts';
import { planStep } from './plan-step.ts';
import type { Planned, PickContext } from './pick-again.ts';
import type { ResolvedStep } from './steps.ts';

/** Links followed before the step is left unsure (a page of cards, not a whole index). */
const MAX_WAYS = 8;
/** How long the check waits after each link is followed. */
const TRIAL_CHECK_MS = 1_500;

/**
 * The step at `index` planned on the one look-alike the check after it holds for; undefined when that is not one.
 * `mayWrite`: the look-alikes are not links each to its own page, so each is tried in a browser that may not
 * write (ScenarioSession.trial), and none when one of them, or the steps before, would write.
 */
export async function followEach(p: PickContext, s: ResolvedStep, index: number,
  ways: Target[], mayWrite = false): Promise<Planned | undefined> {
  const { r, session, steps } = p;
  const check = steps[index + 1];
  if (!check || check.handwritten || check.plan.keyword !== 'Then' || r.o.heal || ways.length > MAX_WAYS) {
    return undefined;
  }
  const held: Target[] = [];
  for (const way of ways) {
    const holds = mayWrite ? await session.trial(() => checkAfter(p, s, index, way))
      : await session.restore().then(() => checkAfter(p, s, index, way));
    if (holds === undefined) return undefined;
    if (holds) held.push(way);
  }
  if (!mayWrite) await session.restore();
  if (held.length !== 1) return undefined;
  const planned = await planStep(r.o.planners, Object.assign(p.ctxFor(s, index), { lookAlike: held[0] }));
  if (planned.result.status !== 'compiled') return undefined;
  const kind = mayWrite ? 'look-alikes' : 'look-alike links, each to its own page';
  const note = `one of ${ways.length} ${kind}: the check at ${check.source.location} holds after this one only`;
  // (the check chose it: other values of these words would not have been taken there)
  return { ...planned, result: { ...planned.result, generic: false, notes: [...(planned.result.notes ?? []), note] } };
}

/** Whether the check after the step holds once the step took `way`, on the session's driver as it is now. */
async function checkAfter(p: PickContext, s: ResolvedStep, index: number, way: Target): Promise<boolean> {
  const { r, session, steps } = p;
  const check = steps[index + 1]!;
  // (the context itself, not a copy: a restore or revisit within planning gives it the new driver)
  const taken = await planStep(r.o.planners, Object.assign(p.ctxFor(s, index), { lookAlike: way }));
  if (taken.result.status !== 'compiled') return false;
  session.prefix.push({ text: s.plan.text, location: s.source.location, actions: taken.result.actions,
    args: p.argsFor(s) });
  try {
    // (a short wait: the page has settled after the step, and each way the check does not hold for waits it out)
    const ctx = p.ctxFor(check, index + 1);
    ctx.opts = { ...ctx.opts, timeoutMs: Math.min(ctx.opts.timeoutMs, TRIAL_CHECK_MS) };
    const checked = await planStep(r.o.planners, ctx);
    return checked.result.status === 'compiled';
  } finally {
    session.prefix.pop();
  }
}
