// Puts a browser that is kept between scenarios (isolation "reuse") back to an empty state, so the
// next scenario starts signed out on a blank page: one fresh tab, cookies and site storage cleared.
import { error, type WebDriver } from 'selenium-webdriver';
import { Command } from 'selenium-webdriver/lib/command.js';
import { dismissAnyDialog } from './native-dialog.ts';

export interface ResetOptions {
  /** origins the scenario navigated to; their storage is cleared (the pages left open are added) */
  origins: Iterable<string>;
  windowSize: { width: number; height: number };
  /** whether the browser offers Chromium's DevTools commands; undefined: try, and report it */
  devtools?: boolean;
}

/** What a reset did, for the bench and the tests. */
export interface ResetReport {
  /** whether the DevTools protocol cleared the data (else only the open pages' origins, by WebDriver + script) */
  devtools: boolean;
  origins: string[];
  windowsClosed: number;
}

type Cdp = { sendAndGetDevToolsCommand?: (cmd: string, params: object) => Promise<unknown> };

const originOf = (url: string): string | undefined => {
  try {
    const o = new URL(url).origin;
    return o === 'null' ? undefined : o;
  } catch {
    return undefined;
  }
};

const CLEAR_PAGE_STORAGE = 'try { localStorage.clear(); } catch (e) {} try { sessionStorage.clear(); } catch (e) {}';

/**
 * Resets a kept browser in about eight round trips: a new tab opened and every other window closed
 * (a new tab has empty sessionStorage and no history, and no script of the old pages keeps
 * running); cookies of every site, and local storage, IndexedDB, Cache Storage and service workers
 * of every origin visited, cleared through Chromium's DevTools protocol; the window size restored.
 * Throws when the browser does not answer: the caller then quits it and the next scenario gets a new one.
 */
export async function resetBrowser(driver: WebDriver, o: ResetOptions): Promise<ResetReport> {
  // a browser dialog left open fails the first command that meets it: dismissed, then once more
  return resetOnce(driver, o).catch(async (e: unknown) => {
    if (!(e instanceof error.UnexpectedAlertOpenError)) throw e;
    await dismissAnyDialog(driver);
    return resetOnce(driver, o);
  });
}

async function resetOnce(driver: WebDriver, o: ResetOptions): Promise<ResetReport> {
  const old = await driver.getAllWindowHandles();
  const cdp = (driver as unknown as Cdp).sendAndGetDevToolsCommand?.bind(driver);
  let devtools = Boolean(cdp) && o.devtools !== false;
  const origins = new Set<string>(o.origins);
  for (const handle of old) {
    if (old.length > 1) await driver.switchTo().window(handle);
    const origin = originOf(await driver.getCurrentUrl());
    if (origin) origins.add(origin);
  }
  if (devtools && o.devtools === undefined) devtools = await cdp!('Network.clearBrowserCookies', {}).then(() => true,
    () => false);
  if (!devtools) {
    // without DevTools only what the open pages can reach: their origin's storage and cookies
    for (const handle of old) {
      if (old.length > 1) await driver.switchTo().window(handle);
      await driver.executeScript(CLEAR_PAGE_STORAGE).catch(() => undefined);
      await driver.manage().deleteAllCookies().catch(() => undefined);
    }
  }
  // the new tab, without switching to it yet: then each old window closes from where WebDriver is
  const opened = (await driver.execute(new Command('newWindow').setParameter('type',
    'tab'))) as unknown as { handle: string };
  for (const handle of old) {
    if (old.length > 1) await driver.switchTo().window(handle);
    await driver.close();
  }
  await driver.switchTo().window(opened.handle);
  if (devtools) {
    await cdp!('Network.clearBrowserCookies', {});
    for (const origin of origins) await cdp!('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  }
  const rect = await driver.manage().window().getRect();
  if (rect.width !== o.windowSize.width || rect.height !== o.windowSize.height) {
    await driver.manage().window().setRect({ width: o.windowSize.width, height: o.windowSize.height });
  }
  return { devtools, origins: [...origins], windowsClosed: old.length };
}
