// A part of the page a step names by a plain noun ("the calendar", "the drawer") where no control has
// that name: the option picked inside it, the text it shows, that it has gone (and an element the noun
// only partly names, which is no evidence it has). The page's own markup (or on Android the
// framework's classes) must say the noun; a noun nothing on the page says leaves the step unsure.
import type { Assertion } from '../../cache/schema.ts';
import type { AppDriver } from '../../drivers/driver.ts';
import type { Anchor } from '../../locators/target.ts';
import type { StepBinder } from '../binding.ts';
import { expectAssertion } from '../../runtime/assertions.ts';
import { resolveTarget } from '../../runtime/values.ts';
import { stepArgsOf, type PlanContext } from '../planner.ts';
import type { QuotedText, TargetPhrase } from './intent.ts';
import { anchorOfPhrase } from './placed-target.ts';
import { Unsure } from './unsure.ts';
import { looksLikeSelector, words } from './words.ts';

type TextAssertion = Extract<Assertion, { check: 'text' }>;
type StateAssertion = Extract<Assertion, { check: 'state' }>;

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

/** Behat's "the "#example-modal-1" element should contain …": a quoted CSS selector of a visible element. */
async function cssPart(ctx: PlanContext, b: StepBinder, t: TargetPhrase): Promise<{ anchor: Anchor } | undefined> {
  if (!t.quoted || t.roleHint || t.relation || t.ordinal !== undefined) return undefined;
  const anchor = anchorOfPhrase({ ...t, noun: 'element' }, b);
  return anchor.kind === 'css' && (await ctx.driver.readText(b.liveAnchor(anchor))).length ? { anchor } : undefined;
}

/**
 * "The drawer offers "My subscriptions"": no field of that name (`why`), but a part of the page the noun
 * names, which shows the text: the part must be there now; whether it shows the text is the check.
 */
export async function textOfPart(ctx: PlanContext, b: StepBinder, t: TargetPhrase, why: unknown): Promise<Anchor> {
  const within = why instanceof Unsure ? (await namedPart(ctx, b, t) ?? await cssPart(ctx, b, t))?.anchor : undefined;
  if (!within) throw why;
  return within;
}

/**
 * "The drawer closes": a part of the page the noun names, that an earlier page of this scenario showed
 * and no page shows now, so the check is that no such part shows (a text check on the part with
 * nothing to find: it holds only when the part is gone). Asked before any element is grounded by the
 * noun (a button "Open navigation drawer" is no drawer). Unsure when such a part is still on the page
 * after the wait a check gets (the step says otherwise: never a defect); undefined when the scenario
 * never showed one.
 */
export async function partGone(ctx: PlanContext, b: StepBinder, t: TargetPhrase): Promise<TextAssertion | undefined> {
  const part = partNamedBy(t);
  return part ? partSeenGone(ctx, b, part) : undefined;
}

/**
 * "I should not see the card "Forza Horizon"": that part, shown on an earlier page of this scenario, is gone
 * (or goes in the time a check waits); undefined when the scenario never showed it (a typo would pass).
 */
export async function partSeenGone(ctx: PlanContext, b: StepBinder,
  part: TargetPhrase): Promise<TextAssertion | undefined> {
  if (!ctx.revisit) return undefined;
  // the scenario's history is evidence for this name only: another name must be seen on its own
  b.followsParameters = false;
  const anchor = anchorOfPhrase(part, b);
  const gone: TextAssertion = { check: 'text', text: { literal: '' }, negate: true, within: anchor };
  const live = b.liveAnchor(anchor);
  const shown = async (driver: AppDriver<unknown>): Promise<boolean> => (await driver.readText(live)).length > 0;
  // there now: it may be on its way out (an animation, a request finishing), as long as a check waits
  if (await shown(ctx.driver)) {
    return expectAssertion(ctx.driver, gone, stepArgsOf(ctx.step), ctx.opts, ctx.opts.waitTimeoutMs)
      .then(() => gone, () => {
        throw new Unsure(`a part of the page called ${part.noun ?? part.words} is still there`);
      });
  }
  const seen = await ctx.revisit(async (_o, driver) => ((await shown(driver)) ? true : undefined));
  return seen ? gone : undefined;
}

/**
 * "The "Table Properties" dialog should be closed" (not that text in a dialog) where no dialog is there now:
 * the dialog that showed that text earlier in this scenario is gone. Only a part of a kind the step names
 * (a dialog, a panel) with nothing else to tell it; `why` stands when the scenario never showed one.
 */
export async function titledPartGone(ctx: PlanContext, b: StepBinder, part: TargetPhrase, text: QuotedText,
  why: unknown): Promise<TextAssertion> {
  const kindOnly = !part.words && !part.quoted && !part.relation && part.ordinal === undefined && part.roleHint;
  const gone = kindOnly && text.text ? await partSeenGone(ctx, b, { ...part, words: text.text, quoted: text })
    : undefined;
  if (!gone) throw why;
  return gone;
}

/**
 * "The drawer closes" where no part of the page is a drawer, and the noun found an element only as a
 * part of its name (a button "Open navigation drawer"): a guess. When the element does not go in the
 * time a check waits, it is the guess that is wrong as likely as the app: unsure, not a defect.
 */
export async function guessedGone(ctx: PlanContext, t: TargetPhrase, check: StateAssertion): Promise<StateAssertion> {
  // (as this step's values make it: a name templated by the quote is that quote)
  const now = resolveTarget(check.target, stepArgsOf(ctx.step));
  const fp = now.fingerprint;
  // (what the element is called, or the text it shows when nothing names it)
  const name = fp.name || fp.text || '';
  // a role word alone ("the dialog": the one of its kind) is no guess, nor is the element's own name; a quoted
  // name the element has only a part of ("the "Tasks" note" found as the link "the open tasks") is
  if (!t.words || (check.state !== 'hidden' && check.state !== 'collapsed')) return check;
  if (words(name).join(' ') === words(t.words).join(' ')) return check;
  const holds = await expectAssertion(ctx.driver, check, stepArgsOf(ctx.step), ctx.opts, ctx.opts.waitTimeoutMs)
    .then(() => true, () => false);
  if (!holds) throw new Unsure(`"${t.words}" is only a part of the name of ${now.description}, which stays`);
  return check;
}

/**
 * CodeceptJS's `I don't see element "a[title='Bold']"`: no element the tester's own selector picks is there.
 * A selector says as literally as a quoted text what must be absent, so no earlier sighting is needed (as it
 * is for a name, which a typo would also pass). Undefined for a part named by words.
 */
export function selectedGone(within: TargetPhrase, plain: TextAssertion, b: StepBinder): TextAssertion | undefined {
  if (within.noun !== 'element' || !within.quoted || within.relation || !looksLikeSelector(within.quoted.text)) {
    return undefined;
  }
  return { ...plain, within: anchorOfPhrase(within, b) };
}
