// A click whose words fit look-alikes equally, followed by checks: "I click "View"" on four cards, then "I
// should be on the installation page"; "I click "Close this tiddler"" on seven open notes, then "I don't see
// "Welcome"". Each is taken in turn and the checks planned after it (with up to three steps between, planned
// as they come): the one the checks hold for is the step's; for none, or more than one, the step stays unsure.
// Following a link changes nothing in the app, so links each to their own page are followed in the scenario's
// browser, restored each time; anything else may write (a "Delete"), so it is tried only in a browser that
// refuses to (ScenarioSession.trial).
import { isAbsence } from '../cache/describe.ts';
import type { Target } from '../locators/target.ts';
import { planStep } from './plan-step.ts';
import type { Planned, PickContext } from './pick-again.ts';
import type { ResolvedStep } from './steps.ts';

/** Links followed before the step is left unsure (a page of cards, not a whole index). */
const MAX_WAYS = 8;
/** Steps that may come between the click and its checks (an editor opened, typed into, confirmed). */
const MAX_BETWEEN = 3;
/** How long each check waits after each way is taken. */
const TRIAL_CHECK_MS = 1_500;

/** A page's address without its fragment: a wiki that writes its story there is still on that page. */
const withoutHash = (url: string): string => url.replace(/#.*$/, '');

/** The steps between a click and the checks next after it, and those checks. */
interface StepsAfter { between: ResolvedStep[]; checks: ResolvedStep[] }

/** The steps up to the checks after the step at `index`, and those checks: undefined when none come soon. */
function checksAfter(steps: ResolvedStep[], index: number): StepsAfter | undefined {
  const from = steps.findIndex((x, i) => i > index && x.plan.keyword === 'Then');
  const to = from < 0 ? -1 : steps.findIndex((x, i) => i > from && x.plan.keyword !== 'Then');
  const between = steps.slice(index + 1, Math.max(from, index + 1));
  const checks = from < 0 ? [] : steps.slice(from, to < 0 ? undefined : to);
  const planned = [...between, ...checks].every((x) => !x.handwritten);
  return checks.length && between.length <= MAX_BETWEEN && planned ? { between, checks } : undefined;
}

/**
 * The step at `index` planned on the one look-alike its checks hold for; undefined when that is not one. Its
 * checks are the Then steps next after it, with the steps before them (an editor opened, then typed into).
 * `mayWrite`: the look-alikes are not links each to its own page, so each is tried in a browser that may not
 * write (ScenarioSession.trial), and none when one of them, or the steps before, would write.
 */
export async function followEach(p: PickContext, s: ResolvedStep, index: number,
  ways: Target[], mayWrite = false): Promise<Planned | undefined> {
  const { r, session, steps } = p;
  const after = checksAfter(steps, index);
  if (!after || r.o.heal || ways.length > MAX_WAYS) return undefined;
  // (steps between the click and its checks may write, whatever the click was)
  const guarded = mayWrite || after.between.length > 0;
  const held: Target[] = [];
  for (const way of ways) {
    const holds = guarded ? await session.trial(() => holdsAfter(p, s, index, way, after))
      : await session.restore().then(() => holdsAfter(p, s, index, way, after));
    if (holds === undefined) return undefined;
    if (holds) held.push(way);
  }
  if (!guarded) await session.restore();
  if (held.length !== 1) return undefined;
  const planned = await planStep(r.o.planners, Object.assign(p.ctxFor(s, index), { lookAlike: held[0] }));
  if (planned.result.status !== 'compiled') return undefined;
  const kind = mayWrite ? 'look-alikes' : 'look-alike links, each to its own page';
  const note = `one of ${ways.length} ${kind}: the check at ${after.checks[0]!.source.location} holds after this ` +
    'one only';
  // (the check chose it: other values of these words would not have been taken there)
  return { ...planned, result: { ...planned.result, generic: false, notes: [...(planned.result.notes ?? []), note] } };
}

/**
 * Whether the checks after the step hold once it took `way`, the steps between planned as they come, on the
 * session's driver as it is now. The prefix is as it was afterwards.
 */
async function holdsAfter(p: PickContext, s: ResolvedStep, index: number, way: Target,
  { between, checks }: StepsAfter): Promise<boolean> {
  const { r, session } = p;
  const depth = session.prefix.length;
  const page = withoutHash(await session.driver.url());
  let leftPage = false;
  let onlyAbsence = true;
  try {
    for (const [n, x] of [s, ...between, ...checks].entries()) {
      // (the context itself, not a copy: a restore within planning gives it the new driver)
      const ctx = p.ctxFor(x, index + n);
      if (x === s) ctx.lookAlike = way;
      // (a short wait: the page has settled, and each way the checks do not hold for waits it out); no look
      // back at earlier pages, which would replay the scenario again for each way
      const short = Math.min(ctx.opts.timeoutMs, TRIAL_CHECK_MS);
      if (x.plan.keyword === 'Then') ctx.opts = { ...ctx.opts, timeoutMs: short };
      ctx.revisit = undefined;
      const planned = await planStep(r.o.planners, ctx);
      if (planned.result.status !== 'compiled') return false;
      if (x === s) leftPage = withoutHash(await session.driver.url()) !== page;
      if (checks.includes(x) && !planned.result.actions.every(isAbsence)) onlyAbsence = false;
      session.prefix.push({ text: x.plan.text, location: x.source.location, actions: planned.result.actions,
        args: p.argsFor(x) });
    }
    // (that something is gone holds on any other page: a way that left the page is borne out only by a check
    // that finds something there, as a link's "I should be on …" does)
    return !(leftPage && onlyAbsence);
  } finally {
    session.prefix.length = depth;
  }
}
