// A step whose words fit look-alike links equally, each leading somewhere else ("I click "View"" on four cards),
// followed by a check ("I should be on the installation page"): following a link changes nothing in the app,
// so each is followed in a restored browser and the check planned after it. The one link the check holds for
// is the step's; when it holds for none, or for more than one, the step stays unsure.
import type { Target } from '../locators/target.ts';
import { planStep } from './plan-step.ts';
import type { Planned, PickContext } from './pick-again.ts';
import type { ResolvedStep } from './steps.ts';

/** Links followed before the step is left unsure (a page of cards, not a whole index). */
const MAX_WAYS = 8;
/** How long the check waits after each link is followed. */
const TRIAL_CHECK_MS = 1_500;

/** The step at `index` planned on the one link the check after it holds for; undefined when that is not one. */
export async function followEach(p: PickContext, s: ResolvedStep, index: number,
  ways: Target[]): Promise<Planned | undefined> {
  const { r, session, steps } = p;
  const check = steps[index + 1];
  if (!check || check.handwritten || check.plan.keyword !== 'Then' || r.o.heal || ways.length > MAX_WAYS) {
    return undefined;
  }
  const held: Target[] = [];
  for (const way of ways) {
    await session.restore();
    const followed = await planStep(r.o.planners, { ...p.ctxFor(s, index), lookAlike: way });
    if (followed.result.status !== 'compiled') continue;
    session.prefix.push({ text: s.plan.text, location: s.source.location, actions: followed.result.actions,
      args: p.argsFor(s) });
    // (a short wait: the page has settled after the link, and each way the check does not hold for waits it out)
    const ctx = p.ctxFor(check, index + 1);
    const checked = await planStep(r.o.planners, { ...ctx, opts: { ...ctx.opts,
      timeoutMs: Math.min(ctx.opts.timeoutMs, TRIAL_CHECK_MS) } });
    session.prefix.pop();
    if (checked.result.status === 'compiled') held.push(way);
  }
  await session.restore();
  if (held.length !== 1) return undefined;
  const planned = await planStep(r.o.planners, { ...p.ctxFor(s, index), lookAlike: held[0] });
  if (planned.result.status !== 'compiled') return undefined;
  const note = `one of ${ways.length} look-alike links, each to its own page: the check at ${check.source.location} ` +
    'holds after this one only';
  // (the check chose it: other values of these words would not have been followed there)
  return { ...planned, result: { ...planned.result, generic: false, notes: [...(planned.result.notes ?? []), note] } };
}
