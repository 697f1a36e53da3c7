// A part of the page a step names by a plain noun ("the calendar", "the drawer") where no control has
// that name: the option picked inside it, the text it shows. The page's own markup (or on Android the
// framework's classes) must say the noun; a noun nothing on the page says leaves the step unsure.
import type { Anchor } from '../../locators/target.ts';
import type { StepBinder } from '../binding.ts';
import type { PlanContext } from '../planner.ts';
import type { TargetPhrase } from './intent.ts';
import { anchorOfPhrase } from './placed-target.ts';

/** "the calendar" as a part of the page: a plain lower-case noun, unquoted, with no role word or place. */
function partNamedBy(t: TargetPhrase): TargetPhrase | undefined {
  return !t.quoted && !t.roleHint && !t.relation && t.ordinal === undefined && /^[a-z]+(?: [a-z]+)?$/.test(t.words)
    ? { words: '', roleHint: 'section', noun: t.words } : undefined;
}

/** The part the phrase names, when it is on the page now (as a phrase to place a target in, and as an anchor). */
export async function namedPart(ctx: PlanContext, b: StepBinder,
  t: TargetPhrase): Promise<{ part: TargetPhrase; anchor: Anchor } | undefined> {
  const part = partNamedBy(t);
  if (!part) return undefined;
  const anchor = anchorOfPhrase(part, b);
  return (await ctx.driver.readText(anchor)).length ? { part, anchor } : undefined;
}
