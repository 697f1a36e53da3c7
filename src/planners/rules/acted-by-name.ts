// An element a step of the scenario acted on, known by the name the step found it by: an absence check on it
// ("the "Confirm changes" button is not shown" after clicking it) needs no replay of the scenario to find it.
import type { Target } from '../../locators/target.ts';
import { resolveTarget } from '../../runtime/values.ts';
import type { PlanContext } from '../planner.ts';
import type { TargetPhrase } from './intent.ts';
import { words } from './words.ts';

/**
 * The element a step of this scenario acted on whose own name (or label, or text) is the phrase's words, of the
 * role the phrase says: "the "Confirm changes" button is not shown" after clicking it. As that step found it.
 */
export function actedOnByName(ctx: PlanContext, phrase: TargetPhrase): Target | undefined {
  const said = words(phrase.quoted?.text ?? phrase.words).join(' ');
  if (!said) return undefined;
  for (const h of [...ctx.history].reverse()) {
    for (const a of [...h.did].reverse()) {
      if (!('target' in a) || !a.target || !h.args) continue;
      const then = resolveTarget(a.target, h.args);
      const fp = then.fingerprint;
      if (phrase.roleHint && fp.role !== phrase.roleHint) continue;
      if ([fp.name, fp.label, fp.text].some((x) => x && words(x).join(' ') === said)) return then;
    }
  }
  return undefined;
}
