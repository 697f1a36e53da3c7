// A text a step places beside another ("(+4)" should be displayed next to "MailDev", "$40,000" just below
// "EARNINGS (MONTHLY)"): when it is an element of its own, that element is checked where it is; when it is
// only words in a counter or a caption (no control shows it), it is checked in what shows around the other
// text (or around the words that name a field: a message under it), so compile and replay read it there.
import type { Assertion } from '../../cache/schema.ts';
import { norm } from '../../runtime/assertions.ts';
import type { StepBinder } from '../binding.ts';
import type { PlanContext } from '../planner.ts';
import type { TargetPhrase } from './intent.ts';
import { anchorOfPhrase } from './placed-target.ts';
import { CONTAINER_ROLES } from './target-phrase.ts';
import { Unsure } from './unsure.ts';

/** The check that `phrase` (a quoted text next to another text) shows beside it; rethrows `why` when it is not one. */
export async function textBeside(ctx: PlanContext, b: StepBinder, phrase: TargetPhrase,
  why: Unsure): Promise<Assertion> {
  // ("$40,000" just below "EARNINGS (MONTHLY)": a figure under its caption reads as beside it too)
  // (a message under the "Email" field, or below the search box: beside the words that name the field, its label or
  // placeholder, which the field's own block shows with it)
  const said = phrase.relation?.anchor;
  const anchor = said?.control ?? said;
  if (!phrase.quoted || phrase.roleHint || !phrase.relation || phrase.relation.kind === 'in' || !anchor
    || (anchor.roleHint && CONTAINER_ROLES.has(anchor.roleHint)) || anchor.relation || !anchor.words) throw why;
  const name = anchor.quoted?.text ?? anchor.words;
  const within = anchorOfPhrase({ words: anchor.words, ...(anchor.quoted ? { quoted: anchor.quoted } : {}) }, b);
  const parts = await ctx.driver.readText(b.liveAnchor(within));
  if (!parts.length) throw new Unsure(`${why.message}; nor does any text "${name}" show with something beside it`);
  if (!parts.some((p) => norm(p.text).includes(norm(phrase.quoted!.text)))) throw new Unsure(`${why.message}; ` +
    `and "${phrase.quoted.text}" is not beside "${name}" (${parts.map((p) => p.text).join(' | ')})`);
  return { check: 'text', text: b.value(phrase.quoted), negate: false, within };
}
