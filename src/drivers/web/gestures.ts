import { Key, Origin, type WebDriver, type WebElement } from 'selenium-webdriver';
import { STAND_IN_SCRIPT } from '../../observation/web/state-scripts.ts';
import { asIntercepted } from './overlay.ts';
import { BEFORE_TYPE_SCRIPT, PICKER_TYPES } from './page-scripts.ts';
import type { TextPlace } from '../driver.ts';

/*
 * The web actions beside clicking (typing, double and right click, drag and drop, file upload, focus,
 * clear, history), kept out of web-driver.ts so that file stays about the core loop.
 */

/** Types into a field, `driver` already in its frame. */
export async function typeInto(driver: WebDriver, el: WebElement, text: string, inputType?: string): Promise<void> {
  // Date, time, colour and range inputs take keystrokes in a locale-dependent widget format, so
  // their ISO value is set the way a user's picker would set it: value + input/change events.
  // Without a known input type the script checks the element itself. The same round trip empties
  // an editable element and says whether a field has a value to clear.
  const picker = inputType === undefined || PICKER_TYPES.has(inputType);
  const before = await driver.executeScript(BEFORE_TYPE_SCRIPT, el, text, picker);
  if (before === 'set') return;
  if (before === 'filled') await clearFilled(driver, el);
  if (before === 'body-filled' || before === 'editable-filled') await clearEditable(driver, el);
  // an editable frame body takes keys where the focus is, not through the element (WebDriver types nowhere)
  if (String(before).startsWith('body')) await driver.actions().sendKeys(text).perform();
  else await el.sendKeys(text);
}

/**
 * Empties a rich-text editor as a person does, select all and delete, so the editor keeps the block the
 * text was in (a heading stays a heading, as in CKEditor); emptied by script only if the keys left text.
 */
async function clearEditable(driver: WebDriver, el: WebElement): Promise<void> {
  await driver.actions().keyDown(Key.CONTROL).sendKeys('a').keyUp(Key.CONTROL).sendKeys(Key.BACK_SPACE).perform();
  if (String(await driver.executeScript(VALUE_SCRIPT, el)).replace(/[\s\u200b\ufeff]+/g, '')) {
    await driver.executeScript(CLEAR_SCRIPT, el);
  }
}

// Chromium does not fire HTML5 drag events for WebDriver pointer actions: for elements that use the
// HTML5 API (draggable="true"), the drag is replayed as the events a user's drag dispatches.
const HTML5_DRAG_SCRIPT = `const [src, dst] = arguments;
if (src.getAttribute('draggable') !== 'true' && !src.closest('[draggable=true]')) return false;
const data = new DataTransfer();
const at = (e) => { const r = e.getBoundingClientRect(); return { clientX: r.x + r.width / 2, clientY: ` +
  `r.y + r.height / 2 }; };
const fire = (e, type, where) => e.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, ` +
  `dataTransfer: data, ...where }));
fire(src, 'dragstart', at(src));
fire(dst, 'dragenter', at(dst));
fire(dst, 'dragover', at(dst));
fire(dst, 'drop', at(dst));
fire(src, 'dragend', at(dst));
return true;`;

const CLEAR_SCRIPT = `const e = arguments[0];
if (e.isContentEditable) { e.textContent = ''; e.dispatchEvent(new Event('input', { bubbles: true })); return true; }
return false;`;

export async function doubleClick(driver: WebDriver, el: WebElement): Promise<void> {
  await driver.actions().doubleClick(el).perform();
}

export async function contextClick(driver: WebDriver, el: WebElement): Promise<void> {
  await driver.actions().contextClick(el).perform();
}

export async function dragTo(driver: WebDriver, el: WebElement, to: WebElement): Promise<void> {
  if (await driver.executeScript(HTML5_DRAG_SCRIPT, el, to)) return;
  // pointer-event drag libraries need intermediate moves to notice a drag has started
  await driver.actions().move({ origin: el }).press().move({ origin: el, x: 5, y: 5 })
    .move({ origin: to, x: -2, y: -2 }).move({ origin: to }).release().perform();
  await driver.actions().move({ origin: Origin.VIEWPORT, x: 0, y: 0 }).perform().catch(() => undefined);
}

export async function upload(el: WebElement, path: string): Promise<void> {
  await el.sendKeys(path);
}

export async function focus(driver: WebDriver, el: WebElement): Promise<void> {
  await driver.executeScript('arguments[0].focus()', el);
}

// Clearing the way a user does (select all, delete) keeps the focus: WebDriver's clear() blurs the
// field, and apps that save on blur (TodoMVC's edit field) act on the empty value before typing.
const VALUE_SCRIPT = 'const e = arguments[0]; return e.isContentEditable ? e.textContent : (e.value == null ? "" : ' +
  'String(e.value));';

export async function clear(driver: WebDriver, el: WebElement): Promise<void> {
  if (await driver.executeScript(CLEAR_SCRIPT, el)) return;
  if (!(await driver.executeScript(VALUE_SCRIPT, el))) return;
  await clearFilled(driver, el);
}

/** Empties a field known to have a value. */
export async function clearFilled(driver: WebDriver, el: WebElement): Promise<void> {
  await el.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
  if (await driver.executeScript(VALUE_SCRIPT, el)) await el.clear(); // a field that ignores the keys
}

export async function history(driver: WebDriver, go: 'back' | 'forward' | 'reload'): Promise<void> {
  const nav = driver.navigate();
  await (go === 'back' ? nav.back() : go === 'forward' ? nav.forward() : nav.refresh());
}

/** Press and hold, the web's nearest thing to a long-press. */
export async function longPress(driver: WebDriver, el: WebElement): Promise<void> {
  await driver.actions().move({ origin: el }).press().pause(1000).release().perform();
}

/** A finger moving up scrolls the page down, as on a touch screen. */
export async function swipe(driver: WebDriver, direction: 'up' | 'down' | 'left' | 'right'): Promise<void> {
  const by = { up: [0, 'innerHeight * 0.8'], down: [0, '-innerHeight * 0.8'], left: ['innerWidth * 0.8', 0],
    right: ['-innerWidth * 0.8', 0] }[direction];
  await driver.executeScript(`window.scrollBy(${by[0]}, ${by[1]})`);
}

// Where a place in an element's text is drawn, from the element's centre (the origin WebDriver's pointer
// moves from): just before the first character, just past the last (bounded by the element), or the middle
// of the first occurrence of some words, as a person clicks to put the caret at the start or end of a heading
// they edit in place, or on a word inside a rich-text editor (no element of its own). null: no such words.
const TEXT_PLACE_SCRIPT = `const [e, at] = arguments;
e.scrollIntoView({ block: 'center' });
const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT,
  { acceptNode: (n) => (n.textContent.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP) });
const nodes = [];
for (let n = walk.nextNode(); n; n = walk.nextNode()) nodes.push(n);
const box = e.getBoundingClientRect();
const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
const charAt = (node, i) => {
  const r = document.createRange();
  r.setStart(node, i);
  r.setEnd(node, i + 1);
  return r.getClientRects();
};
const point = (x, c) => ({ x: Math.trunc(x - centre.x), y: Math.trunc(c.top + c.height / 2 - centre.y) });
if (typeof at === 'object') {
  const flat = (t) => t.replace(/\\s/g, ' ');
  let all = '';
  const starts = nodes.map((n) => { const s = all.length; all += flat(n.textContent); return s; });
  const want = flat(at.words).trim();
  let i = all.indexOf(want);
  if (i < 0) i = all.toLowerCase().indexOf(want.toLowerCase());
  if (i < 0 || !want) return null;
  const mid = i + Math.floor((want.length - 1) / 2);
  let k = starts.length - 1;
  while (k > 0 && starts[k] > mid) k--;
  const c = charAt(nodes[k], mid - starts[k])[0];
  return c ? point(c.left + c.width / 2, c) : null;
}
const end = at === 'end';
if (!nodes.length) return { x: 0, y: 0 };
const node = end ? nodes[nodes.length - 1] : nodes[0];
const t = node.textContent;
const i = end ? t.replace(/\\s+$/, '').length - 1 : t.length - t.replace(/^\\s+/, '').length;
const rects = charAt(node, i);
const c = end ? rects[rects.length - 1] : rects[0];
if (!c) return { x: 0, y: 0 };
return point(end ? Math.min(c.right + 3, box.right - 1) : Math.max(c.left + 1, box.left + 1), c);`;

/**
 * Clicks (or double-clicks) at a place in the element's text, `driver` in its frame: the caret goes there,
 * and a double-click selects the word. Words the text does not hold are an element that cannot take it.
 */
export async function clickInText(driver: WebDriver, el: WebElement, at: TextPlace, double = false): Promise<void> {
  const p = (await driver.executeScript(TEXT_PLACE_SCRIPT, el, at)) as { x: number; y: number } | null;
  if (!p) {
    const words = typeof at === 'object' ? at.words : at;
    const e = new Error(`the text of the element does not hold "${words}"`);
    throw Object.assign(e, { name: 'ElementNotInteractableError' });
  }
  const moved = driver.actions().move({ origin: el, x: p.x, y: p.y });
  await (double ? moved.doubleClick() : moved.click()).perform();
}

// Playwright's "stable" actionability check: a control still sliding in (a Bootstrap modal's Cancel during
// its fade, which the modal ignores until the transition ends) is clicked once its box has held for a
// frame and no finite animation runs on it or around it, nor resizes anything before it. Bounded: a page
// that never holds still is clicked as it is. An element off screen is scrolled to first, as the click
// would: a page still scrolling itself (a wiki bringing the story it opened into view) takes it away
// again, and that is waited out too.
const STILL_SCRIPT = `const [el, maxMs, done] = arguments;
const start = performance.now();
// an animation moves el when it runs on el or around it, or when it changes the size of something before
// it: a section collapsing above el (an accordion's max-height) takes el along, maybe only in its last frames
const sizes = /^(?:(?:max|min)?(?:height|width)|margin|padding|flex|grid|fontSize|lineHeight|border\\w*Width)/i;
const resizes = (a) => { try { return a.effect.getKeyframes().some((k) => Object.keys(k).some((p) => sizes.test(p))); }
  catch { return false; } };
const moving = () => (document.getAnimations ? document.getAnimations() : []).some((a) => a.playState === 'running'
  && a.effect && a.effect.target && a.effect.target.nodeType === 1
  && (a.effect.target.contains(el) || (before(a.effect.target) && resizes(a)))
  && Number.isFinite(a.effect.getComputedTiming().endTime));
function before(t) { return (t.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0; }
const away = (r) => r.bottom < 0 || r.top > innerHeight || r.right < 0 || r.left > innerWidth;
let last = null;
const tick = () => {
  let r = el.getBoundingClientRect();
  if (away(r) && el.isConnected) {
    el.scrollIntoView({ block: 'center', inline: 'center' });
    r = el.getBoundingClientRect();
    last = null;
  }
  const box = [r.x, r.y, r.width, r.height].join();
  if (box === last && !moving()) return done(true);
  if (performance.now() - start > maxMs) return done(false);
  last = box;
  requestAnimationFrame(tick);
};
tick();`;

/** Waits (up to 2 s) until `el` has stopped moving, `driver` in its frame. */
export async function untilStill(driver: WebDriver, el: WebElement): Promise<void> {
  await driver.executeAsyncScript(STILL_SCRIPT, el, 2_000).catch(() => undefined);
}

/**
 * Clicks `el` once it holds still. A control its stylesheet hides is clicked where a person clicks it, on the
 * label drawn for it, once that label holds still too: the hidden input's own box never moves.
 */
export async function clickStill(driver: WebDriver, el: WebElement): Promise<void> {
  await untilStill(driver, el);
  try {
    await el.click();
  } catch (e) {
    const standIn = (await driver.executeScript(STAND_IN_SCRIPT, el).catch(() => null)) as WebElement | null;
    if (!standIn) throw asIntercepted(e);
    await untilStill(driver, standIn);
    await standIn.click().catch((again: unknown) => { throw asIntercepted(again); });
  }
}
