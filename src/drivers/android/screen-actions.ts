// The Android actions that take several round trips: picking a spinner option (scrolling its list),
// scrolling the screen's main list, and waiting for the screen to settle before observing it.
import type { SettleOptions, SettleResult } from '../driver.ts';
import type { Hierarchy } from '../../observation/android/hierarchy.ts';
import { centre, inside, mainScrollable, screenBounds, scrollStep, swipe, tap, type Direction } from './gestures.ts';
import type { AndroidSession } from './session.ts';
import type { FoundNode } from './query.ts';

const MAX_SCROLLS = 30;
const norm = (s: string): string => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** Opens a spinner and taps the option, scrolling its list when the option is further down. */
export async function pickOption(session: AndroidSession, dump: () => Promise<Hierarchy>, el: FoundNode,
  option: string): Promise<boolean> {
  await tap(session, el.bounds);
  for (let i = 0; i < MAX_SCROLLS; i++) {
    const h = await dump();
    const hit = h.nodes.find((n) => n.bounds.w > 0 && norm(n.text) === norm(option) && n.xpath !== el.xpath);
    if (hit) {
      await tap(session, hit.bounds);
      return true;
    }
    const list = mainScrollable(h);
    if (!list || !(await scrollStep(session, list.bounds, 'down'))) break;
  }
  await session.back();
  return false;
}

/** With an element: brings it fully on screen. Without: scrolls the screen's main list. */
export async function scrollScreen(session: AndroidSession, h: Hierarchy, el: FoundNode | undefined,
  direction?: 'down' | 'up' | 'top' | 'bottom'): Promise<void> {
  if (el) {
    const list = mainScrollable(h, h.nodes.find((n) => n.xpath === el.xpath));
    if (!list || inside(el.bounds, list.bounds)) return;
    await scrollStep(session, list.bounds, centre(el.bounds).y > centre(list.bounds).y ? 'down' : 'up', 0.3);
    return;
  }
  const list = mainScrollable(h);
  const dir: Direction = direction === 'up' || direction === 'top' ? 'up' : 'down';
  if (!list) {
    await swipe(session, screenBounds(h), dir === 'down' ? 'up' : 'down');
    return;
  }
  const repeat = direction === 'top' || direction === 'bottom' ? MAX_SCROLLS : 1;
  for (let i = 0; i < repeat && (await scrollStep(session, list.bounds, dir)); i++);
}

/** Waits until two dumps `quietMs` apart are the same (toasts aside), at most `maxMs`. */
export async function settleScreen(source: () => Promise<string>, opts: SettleOptions = {}): Promise<SettleResult> {
  const quietMs = opts.quietMs ?? 100;
  const maxMs = opts.maxMs ?? 2_000;
  const started = Date.now();
  const stable = (xml: string): string => xml.replace(/<android\.widget\.Toast[^>]*\/>/g, '');
  let last = stable(await source());
  let changed = !opts.change;
  while (Date.now() - started < maxMs) {
    await new Promise((r) => setTimeout(r, quietMs));
    const now = stable(await source());
    if (now !== last) changed = true;
    else if (changed) return { settled: true, waitedMs: Date.now() - started };
    last = now;
  }
  return { settled: false, waitedMs: Date.now() - started, busy: changed ? 'mutating' : 'unchanged' };
}
