// A state check whose element the step's words do not find on the page now. Gone, or locked (an editor
// made read-only is no text field to look at any more): the element this same scenario showed earlier,
// so replay checks that very element. Shown beside a text: words, when no element is them.
import type { Assertion } from '../../cache/schema.ts';
import type { StepBinder } from '../binding.ts';
import type { PlanContext } from '../planner.ts';
import type { TargetPhrase } from './intent.ts';
import { guessedGone, partSeenGone } from './named-part.ts';
import { textBeside } from './placed-text.ts';
import { seenEarlier } from './scenario-evidence.ts';
import { CONTAINER_ROLES } from './target-phrase.ts';
import { Unsure } from './unsure.ts';

type StateName = Extract<Assertion, { check: 'state' }>['state'];

/** The check of `phrase` in `wanted` state, once grounding it now failed with `e` (rethrown when no history helps). */
export async function stateFromHistory(ctx: PlanContext, b: StepBinder, phrase: TargetPhrase, wanted: StateName,
  e: unknown): Promise<Assertion> {
  // a note "no longer open" that is not there is gone, as "closed" is for what says nothing of it
  const state = wanted === 'collapsed' ? 'hidden' : wanted;
  const locked = state === 'readonly' || state === 'disabled';
  if (!(e instanceof Unsure) || (state !== 'hidden' && state !== 'visible' && !locked)) throw e;
  if (state === 'visible') return textBeside(ctx, b, phrase, e);
  let target;
  try {
    target = await seenEarlier(ctx, b, phrase, e);
  } catch (never) {
    if (locked) throw never;
    // "the dialog should no longer be visible" where the page marks its modal by class only (Spectre's
    // div.modal opened by a link to its id): that part, shown earlier in the scenario, is gone
    const kindOnly = !phrase.words && !phrase.relation && phrase.ordinal === undefined && Boolean(phrase.roleHint)
      && CONTAINER_ROLES.has(phrase.roleHint!);
    const gone = kindOnly ? await partSeenGone(ctx, b, phrase) : undefined;
    if (gone) return gone;
    throw never;
  }
  // a locked element is still there: its state is the check
  return locked ? { check: 'state', target, state } : guessedGone(ctx, phrase, { check: 'state', target, state });
}
