// "The inbox should list "Welcome, Alice"", "the results show "Sencha"": a list a step names by a noun its
// page never says (no class, label or heading reads "inbox"), known instead by the items it holds. The
// evidence is the quoted item itself: exactly one list of repeated items holds it, so that list is what the
// noun names, and the check reads the text among its items. Once a step of the scenario has placed the noun
// so, a later "the inbox should not list "…"" reads the same list (the scenario's history decides: an item
// that is absent says nothing of which list it is absent from). Anything less stays unsure.
import type { Anchor } from '../../locators/target.ts';
import { norm } from '../../runtime/assertions.ts';
import type { StepBinder } from '../binding.ts';
import type { PlanContext } from '../planner.ts';
import { observeSettled } from '../observe-settled.ts';
import type { QuotedText, TargetPhrase } from './intent.ts';
import { Unsure } from './unsure.ts';
import { words } from './words.ts';

type CssAnchor = Anchor & { kind: 'css'; text: string };

/** A plain lower-case noun, unquoted, with no role word, place or position: "the inbox", "the search results". */
function plainNoun(t: TargetPhrase): string | undefined {
  return !t.quoted && !t.roleHint && !t.relation && t.ordinal === undefined
    && /^[a-z]+(?: [a-z]+){0,2}$/.test(t.words) ? words(t.words).join(' ') : undefined;
}

/** The list the scenario's latest earlier step read this noun as, from what that step did. */
function listReadEarlier(ctx: PlanContext, noun: string): CssAnchor | undefined {
  for (const earlier of [...ctx.history].reverse()) {
    for (const action of earlier.did) {
      if (action.do !== 'assert' || action.expect.check !== 'text') continue;
      const within = action.expect.within;
      if (within?.kind === 'css' && within.noun === noun && within.text) return within as CssAnchor;
    }
  }
  return undefined;
}

/**
 * The list of repeated items the plain noun of `t` names, for a check of `value` among its items: the one the
 * scenario read the noun as before, else the one list that holds `value` now (not for a check that it is
 * absent). Throws `why` when neither fits.
 */
export async function listHolding(ctx: PlanContext, b: StepBinder, t: TargetPhrase, value: QuotedText,
  negate: boolean, why: unknown): Promise<Anchor> {
  const noun = plainNoun(t);
  if (!noun || !(why instanceof Unsure)) throw why;
  const earlier = listReadEarlier(ctx, noun);
  if (earlier) return earlier;
  // (compared as the text check itself will compare it: the list is the one where that check holds)
  const item = norm(value.text);
  // an absent item, or a number or a word too short to tell one list from another, is no evidence of a list
  if (negate || item.length < 4 || !/\p{L}/u.test(item)) throw why;
  const obs = await observeSettled(ctx.driver);
  const holding: CssAnchor[] = [];
  for (const c of obs.collections.filter((x) => x.count >= 2)) {
    const anchor: CssAnchor = { kind: 'css', text: c.css, noun };
    const parts = await ctx.driver.readText(anchor);
    if (parts.some((p) => norm(p.text).includes(item))) holding.push(anchor);
  }
  if (holding.length !== 1) {
    throw new Unsure(`${(why as Unsure).message}; nor does ${holding.length ? 'just one' : 'any'} list of repeated ` +
      `items on the page hold "${value.text}" to be the ${noun}`);
  }
  b.followsParameters = false;
  return holding[0]!;
}
