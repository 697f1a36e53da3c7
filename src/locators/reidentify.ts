// Heal and replay diagnosis ask the same question of an observed page: which element now is the one
// this target recorded? Candidates are ranked by their fingerprint score, and only a clear winner
// backed by independent signals is accepted as a deterministic re-identification.
import type { ObservedElement } from '../observation/element.ts';
import { fingerprintScore, similarText } from './identity.ts';
import type { Fingerprint, Strategy } from './target.ts';

/** Independent kinds of evidence that a candidate is the recorded element. */
export type Signal = 'name' | 'attributes' | 'context';

export interface RankedCandidate {
  element: ObservedElement;
  /** fingerprint score, 0..1 (the runtime's identity score) */
  score: number;
  /** score plus the weak position hint: what candidates are ordered by */
  rank: number;
  signals: Signal[];
}

export type Reidentified =
  | { ok: true; match: RankedCandidate; candidates: RankedCandidate[] }
  | { ok: false; reason: string; candidates: RankedCandidate[] };

export const REIDENTIFY = {
  /** the winner's fingerprint score must reach this… */
  minScore: 0.6,
  /** …lead the runner-up by this much… */
  minMargin: 0.2,
  /** …and be backed by at least this many of name / attributes / context */
  minSignals: 2,
  /** position is a hint only: it can move a candidate by at most this much */
  positionWeight: 0.05,
} as const;

const tokens = (s: string): string[] => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** A new name says the same as the old one: nearly equal, or it keeps every old word ("Email" → "Email address"). */
export function nameAgrees(old: string | undefined, now: string | undefined): boolean {
  if (!old || !now) return false;
  if (similarText(old, now) >= 0.8) return true;
  const had = tokens(old);
  const has = new Set(tokens(now));
  return had.length > 0 && had.every((t) => has.has(t)) && has.size <= 2 * had.length + 1;
}

function signalsOf(el: ObservedElement, fp: Fingerprint, strategies: Strategy[]): Signal[] {
  const out: Signal[] = [];
  const names = [el.name, el.label, el.text, el.placeholder];
  if ([fp.name, fp.label, fp.text].some((old) => names.some((now) => nameAgrees(old, now)))) out.push('name');
  const attr = (by: Strategy['by']) => strategies.find((s) => s.by === by)?.value;
  if ((fp.testId && fp.testId === el.testId) || (fp.id && fp.id === el.id)
    || (attr('name') && attr('name') === el.nameAttr)
    || (attr('placeholder') && attr('placeholder') === el.placeholder)) {
    out.push('attributes');
  }
  if (contextAgrees(fp.context, el.context)) out.push('context');
  return out;
}

/** The element is still in the same place: the recorded context's words are (nearly all) still around it. */
export function contextAgrees(old: string | undefined, now: string | undefined): boolean {
  return !!old && !!now && (similarText(old, now) >= 0.5 || nameAgrees(old, now));
}

/** How alike two element paths are (shared leading steps): a weak hint that the element did not move. */
export function positionSimilarity(oldPath: string | undefined, now: string | undefined): number {
  if (!oldPath || !now) return 0;
  const a = oldPath.split('/').filter(Boolean);
  const b = now.split('/').filter(Boolean);
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same++;
  return same / Math.max(a.length, b.length);
}

/** Every observed element scored against the recorded fingerprint, best first. */
export function rankCandidates(fp: Fingerprint, strategies: Strategy[],
  elements: ObservedElement[]): RankedCandidate[] {
  const oldPath = strategies.find((s) => s.by === 'xpath')?.value;
  return elements.map((element) => {
    const score = Math.round(fingerprintScore(element, fp) * 1000) / 1000;
    const rank = score + REIDENTIFY.positionWeight * positionSimilarity(oldPath, element.xpath);
    return { element, score, rank, signals: signalsOf(element, fp, strategies) };
  }).filter((c) => c.score > 0).sort((a, b) => b.rank - a.rank || a.element.index - b.element.index);
}

const keyMiss = (fp: Fingerprint, el: ObservedElement): boolean =>
  (fp.key ?? []).some((k) => fp[k] !== undefined
    && similarText((el as Record<string, unknown>)[k] as string | undefined, fp[k]) < 0.8);

/**
 * The element a target recorded, found again on a changed page — or a reason why not. Accepted
 * only when one candidate has the same role, scores REIDENTIFY.minScore, leads the runner-up by
 * REIDENTIFY.minMargin and is backed by two independent signals (name, attributes, context): a
 * look-alike that shares only a name, or only a place on the page, is never taken.
 */
export function reidentify(fp: Fingerprint, strategies: Strategy[], elements: ObservedElement[]): Reidentified {
  const candidates = rankCandidates(fp, strategies, elements);
  const [best, next] = candidates;
  const fail = (reason: string): Reidentified => ({ ok: false, reason, candidates: candidates.slice(0, 5) });
  if (!best) return fail('nothing on the page resembles it');
  const what = `${best.element.role} "${best.element.name}" (${best.score.toFixed(2)})`;
  if (best.element.role
    !== fp.role) return fail(`the closest element, ${what}, is a ${best.element.role}, not a ${fp.role}`);
  if (keyMiss(fp, best.element)) return fail(`the closest element, ${what}, is a look-alike in ` +
    `another place (${best.element.context || 'no context'})`);
  if (best.score < REIDENTIFY.minScore) return fail(
    `the closest element, ${what}, is too different (below ${REIDENTIFY.minScore})`);
  const margin = best.rank - (next?.rank ?? 0);
  if (margin < REIDENTIFY.minMargin) {
    return fail(`${what} and ${next!.element.role} "${next!.element.name}" (${next!.score.toFixed(2)}) are too close ` +
      `to tell apart`);
  }
  if (best.signals.length < REIDENTIFY.minSignals) {
    return fail(`${what} agrees only on ${best.signals.join(', ') || 'its shape'}; a deterministic heal needs two of ` +
      `name, attributes, context`);
  }
  return { ok: true, match: best, candidates: candidates.slice(0, 5) };
}

/** The last `n` steps of a CSS path, without classes: `… > table:nth-of-type(1) > tbody:nth-of-type(1) > tr`. */
function tail(css: string, n: number): string {
  return css.split('>').map((p) => p.trim().replace(/\.[\w-]+/g, '')).slice(-n).join(' > ');
}

/**
 * A counted list found again after the page was rearranged: the one list whose own structure (the
 * last three steps of its path: e.g. table > tbody > tr) is the recorded one's. Chosen by shape only,
 * never by how many items it has, so the count the step expects is still checked as before.
 */
export function relocateList(oldCss: string,
  collections: { css: string }[]): { ok: true; css: string } | { ok: false; reason: string } {
  const want = tail(oldCss, 3);
  const same = [...new Set(collections.map((c) => c.css))].filter((css) => tail(css, 3) === want);
  if (same.length === 1) return { ok: true, css: same[0]! };
  return { ok: false, reason: same.length ? `${same.length} lists have the recorded list's shape (${want})`
    : `no list on the page has the recorded list's shape (${want})` };
}
