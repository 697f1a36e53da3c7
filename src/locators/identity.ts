// Identity scoring shared by every platform: how much a found element still looks like the
// fingerprint recorded at discovery, and when a strategy's best match is accepted as "the same
// element" (threshold) rather than one of several look-alikes (ambiguity margin).
import type { Fingerprint } from './target.ts';

/** What a backend reports about one candidate element, in the fingerprint's terms. */
export interface CandidateFacts {
  tag: string;
  role: string;
  name?: string;
  text?: string;
  label?: string;
  id?: string;
  testId?: string;
  type?: string;
  context?: string;
  /** where a link goes: links of one name to one place are one way there */
  href?: string;
}

/** Whether a link's href goes somewhere: not "#" alone, not a script. Links of one name there are one way. */
export const leadsSomewhere = (href: string | undefined): href is string =>
  Boolean(href) && href !== '#' && !/^javascript:/i.test(href!);

/** How much each fingerprint field counts. */
export const FINGERPRINT_WEIGHTS = { tag: 1, role: 2, name: 3, text: 2, label: 2, id: 2, testId: 3, type: 1,
  context: 1 } as const;
/** Several matches of one strategy are fine only when the best leads the next by more than this. */
export const AMBIGUITY_MARGIN = 0.05;
/** A key field (see Fingerprint.key) that matches less than this makes the element someone else. */
const KEY_MATCH = 0.8;

const norm = (s: string | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

/** 1 for equal texts, else the Jaccard overlap of their words (any script). */
export function similarText(a: string | undefined, b: string | undefined): number {
  const x = norm(a);
  const y = norm(b);
  if (x === y) return 1;
  const ta = new Set(x.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  const tb = new Set(y.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  if (!ta.size || !tb.size) return 0;
  let common = 0;
  for (const t of ta) if (tb.has(t)) common++;
  return common / (ta.size + tb.size - common);
}

/** 0..1: the weighted similarity of the candidate to the fingerprint's recorded fields. */
export function fingerprintScore(c: CandidateFacts, fp: Fingerprint): number {
  let total = 0;
  let got = 0;
  for (const [k, w] of Object.entries(FINGERPRINT_WEIGHTS) as [keyof typeof FINGERPRINT_WEIGHTS, number][]) {
    const want = fp[k];
    if (want === undefined || want === '') continue;
    total += w;
    got += w * similarText(c[k], want);
  }
  if (!total) return 0;
  // an element that looked like others when it was recorded is only itself if its key fields match
  const keyMiss = (fp.key ?? []).some((k) => fp[k] && similarText(c[k], fp[k]) < KEY_MATCH);
  return keyMiss ? (got / total) * 0.5 : got / total;
}

export interface Scored<T> {
  item: T;
  score: number;
}

/**
 * The one candidate a strategy identifies: the best scorer, if it reaches `threshold` and no other
 * candidate comes within AMBIGUITY_MARGIN of it. `best` is reported either way, for messages.
 */
export function pickIdentified<T>(candidates: T[], facts: (c: T) => CandidateFacts, fp: Fingerprint,
  threshold: number): { chosen?: Scored<T>; best: number } {
  const scored = candidates.map((item) => ({ item, score: fingerprintScore(facts(item), fp) }))
    .sort((a, b) => b.score - a.score);
  const [top, next] = scored;
  const best = top ? Math.round(top.score * 100) / 100 : 0;
  if (!top || top.score < threshold) return { best };
  const close = scored.filter((c) => c.score >= top.score - AMBIGUITY_MARGIN);
  // links of one name to one place (a title under "Title matches" and "All matches"): the first will do
  const href = facts(top.item).href;
  const oneWay = leadsSomewhere(href)
    && close.every((c) => facts(c.item).role === 'link' && facts(c.item).href === href);
  if (next && next.score >= top.score - AMBIGUITY_MARGIN && !oneWay) return { best };
  return { chosen: top, best };
}
