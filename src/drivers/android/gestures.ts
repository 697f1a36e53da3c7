// Finger gestures through UiAutomator2's `mobile:` commands: taps and long presses at an element's
// centre, scrolling the list that holds the content, swipes across the screen, key presses.
import type { Bounds } from '../../observation/element.ts';
import type { AndroidNode, Hierarchy } from '../../observation/android/hierarchy.ts';
import type { Modifier } from '../keys.ts';
import type { AndroidSession } from './session.ts';

export type Direction = 'up' | 'down' | 'left' | 'right';

/** Android key codes for the key names the runtime uses (KeyEvent.KEYCODE_*). */
export const KEYCODES: Readonly<Record<string, number>> = {
  Enter: 66, Tab: 61, Space: 62, Backspace: 67, Delete: 112, Escape: 111, Home: 122, End: 123,
  ArrowUp: 19, ArrowDown: 20, ArrowLeft: 21, ArrowRight: 22, PageUp: 92, PageDown: 93, Back: 4,
};

/** KEYCODE_A…Z are 29…54 and KEYCODE_0…9 are 7…16 (android.view.KeyEvent). */
export function letterKeycode(key: string): number | undefined {
  if (/^[A-Za-z]$/.test(key)) return 29 + key.toUpperCase().charCodeAt(0) - 65;
  if (/^\d$/.test(key)) return 7 + Number(key);
  return undefined;
}

/** KeyEvent.META_CTRL_ON, META_ALT_ON, META_SHIFT_ON, META_META_ON */
export const META_STATES: Readonly<Record<Modifier, number>> = {
  Control: 0x1000, Alt: 0x02, Shift: 0x01, Meta: 0x10000,
};

export const centre = (b: Bounds): { x: number; y: number } =>
  ({ x: Math.round(b.x + b.w / 2), y: Math.round(b.y + b.h / 2) });

export function tap(session: AndroidSession, b: Bounds): Promise<unknown> {
  return session.mobile('clickGesture', centre(b));
}

export function longPress(session: AndroidSession, b: Bounds, durationMs = 1000): Promise<unknown> {
  return session.mobile('longClickGesture', { ...centre(b), duration: durationMs });
}

const area = (b: Bounds) => ({ left: b.x, top: b.y, width: b.w, height: b.h });

/** The list that scrolls the screen's content: the largest scrollable view (or the one holding `inside`). */
export function mainScrollable(h: Hierarchy, inside?: AndroidNode): AndroidNode | undefined {
  if (inside) for (let n = inside.parent; n; n = n.parent) if (n.scrollable) return n;
  return h.nodes.filter((n) => n.scrollable && n.bounds.w > 0 && n.bounds.h > 0)
    .sort((a, b) => b.bounds.w * b.bounds.h - a.bounds.w * a.bounds.h)[0];
}

/** Scrolls a view's content one step; `down` shows what is below. Returns whether it can go further. */
export async function scrollStep(session: AndroidSession, view: Bounds, direction: Direction,
  percent = 0.75): Promise<boolean> {
  return Boolean(await session.mobile('scrollGesture', { ...area(view), direction, percent }));
}

/** A swipe across the screen (or a view): `up` moves the finger up, so the content moves up too. */
export async function swipe(session: AndroidSession, over: Bounds, direction: Direction,
  percent = 0.75): Promise<void> {
  await session.mobile('swipeGesture', { ...area(over), direction, percent });
}

/** The screen's size, from the page source root or the largest view. */
export function screenBounds(h: Hierarchy): Bounds {
  if (h.size) return { x: 0, y: 0, w: h.size.width, h: h.size.height };
  const biggest = [...h.nodes].sort((a, b) => b.bounds.w * b.bounds.h - a.bounds.w * a.bounds.h)[0];
  return biggest?.bounds ?? { x: 0, y: 0, w: 1080, h: 1920 };
}

/** Whether `b` lies fully inside `outer`. */
export function inside(b: Bounds, outer: Bounds): boolean {
  return b.x >= outer.x && b.y >= outer.y && b.x + b.w <= outer.x + outer.w && b.y + b.h <= outer.y + outer.h;
}
