// Elements steps of the scenario acted on, known by the words that named them: an absence check on one ("the
// "Confirm changes" button is not shown" after clicking it) needs no replay of the scenario to find it, and a
// value check by those words ("the "Search" field should contain …") is about the field typed into.
import { actedOn } from '../../cache/describe.ts';
import type { ResolvedTarget } from '../../drivers/driver.ts';
import { resolveTarget } from '../../runtime/values.ts';
import type { PlanContext } from '../planner.ts';
import type { TargetPhrase } from './intent.ts';
import { parseStep } from './parse-step.ts';
import { words } from './words.ts';

const wordsOf = (p: TargetPhrase): string => words(p.quoted?.text ?? p.words).join(' ');

/**
 * The targets steps of the scenario acted on, latest first, as each step found them, whose own name (or label,
 * or text) is `said`; with `stepWords`, also every one of a step that acted on that one element alone and whose
 * own words said so (`fill in "Search"` into a search box nothing names).
 */
export function* actedByWords(ctx: PlanContext, said: string, stepWords = false): Generator<ResolvedTarget> {
  for (const h of [...ctx.history].reverse()) {
    const parsed = stepWords ? parseStep(h.text, 'When') : undefined;
    const alone = actedOn(h.did).length === 1 && parsed?.ok === true
      && parsed.intents.some((i) => 'target' in i && i.target !== undefined && wordsOf(i.target) === said);
    for (const a of [...h.did].reverse()) {
      if (!('target' in a) || !a.target || !h.args) continue;
      const then = resolveTarget(a.target, h.args);
      const fp = then.fingerprint;
      if (alone || [fp.name, fp.text, fp.label].some((x) => x && words(x).join(' ') === said)) yield then;
    }
  }
}

/**
 * The element a step of this scenario acted on whose own name (or label, or text) is the phrase's words, of the
 * role the phrase says: "the "Confirm changes" button is not shown" after clicking it. As that step found it.
 */
export function actedOnByName(ctx: PlanContext, phrase: TargetPhrase): ResolvedTarget | undefined {
  const said = wordsOf(phrase);
  if (!said) return undefined;
  for (const then of actedByWords(ctx, said)) {
    if (!phrase.roleHint || then.fingerprint.role === phrase.roleHint) return then;
  }
  return undefined;
}
