// A step planned anew during heal must not land on a look-alike somewhere else: when the recorded
// element had a place on the page (its section, form, row) and the new one is elsewhere, heal does
// not take it — the real element may be gone, and acting on its twin would be a false heal.
import type { Binding, StepAction } from '../cache/schema.ts';
import { contextAgrees } from '../locators/reidentify.ts';
import { fillTemplate, type StepArgs } from '../runtime/values.ts';
import { targetOf } from './retarget.ts';

export type Review = { refused: string } | { accepted: string } | undefined;

/** The step names it exactly: why a re-discovered element in another place is still the right one. */
export const NAMED_EXACTLY = 'the step names it exactly';

/**
 * Whether a re-discovered binding may replace the old one. An element in another place than the
 * recorded one is refused (a look-alike), unless the step's own words name it exactly: its quoted
 * name is the element's whole name, with the role the step says, and no other element has it.
 */
export function reviewRediscovery(old: Binding, actions: StepAction[], args: StepArgs,
  namedExactly: number[] = []): Review {
  if (old.actions.length !== actions.length) return undefined;
  // a generic binding never run with these arguments recorded another element's place, not this one's
  // (a step without parameters has only ever run with these)
  const key = JSON.stringify(args.args);
  const ran = (old.verified ?? []).some((v) => JSON.stringify(v) === key);
  const unrun = old.args === null && args.args.length > 0 && !ran;
  if (unrun) return undefined;
  let accepted: string | undefined;
  for (const [i, a] of actions.entries()) {
    const before = targetOf(old.actions[i]!);
    const now = targetOf(a);
    if (!before || !now || old.actions[i]!.do !== a.do) continue;
    const was = before.fingerprint.context && fillTemplate(before.fingerprint.context, args);
    const is = now.fingerprint.context && fillTemplate(now.fingerprint.context, args);
    if (!was || contextAgrees(was, is)) continue;
    if (namedExactly.includes(i)) {
      accepted = `${NAMED_EXACTLY}: ${fillTemplate(now.description, args)}, now in ${is || 'no context'} (was ` +
        `in ${was})`;
      continue;
    }
    return { refused: `re-discovered ${fillTemplate(now.description, args)} in ${is || 'no context'}, ` +
      `but the recorded element was in ${was}: ` +
      'a look-alike in another place is not healed. If the element really moved, recompile the step: ' +
      'npx stepwright compile --force <feature:line>' };
  }
  return accepted ? { accepted } : undefined;
}
