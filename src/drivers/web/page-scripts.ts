/*
 * Small scripts the web driver runs on one element or the page: native select, picker inputs, and
 * whether a navigation an action started is still going (an element's state is read by
 * observation/web/state-scripts.ts, which the Android backend runs inside a WebView too).
 */

export const SELECT_SCRIPT = `const [sel, wanted] = arguments;
const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim().toLowerCase();
const opt = Array.from(sel.options || [])
  .find((o) => norm(o.label || o.text) === norm(wanted) || norm(o.value) === norm(wanted));
if (!opt) return false;
sel.value = opt.value;
sel.dispatchEvent(new Event('input', { bubbles: true }));
sel.dispatchEvent(new Event('change', { bubbles: true }));
return true;`;

export const NAVIGATION_TIMEOUT_MS = 10_000;

/**
 * Whether a navigation is over: the document loaded, or its DOM ready for a second already while
 * subresources (a third-party script, font or beacon that never answers offline) still load. Pages
 * load with pageLoadStrategy "eager", so such resources never hold a step for the page-load timeout.
 * 'leaving', 'settled', or 'loading' with the ms until a ready DOM counts as settled, when it is ready.
 */
export const NAVIGATION_STATE_SCRIPT =
  `if (window.__swDocument && (window.__swLeaving || window.__swExpectNav)) return 'leaving';
if (document.readyState === 'complete') return 'settled';
const ready = performance.getEntriesByType('navigation')[0];
if (document.readyState !== 'interactive' || !ready || !(ready.domContentLoadedEventEnd > 0)) return 'loading';
const readyIn = Math.ceil(1000 - (performance.now() - ready.domContentLoadedEventEnd));
return readyIn <= 0 ? 'settled' : 'loading ' + readyIn;`;

export const PICKER_TYPES = new Set(['date', 'time', 'datetime-local', 'month', 'week', 'color', 'range']);

/**
 * Everything typing needs to know and do before the keys, in one round trip. arguments = [element, text,
 * whether it may be a picker]. 'set': a picker input took the value (value + input/change events, as a
 * user's picker sets it); 'body': an editable frame body, focused (keys go where the focus is);
 * 'editable': a contenteditable element, focused; either with '-filled' when it holds text to clear first;
 * 'empty': ready for the keys; 'filled': a field with a value to clear first.
 */
export const BEFORE_TYPE_SCRIPT = `const [e, v, picker] = arguments;
const held = () => e.textContent.replace(/[\\s\\u200b\\ufeff]+/g, '') ? '-filled' : '';
if (picker && e.tagName === 'BODY' && e.isContentEditable) {
  e.ownerDocument.defaultView.focus(); e.focus(); return 'body' + held();
}
if (picker && e.tagName === 'INPUT'
  && ['date', 'time', 'datetime-local', 'month', 'week', 'color', 'range'].includes(e.type)) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setter.call(e, v);
  e.dispatchEvent(new Event('input', { bubbles: true }));
  e.dispatchEvent(new Event('change', { bubbles: true }));
  return 'set';
}
if (e.isContentEditable) { e.focus(); return 'editable' + held(); }
return (e.value == null ? '' : String(e.value)) ? 'filled' : 'empty';`;

/** How many visible elements a CSS selector matches (a collection's count). */
export const COUNT_VISIBLE_SCRIPT =
  'return Array.from(document.querySelectorAll(arguments[0])).filter((e) => e.getClientRects().length > 0).length';

/**
 * Where the page and each part of it that scrolls are scrolled to, as one string to compare: a link that only
 * brings a part of the page into view (a jump to a note already open, "Back to top") has done what it is for.
 * arguments[0]: an element (in the current frame) to bring into view first, as a WebDriver click does, when it
 * is out of view; the top window is read either way.
 */
export const SCROLL_SPOT_SCRIPT = `const e = arguments[0];
const r = e && e.getBoundingClientRect();
if (r && (r.bottom < 0 || r.top > innerHeight || r.right < 0 || r.left > innerWidth)) {
  e.scrollIntoView({ block: 'center' });
}
const w = window.top;
const spots = [Math.round(w.scrollX), Math.round(w.scrollY)];
for (const x of w.document.querySelectorAll('body *')) {
  if (x.scrollTop || x.scrollLeft) spots.push(x.tagName + ':' + Math.round(x.scrollTop) + ','
    + Math.round(x.scrollLeft));
  if (spots.length > 50) break;
}
return spots.join(' ');`;
