// A part of the page a text check names that no part is: the words may name a control instead. "The "Source"
// list shows "Hipchat"", where no list is named so, is a list box of that name holding the option;
// CodeceptJS's `I see element "tag manager"`, words that select nothing as CSS, is the element so named, shown.
import type { Assertion, Value } from '../../cache/schema.ts';
import type { Intent } from './intent.ts';
import type { On } from './system-actions.ts';
import { selectorLike } from './words.ts';

type TextIntent = Extract<Intent, { kind: 'expectText' }>;

/** The check on the control the part's words name, or `why` (the part's own failure) when they name none. */
export async function controlInstead(on: On, intent: TextIntent, text: Value, why: unknown): Promise<Assertion> {
  const w = intent.within;
  if (!w?.quoted || intent.negate) throw why;
  const reject = (): never => {
    throw why;
  };
  if (intent.text.text && w.roleHint === 'list') {
    const target = await on({ words: w.words, quoted: w.quoted, roleHint: 'combobox' }, 'value').catch(reject);
    return { check: 'fieldValue', target, value: text, op: 'contains' };
  }
  if (intent.text.text || w.noun !== 'element' || selectorLike(w.quoted.text)) throw why;
  const target = await on({ words: w.words, quoted: w.quoted }, 'state').catch(reject);
  return { check: 'state', target, state: 'visible' };
}
