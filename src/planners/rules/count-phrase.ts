import type { Intent, QuotedText } from './intent.ts';
import type { Match } from './match.ts';
import { quotedAt } from './segment.ts';
import { COUNT_TAIL, NUMBER_WORDS } from './vocabulary.ts';
import { looksLikeSelector } from './words.ts';

/*
 * Counting steps: "I should see 10 products", "the to-do list should have 3 items", "there are 4
 * rows in the orders table", "the number of results should be 5". The noun phrase keeps the words
 * that say which list (heading, label or class words); ground.ts finds that list on the page.
 */

/** 10 → offset of the 1; "10" → offset of the quote; ten → no offset. */
function countValue(m: Match): QuotedText {
  const g = m.group('count');
  if (g.text.startsWith('"')) return { text: m.ctx.quotes.get(g.base) ?? '', at: g.base };
  if (/^\d+$/.test(g.text)) return { text: g.text, at: g.base };
  return { text: String(NUMBER_WORDS[g.text.toLowerCase()]), at: -1 };
}

const CONTAINER_WORDS = /\b(?:list|table|grid|page|section|panel|area|screen|view|container|box|body)\b/gi;
const GENERIC_NOUNS = /^(?:items?|rows?|results?|entries|entry|elements?|things?|records?|lines?|cards?)$/i;

/** "items in the todo list" → "todo items"; "products" → "products"; undefined when unclear. */
export function countNoun(nouns: string, container: string): string | undefined {
  let phrase = nouns.trim().replace(/^(?:visible|displayed|shown|listed)\s+/i, '');
  while (COUNT_TAIL.test(phrase)) phrase = phrase.replace(COUNT_TAIL, '');
  const inside = /^(.+?)\s+(?:in|on|inside|within|of|under)\s+(?:the\s+|my\s+|your\s+)?(.+)$/i.exec(phrase);
  const noun = (inside ? inside[1]! : phrase).trim();
  const place = `${container} ${inside ? inside[2]! : ''}`.replace(/"/g, ' ').replace(CONTAINER_WORDS, ' ')
    .replace(/^\s*(?:the|my|your|his|her|their|its|our)\s+/i, '').replace(/\s+/g, ' ').trim();
  if (noun.split(' ').length > 3 || place.split(' ').length > 3) return undefined;
  return GENERIC_NOUNS.test(noun) && place ? `${place} ${noun}` : noun;
}

export function countIntent(m: Match): Intent[] | string | undefined {
  const count = countValue(m);
  if (!/^\d+$/.test(count.text)) return undefined;
  // Behat's "I should see 5 "div.result" elements": the quoted selector is what to count
  const css = /^"([^"]+)"\s+(?:elements?|nodes?|items?|matches)$/i.exec(m.shown('nouns'))?.[1];
  if (css && /^[#.[\w][\w\s#.[\]=>:()'"*~+-]*$/.test(css) && /[#.[>]|\s/.test(css)) {
    return [{ kind: 'expectCount', count, noun: css, css }];
  }
  // CodeceptJS's "number of elements "li", 3": the quotes there always hold a locator
  const locator = /^elements?\s+"([^"]+)"$/i.exec(m.shown('nouns'))?.[1];
  if (locator) return looksLikeSelector(locator) ? [{ kind: 'expectCount', count, noun: locator, css: locator }]
    : `"${locator}" in "${m.show()}" is no CSS selector`;
  // …and where the quotes hold no selector, the elements showing that text (whether the page shows it
  // at all, planning finds out: a bare tag name "li" shows nowhere and stays unsure)
  const nouns = m.group('nouns');
  const quoted = /^"_*"(?=\s+(?:elements?|nodes?|items?|matches)$)/.exec(nouns.text);
  if (css && quoted) return [{ kind: 'expectCount', count, noun: css, text: quotedAt(nouns, 0, m.ctx) }];
  // ("shows no tiddler titled "X"" is no count: a thing named so, partHas)
  if (/\s(?:titled|named|called)\s+"/i.test(m.shown('nouns'))) return undefined;
  const noun = countNoun(m.shown('nouns'), m.has('container') ? m.shown('container') : '');
  if (!noun) return `cannot tell what "${m.show()}" counts`;
  const named = /"/.test(m.shown('nouns')) || (m.has('container') && /"/.test(m.shown('container')));
  return [{ kind: 'expectCount', count, noun, ...(named && { named }) }];
}

/** "only the task "Buy milk" should be listed": one item in the list the noun names, and it is the one quoted. */
export function onlyListed(m: Match): Intent[] | undefined {
  const noun = countNoun(m.shown('nouns'), '');
  if (!noun || m.negate()) return undefined;
  return [{ kind: 'expectCount', count: { text: '1', at: -1 }, noun },
    { kind: 'expectText', text: m.value('value'), negate: false }];
}
