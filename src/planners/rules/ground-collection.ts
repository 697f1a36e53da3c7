import type { ObservedCollection } from '../../observation/element.ts';
import { short, wordMatch } from './ground-score.ts';
import { singular, words } from './words.ts';

/*
 * Which repeated items a count is about: "products", "the to-do list's items", "rows in the orders
 * table" are matched to the observation's collections by their class, test-id and container words.
 */


/** Nouns that say "members of a list" without saying which list. */
const GENERIC_NOUNS = new Set(['item', 'row', 'result', 'entry', 'element', 'thing', 'record', 'line', 'card']);
/** The tag a generic noun usually means: rows are table rows, items list items. */
const GENERIC_TAG: Readonly<Record<string, string>> = { row: 'tr', item: 'li', entry: 'li', line: 'li' };

function collectionWords(c: ObservedCollection): string[] {
  return words(c.name).map(singular);
}

function pick(
  noun: string, found: ObservedCollection[], expected: number | undefined,
): { ok: true; collection: ObservedCollection } | { ok: false; message: string } {
  if (found.length === 1) return { ok: true, collection: found[0]! };
  // the count the step expects can settle a tie, never overrule the names
  const sized = expected === undefined ? [] : found.filter((c) => c.count === expected);
  if (sized.length === 1) return { ok: true, collection: sized[0]! };
  const list = found.slice(0, 5).map((c) => `${c.css} (${c.count}: "${short(c.sample, 30)}")`).join(', ');
  return { ok: false, message: `${found.length} lists could be the "${noun}": ${list}` };
}

/**
 * Finds the repeated items a count is about: "products" matches a collection whose classes, test
 * ids or container label say product. Generic nouns ("items", "rows") need a single plausible list.
 * `expected`, the count the step asserts, only breaks ties; `named`: the step gave the list a quoted name,
 * which must be said in full.
 */
export function groundCollection(
  noun: string, collections: ObservedCollection[], expected?: number, named = false,
): { ok: true; collection: ObservedCollection } | { ok: false; message: string } {
  if (!collections.length) return { ok: false, message: `nothing repeats on the page to count as "${noun}"` };
  const nounWords = words(noun).map(singular);
  const specific = nounWords.filter((w) => !GENERIC_NOUNS.has(w));
  if (specific.length) {
    // "to-do items" ~ class "todo-list": the words, and the words run together, both count
    const joined = specific.join('');
    const scored = collections.map((c) => {
      const cw = collectionWords(c);
      const each = specific.reduce((s, w) => s + Math.max(0, ...cw.map((x) => wordMatch(w, x))), 0) / specific.length;
      const whole = cw.some((x) => x === joined || singular(x) === singular(joined)) ? 1 : 0;
      return { c, score: Math.max(each, whole) };
    });
    const best = Math.max(...scored.map((s) => s.score));
    // a quoted name ("the "DataTables Example" table") is the list's own: half of it names another list
    if (best < (named ? 1 : 0.5)) {
      const names = collections.slice(0, 5).map((c) => `"${short(c.name, 30)}"`).join(', ');
      return { ok: false, message: `no list on the page looks like "${noun}" (lists: ${names})` };
    }
    return pick(noun, scored.filter((s) => s.score === best).map((s) => s.c), expected);
  }
  const generic = nounWords[nounWords.length - 1] ?? '';
  const tag = GENERIC_TAG[generic];
  const mentioned = collections.filter((c) => {
    const cw = collectionWords(c);
    return cw.includes(generic) || (tag !== undefined && cw[0] === tag);
  });
  return pick(noun, mentioned.length ? mentioned : collections, expected);
}
