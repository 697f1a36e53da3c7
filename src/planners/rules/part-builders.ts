// Rules about a part of the page and what is in it: closing the part a name heads, the item shown first in a
// part, an element or a named thing in a part, a message beside a field, a name and its value in one row (a
// message's sender, recipient or copy), CodeceptJS's click and see with a context argument, its seeTextEquals,
// waitForValue and waitToHide, and the keys that take the caret to a place in the text. The rule patterns are in
// phrases.ts; builders.ts gathers these with the others.
import type { Intent, TargetPhrase } from './intent.ts';
import type { RuleName } from './phrases.ts';
import { single, type Builder } from './builder-kit.ts';
import { CONTAINER_ROLES, parseAnchor } from './target-phrase.ts';
import { NOUN_THEN_QUOTED, QUOTED_THEN_NOUN } from './place-words.ts';
import { quotedAt } from './segment.ts';
import { singular } from './words.ts';

type PartRule = 'caretTo' | 'dismiss' | 'fieldError' | 'shownFirst' | 'seeKeyValue' | 'sentFrom' | 'copiedIn'
  | 'clickWithin' | 'seeWithin' | 'seeTextEquals' | 'waitForValue' | 'waitToHide' | 'partHas';

const NOT = /\b(?:not|never)\b/i;
// "a tiddler titled "X"": a thing of a kind the planner does not know, named so
const TITLED_THING = /^[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?\s+(?:titled|named|called)\s+"_*"$/i;

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

  // CodeceptJS's seeTextEquals, waitForValue (its value includes the text) and waitToHide
  seeTextEquals: (m) => (m.has('target')
    ? single(m, (target) => ({ kind: 'expectValue', target, value: m.value('value') }))
    : { refuse: 'say which element\'s whole text equals it: `I see text equals "x", ".selector"`' }),
  waitForValue: (m) => single(m, (target) => ({ kind: 'expectValue', target, value: m.value('value'),
    contains: true })),
  waitToHide: (m) => single(m, (target) => ({ kind: 'waitForElement', target, state: 'hidden' })),

  // "the preview toolbar should not have an "Underline" button": an element of that kind in that part
  partHas: (m) => {
    const part = parseAnchor(m.group('part'), m.ctx, 'in', 'in');
    const target = m.target();
    // "the story river shows a tiddler titled "X"": a thing of any kind, named so, is its name shown in the part
    const titled = TITLED_THING.exec(m.group('target').text);
    if (titled && typeof target !== 'string' && !target.roleHint && typeof part !== 'string' && part.roleHint
      && CONTAINER_ROLES.has(part.roleHint)) {
      return [{ kind: 'expectText', text: quotedAt(m.group('target'), titled.index + titled[0].indexOf('"'), m.ctx),
        negate: m.negate() !== /not|no\s+longer/i.test(m.text('be')) !== m.has('none'), within: part }];
    }
    // a quoted text with no kind of element is the part's text ("the dialog should show "Saved"", textShown)
    if (typeof part === 'string' || typeof target === 'string' || !target.roleHint || target.relation
      || !part.roleHint || !CONTAINER_ROLES.has(part.roleHint)) return undefined;
    const hidden = m.negate() !== /not|no\s+longer/i.test(m.text('be')) !== m.has('none');
    return [{ kind: 'expectState', target: { ...target, relation: { kind: 'in', anchor: part } },
      state: hidden ? 'hidden' : 'visible' }];
  },

  // a name and its value side by side (a table of headers, of properties): the value in the row of that name
  seeKeyValue: (m) => {
    const key = m.value('key');
    return [{ kind: 'expectText', text: m.value('value'), negate: m.negate(),
      within: { words: key.text, quoted: key, roleHint: 'row' } }];
  },

  // who a message is from (or by) and to: the address in the row a mail header names so ("From:", "To:")
  sentFrom: (m) => {
    const key = /^to$/i.test(m.text('prep')) ? 'To' : 'From';
    return [{ kind: 'expectText', text: m.value('value'), negate: m.negate() !== NOT.test(m.text('be')),
      within: { words: key, roleHint: 'row' } }];
  },

  copiedIn: (m) => [{ kind: 'expectText', text: m.value('value'), negate: m.negate() !== NOT.test(m.text('be')),
    within: { words: 'Cc', roleHint: 'row' } }],

  caretTo: (m) => {
    const end = /^(?:end|bottom)$/i.test(m.text('where'));
    const line = /^line$/i.test(m.text('what'));
    return [{ kind: 'press', key: `${line ? '' : 'Control+'}${end ? 'End' : 'Home'}` }];
  },

  dismiss: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    // "close the dialog" closes a container; "accept the terms" is another verb; "confirm the dialog" answers it
    const verb = m.text('verb');
    const answers = /^(?:accept|confirm|acknowledg)/i.test(verb) ? true : /^(?:dismiss|reject|cancel)/i.test(verb)
      ? false : undefined;
    if (target.roleHint === 'dialog') return [{ kind: 'dismiss', target, ...(answers === undefined ? {} : { answers })
    }];
    // "close the tiddler "Quick Start"", "close the "Details" tab": the close control of the part that name heads
    if (!/^clos/i.test(verb) || !target.quoted || target.relation || target.ordinal !== undefined
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
