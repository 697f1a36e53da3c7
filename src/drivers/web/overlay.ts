// Overlays on the web: telling that an element is covered (a cookie banner, a dialog, a sticky bar)
// and naming what covers it, so a failure says "intercepted by …" instead of "had no effect".
import type { WebDriver, WebElement } from 'selenium-webdriver';
import { ObservedElement } from '../../observation/element.ts';
import { OVERLAY_SCRIPT } from '../../observation/web/scripts.ts';
import type { OverlayInfo } from '../driver.ts';
import { InterceptedError } from '../errors.ts';

// The element at the centre of `el`, when it is neither `el` nor inside or around it: what a real
// pointer would hit instead. Scrolls `el` into view first, as a pointer action would.
const HIT_TEST_SCRIPT = `const e = arguments[0];
let r = e.getBoundingClientRect();
if (r.bottom < 0 || r.top > innerHeight || r.right < 0 || r.left > innerWidth) { e.scrollIntoView({ block: 'center', ` +
  `inline: 'center' }); r = e.getBoundingClientRect(); }
const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
if (!top || top === e || e.contains(top) || top.contains(e)) return null;
const html = top.outerHTML;
return html.slice(0, html.indexOf('>') + 1);`;

/** chromedriver: "element click intercepted: … Other element would receive the click: <div …>" */
const OTHER_ELEMENT = /Other element would receive the click:\s*(<[^>]*>)/;

/** The intercepted-click error of chromedriver as an InterceptedError; anything else unchanged. */
export function asIntercepted(e: unknown): unknown {
  const err = e as { name?: string; message?: string };
  if (err?.name !== 'ElementClickInterceptedError' && !/element click intercepted/i.test(err?.message ?? '')) return e;
  const other = OTHER_ELEMENT.exec(err.message ?? '')?.[1] ?? 'another element';
  return new InterceptedError(other, { cause: e });
}

/** Throws InterceptedError when another element covers the centre of `el`. One round trip. */
export async function assertUncovered(driver: WebDriver, el: WebElement): Promise<void> {
  const other = (await driver.executeScript(HIT_TEST_SCRIPT, el)) as string | null;
  if (other) throw new InterceptedError(other);
}

/** The overlay covering `el` and the controls in it (validated like an observation), if one covers it. */
export async function overlayOver(driver: WebDriver, el: WebElement): Promise<OverlayInfo | undefined> {
  const raw = (await driver.executeScript(OVERLAY_SCRIPT, el)) as { overlay: string; controls: unknown[] } | null;
  if (!raw) return undefined;
  return { overlay: raw.overlay, controls: raw.controls.map((c) => ObservedElement.parse(c)) };
}
