// Waiting for a navigation an action started (or a page load) to be over, so the next step does not race
// it: a click that submits a form or follows a link starts a navigation that WebDriver does not wait for,
// and the next step would e.g. lose the session cookie a sign-in POST sets. The locate script marked the
// document and watches for unprevented submits and link clicks, so: wait while the old document is
// (about to be) leaving, then until the new one has loaded. A click that navigates nowhere costs one
// round trip. With the browser's load events (WebDriver BiDi, page-events.ts) the page is asked again
// when a document says it is ready or loaded; without them, every 20-200 ms.
import { error, type WebDriver } from 'selenium-webdriver';
import { pollUntil } from '../poll.ts';
import type { LoadKind, PageLoads } from './page-events.ts';
import { NAVIGATION_STATE_SCRIPT, NAVIGATION_TIMEOUT_MS } from './page-scripts.ts';

/** With load events, how long a navigation wait goes without one before it asks the page anyway. */
const LOAD_RECHECK_MS = 1_000;

export async function waitForNavigation(driver: WebDriver, loads?: PageLoads): Promise<void> {
  // A navigation that never commits (a download, a 204 answer) leaves the marker set: after the
  // timeout the step goes on, and the next step's own waits decide.
  // (a browser dialog the action opened is no navigation: that is for the caller to notice)
  const state = async (): Promise<string> => (await driver.executeScript(NAVIGATION_STATE_SCRIPT)
    .catch((e: unknown) => {
      if (e instanceof error.UnexpectedAlertOpenError) throw e;
      return 'leaving';
    })) as string;
  if (!loads) {
    await pollUntil(async () => ((await state()) === 'settled' ? true : undefined), NAVIGATION_TIMEOUT_MS);
    return;
  }
  const deadline = Date.now() + NAVIGATION_TIMEOUT_MS;
  for (;;) {
    const since = loads.mark();
    const [now, readyIn] = (await state()).split(' ');
    const left = deadline - Date.now();
    if (now === 'settled' || left <= 0) return;
    // a DOM ready for a while counts as loaded: when that time is up, the page is asked again
    const kinds: LoadKind[] = now === 'leaving' ? ['domContentLoaded', 'load'] : ['load'];
    await loads.after(since, kinds, Math.min(left, LOAD_RECHECK_MS, readyIn ? Number(readyIn) + 10 : Infinity));
  }
}
