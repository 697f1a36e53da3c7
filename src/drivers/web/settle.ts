import type { WebDriver } from 'selenium-webdriver';
import type { SettleOptions, SettleResult } from '../driver.ts';
import { PageNotSettledError } from '../errors.ts';
import { SETTLE_SCRIPT } from '../../observation/web/scripts.ts';

/*
 * Waiting for the page to settle before discovery observes it: an expanding section, a React
 * re-render or a navigation a click started are not on the page yet when the click returns. The
 * wait itself runs in the page (settle.js, one executeAsyncScript, no polling from here); a
 * navigation ends that script early, so it is started again on the new document, within the same
 * time budget.
 */

export const SETTLE_DEFAULTS = { quietMs: 100, maxMs: 2_000 } as const;

// a few navigations in a row (a redirect chain) are fine; a script that keeps failing is not
const MAX_ATTEMPTS = 4;

export async function settlePage(driver: WebDriver, opts: SettleOptions,
  waitForNavigation: () => Promise<void>): Promise<SettleResult> {
  const quietMs = opts.quietMs ?? SETTLE_DEFAULTS.quietMs;
  const maxMs = opts.maxMs ?? SETTLE_DEFAULTS.maxMs;
  const start = Date.now();
  let error: unknown;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    await waitForNavigation();
    const left = maxMs - (Date.now() - start);
    if (left <= 0) return { settled: false, waitedMs: Date.now() - start, busy: 'navigating' };
    try {
      const res = (await driver.executeAsyncScript(SETTLE_SCRIPT,
        { quietMs, maxMs: left, change: Boolean(opts.change), acted: Boolean(opts.acted) })) as SettleResult;
      return { ...res, waitedMs: Date.now() - start };
    } catch (e) {
      // "document unloaded while waiting for result": the page navigated; settle the new one
      error = e;
    }
  }
  throw new PageNotSettledError(String(error), { cause: error });
}
