// Scripts about one element of a web page: the state a check reads, and the visible stand-in of a
// checkbox its stylesheet hides. Shared by the web driver and by the Android driver inside a WebView,
// run through whichever client executes scripts there (selenium-webdriver, webdriverio).

// The stand-in a person sees for a checkbox or radio its stylesheet hides (dom-model.js's swStandIn,
// compact: these scripts travel with every call and do not carry the page model).
// swClipped: inside a part drawn with no height or width that clips what it holds (dom-model.js's swShut).
const STAND_IN_JS = `const swShutPart = (p) => { const r = p.getBoundingClientRect();
  if (r.height > 1 && r.width > 1) return false;
  const s = getComputedStyle(p); return s.overflowX !== 'visible' || s.overflowY !== 'visible'; };
const swClipped = (x) => { for (let p = x.parentElement; p && p !== x.ownerDocument.body; p = p.parentElement)
  if (swShutPart(p)) return true; return false; };
const swSeen = (x) => !!x
  && (!x.checkVisibility || x.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
  && x.getBoundingClientRect().width > 0 && x.getBoundingClientRect().height > 0 && !swClipped(x);
const swHidden = (x) => { const r = x.getBoundingClientRect(); const s = getComputedStyle(x);
  return !swSeen(x) || (r.width <= 2 && r.height <= 2) || s.clip === 'rect(0px, 0px, 0px, 0px)'
    || /inset\\(50%\\)/.test(s.clipPath || ''); };
const swStandInOf = (x) => (x.tagName !== 'INPUT' || !/^(checkbox|radio)$/i.test(x.type || '') || !swHidden(x)) ? null
  : (Array.from(x.labels || []).find(swSeen) || [x.nextElementSibling, x.previousElementSibling]
    .find((s) => s && s.tagName === 'LABEL' && !s.control && swSeen(s)) || null);`;

/** The visible stand-in of a hidden checkbox or radio (its label, or the label right beside it), or null. */
export const STAND_IN_SCRIPT = `${STAND_IN_JS}\nreturn swStandInOf(arguments[0]);`;

/** An element's state as checks read it (arguments[0] = the element): the ElementState of drivers/driver.ts. */
export const STATE_SCRIPT = `${STAND_IN_JS}
const e = arguments[0];
const visible = swSeen(e) || !!swStandInOf(e);
// a tab or toggle its stylesheet marks as the current one, with no ARIA state to say so (Bootstrap's
// li.active > a, a.nav-link.active, btn.active): what a person sees as selected
const aria = ['aria-checked', 'aria-selected', 'aria-pressed'].some((a) => e.hasAttribute(a));
const classSaysOn = (n) => !!n && /(?:^|\\s)(?:active|selected|current)(?:$|\\s)/.test(n.getAttribute('class') || '');
const styledOn = !aria && ['A', 'BUTTON', 'LI'].includes(e.tagName)
  && (classSaysOn(e) || (e.parentElement && e.parentElement.tagName === 'LI' && classSaysOn(e.parentElement)));
const checked = e.type === 'checkbox' || e.type === 'radio' ? e.checked
  : e.getAttribute('aria-checked') === 'true' || e.getAttribute('aria-selected') === 'true'
    || e.getAttribute('aria-pressed') === 'true' || styledOn;
const disclosure = e.hasAttribute('aria-expanded') ? e : e.tagName === 'SUMMARY' ? e.parentElement
  : e.tagName === 'DETAILS' ? e : null;
const expanded = !disclosure ? null : disclosure.tagName === 'DETAILS' ? disclosure.open
  : disclosure.getAttribute('aria-expanded') === 'true';
// greyed out the stylesheet's way (Bootstrap's li.disabled > a.page-link, a.btn.disabled): no pointer
// events, and a "disabled" class on it or just around it; a person sees it cannot be used
const classSaysDisabled = (n) => !!n && /(?:^|[\\s_-])disabled(?:$|[\\s_-])/.test(n.getAttribute('class') || '');
const styledDisabled = getComputedStyle(e).pointerEvents === 'none'
  && [e, e.parentElement, e.parentElement && e.parentElement.parentElement].some(classSaysDisabled);
// a page's body is its active element whenever nothing else is: an editable body has the focus only when its
// document does (the iframe of a rich-text editor clicked into)
// (a field inside a disabled <fieldset> is disabled, though its own property says not)
const fieldsetOff = Boolean(e.matches && e.matches(':disabled'));
const enabled = !e.disabled && !fieldsetOff && e.getAttribute('aria-disabled') !== 'true' && !styledDisabled;
// what a person can type into now: a text field not read-only, an editing host, a framed document in design mode
const framed = e.tagName === 'IFRAME' ? (() => { try { return e.contentDocument; } catch { return null; } })() : null;
const hostOn = (d) => !!d && (d.designMode === 'on' || !!(d.body && d.body.isContentEditable));
const textField = e.tagName === 'TEXTAREA' || (e.tagName === 'INPUT'
  && !/^(?:checkbox|radio|button|submit|reset|image|file|range|color|hidden)$/i.test(e.type));
const editable = enabled && (textField ? !e.readOnly : framed ? hostOn(framed)
  : e.isContentEditable || (e === e.ownerDocument.body && hostOn(e.ownerDocument)));
// where the caret is: the start of the selection, when its document has the focus
const sel = e.ownerDocument.hasFocus() && e.ownerDocument.getSelection();
const at = sel && sel.anchorNode;
const caret = at ? (at.nodeType === 1 ? at : at.parentElement) : null;
return { visible, enabled, checked, editable,
  value: e.value == null ? (e.innerText || '') : String(e.value),
  shown: e.tagName === 'SELECT' ? Array.from(e.selectedOptions, (o) => o.text.trim()).join(', ') : undefined,
  expanded: expanded === null ? undefined : expanded, focused: e.ownerDocument.activeElement === e
    && (e !== e.ownerDocument.body || e.ownerDocument.hasFocus()),
  holdsCaret: Boolean(caret && caret.isContentEditable !== false && e.isContentEditable && e.contains(caret)),
  selected: e.selected === true || e.getAttribute('aria-selected') === 'true'
    || (e.getAttribute('aria-current') || 'false') !== 'false',
  pressed: e.getAttribute('aria-pressed') === 'true', look: String(e.getAttribute('class') || '') };`;
