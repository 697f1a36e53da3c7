import type { WebDriver, WebElement } from 'selenium-webdriver';

/*
 * Elements of same-origin iframes. Chromedriver cannot return a reference to an element of another
 * frame from executeScript ("stale element not found in the current frame", checked against
 * Chromium 156), nor act on one without switching to its frame first. So the locate script parks
 * such an element on its frame's window and returns the frame path; this tracker switches there,
 * picks it up, remembers which frame each element belongs to, and switches back and forth so every
 * driver call runs in the right frame. Pages without iframes never switch.
 */
export class FrameTracker {
  private current: number[] = [];
  private readonly frameOf = new WeakMap<WebElement, number[]>();

  constructor(private readonly driver: WebDriver) {}

  /** WebDriver is at the top document again (after a navigation). */
  reset(): void {
    this.current = [];
  }

  /** For calls about the whole page (observe, locate, page text). */
  async top(): Promise<void> {
    if (this.current.length) await this.switchTo([]);
  }

  /** For calls about one element: into the frame it was found in. */
  async enter(el: WebElement): Promise<void> {
    const path = this.frameOf.get(el) ?? [];
    if (path.length !== this.current.length || path.some((i, k) => i !== this.current[k])) await this.switchTo(path);
  }

  /** The candidate the locate script parked in the frame at `path` (window indexes from the top). */
  async pickUp(path: number[], slot: number): Promise<WebElement | null> {
    await this.switchTo(path);
    const el = (await this.driver.executeScript(
      'const all = window.__swCandidates || []; window.__swCandidates = []; return all[arguments[0]] || null;',
      slot)) as WebElement | null;
    if (el) this.frameOf.set(el, path);
    return el;
  }

  private async switchTo(path: number[]): Promise<void> {
    this.current = [-1]; // unknown until the switch is complete: the next call starts from the top
    await this.driver.switchTo().defaultContent();
    for (const i of path) await this.driver.switchTo().frame(i);
    this.current = path;
  }
}
