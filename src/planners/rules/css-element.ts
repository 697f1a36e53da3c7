// Behat's element steps, where the quotes hold a CSS selector: "the "#total" element should (not) contain
// "x"", "I should (not) see an "h1" element". The part of the page is the elements that selector matches
// (anchor kind css, placed-target.ts); the step calls it an element, and the quotes read as a selector.
import type { Intent, QuotedText, TargetPhrase } from './intent.ts';
import type { Match } from './match.ts';
import { quotedAt, type Segment } from './segment.ts';
import { looksLikeSelector } from './words.ts';

const partOf = (quoted: QuotedText): TargetPhrase => ({ words: quoted.text, quoted, roleHint: 'section',
  noun: 'element' });

/** "the "#total" element should not contain "x"": the text of the selected part, or undefined. */
export function cssElementText(m: Match, target: TargetPhrase | string,
  negate: () => boolean): Intent[] | undefined {
  if (typeof target === 'string' || !target.quoted || target.roleHint || target.relation) return undefined;
  if (!/^(?:the\s+)?"_*"\s+element$/i.test(m.group('target').text.trim())) return undefined;
  if (!looksLikeSelector(target.quoted.text)) return undefined;
  return [{ kind: 'expectText', text: m.value('value'), negate: negate(), within: partOf(target.quoted) }];
}

/**
 * "I should see an "h1" element" (CodeceptJS's `I see element "#login"`): that the selected part is on the
 * page (an empty text in it), or undefined.
 */
export function cssElementShown(m: Match, what: Segment, negate: () => boolean): Intent[] | undefined {
  const q = /^(?:(?:an?|the)\s+("_*")\s+element|(?:(?:an?|the)\s+)?element\s+("_*"))$/i.exec(what.text.trim());
  if (!q) return undefined;
  const quoted = quotedAt(what, what.text.indexOf((q[1] ?? q[2])!), m.ctx);
  if (!looksLikeSelector(quoted.text)) return undefined;
  return [{ kind: 'expectText', text: { text: '', at: -1 }, negate: negate(), within: partOf(quoted) }];
}
