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
import { Unsure, UnsureUntilLater } from './unsure.ts';
import { groundTarget } from './ground.ts';
import { isPlaced } from './placed-target.ts';
import { observeSettled } from '../observe-settled.ts';

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
    throw state === 'hidden' ? await shownLater(ctx, b, phrase, never) : never;
  }
  // a locked element is still there: its state is the check
  return locked ? { check: 'state', target, state } : guessedGone(ctx, phrase, { check: 'state', target, state });
}

/**
 * "Then the "Bold" button is not shown", then a step that shows it: a name the scenario names again later is
 * no typo, and once a later page shows the element, this check is that this very element was not there yet
 * (nothing on this page answered to the name at all). Otherwise the step stays as unsure as it was.
 */
async function shownLater(ctx: PlanContext, b: StepBinder, phrase: TargetPhrase, never: unknown): Promise<unknown> {
  const quote = phrase.quoted?.text;
  const later = ctx.scenario.steps.slice(ctx.scenario.index + 1);
  if (!(never instanceof Unsure) || !quote || isPlaced(phrase) || !later.some((s) => s.includes(`"${quote}"`))) {
    return never;
  }
  // (only where nothing on this page answers to the name at all: one of several that do may be the one shown later)
  const now = groundTarget(phrase, (await observeSettled(ctx.driver)).elements, 'state');
  if (now.ok || now.reason !== 'none') return never;
  return new UnsureUntilLater(`${never.message}; a later step names it, so it is tried again once that step has run`,
    async (then) => {
      const obs = await observeSettled(then.driver);
      const g = groundTarget(phrase, obs.elements, 'state');
      if (!g.ok) return undefined;
      // (this scenario's element, for these words only)
      b.followsParameters = false;
      const target = b.target({ el: g.match.element, peers: obs.elements }, b.paramAt(phrase.quoted));
      return [{ do: 'assert', expect: { check: 'state', target, state: 'hidden' } }];
    });
}
