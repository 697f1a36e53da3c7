// Web locate: the page script gathers every strategy's candidates and their fingerprint facts in
// one round trip; which candidate is the recorded element is decided here, by the identity scoring
// the Android backend shares (src/locators/identity.ts). A second pass looks everywhere (shadow
// roots, iframes, role-less elements) only when the first found no element that passes.
import type { WebDriver, WebElement } from 'selenium-webdriver';
import type { LocateOptions, LocateResult, ResolvedTarget, StrategyAttempt } from '../driver.ts';
import { pickIdentified, type CandidateFacts } from '../../locators/identity.ts';
import { LOCATE_SCRIPT } from '../../observation/web/scripts.ts';
import type { FrameTracker } from './frames.ts';

interface PageCandidates {
  elements: (WebElement | null)[];
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

async function choose(raw: PageCandidates, target: ResolvedTarget, opts: LocateOptions,
  frames: FrameTracker): Promise<LocateResult<WebElement>> {
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
    const element = place ? await frames.pickUp(place.frame, place.slot) : raw.elements[i]!;
    return { element, by: r.by, score: chosen.score, enabled: raw.enabled[i]!, tried,
      ...(opts.describe ? { described: raw.described[i] } : {}) };
  }
  return { element: null, tried };
}

export async function locateInPage(driver: WebDriver, frames: FrameTracker, target: ResolvedTarget,
  opts: LocateOptions): Promise<LocateResult<WebElement>> {
  const ask = async (pass: 1 | 2): Promise<PageCandidates> => {
    await frames.top();
    return (await driver.executeScript(LOCATE_SCRIPT, {
      strategies: target.strategies, scope: target.scope, ordinal: target.ordinal, pass, ...opts,
    })) as PageCandidates;
  };
  const first = await ask(1);
  if (first.all) return { element: null, tried: first.tried ?? [], all: first.all };
  const res = await choose(first, target, opts, frames);
  if (res.element || !first.partial) return res;
  const again = await choose(await ask(2), target, opts, frames);
  return again.element ? again : res;
}
