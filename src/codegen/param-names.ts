// Names the parameters of a generated step from the step's own words and what each value does in
// its bindings: `I type {string} into the {string} field` → (text, fieldName), never p0, p1.
import type { StepRecord } from '../cache/schema.ts';
import { camelCase, MAX_NAME_WORDS, uniqueNames, words } from './identifier.ts';
import { parameterRoles, type ParamRole } from './param-roles.ts';

/** Words that end the noun after a parameter (`the {string} button should …`): grammar, not nouns. */
const NOT_NOUN = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'nor', 'then', 'if', 'when', 'as', 'of', 'to', 'in', 'into',
  'on', 'onto', 'at', 'by', 'for', 'from', 'with', 'within', 'without', 'over', 'under', 'near', 'next',
  'above', 'below', 'before', 'after', 'up', 'down', 'off', 'out', 'is', 'are', 'was', 'were', 'be',
  'been', 'being', 'am', 'has', 'have', 'had', 'do', 'does', 'did', 'should', 'shall', 'must', 'can',
  'could', 'will', 'would', 'may', 'might', 'not', 'no', 'i', 'we', 'you', 'it', 'they', 'he', 'she',
  'me', 'us', 'my', 'our', 'your', 'its', 'their', 'this', 'that', 'these', 'those', 'there', 'here',
  'again', 'once', 'twice', 'now', 'still', 'also', 'only', 'just', 'appear', 'appears', 'disappear',
  'disappears', 'named', 'called', 'labelled', 'labeled', 'titled', 'contains', 'containing', 'shows',
]);
/** Words that say the parameter is the name of the noun before them: `the button named {string}`. */
const NAMING = new Set(['named', 'called', 'labelled', 'labeled', 'titled']);

type Token = { param: number } | { word: string };

/**
 * The words and parameters of a Cucumber expression; optional text `(s)` is left out and
 * alternatives `a/b` read as their first form.
 */
export function tokens(expression: string): Token[] {
  const plain = expression.replace(/\\./g, ' ').replace(/\([^)]*\)/g, '').replace(/(\w+)(\/\w+)+/g, '$1');
  let param = 0;
  return plain.split(/(\{[^}]*\})/).flatMap((part): Token[] =>
    (/^\{[^}]*\}$/.test(part) ? [{ param: param++ }] : words(part).map((word) => ({ word }))));
}

/** The word at position `k`, or undefined for a parameter or past either end. */
const wordAt = (ts: Token[], k: number): string | undefined => {
  const t = ts[k];
  return t && 'word' in t ? t.word : undefined;
};
const isNoun = (w: string | undefined): w is string => w !== undefined && !NOT_NOUN.has(w);

/**
 * The noun the expression gives parameter `i`: the words after it (`{string} radio button`), or
 * the word before it after an article (`the link {string}`, `the link named {string}`).
 */
function nounOf(ts: Token[], i: number): string[] {
  const at = ts.findIndex((t) => 'param' in t && t.param === i);
  const after: string[] = [];
  for (let k = at + 1; isNoun(wordAt(ts, k)) && after.length < MAX_NAME_WORDS - 1; k++) after.push(wordAt(ts, k)!);
  if (after.length) return after;
  let k = at - 1;
  if (NAMING.has(wordAt(ts, k) ?? '')) k--;
  const before = wordAt(ts, k);
  return isNoun(before) && ['the', 'a', 'an'].includes(wordAt(ts, k - 1) ?? '') ? [before] : [];
}

function nameFor(role: ParamRole | undefined, noun: string[]): string | undefined {
  if (role?.kind === 'element') return camelCase([...(noun.length ? noun : words(role.element)), 'name']);
  if (role?.kind === 'value') {
    const into = role.into === undefined ? [] : words(role.into);
    return (into.length && into.length <= MAX_NAME_WORDS ? camelCase(into) : undefined) ?? camelCase(words(role.word));
  }
  return undefined;
}

/**
 * A readable, valid and unique JavaScript name for each expression parameter: an element's name
 * after its noun (`fieldName`, `buttonName`), a value after the field it goes into (`password`) or
 * what it is (`text`, `option`, `url`, `count`); `text1`… (`number1`… for numbers) when nothing says.
 */
export function parameterNames(rec: StepRecord): string[] {
  const ts = tokens(rec.expression);
  const roles = parameterRoles(rec);
  const names = rec.parameterTypes.map((type, i) =>
    nameFor(roles[i], nounOf(ts, i)) ?? `${type === 'int' || type === 'float' ? 'number' : 'text'}${i + 1}`);
  return uniqueNames(names);
}
