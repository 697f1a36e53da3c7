// Web locate: the page script gathers every strategy's candidates and their fingerprint facts in
// one round trip; which candidate is the recorded element is decided in TypeScript, by the
// identity scoring the Android backend shares (src/locators/identity.ts).
import type { WebDriver, WebElement } from 'selenium-webdriver';
import type { LocateResult, ResolvedTarget } from '../driver.ts';
import { pickIdentified, type CandidateFacts } from '../../locators/identity.ts';
import { LOCATE_SCRIPT } from '../../observation/web/scripts.ts';

interface PageCandidates {
  elements: WebElement[];
  facts: CandidateFacts[];
  enabled: boolean[];
  /** per strategy, in order: what it found (indexes into elements), or why it could not run */
  results: { by: string; count?: number; idx?: number[]; error?: string }[];
}

export async function locateInPage(driver: WebDriver, target: ResolvedTarget,
  opts: { visibleOnly: boolean; threshold: number }): Promise<LocateResult<WebElement>> {
  const raw = (await driver.executeScript(LOCATE_SCRIPT, { strategies: target.strategies, visibleOnly: opts.visibleOnly })) as PageCandidates;
  const tried: LocateResult<WebElement>['tried'] = [];
  for (const r of raw.results) {
    if (r.error !== undefined) {
      tried.push({ by: r.by, count: 0, error: r.error });
      continue;
    }
    const { chosen, best } = pickIdentified(r.idx ?? [], (i) => raw.facts[i]!, target.fingerprint, opts.threshold);
    tried.push({ by: r.by, count: r.count ?? 0, score: best });
    if (chosen) return { element: raw.elements[chosen.item]!, by: r.by, score: chosen.score, enabled: raw.enabled[chosen.item]!, tried };
  }
  return { element: null, tried };
}
