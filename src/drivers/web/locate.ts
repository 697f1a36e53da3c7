// Web locate: the shared page-script locate (../page-locate.ts) run through selenium-webdriver, at the
// top document, with elements of same-origin iframes picked up in their frame (frames.ts).
import type { WebDriver, WebElement } from 'selenium-webdriver';
import type { LocateOptions, LocateResult, ResolvedTarget } from '../driver.ts';
import { locateWithScripts } from '../page-locate.ts';
import type { FrameTracker } from './frames.ts';

export function locateInPage(driver: WebDriver, frames: FrameTracker, target: ResolvedTarget,
  opts: LocateOptions): Promise<LocateResult<WebElement>> {
  return locateWithScripts<WebElement>({
    run: async (script, arg) => {
      await frames.top();
      return driver.executeScript(script, arg);
    },
    pickUp: (path, slot) => frames.pickUp(path, slot),
  }, target, opts);
}
