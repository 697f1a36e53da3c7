import type { TargetPhrase } from './intent.ts';
import { hintFit, nameScore, type ScoredElement } from './ground-score.ts';
import { words } from './words.ts';

/*
 * A control inside another candidate is one target with it: Swagger UI's tag heading holds a link
 * with the tag's name, so "the "authors" heading" is that heading, named by its link. The outer
 * element takes the inner one's name when its role fits the step's role word better, and the inner
 * one leaves the competition; without a role word nothing is merged.
 */

const inside = (inner: ScoredElement, outer: ScoredElement): boolean => {
  const a = inner.element.xpath;
  const b = outer.element.xpath;
  return !!a && !!b && a !== b && a.startsWith(`${b}/`);
};

export function mergeNested(scored: ScoredElement[], target: TargetPhrase): ScoredElement[] {
  if (!target.roleHint) return scored;
  const phrase = words(target.quoted?.text ?? target.words);
  const gone = new Set<ScoredElement>();
  const live = scored.filter((c) => c.score > 0);
  const out = scored.map((outer) => {
    const outerFit = hintFit(outer.element, target.roleHint);
    if (outer.score === 0 || outerFit < 1) return outer;
    const worse = (c: ScoredElement): boolean => hintFit(c.element, target.roleHint) < outerFit;
    const inner = live.filter((c) => inside(c, outer) && worse(c));
    if (!inner.length) return outer;
    // the outer element's own fit (role word, purpose, disabled) applies to the name it borrows
    const fit = outer.score / nameScore(phrase, outer.element).score;
    const best = Math.round(fit * Math.max(...inner.map((c) => nameScore(phrase, c.element).score)) * 1000) / 1000;
    inner.forEach((c) => gone.add(c));
    if (best <= outer.score) return outer;
    return { ...outer, score: best,
      why: [...outer.why, `named by the ${inner[0]!.element.role} inside it ${best.toFixed(2)}`] };
  });
  return out.filter((c) => !gone.has(c));
}
