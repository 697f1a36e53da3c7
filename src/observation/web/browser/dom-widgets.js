// What a role-less element acts as, and the states of custom widgets. Apps build tabs, suggestion
// lists and calendars out of divs and lists with class names instead of ARIA roles; a step still
// says "the Billing tab" or "pick 15", so the observer guesses the role from the structure and the
// class words, the same way at discovery and at replay.

const SW_WORDS = new Map();

// Lower-case words of an element's classes: "tabs__item is-active" → tabs, item, is, active.
function swClassWords(el) {
  let w = SW_WORDS.get(el);
  if (w) return w;
  const cls = el.getAttribute('class') || '';
  w = cls ? cls.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z\d]+/).filter(Boolean) : [];
  SW_WORDS.set(el, w);
  return w;
}

const SW_TAB_PARTS = new Set(['pane', 'panel', 'panels', 'content', 'contents', 'container', 'list', 'bar', 'group',
  'wrapper', 'body', 'section', 'header', 'nav']);
const SW_TAB_LISTS = new Set(['tabs', 'tablist', 'tabbar', 'tabset', 'tabstrip']);

function swIsTab(el) {
  const words = swClassWords(el);
  if (words.includes('tab')) return !words.some((w) => SW_TAB_PARTS.has(w));
  const parent = el.parentElement;
  if (!parent || parent.childElementCount < 2 || !swClassWords(parent).some((w) => SW_TAB_LISTS.has(w))) return false;
  const text = el.textContent.trim();
  return text.length > 0 && text.length <= 40;
}

// Lists that open under a text field and offer what to type: classed "suggestions", "autocomplete"
// …, pointed at by an input's aria-controls / aria-owns, or a list right after a text field that
// works like one (autocomplete off, aria-autocomplete, a combobox) or that pops up over the page.
// A to-do list after its "new item" field is neither.
const SW_SUGGEST_WORDS = new Set(['suggestion', 'suggestions', 'suggest', 'autocomplete', 'autosuggest',
  'autocompletion', 'typeahead', 'completions', 'predictions', 'combobox']);
const SW_LISTS = new Map();

function swSuggestionList(list) {
  if (!list || !['UL', 'OL', 'DIV'].includes(list.tagName)) return false;
  let yes = SW_LISTS.get(list);
  if (yes !== undefined) return yes;
  yes = swClassWords(list).some((w) => SW_SUGGEST_WORDS.has(w)) ||
    (list.id && list.id.split(/[-_]/).some((w) => SW_SUGGEST_WORDS.has(w.toLowerCase())));
  if (!yes) {
    const prev = list.previousElementSibling;
    const field = prev && (prev.matches('input,textarea') ? prev
      : prev.querySelector('input:not([type=hidden]),textarea'));
    const pointed = list.id
      && list.getRootNode().querySelector('[aria-controls="' + list.id + '"],[aria-owns="' + list.id + '"]');
    const suggests = (f) => f.getAttribute('autocomplete') === 'off' || f.hasAttribute('aria-autocomplete') ||
      f.getAttribute('role') === 'combobox' || /^(absolute|fixed)$/.test(getComputedStyle(list).position);
    yes = Boolean(pointed) || Boolean(field && swEditable(field) && list.tagName !== 'DIV' && suggests(field));
  }
  SW_LISTS.set(list, yes);
  return yes;
}

// A day of a calendar: a cell whose whole text is a day number, inside something calendar-like.
function swIsDayCell(el) {
  if (!['TD', 'DIV', 'SPAN', 'LI', 'A'].includes(el.tagName) || el.childElementCount > 1) return false;
  const t = el.textContent.trim();
  if (!/^\d{1,2}$/.test(t) || Number(t) < 1 || Number(t) > 31) return false;
  return Boolean(el.closest('[class*=calendar i],[class*=picker i],[class*=datepick i],[class*=pika i],[role=grid]'));
}

// The role a role-less element plays in a custom widget, or ''.
function swWidgetRole(el) {
  const cls = el.getAttribute('class') || '';
  if (/tab/i.test(cls) || (el.parentElement && /tab/i.test(el.parentElement.getAttribute('class') || ''))) {
    if (swIsTab(el)) return 'tab';
  }
  if (swSuggestionList(el.parentElement) && el.textContent.trim()) return 'option';
  if (swIsDayCell(el)) return 'gridcell';
  return '';
}

const SW_BUTTON_WORDS = new Set(['btn', 'button', 'fab', 'close', 'toggle', 'toggler', 'action', 'trigger', 'chip',
  'pill', 'icon']);

// Widget role first; then a clickable element styled or classed as a link or a button. A clickable
// element that looks like neither keeps its role (grounding still sees it as clickable).
function swGuessRole(el) {
  const widget = swWidgetRole(el);
  if (widget) return widget;
  if (!swClickable(el)) return '';
  if (el.tagName === 'IMG') return 'button';
  const words = swClassWords(el);
  if (words.includes('link') || words.includes('anchor')) return 'link';
  if (words.some((w) => SW_BUTTON_WORDS.has(w))) return 'button';
  const s = getComputedStyle(el);
  if (s.textDecorationLine.includes('underline')) return 'link';
  const text = el.textContent.trim();
  if (!text ? el.querySelector('svg,img,i,[class*=icon]') : swGlyph(text)) return 'button';
  const filled = !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(s.backgroundColor) && parseFloat(s.paddingLeft) > 0;
  const boxed = parseFloat(s.borderTopWidth) > 0 && parseFloat(s.borderTopLeftRadius) > 0;
  return filled || boxed ? 'button' : '';
}

function swGuessedDisabled(el) {
  return /disabled/.test(el.getAttribute('class') || '') && swClassWords(el).includes('disabled') &&
    !el.hasAttribute('role') && swRole(el) !== swImplicitRole(el);
}

const SW_SELECTED_WORDS = new Set(['active', 'selected', 'current', 'checked']);

// Expanded (aria-expanded, details/summary), pressed (aria-pressed) and selected (aria-selected, an
// <option>, aria-current, or the "active"/"selected" class of a guessed tab, option or day).
function swStates(el, role) {
  const s = {};
  const expanded = el.getAttribute('aria-expanded');
  if (expanded !== null) s.expanded = expanded === 'true';
  else if (el.tagName === 'SUMMARY' && el.parentElement
    && el.parentElement.tagName === 'DETAILS') s.expanded = el.parentElement.open;
  const pressed = el.getAttribute('aria-pressed');
  if (pressed !== null) s.pressed = pressed === 'true' || pressed === 'mixed';
  const selected = el.getAttribute('aria-selected');
  const current = el.getAttribute('aria-current');
  if (selected !== null) s.selected = selected === 'true';
  else if (el.tagName === 'OPTION') s.selected = el.selected;
  else if (current !== null && current !== 'false') s.selected = true;
  else if (!el.hasAttribute('role') && (role === 'tab' || role === 'option' || role === 'gridcell')) {
    s.selected = swClassWords(el).some((w) => SW_SELECTED_WORDS.has(w));
  }
  return s;
}
