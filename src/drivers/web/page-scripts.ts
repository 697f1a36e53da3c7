/*
 * Small scripts the web driver runs on one element or the page: state, native select, picker
 * inputs, and whether a navigation an action started is still going.
 */

// The stand-in a person sees for a checkbox or radio its stylesheet hides (dom-model.js's swStandIn,
// compact: these scripts travel with every call and do not carry the page model).
const STAND_IN_JS = `const swSeen = (x) => !!x
  && (!x.checkVisibility || x.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
  && x.getBoundingClientRect().width > 0 && x.getBoundingClientRect().height > 0;
const swHidden = (x) => { const r = x.getBoundingClientRect(); const s = getComputedStyle(x);
  return !swSeen(x) || (r.width <= 2 && r.height <= 2) || s.clip === 'rect(0px, 0px, 0px, 0px)'
    || /inset\\(50%\\)/.test(s.clipPath || ''); };
const swStandInOf = (x) => (x.tagName !== 'INPUT' || !/^(checkbox|radio)$/i.test(x.type || '') || !swHidden(x)) ? null
  : (Array.from(x.labels || []).find(swSeen) || [x.nextElementSibling, x.previousElementSibling]
    .find((s) => s && s.tagName === 'LABEL' && !s.control && swSeen(s)) || null);`;

/** The visible stand-in of a hidden checkbox or radio (its label, or the label right beside it), or null. */
export const STAND_IN_SCRIPT = `${STAND_IN_JS}\nreturn swStandInOf(arguments[0]);`;

export const STATE_SCRIPT = `${STAND_IN_JS}
const e = arguments[0];
const r = e.getBoundingClientRect();
const visible = ((!e.checkVisibility || e.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
  && r.width > 0 && r.height > 0) || !!swStandInOf(e);
const checked = e.type === 'checkbox' || e.type === 'radio' ? e.checked
  : e.getAttribute('aria-checked') === 'true' || e.getAttribute('aria-selected') === 'true';
const disclosure = e.hasAttribute('aria-expanded') ? e : e.tagName === 'SUMMARY' ? e.parentElement
  : e.tagName === 'DETAILS' ? e : null;
const expanded = !disclosure ? null : disclosure.tagName === 'DETAILS' ? disclosure.open
  : disclosure.getAttribute('aria-expanded') === 'true';
return { visible, enabled: !e.disabled && e.getAttribute('aria-disabled') !== 'true', checked,
  value: e.value == null ? (e.innerText || '') : String(e.value),
  expanded: expanded === null ? undefined : expanded, focused: document.activeElement === e,
  selected: e.selected === true || e.getAttribute('aria-selected') === 'true'
    || (e.getAttribute('aria-current') || 'false') !== 'false',
  pressed: e.getAttribute('aria-pressed') === 'true', look: String(e.getAttribute('class') || '') };`;

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
 * user's picker sets it); 'body': an editable frame body, focused and emptied (keys go where the focus
 * is); 'empty': ready for the keys (a contenteditable element emptied); 'filled': a field with a value
 * to clear first.
 */
export const BEFORE_TYPE_SCRIPT = `const [e, v, picker] = arguments;
if (picker && e.tagName === 'BODY' && e.isContentEditable) {
  e.ownerDocument.defaultView.focus(); e.focus(); e.textContent = '';
  e.dispatchEvent(new Event('input', { bubbles: true })); return 'body';
}
if (picker && e.tagName === 'INPUT'
  && ['date', 'time', 'datetime-local', 'month', 'week', 'color', 'range'].includes(e.type)) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setter.call(e, v);
  e.dispatchEvent(new Event('input', { bubbles: true }));
  e.dispatchEvent(new Event('change', { bubbles: true }));
  return 'set';
}
if (e.isContentEditable) { e.textContent = ''; e.dispatchEvent(new Event('input', { bubbles: true })); return 'empty'; }
return (e.value == null ? '' : String(e.value)) ? 'filled' : 'empty';`;
