// Words that point back instead of naming: "I click "About" … Then I see "Acknowledgements" below it",
// "I choose "Skype" in that select", "I open the Tools tab in the sidebar … I click the "home" button
// there". A person reads them as what the scenario named last, or the part of the page it was in; so
// does this, from the step's own earlier clauses and then the steps before it. Nothing named before,
// or a kind that does not fit ("that select" after a button), stays unsure.
import type { PlanContext } from '../planner.ts';
import type { Intent, QuotedText, TargetPhrase } from './intent.ts';
import { parseStep } from './parse-step.ts';
import { CONTAINER_ROLES } from './target-phrase.ts';

/** The phrases an intent names, in the order a reader meets them: what it acts on, then where. */
function phrasesOf(i: Intent): TargetPhrase[] {
  const out: TargetPhrase[] = [];
  if ('target' in i && i.target) out.push(i.target);
  if ('to' in i && i.to) out.push(i.to);
  if ('within' in i && i.within) out.push(i.within);
  return out;
}

const pointsBack = (t: TargetPhrase | undefined): boolean =>
  Boolean(t && (t.back || (t.relation && pointsBack(t.relation.anchor))));

/** A phrase borrowed from another step: its quotes are no parameters of this one. */
export function borrowed(t: TargetPhrase): TargetPhrase {
  const q = (x: QuotedText | undefined): QuotedText | undefined => (x ? { text: x.text, at: -1 } : undefined);
  const out: TargetPhrase = { ...t };
  if (t.quoted) out.quoted = q(t.quoted);
  if (t.relation) out.relation = { ...t.relation, anchor: borrowed(t.relation.anchor) };
  return out;
}

/** The phrases named before, latest first: the step's own earlier clauses, then the scenario's steps. */
function namedBefore(earlier: Intent[], ctx: PlanContext): Named[] {
  const fromSteps = [...ctx.history].reverse().map((h) => {
    const parsed = parseStep(h.text, 'When');
    return parsed.ok ? parsed.intents : [];
  });
  const out: Named[] = [];
  for (const intents of [earlier, ...fromSteps]) {
    for (const intent of [...intents].reverse()) {
      for (const phrase of phrasesOf(intent).filter((p) => !pointsBack(p))) {
        out.push({ phrase: intents === earlier ? phrase : borrowed(phrase), intent });
      }
    }
  }
  return out;
}

interface Named { phrase: TargetPhrase; intent: Intent }

/** A phrase and the parts of the page it is placed in, innermost first. */
function withPlaces(t: TargetPhrase): TargetPhrase[] {
  return t.relation?.kind === 'in' ? [t, ...withPlaces(t.relation.anchor)] : [t];
}

/** "there": the part of the page the last-named element was in, or that element when it is such a part. */
function placeOf(named: TargetPhrase, intent: Intent): TargetPhrase | string {
  if (named.relation?.kind === 'in') return named.relation.anchor;
  const headed = headedPart(named, intent);
  if (headed) return headed;
  if (named.roleHint && CONTAINER_ROLES.has(named.roleHint) && named.roleHint !== 'tab') return named;
  if ('within' in intent && intent.within) return intent.within;
  return '"there" points back to no part of the page the scenario named';
}

/**
 * "… under "Form radio"" or "scroll down to "Form disabled styles"", then "in that section" or "there": the
 * part the heading that was named leads.
 */
function headedPart(p: TargetPhrase, intent: Intent): TargetPhrase | undefined {
  const plain = (t: TargetPhrase): boolean => Boolean(t.quoted) && !t.roleHint && !t.relation;
  if (intent.kind === 'scroll' && plain(p)) return { ...p, roleHint: 'section' };
  const r = p.relation;
  return r?.kind === 'below' && plain(r.anchor) ? { ...r.anchor, roleHint: 'section' } : undefined;
}

function resolvePhrase(t: TargetPhrase, named: Named[]): TargetPhrase | string {
  if (t.relation) {
    const anchor = resolvePhrase(t.relation.anchor, named);
    return typeof anchor === 'string' ? anchor : { ...t, relation: { ...t.relation, anchor } };
  }
  if (!t.back) return t;
  if (t.words) {
    const said = t.words.toLowerCase();
    const same = named.find((n) => n.phrase.words.toLowerCase() === said
      && (!t.roleHint || !n.phrase.roleHint || n.phrase.roleHint === t.roleHint));
    const { back: _back, ...plain } = t;
    return same ? { ...same.phrase, roleHint: same.phrase.roleHint ?? t.roleHint, recalled: true } : plain;
  }
  if (!t.roleHint) {
    const last = named[0];
    if (!last) return `"${t.back === 'place' ? 'there' : 'it'}" points back, but the scenario named nothing before it`;
    return t.back === 'place' ? placeOf(last.phrase, last.intent) : { ...last.phrase, recalled: true };
  }
  // "that select": the last select named, itself or as the part something was in; else the page's one
  const role = t.roleHint;
  for (const n of named) {
    const same = withPlaces(n.phrase).find((p) => p.roleHint === role && !p.back);
    if (same) return { ...same, recalled: true };
    const headed = role === 'section' ? headedPart(n.phrase, n.intent) : undefined;
    if (headed) return headed;
  }
  return { words: '', roleHint: role };
}

/** The intents with every back-reference replaced by what it points to, or why one cannot be. */
export function resolveBackReferences(intents: Intent[], ctx: PlanContext): Intent[] | string {
  const out: Intent[] = [];
  for (const intent of intents) {
    if (!phrasesOf(intent).some(pointsBack)) {
      out.push(intent);
      continue;
    }
    const named = namedBefore(out, ctx);
    const next: Record<string, unknown> = { ...intent };
    for (const key of ['target', 'to', 'within'] as const) {
      const t = (intent as Record<string, unknown>)[key] as TargetPhrase | undefined;
      if (!t || !pointsBack(t)) continue;
      const resolved = resolvePhrase(t, named);
      if (typeof resolved === 'string') return resolved;
      next[key] = resolved;
    }
    out.push(next as unknown as Intent);
  }
  return out;
}
