/*
 * The scoring primitives of grounding: how well a phrase's words match an element's attributes and
 * how well its role fits the step's role word. ground.ts ranks elements with them, and so do
 * ground-nested.ts and ground-collection.ts, which ground.ts uses: they live here, below all three,
 * so no import runs in a circle.
 */
import type { ObservedElement } from '../../observation/element.ts';
import type { RoleHint } from './intent.ts';
import { classWords, singular, words } from './words.ts';

export interface ScoredElement {
  element: ObservedElement;
  score: number;
  why: string[];
}

// ---------------------------------------------------------------- words

/** How well one phrase word matches one attribute word: same, same stem, or a clear prefix. */
export function wordMatch(p: string, a: string): number {
  if (p === a || singular(p) === singular(a)) return 1;
  if (p.length >= 3 && a.length >= 3 && (a.startsWith(p) || p.startsWith(a))) return 0.7;
  return 0;
}

/**
 * Similarity of the phrase to one attribute value, 0..1: exact > same words > all phrase words
 * present (prefix-like) > attribute words all in the phrase > partial overlap.
 */
export function similarity(phrase: string[], attribute: string): number {
  const attr = words(attribute);
  if (!phrase.length || !attr.length) return 0;
  if (phrase.join(' ') === attr.join(' ')) return 1;
  if (phrase.join('') === attr.join('')) return 0.95; // "user name" ~ "username", "tea-type" ~ "Tea type"
  // the same words but for number: "Book" is near "books", yet an exact "Book" beats it by the margin
  if (phrase.length === attr.length && phrase.every((w, i) => singular(w) === singular(attr[i]!))) return 0.85;
  const best = (w: string, among: string[]): number => Math.max(...among.map((o) => wordMatch(w, o)));
  const phraseCovered = phrase.reduce((s, w) => s + best(w, attr), 0) / phrase.length;
  const attrCovered = attr.reduce((s, w) => s + best(w, phrase), 0) / attr.length;
  if (phraseCovered === 1 && attrCovered === 1) return 0.9;
  if (phraseCovered === 1) return 0.7 + 0.2 * attrCovered;
  // the attribute is all in the phrase ("shipping method" ~ "Shipping"), but half the phrase must be
  // the attribute: "Delete button for Assam" is not any "Delete"
  if (attrCovered === 1 && phraseCovered >= 0.5) return 0.45 + 0.25 * phraseCovered;
  return 0.6 * (2 * phraseCovered * attrCovered) / (phraseCovered + attrCovered || 1);
}

// ---------------------------------------------------------------- attributes

/** Where a name can be found on an element, and how much a match there is worth. */
const ATTRIBUTES: ReadonlyArray<{ key: string; weight: number; of: (e: ObservedElement) => string | undefined }> = [
  { key: 'name', weight: 1, of: (e) => e.name },
  { key: 'label', weight: 1, of: (e) => e.label },
  { key: 'text', weight: 0.95, of: (e) => e.text },
  { key: 'placeholder', weight: 0.9, of: (e) => e.placeholder },
  // the tooltip: what the control does when its caption shows a state ("Tree ▾" = "Switch editor mode")
  { key: 'description', weight: 0.85, of: (e) => e.description },
  // the heading just above a field nothing labels (a visual label)
  { key: 'caption', weight: 0.8, of: (e) => e.caption },
  // a multi-line field is what a person calls the text editor, the text area, the body of a message
  { key: 'kind', weight: 0.65,
    of: (e) => (e.editable && e.tag !== 'input' ? 'text editor editing area body' : undefined) },
  // the value of an <input type=submit> is its caption; the value of a text field is data, not a name
  { key: 'value', weight: 0.9, of: (e) => (e.role === 'button' ? e.value : undefined) },
  // a field nothing names is known by what it holds ("the name field" holding the note's name, "fill
  // field "New Tiddler""): below every name, so a real label always wins
  { key: 'fieldValue', weight: 0.7,
    of: (e) => (e.editable && !e.name && !e.label && !e.placeholder && e.value !== '••••' ? e.value : undefined) },
  { key: 'testId', weight: 0.85, of: (e) => e.testId },
  { key: 'id', weight: 0.8, of: (e) => e.id },
  { key: 'nameAttr', weight: 0.8, of: (e) => e.nameAttr },
  // an icon button is "the trash icon" (what it shows) or "the delete button" (what that means);
  // below the name, so a button that says "Delete" beats one that only shows a trash can
  { key: 'iconWords', weight: 0.8, of: (e) => e.iconWords },
  { key: 'iconAlias', weight: 0.75, of: (e) => e.iconAlias },
  { key: 'type', weight: 0.6, of: (e) => (e.editable && e.type !== 'text' ? e.type : undefined) },
  // class words of an element with no name of its own ("the edit field" on TodoMVC's input.edit)
  { key: 'classes', weight: 0.65, of: (e) => (e.classes.length ? e.classes.join(' ') : undefined) },
  // a field with no name at all: the classes of what holds it ("the search box" in div.jsoneditor-search)
  { key: 'containerClasses', weight: 0.65, of: (e) => e.containerClasses?.join(' ') },
  // context alone never reaches NONE_BELOW: it only separates otherwise equal elements
  { key: 'context', weight: 0.25, of: (e) => e.context },
];

/**
 * `shared`: classes that many elements of the page carry. They say what kind of thing an element is
 * (every field of an editor is a "tc-edit-texteditor"), not which one, so they name none of them.
 */
const NONE_SHARED: ReadonlySet<string> = new Set();
/** A class on this many elements or more is a kind, not a name. */
const SHARED_BY = 4;

export function sharedClasses(elements: ObservedElement[]): ReadonlySet<string> {
  const count = new Map<string, number>();
  for (const e of elements) for (const c of new Set(e.classes)) count.set(c, (count.get(c) ?? 0) + 1);
  return new Set([...count].filter(([, n]) => n >= SHARED_BY).map(([c]) => c));
}

/** Below a name said whole in one place; above a weak single match, so it names an element that has no better. */
const SPREAD_WEIGHT = 0.55;
const NOT_SPREAD = new Set(['context', 'kind', 'type']);

/**
 * What one attribute says, value by value, as a phrase's words are matched against it: class words count
 * one class at a time ("edit" is the class "edit", whatever else is there); a kind's shared classes say nothing.
 */
function attributeValues(a: (typeof ATTRIBUTES)[number], el: ObservedElement, phrase: string[],
  shared: ReadonlySet<string>): { value: string; said: string; part?: boolean }[] {
  const all = a.of(el);
  if (!all) return [];
  // a name that says a control's value, then its label ("Heading 1, Format", a rich-text editor's combo): each
  // part as well, a little below the whole
  const parts = (a.key === 'name' || a.key === 'label') && all.includes(', ') ? all.split(', ') : [];
  if (a.key !== 'classes' && a.key !== 'containerClasses') {
    return [{ value: all, said: all }, ...parts.map((p) => ({ value: all, said: p, part: true }))];
  }
  const classes = a.key === 'classes' ? el.classes.filter((c) => !shared.has(c)) : el.containerClasses ?? [];
  return classes.map((c) => ({ value: c, said: classWords(c, phrase) }));
}

/**
 * Every word of the phrase said by the element, its attributes together ("the tiddler title": its class
 * tc-titlebar says title, the value "New Tiddler" says tiddler): one scoring over all the evidence. Two
 * words at least, each said exactly, by two attributes at least.
 */
function spreadScore(phrase: string[], el: ObservedElement, shared: ReadonlySet<string>):
  { score: number; why: string } | undefined {
  if (phrase.length < 2) return undefined;
  const said = ATTRIBUTES.filter((a) => !NOT_SPREAD.has(a.key))
    .flatMap((a) => attributeValues(a, el, phrase, shared).map((v) => ({ key: a.key, words: words(v.said) })));
  const by = phrase.map((w) => said.find((s) => s.words.some((o) => wordMatch(w, o) === 1))?.key);
  if (by.some((k) => !k) || new Set(by).size < 2) return undefined;
  return { score: SPREAD_WEIGHT, why: `words said by ${[...new Set(by)].join(' and ')} ${SPREAD_WEIGHT}` };
}

export function nameScore(phrase: string[], el: ObservedElement,
  shared: ReadonlySet<string> = NONE_SHARED): { score: number; why: string } {
  let best = { score: 0, why: 'no attribute matches' };
  for (const a of ATTRIBUTES) {
    for (const { value, said, part } of attributeValues(a, el, phrase, shared)) {
      const score = a.weight * similarity(phrase, said) * (part ? 0.9 : 1);
      if (score > best.score) best = { score, why: `${a.key} "${short(value, 40)}" ${score.toFixed(2)}` };
    }
  }
  // the words spread over several attributes only count where no one attribute says as much
  return best.score < SPREAD_WEIGHT ? spreadScore(phrase, el, shared) ?? best : best;
}

// ---------------------------------------------------------------- roles

/** How well each observed role fits each role word of the step. Missing: a clear mismatch. */
const HINT_FIT: Readonly<Record<RoleHint, Readonly<Record<string, number>>>> = {
  button: { button: 1, link: 0.85, menuitem: 0.8, tab: 0.7, switch: 0.7, summary: 1 },
  link: { link: 1, button: 0.8, menuitem: 0.8, tab: 0.7 },
  textbox: { textbox: 1, searchbox: 1, spinbutton: 1, combobox: 0.8, listbox: 0.8 },
  combobox: { combobox: 1, listbox: 1, textbox: 0.6, searchbox: 0.6 },
  checkbox: { checkbox: 1, menuitemcheckbox: 1, switch: 0.9, label: 0.8 },
  radio: { radio: 1, menuitemradio: 1, option: 0.8, label: 0.8 },
  // (CodeceptJS's checkOption ticks a checkbox as well as a radio button)
  option: { option: 1, radio: 1, menuitemradio: 1, checkbox: 0.9, tab: 0.7, label: 0.7 },
  tab: { tab: 1, button: 0.8, link: 0.8 },
  menuitem: { menuitem: 1, menuitemcheckbox: 1, menuitemradio: 1, button: 0.85, link: 0.85 },
  // a table's column header is a header a person clicks to sort ("the "Age" column header")
  heading: { heading: 1, columnheader: 1, rowheader: 1 },
  dialog: { dialog: 1, alertdialog: 1 },
  switch: { switch: 1, checkbox: 0.9 },
  image: { img: 1, image: 1, button: 0.7, link: 0.7 },
  row: { row: 1, listitem: 0.8, generic: 0.8 },
  item: { listitem: 1, option: 1, menuitem: 1, row: 0.9, treeitem: 1, gridcell: 0.8, generic: 0.8, link: 0.8,
    button: 0.8 },
  section: { region: 1, group: 1, tabpanel: 0.9, generic: 0.7 },
  form: { form: 1 },
  list: { list: 1, listbox: 1, table: 1, grid: 1 },
  menu: { menu: 1, menubar: 1, button: 0.8, menuitem: 0.8, link: 0.7 },
};
const HINT_MISMATCH = 0.5;
// a person calls only what can be ticked a checkbox, radio button or switch: a button or a link of that name
// (a toolbar's "Format" drop-down beside the "Format" checkbox) is not one, however well its name fits
const CHOICE_HINTS = new Set<RoleHint>(['checkbox', 'radio', 'switch']);
const NOT_A_CHOICE = 0.25;

export function hintFit(el: ObservedElement, hint: RoleHint | undefined): number {
  if (!hint) return 1;
  if (hint === 'textbox' && el.editable) return 1;
  // a button that drops a list down (CKEditor's combos, Bootstrap's dropdown toggles) is what a person calls one
  if (hint === 'combobox' && el.role === 'button' && el.expanded !== undefined) return 0.9;
  const fit = HINT_FIT[hint][el.role];
  // a clickable div styled as nothing in particular may well be what the step calls a button or link
  if (fit === undefined && el.clickable && el.role === 'generic'
    && (hint === 'button' || hint === 'link' || hint === 'tab' || hint === 'item')) return 0.85;
  if (fit === undefined && CHOICE_HINTS.has(hint)) {
    const tickable = el.checked !== undefined || el.pressed !== undefined || el.role === 'generic';
    return tickable ? HINT_MISMATCH : NOT_A_CHOICE;
  }
  return fit ?? HINT_MISMATCH;
}

export function short(s: string, n: number): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > n ? t.slice(0, n - 1) + '…' : t;
}

// ---------------------------------------------------------------- signs

/** What a sign a step quotes for an icon button means ("the "+" button" adds, "×" closes), as icons say it. */
const SIGN_MEANINGS: Readonly<Record<string, string>> = {
  '+': 'add', '＋': 'add', '×': 'close', '✕': 'close', '✖': 'close', '✎': 'edit', '✏': 'edit', '🗑': 'delete',
  '⚙': 'settings', '☰': 'menu', '≡': 'menu', '🔍': 'search', '✓': 'confirm', '✔': 'confirm', '⋮': 'more', '…': 'more',
};

/**
 * "click the "+" button" where the button draws its plus as an icon and is named otherwise ("new tiddler"):
 * the icon's own words or their meaning must say what the sign means. A match there is worth a little less
 * than the sign written on the element itself.
 */
export function signScore(quoted: string | undefined, el: ObservedElement): { score: number; why: string } | undefined {
  const meaning = quoted ? SIGN_MEANINGS[quoted.trim()] : undefined;
  if (!meaning) return undefined;
  const said = [el.iconWords, el.iconAlias].filter(Boolean).join(' ').split(/\s+/);
  return said.includes(meaning) ? { score: 0.7, why: `icon means "${meaning}" 0.70` } : undefined;
}
