/*
 * Word-level normalisation shared by the parser and grounding: identifiers and labels become
 * lower-case words, and plurals a crude singular, so "to-do items", "todoItem" and "Todo item"
 * compare equal.
 */

/** Lower-case words of a label or an identifier: "tea-type", "teaType", "tea_type" → tea type. */
export function words(text: string): string[] {
  return text
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Crude singular, enough to match "products" with "product" and "entries" with "entry". */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return word.slice(0, -3) + 'y';
  if (word.length > 4 && /(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}
