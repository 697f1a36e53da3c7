/*
 * Word-level normalisation shared by the parser and grounding: identifiers and labels become
 * lower-case words, and plurals a crude singular, so "to-do items", "todoItem" and "Todo item"
 * compare equal.
 */

/** Lower-case words of a label or an identifier: "tea-type", "teaType", "tea_type" → tea type. */
/**
 * Quoted text that reads as a CSS selector, not as words: Behat's "#dataTable tbody", "table.table-scroll",
 * "h1". Only a hint: a selector that matches nothing on the page is no part of it.
 */
export function looksLikeSelector(s: string): boolean {
  if (!/^[#.[\w*][\w\s#.[\]=>:()'"*~+,-]*$/.test(s)) return false;
  return /[#.[>:]/.test(s) || /^[a-z][a-z0-9]*(?:\s+[a-z][a-z0-9]*)*$/.test(s);
}

/**
 * Quoted text that can only be a selector, whatever the step calls it: it opens with an id, a class or an
 * attribute, or a tag runs straight into one ("input.tc-titlebar", "[data-tiddler-title='x']"). Words with a
 * colon or a full stop in them ("Search:", "Mr. Smith", "v1.2") are not.
 */
export function selectorLike(s: string): boolean {
  return looksLikeSelector(s) && /^(?:[#.][a-z_-]|\[|[a-z][a-z0-9]*(?:[.#][a-z_-]|\[))/i.test(s);
}

/**
 * HTML tags of parts that hold text, written as a selector is (lower case): `within "table"` in cucumber-rails'
 * web_steps, `I see "x" in "nav"` in CodeceptJS, where the quote is a selector. A capitalised word is a name.
 */
const PART_TAGS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'ul', 'ol', 'li', 'dl', 'nav', 'form',
  'header', 'footer', 'main', 'aside', 'section', 'article', 'dialog', 'fieldset', 'details', 'figure', 'blockquote',
  'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'span', 'label', 'body']);

/** A quote that names a part of the page by its tag alone ("table"). */
export const partTag = (s: string): boolean => PART_TAGS.has(s);

export function words(text: string): string[] {
  const out = text
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // a name that is one sign ("€", "+", "§") is that sign, not no words at all
  const sign = text.trim();
  return out.length || !/^[\p{S}\p{P}]{1,2}$/u.test(sign) ? out : [sign];
}

/** Crude singular, enough to match "products" with "product" and "entries" with "entry". */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return word.slice(0, -3) + 'y';
  if (word.length > 4 && /(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** What a class name ends with when it runs a word into the kind of thing it is: "titlebar", "searchbox". */
const UI_SUFFIXES = new Set(['bar', 'box', 'field', 'input', 'area', 'text', 'editor', 'btn', 'button', 'link', 'panel',
  'label', 'list', 'item', 'icon', 'wrapper', 'container']);

/**
 * The words of one class name as a person would say them, for a phrase: a short namespace prefix that
 * the phrase does not use is dropped ("tc-", "js-", "mdc-"), and a phrase word run into a kind word is
 * split off ("tc-titlebar" reads "title bar" for "the title field").
 */
export function classWords(cls: string, phrase: string[]): string {
  let parts = words(cls);
  if (parts.length > 1 && parts[0]!.length <= 3 && !phrase.includes(parts[0]!)) parts = parts.slice(1);
  return parts.flatMap((w) => {
    const p = phrase.find((x) => x.length >= 4 && w.startsWith(x) && UI_SUFFIXES.has(w.slice(x.length)));
    return p ? [p, w.slice(p.length)] : [w];
  }).join(' ');
}
