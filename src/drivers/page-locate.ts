// Locating with the web page scripts, whatever client runs them: the page's locate script gathers
// every strategy's candidates and their fingerprint facts in one round trip; which candidate is the
// recorded element is decided here, by the identity scoring every backend shares
// (src/locators/identity.ts). A second pass looks everywhere (shadow roots, iframes, role-less
// elements) only when the first found no element that passes. The web driver runs it through
// selenium-webdriver, the Android driver through webdriverio inside a WebView.
import type { LocateOptions, LocateResult, ResolvedTarget, StrategyAttempt } from './driver.ts';
import { pickIdentified, type CandidateFacts } from '../locators/identity.ts';
import { LOCATE_SCRIPT } from '../observation/web/scripts.ts';

/** Where the page scripts run: one script call, and (for frames) picking up an element parked in one. */
export interface ScriptPage<E> {
  run(script: string, arg: unknown): Promise<unknown>;
  /** the candidate the locate script parked in the frame at `path`; without frames, unset */
  pickUp?(path: number[], slot: number): Promise<E | null>;
}

interface PageCandidates<E> {
  elements: (E | null)[];
  facts: CandidateFacts[];
  enabled: boolean[];
  /** for elements of other frames: where the script parked them */
  places: ({ frame: number[]; slot: number } | null)[];
  described: unknown[];
  results: { by: string; count?: number; idx?: number[]; error?: string }[];
  partial: boolean;
  all?: unknown[];
  tried?: StrategyAttempt[];
}

async function choose<E>(raw: PageCandidates<E>, target: ResolvedTarget, opts: LocateOptions,
  page: ScriptPage<E>): Promise<LocateResult<E>> {
  const tried: StrategyAttempt[] = [];
  for (const r of raw.results) {
    if (r.error !== undefined) {
      tried.push({ by: r.by, count: 0, error: r.error });
      continue;
    }
    const { chosen, best } = pickIdentified(r.idx ?? [], (i) => raw.facts[i]!, target.fingerprint, opts.threshold);
    tried.push({ by: r.by, count: r.count ?? 0, score: best });
    if (chosen === undefined) continue;
    const i = chosen.item;
    const place = raw.places[i];
    const element = place ? (await page.pickUp?.(place.frame, place.slot)) ?? null : raw.elements[i]!;
    return { element, by: r.by, score: chosen.score, enabled: raw.enabled[i]!, tried,
      ...(opts.describe ? { described: raw.described[i] } : {}) };
  }
  return { element: null, tried };
}

export async function locateWithScripts<E>(page: ScriptPage<E>, target: ResolvedTarget,
  opts: LocateOptions): Promise<LocateResult<E>> {
  const ask = async (pass: 1 | 2): Promise<PageCandidates<E>> => (await page.run(LOCATE_SCRIPT, {
    strategies: target.strategies, scope: target.scope, ordinal: target.ordinal, pass, ...opts,
  })) as PageCandidates<E>;
  const first = await ask(1);
  if (first.all) return { element: null, tried: first.tried ?? [], all: first.all };
  const res = await choose(first, target, opts, page);
  if (res.element || !first.partial) return res;
  const again = await choose(await ask(2), target, opts, page);
  return again.element ? again : res;
}
