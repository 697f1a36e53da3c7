// Runs inside the page (sent through WebDriver executeScript, concatenated with the other dom-*.js
// files in front of observe.js or locate.js). Plain JavaScript on purpose: it is never transpiled,
// so what is sent is what is here. Both the observation and the replay locator use these functions,
// so an element is described the same way when it is discovered and when it is found again.

const SW_CANDIDATES = [
  'a[href]', 'button', 'input:not([type=hidden])', 'select', 'textarea', 'summary', 'label',
  '[role=button]', '[role=link]', '[role=tab]', '[role=checkbox]', '[role=radio]', '[role=switch]',
  '[role=menuitem]', '[role=menuitemcheckbox]', '[role=menuitemradio]', '[role=option]', '[role=gridcell]',
  '[role=treeitem]', '[role=combobox]', '[role=textbox]', '[role=searchbox]',
  '[role=slider]', '[contenteditable=""]', '[contenteditable=true]', '[onclick]', '[aria-expanded]', '[aria-pressed]',
  '[tabindex]:not([tabindex="-1"])', 'dialog[open]', '[role=dialog]', '[role=alertdialog]',
  '[role=alert]', '[role=status]', '[role=tabpanel]', 'h1', 'h2', 'h3', 'h4', 'img[alt]',
  '[data-testid]', '[data-test]', '[data-cy]',
].join(',');

const SW_TEXT_TYPES = new Set(['', 'text', 'email', 'password', 'search', 'tel', 'url', 'number',
  'date', 'datetime-local', 'month', 'week', 'time']);

function swNorm(s) {
  return (s || '').replace(/\s+/g, ' ').trim();
}

function swShort(s, n) {
  const t = swNorm(s);
  return t.length > n ? t.slice(0, n - 1) + '…' : t;
}

function swVisible(el) {
  if (el.checkVisibility && !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && !swClippedAway(el);
}

// A part drawn with no height or width that clips what it holds: a closed accordion's body (max-height 0,
// overflow hidden). Its children keep boxes of their own, which nobody can see.
function swShut(el) {
  const r = el.getBoundingClientRect();
  if (r.height > 1 && r.width > 1) return false;
  const cs = getComputedStyle(el);
  return cs.overflowX !== 'visible' || cs.overflowY !== 'visible';
}

// Inside a shut part (the body's own overflow belongs to the viewport, so the walk stops below it).
function swClippedAway(el) {
  const top = el.ownerDocument.body;
  for (let p = el.parentElement; p && p !== top; p = p.parentElement) if (swShut(p)) return true;
  return false;
}

// A native checkbox or radio a stylesheet hides (opacity 0, clipped, 1 px, off-screen, display none)
// and draws as its label or the sibling right after it: a person sees and clicks that stand-in, while
// the input holds the state. Only its own label or its adjacent sibling stands for it, never another
// item's label.
function swStandIn(el) {
  if (el.tagName !== 'INPUT' || !['checkbox',
    'radio'].includes((el.type || '').toLowerCase()) || !swVisuallyHidden(el)) return null;
  const own = Array.from(el.labels || []).find((l) => swVisible(l));
  if (own) return own;
  const near = [el.nextElementSibling, el.previousElementSibling]
    .find((s) => s && s.tagName === 'LABEL' && !s.control && swVisible(s));
  return near || null;
}

// Hidden from the eye though perhaps not from the DOM: not rendered, transparent, or shrunk to a
// pixel and clipped the way "visually hidden" stylesheets do it.
function swVisuallyHidden(el) {
  if (!swVisible(el)) return true;
  const r = el.getBoundingClientRect();
  const s = getComputedStyle(el);
  return (r.width <= 2 && r.height <= 2) || s.clip === 'rect(0px, 0px, 0px, 0px)'
    || /inset\(50%\)/.test(s.clipPath || '');
}

// Visible, or hidden but drawn by a stand-in a person sees.
function swShown(el) {
  return swVisible(el) || Boolean(swStandIn(el));
}

function swImplicitRole(el) {
  const tag = el.tagName.toLowerCase();
  const type = (el.getAttribute('type') || '').toLowerCase();
  if (tag === 'a') return el.hasAttribute('href') ? 'link' : 'generic';
  if (tag === 'button' || tag === 'summary') return 'button';
  if (tag === 'input') {
    if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
    if (type === 'checkbox' || type === 'radio') return type;
    if (type === 'range') return 'slider';
    if (type === 'search') return 'searchbox';
    if (type === 'number') return 'spinbutton';
    return 'textbox';
  }
  if (tag === 'select') return el.multiple ? 'listbox' : 'combobox';
  if (tag === 'textarea') return 'textbox';
  if (/^h[1-6]$/.test(tag)) return 'heading';
  if (tag === 'img') return 'img';
  if (tag === 'dialog') return 'dialog';
  if (tag === 'li') return 'listitem';
  if (tag === 'option') return 'option';
  if (tag === 'label') return 'label';
  // a header cell heads its column, unless it starts a row of data cells
  if (tag === 'th') {
    const row = el.parentElement;
    return el.getAttribute('scope') === 'row' || (row && row.querySelector(':scope > td')) ? 'rowheader'
      : 'columnheader';
  }
  if (el.isContentEditable) return 'textbox';
  return 'generic';
}

// One execution of the script sees one DOM: roles (some need a computed style) are worked out once.
const SW_ROLES = new Map();

// The explicit role, else the tag's, else (for role-less elements) what the element acts as: a
// clickable span styled as a button, a div tab, a suggestion under an input (dom-widgets.js).
function swRole(el) {
  let role = SW_ROLES.get(el);
  if (role) return role;
  role = (el.getAttribute('role') || '').split(/\s+/)[0];
  if (!role) {
    role = swImplicitRole(el);
    if (role === 'generic' || role === 'listitem' || role === 'img') role = swGuessRole(el) || role;
  }
  SW_ROLES.set(el, role);
  return role;
}

function swTextOfIds(ids, root) {
  const scope = root && root.getElementById ? root : document;
  return ids.split(/\s+/).map((id) => scope.getElementById(id)).filter(Boolean)
    .map((n) => n.innerText || n.textContent).join(' ');
}

function swLabel(el) {
  // a label that shows only an icon is named by its tooltip or the icon's (CKEditor's toolbar configurator:
  // <label title="Source"><input type=checkbox><a><span class=cke_button_icon>)
  if (el.labels && el.labels.length) {
    return swNorm(Array.from(el.labels).map((l) => swNorm(l.innerText || l.textContent || '')
      || l.getAttribute('title') || swNameFromContent(l)).join(' '));
  }
  const by = el.getAttribute('aria-labelledby');
  if (by) return swNorm(swTextOfIds(by, el.getRootNode()));
  return '';
}

// What names an element that shows no text: an icon's own title or label, an image's alt text.
function swNameFromContent(el) {
  const icon = el.querySelector('[aria-label]:not([aria-hidden=true]),svg title,img[alt]:not([alt=""]),[title]');
  if (icon) return icon.getAttribute('aria-label') || icon.getAttribute('alt') || icon.getAttribute('title')
    || icon.textContent;
  return '';
}

function swName(el) {
  const aria = el.getAttribute('aria-label');
  if (aria) return swNorm(aria);
  const by = el.getAttribute('aria-labelledby');
  if (by) return swNorm(swTextOfIds(by, el.getRootNode()));
  const tag = el.tagName.toLowerCase();
  const type = (el.getAttribute('type') || '').toLowerCase();
  // an editable frame's body (a rich-text editor) is named by its frame: "Rich Text Editor, editor1"
  if (tag === 'body') {
    const frame = swHostOf(el.ownerDocument);
    return swNorm(frame ? frame.getAttribute('aria-label') || frame.title || '' : '');
  }
  if (tag === 'input' && ['button', 'submit', 'reset'].includes(type)) return swNorm(el.value);
  if (tag === 'img') return swNorm(el.getAttribute('alt'));
  const label = swLabel(el);
  if (label) return label;
  if (tag === 'input' || tag === 'textarea' || tag === 'select') {
    return swNorm(el.getAttribute('placeholder') || el.getAttribute('title') || '');
  }
  if (tag === 'dialog' || el.getAttribute('role') === 'dialog' || el.getAttribute('role') === 'alertdialog') {
    const h = el.querySelector('h1,h2,h3,h4,h5,h6');
    if (h) return swNorm(h.innerText);
  }
  const text = swShort(el.innerText, 120);
  if (text) return text;
  // an icon button: its title, then its icon's title or label, then whatever text it holds
  return swShort(el.getAttribute('title') || swNameFromContent(el) || el.textContent || '', 120);
}

function swTestId(el) {
  return el.getAttribute('data-testid') || el.getAttribute('data-test') || el.getAttribute('data-cy') ||
    el.getAttribute('data-test-id') || '';
}

// Where the element sits: the dialog or landmark around it, the nearest heading, and for elements
// inside a list item or table row the text of that item, so two "Delete" buttons are told apart.
function swContext(el) {
  const bits = [];
  const item = el.parentElement && el.parentElement.closest('li,tr,[role=row],[role=listitem],article');
  if (item) bits.push(swShort(item.innerText, 60));
  const box = el.closest(
    'dialog,[role=dialog],[role=alertdialog],[role=tabpanel],form,nav,header,footer,aside,section');
  if (box && box !== el) {
    const name = box.getAttribute('aria-label') || (swHeadingOver(el, box) || {}).innerText || '';
    bits.push(box.tagName.toLowerCase() + (name ? ' "' + swShort(name, 40) + '"' : ''));
  }
  return swShort(bits.join(' · '), 120);
}

// The heading an element sits under inside its landmark: in the innermost block around it that holds a
// heading, the last one before it (else that block's first). A story of notes in one <section> names each
// note's "Edit" button by its own note's title, not by the first note's.
// (the landmark's headings are read once; every element observed asks)
function swHeadingOver(el, box) {
  const all = Array.from(box.querySelectorAll('h1,h2,h3,h4')).filter((h) => !h.contains(el));
  for (let a = el.parentElement; a && all.length; a = a === box ? null : a.parentElement) {
    const hs = all.filter((h) => a.contains(h));
    if (!hs.length) continue;
    const before = hs.filter((h) => h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
    return before.length ? before[before.length - 1] : hs[0];
  }
  return null;
}

function swEditable(el) {
  const tag = el.tagName.toLowerCase();
  if (tag === 'textarea') return !el.readOnly;
  if (tag === 'input') return SW_TEXT_TYPES.has((el.getAttribute('type') || '').toLowerCase()) && !el.readOnly;
  // the editing host is the field; a link or a word inside a rich-text editor is its content, not another field
  return Boolean(el.isContentEditable) && !(el.parentElement && el.parentElement.isContentEditable); // undefined on SVG
}

function swDescribe(el, index) {
  const tag = el.tagName.toLowerCase();
  const type = (el.getAttribute('type') || '').toLowerCase();
  const r = swRect(swStandIn(el) || el);
  const d = {
    index, tag, role: swRole(el), name: swName(el), classes: Array.from(el.classList).slice(0, 6),
    disabled: !!el.disabled || el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true'
      || swGuessedDisabled(el),
    editable: swEditable(el),
    xpath: swXPath(el), css: swCss(el), context: swContext(el),
    bounds: { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) },
  };
  const label = swLabel(el);
  if (label) d.label = label;
  if (!['input', 'select', 'textarea'].includes(tag)) {
    const text = swShort(el.innerText || '', 120);
    if (text) d.text = text;
  }
  // a closed dropdown shows its chosen option: "the "Choose an option" dropdown" is what a person reads on it
  const shown = tag === 'select' && !el.multiple && el.selectedOptions[0];
  if (shown && swNorm(shown.label || shown.text)) d.text = swShort(swNorm(shown.label || shown.text), 120);
  const optional = { placeholder: el.getAttribute('placeholder'), id: el.id, nameAttr: el.getAttribute('name'),
    testId: swTestId(el), type: tag === 'input' ? type || 'text' : '', href: el.getAttribute('href') };
  for (const k of Object.keys(optional)) if (optional[k]) d[k] = optional[k];
  // a tooltip that says something else than the name: "Tree ▾" is the "Switch editor mode" button
  const tip = swNorm(el.getAttribute('title') || el.getAttribute('aria-description') || '');
  if (tip && tip.toLowerCase() !== d.name.toLowerCase()) d.description = swShort(tip, 120);
  // a field nothing names is known by where it sits: the input inside div.jsoneditor-search
  if (!d.name && !d.label && !d.placeholder && (d.editable || tag === 'select')) {
    const around = [];
    for (let p = el.parentElement, i = 0; p && i < 3; p = p.parentElement, i++) {
      around.push(...Array.from(p.classList).slice(0, 4));
    }
    if (around.length) d.containerClasses = around;
    const caption = swCaption(el);
    if (caption) d.caption = caption;
  }
  // a checkbox or radio nothing names is known by what stands right after it, or before it on its line:
  // "[ ] [fold all tiddlers]", a tool ticked onto the page toolbar
  if (!d.name && !d.label && (type === 'checkbox' || type === 'radio')) {
    const caption = swTextAfter(el) || swTextBefore(el);
    if (caption) d.caption = caption;
  }
  if (tag === 'input' || tag === 'textarea'
    || tag === 'select') d.value = type === 'password' && el.value ? '••••' : swShort(el.value, 80);
  if (type === 'checkbox' || type === 'radio') d.checked = el.checked;
  else if (el.hasAttribute('aria-checked')) d.checked = el.getAttribute('aria-checked') === 'true';
  else if (el.hasAttribute('aria-selected')) d.checked = el.getAttribute('aria-selected') === 'true';
  if (tag === 'select') d.options = Array.from(el.options).slice(0, 50).map((o) => swNorm(o.label || o.text));
  Object.assign(d, swStates(el, d.role));
  if (swActsRoleless(el, d.role)) d.clickable = true;
  const icon = ['input', 'select', 'textarea'].includes(tag) ? null : swIconWords(el, d.text);
  if (icon) Object.assign(d, icon);
  return d;
}

// What an element is, in the fingerprint's terms. The identity scoring itself is TypeScript
// (src/locators/identity.ts), shared with Android.
function swFacts(el) {
  return { tag: el.tagName.toLowerCase(), role: swRole(el), name: swName(el), label: swLabel(el),
    id: el.id, testId: swTestId(el),
    type: (el.getAttribute('type') || '').toLowerCase() || (el.tagName === 'INPUT' ? 'text' : ''),
    text: ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) ? '' : swShort(el.innerText || '', 120),
    context: swContext(el), href: el.getAttribute('href') || '' };
}
