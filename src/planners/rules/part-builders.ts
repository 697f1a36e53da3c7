// Rules about a part of the page and what is in it: closing the part a name heads, the item shown first in a
// part, a message beside a field, a name and its value in one row, CodeceptJS's click and see with a context
// argument, and the keys that take the caret to a place in the text. The rule patterns
// are in phrases.ts; builders.ts gathers these with the others.
import type { Intent, TargetPhrase } from './intent.ts';
import type { RuleName } from './phrases.ts';
import { single, type Builder } from './builder-kit.ts';
import { CONTAINER_ROLES, parseAnchor } from './target-phrase.ts';
import { NOUN_THEN_QUOTED, QUOTED_THEN_NOUN } from './place-words.ts';
import { quotedAt } from './segment.ts';
import { singular } from './words.ts';

type PartRule = 'caretTo' | 'dismiss' | 'fieldError' | 'shownFirst' | 'seeKeyValue' | 'clickWithin' | 'seeWithin';

export const PART_BUILDERS: { [K in PartRule & RuleName]: Builder } = {
  // CodeceptJS's context argument: the element or the text inside the part that locator (or name) gives
  clickWithin: (m) => {
    const where = parseAnchor(m.group('where'), m.ctx, 'in', 'within');
    const target = m.target();
    if (typeof where === 'string') return where;
    return typeof target === 'string' ? target : [{ kind: 'click', target: { ...target,
      relation: { kind: 'in', anchor: where } } }];
  },
  seeWithin: (m) => {
    const where = parseAnchor(m.group('where'), m.ctx, 'in', 'within');
    return typeof where === 'string' ? where
      : [{ kind: 'expectText', text: m.value('value'), negate: m.negate(), within: where }];
  },

  // a name and its value side by side (a table of headers, of properties): the value in the row of that name
  seeKeyValue: (m) => {
    const key = m.value('key');
    return [{ kind: 'expectText', text: m.value('value'), negate: m.negate(),
      within: { words: key.text, quoted: key, roleHint: 'row' } }];
  },

  caretTo: (m) => {
    const end = /^(?:end|bottom)$/i.test(m.text('where'));
    const line = /^line$/i.test(m.text('what'));
    return [{ kind: 'press', key: `${line ? '' : 'Control+'}${end ? 'End' : 'Home'}` }];
  },

  dismiss: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    // "close the dialog" closes a container; "accept the terms" is another verb
    if (target.roleHint === 'dialog') return [{ kind: 'dismiss', target }];
    // "close the tiddler "Quick Start"", "close the "Details" tab": the close control of the part that name heads
    if (!/^clos/i.test(m.show()) || !target.quoted || target.relation || target.ordinal !== undefined
      || (target.roleHint && target.roleHint !== 'tab' && !CONTAINER_ROLES.has(target.roleHint))) return undefined;
    const part = { words: target.words, quoted: target.quoted };
    return [{ kind: 'click', target: { words: 'close', roleHint: 'button', relation: { kind: 'in', anchor: part } } }];
  },

  // web_steps' "the "Email" field should have the error "can't be blank"": that message, beside the field
  fieldError: (m) => single(m, (field) => {
    const message = m.value('value');
    return { kind: 'expectState', state: 'visible',
      target: { words: message.text, quoted: message, relation: { kind: 'near', anchor: field } } };
  }),

  // "the tiddler "HelloThere" should be shown first in the story": the first of the parts the page marks with
  // that noun, in that place, shows the name
  shownFirst: (m) => {
    const said = m.group('target');
    const named = NOUN_THEN_QUOTED.exec(said.text.trim()) ?? QUOTED_THEN_NOUN.exec(said.text.trim());
    if (!named || m.ctx.negate) return undefined;
    const [noun, q] = named[1]!.startsWith('"') ? [named[2]!, named[1]!] : [named[1]!, named[2]!];
    const text = quotedAt(said, said.text.indexOf(q), m.ctx);
    const place = parseAnchor(m.group('place'), m.ctx, 'in', 'in');
    if (typeof place === 'string') return place;
    const within: TargetPhrase = { words: '', roleHint: 'item', noun: singular(noun.toLowerCase()),
      ordinal: /^(?:first|at\s+the\s+top)$/i.test(m.text('ord')) ? 1 : -1, relation: { kind: 'in', anchor: place } };
    const check: Intent = { kind: 'expectText', text, negate: false, within };
    return [check];
  },
};
