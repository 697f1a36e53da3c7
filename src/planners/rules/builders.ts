import type { ElementState } from '../../cache/schema.ts';
import type { Intent, QuotedText, TargetPhrase } from './intent.ts';
import type { Match } from './match.ts';
import { APPEAR, DISAPPEAR, KEY_NAMES, STATE_WORDS, type RuleName } from './phrases.ts';
import { countIntent } from './count-phrase.ts';
import { quotedAt } from './segment.ts';

/*
 * What each grammar rule means: a builder turns a match into intents, declines (undefined: the
 * rule does not apply after all), gives a reason (it applies but cannot be used; later rules may
 * still do better), or refuses (the step asks for something the rule planner must not do).
 */

export type Built = Intent[] | string | { refuse: string } | undefined;
type Builder = (m: Match) => Built;

const URLISH = /^(?:https?:\/\/|\/|\.\.?\/|www\.|localhost\b|\$\{|about:|file:|[\w-]+(?:\.[\w-]+)+(?:[/:?#]|$)|[\w-]+\/[\w./?=&#%-]*$)/i;

function urlValue(m: Match): QuotedText | string {
  const url = m.value('url');
  return URLISH.test(url.text) ? url : `"${url.text}" is not a URL or path`;
}

function keyName(spoken: string): string | undefined {
  const k = spoken.toLowerCase().replace(/\s+/g, ' ');
  return KEY_NAMES.find(([name]) => name === k)?.[1];
}

// What "should be …" says about visibility, for a bare quoted text: true / false / not about that.
const PREDICATE_LEAD = /^(?:should|must|will|is|are|be|becomes?|gets?|now|still|not|no longer|isn't|aren't|shouldn't|won't|can|could)\s+/;

function visibility(pred: string): boolean | undefined {
  let p = pred.toLowerCase().replace(/\s+/g, ' ').trim().replace(/\s+on (?:the )?(?:page|screen)$/, '');
  let negated = false;
  for (let lead = PREDICATE_LEAD.exec(p); lead; lead = PREDICATE_LEAD.exec(p)) {
    if (/not|n't|no longer/.test(lead[0])) negated = !negated;
    p = p.slice(lead[0].length);
  }
  if (/^(?:displayed|shown|visible|present|on (?:the )?(?:page|screen)|appears?|show(?:s)? up|be seen|seen)$/.test(p)) return !negated;
  if (/^(?:hidden|gone|invisible|absent|disappears?|vanish(?:es)?|go(?:es)? away|not (?:displayed|shown|visible))$/.test(p)) return negated;
  return undefined;
}

function stateOf(word: string, negated: boolean): ElementState | undefined {
  const s = STATE_WORDS[word.toLowerCase().replace(/\s+/g, ' ')];
  return s && (negated ? s.not : s.state);
}

// A bare quoted text, maybe called a message: `the error "Wrong password"`, `"Saved" message`.
const TEXT_KINDS = '(?:error|success|confirmation|warning|validation|info|text|message|notification|words?|banner|toast|alert|greeting)';
const TEXT_ONLY = new RegExp(`^(?:(?:the|a|an)\\s+)?(?:${TEXT_KINDS}\\s+)*(?:(?:that\\s+says|saying|reading|containing|with\\s+(?:the\\s+)?text)\\s+)?(?<q>"_*")(?:\\s+${TEXT_KINDS})*$`, 'id');

function isField(t: TargetPhrase): boolean {
  return !t.roleHint || ['textbox', 'combobox'].includes(t.roleHint);
}

function waitFor(target: TargetPhrase, state: ElementState): Intent {
  // a bare quoted name that should appear or go is text on the page, not a particular element
  if (target.quoted && !target.roleHint && !target.relation && (state === 'visible' || state === 'hidden')) {
    return { kind: 'waitForText', text: target.quoted, negate: state === 'hidden' };
  }
  return { kind: 'waitForElement', target, state };
}

const PAGE_WORDS = /^(?:page|screen|app|application|site|website|browser)$/i;
const PAGE_SUFFIX = /\s+(?:page|screen|view|tab|section|area)$/i;

function single(m: Match, make: (t: TargetPhrase) => Intent, group = 'target'): Built {
  const target = m.target(group);
  return typeof target === 'string' ? target : [make(target)];
}

function typeInto(m: Match): Built {
  return single(m, (target) => ({ kind: 'type', target, value: m.value('value') }));
}

function selectOption(m: Match): Built {
  return single(m, (target) => ({ kind: 'select', target, option: m.value('option') }));
}

/** A checkbox is never a text box: "tick the boxes" means check boxes. */
function choiceTarget(t: TargetPhrase): TargetPhrase {
  return t.roleHint === 'textbox' ? { ...t, roleHint: 'checkbox' } : t;
}

export const BUILDERS: { [K in RuleName]: Builder } = {
  fixedWait: () => ({ refuse: 'fixed-time waits are not compiled: wait for something to appear instead' }),

  waitTo: (m) => {
    if (PAGE_WORDS.test(m.shown('target').replace(/^(?:the|this)\s+/i, ''))) return 'waiting for the page itself is implicit: wait for something on it';
    const target = m.target();
    if (typeof target === 'string') return target;
    const change = m.text('change').replace(/\s+/g, ' ');
    if (APPEAR.test(change)) return [waitFor(target, 'visible')];
    if (DISAPPEAR.test(change)) return [waitFor(target, 'hidden')];
    const word = /^to (?:be|become) (.+)$/i.exec(change)?.[1];
    const state = word ? stateOf(word, false) : undefined;
    return state ? [waitFor(target, state)] : `cannot wait for "${change}"`;
  },

  waitUntil: (m) => {
    const inner = m.clause('rest');
    if (!inner.ok) {
      // "wait for "Saved"": the thing itself, appearing
      const target = m.target('rest');
      return typeof target !== 'string' && target.quoted ? [waitFor(target, 'visible')] : inner.reason;
    }
    const waits: Intent[] = [];
    for (const i of inner.intents) {
      if (i.kind === 'expectText') waits.push({ kind: 'waitForText', text: i.text, negate: i.negate });
      else if (i.kind === 'expectState') waits.push({ kind: 'waitForElement', target: i.target, state: i.state });
      else return `cannot wait for a ${i.kind.replace(/^expect/, '').toLowerCase()} check`;
    }
    return waits;
  },

  history: (m) => {
    if (m.has('reload')) return [{ kind: 'history', go: 'reload' }];
    const dir = (m.text('go') || m.text('button')).toLowerCase();
    return [{ kind: 'history', go: dir.startsWith('forward') ? 'forward' : 'back' }];
  },

  homePage: (m) => (m.ctx.keyword === 'Then' || /^(?:be|get|land|end)/i.test(m.show())
    ? [{ kind: 'expectUrl', value: { text: '/', at: -1 }, op: 'equals' }]
    : [{ kind: 'navigate', url: { text: '/', at: -1 } }]),

  amOn: (m) => {
    const url = urlValue(m);
    if (typeof url === 'string') return url;
    return m.ctx.keyword === 'Then' ? [{ kind: 'expectUrl', value: url, op: 'contains' }] : [{ kind: 'navigate', url }];
  },

  beOn: (m) => {
    const url = urlValue(m);
    return typeof url === 'string' ? undefined : [{ kind: 'expectUrl', value: url, op: 'contains' }];
  },

  pageNamed: (m) => {
    if (m.ctx.keyword !== 'Then' && !/^(?:be|get|land|end up)/i.test(m.show())) return undefined;
    const name = m.value('name');
    return /^(?:same|right|correct|next|previous|new|other)$/i.test(name.text) ? `"${m.show()}" does not name the page` : [{ kind: 'expectPage', name }];
  },

  navigate: (m) => {
    const url = urlValue(m);
    // "I open the Settings menu" is a click, "I go to the Settings page" a link: later rules have them
    return typeof url === 'string' ? undefined : [{ kind: 'navigate', url }];
  },

  navigateNamed: (m) => {
    const raw = m.group('target');
    const target = m.target();
    if (typeof target === 'string') return target;
    if (target.relation || target.ordinal !== undefined) return [{ kind: 'click', target }];
    // "go to the Settings page" / "go to "My orders"": the link or navigation entry of that name
    if (/^open/i.test(m.text('verb')) && !PAGE_SUFFIX.test(m.shown('target'))) return undefined; // "open the menu" is a click
    const words = target.quoted ? target.words : target.words.replace(PAGE_SUFFIX, '');
    if (!words || PAGE_WORDS.test(words)) return `"${raw.text}" names no page`;
    if (/^(?:next|previous|last|first|other|same|new)$/i.test(words)) return `"${raw.text}" names no page: which one is that depends on the app`;
    return [{ kind: 'click', target: { ...target, words, roleHint: target.roleHint ?? 'link' } }];
  },

  url: (m) => [{ kind: 'expectUrl', value: m.value('value'), op: /^(?:contain|include|end)/i.test(m.text('op')) ? 'contains' : 'equals' }],

  title: (m) => [{ kind: 'expectTitle', value: m.value('value'), op: /^(?:contain|include)/i.test(m.text('op')) ? 'contains' : 'equals' }],

  seeCount: countIntent,
  thereAreCount: countIntent,
  listCount: countIntent,
  countIs: countIntent,

  pageText: (m) => {
    const negate = m.negate() !== /not|no\s+longer/i.test(m.text('be'));
    return [{ kind: 'expectText', text: m.value('text'), negate }];
  },

  textShown: (m) => {
    const shown = visibility(m.text('pred'));
    if (shown === undefined) return undefined;
    return [{ kind: 'expectText', text: m.value('text'), negate: m.negate() === shown }];
  },

  pageHas: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    if (!target.roleHint) return undefined;
    const hidden = m.negate() !== /not|no\s+longer/i.test(m.text('be'));
    return [{ kind: 'expectState', target, state: hidden ? 'hidden' : 'visible' }];
  },

  seeIn: (m) => {
    const where = m.text('where').toLowerCase();
    const value = m.value('value');
    const negated = m.negate();
    if (/^(?:current\s+)?(?:page\s+)?(?:url|address|location)$/.test(where)) return negated ? undefined : [{ kind: 'expectUrl', value, op: 'contains' }];
    if (/^(?:page\s+|window\s+)?title$/.test(where)) return negated ? undefined : [{ kind: 'expectTitle', value, op: 'contains' }];
    const target = m.target('where');
    if (typeof target === 'string' || negated || !target.roleHint || !isField(target)) return undefined;
    return [{ kind: 'expectValue', target, value }];
  },

  focusState: (m) => single(m, (target) => ({ kind: 'expectState', target, state: 'focused' })),

  see: (m) => {
    const what = m.group('what');
    // "I should not see "Error" or "Warning"": none of them
    if (m.ctx.negate && /^(?:the\s+)?(?:texts?\s+)?"_*"(?:\s*(?:,|or|nor)\s*"_*")+$/i.test(what.text)) {
      m.negate();
      return [...what.text.matchAll(/"_*"/g)].map((q) => ({ kind: 'expectText', text: quotedAt(what, q.index, m.ctx), negate: true }));
    }
    const q = TEXT_ONLY.exec(what.text);
    if (q?.indices?.groups?.q) return [{ kind: 'expectText', text: quotedAt(what, q.indices.groups.q[0], m.ctx), negate: m.negate() }];
    const target = m.target('what');
    if (typeof target === 'string') return target;
    if (!target.roleHint && !target.relation) return `the text to look for in "${m.show()}" should be quoted`;
    return [{ kind: 'expectState', target, state: m.negate() ? 'hidden' : 'visible' }];
  },

  state: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    if (PAGE_WORDS.test(target.words)) return undefined;
    let state = stateOf(m.text('state'), m.negate() !== /not|n't|no longer/i.test(m.text('be')));
    if (!state) return undefined;
    // a dialog that is "closed" or "open" is gone or there
    if (target.roleHint === 'dialog' && (state === 'collapsed' || state === 'expanded')) state = state === 'expanded' ? 'visible' : 'hidden';
    // "the Settings page should be displayed": which page we are on
    if (!target.quoted && !target.roleHint && state === 'visible' && / (?:page|screen)$/i.test(m.shown('target'))) {
      return [{ kind: 'expectPage', name: { text: target.words, at: -1 } }];
    }
    // `the text "Saved" should be visible` is about text on the page, not one element
    if (target.quoted && !target.roleHint && !target.relation && (state === 'visible' || state === 'hidden')) {
      return [{ kind: 'expectText', text: target.quoted, negate: state === 'hidden' }];
    }
    return [{ kind: 'expectState', target, state }];
  },

  value: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    if (PAGE_WORDS.test(target.words) || !isField(target)) return undefined;
    const value = m.value('value');
    const empty = value.at < 0 && /^(?:empty|blank)$/i.test(value.text);
    // "the order should be placed" is not a field value: a bare word needs a field named as one
    if (value.at < 0 && !empty && !/^-?\d/.test(value.text) && !target.roleHint) return undefined;
    return [{ kind: 'expectValue', target, value: empty ? { text: '', at: -1 } : value }];
  },

  pressKey: (m) => {
    const quoted = m.has('qkey') ? 'qkey' : m.has('qkey2') ? 'qkey2' : undefined;
    const key = keyName(quoted ? m.value(quoted).text : m.text('key'));
    if (!key) return undefined;
    if (!m.has('target')) return [{ kind: 'press', key }];
    const target = m.target();
    return typeof target === 'string' ? target : [{ kind: 'press', key, target }];
  },

  search: (m) => {
    const scope = m.text('scope');
    let target: TargetPhrase | string = { words: scope ? `search ${scope}` : 'search' };
    if (m.has('target')) target = m.target();
    if (typeof target === 'string') return target;
    return [{ kind: 'type', target, value: m.value('value') }, { kind: 'press', key: 'Enter' }];
  },

  upload: (m) => {
    const file = m.value('file');
    if (!m.has('target')) return [{ kind: 'upload', target: { words: '', roleHint: 'textbox' }, file }];
    return single(m, (target) => ({ kind: 'upload', target, file }));
  },

  typeAs: typeInto,
  typeInto,
  fillWith: typeInto,
  typeNamed: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    return [{ kind: 'type', target: { ...target, roleHint: target.roleHint ?? 'textbox' }, value: m.value('value') }];
  },
  setTo: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    const value = m.value('value');
    const onOff = value.at < 0 ? /^(?:checked|ticked|on|true|yes)$|^(unchecked|unticked|off|false|no)$/i.exec(value.text) : null;
    if (onOff) return [{ kind: 'check', target: choiceTarget(target), checked: !onOff[1] }];
    return [{ kind: 'type', target, value }];
  },

  clear: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    if (target.roleHint === 'checkbox' || target.roleHint === 'switch') return [{ kind: 'check', target, checked: false }];
    return [{ kind: 'clear', target }];
  },

  selectFrom: selectOption,
  selectAs: selectOption,

  selectTarget: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    if (!target.quoted && / from /i.test(target.words)) return `the option to choose in "${m.show()}" should be quoted`;
    // "select the Express option / radio button" picks a choice; "select the Save button" clicks it
    const choice = !target.roleHint || ['radio', 'checkbox', 'switch', 'option', 'textbox'].includes(target.roleHint);
    return [choice ? { kind: 'check', target: choiceTarget(target), checked: true } : { kind: 'click', target }];
  },

  check: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    const verb = m.text('verb').toLowerCase().replace(/\s+/g, ' ');
    return [{ kind: 'check', target: choiceTarget(target), checked: !/^(?:un|de|dis)|off$/.test(verb) }];
  },

  hover: (m) => single(m, (target) => ({ kind: 'hover', target })),
  focus: (m) => single(m, (target) => ({ kind: 'focus', target })),

  scrollDirection: (m) => [{ kind: 'scroll', direction: m.text('direction').toLowerCase() === 'up' ? 'up' : 'down' }],
  scrollEnd: (m) => [{ kind: 'scroll', direction: /^(?:top|start|beginning)$/i.test(m.text('end')) ? 'top' : 'bottom' }],
  scrollTo: (m) => single(m, (target) => ({ kind: 'scroll', target })),
  scrollIntoView: (m) => single(m, (target) => ({ kind: 'scroll', target })),

  drag: dragTo,
  dropOn: dragTo,
  otherGesture: (m) => ({ refuse: `the rule planner does not ${m.text('verb').toLowerCase()} on the web` }),
  keyCombo: () => ({ refuse: 'key combinations are not supported by the rule planner' }),

  mouseButton: (m) => {
    const button = /^(?:right|context)/i.test(m.text('verb')) ? 'right' : 'double';
    return single(m, (target) => ({ kind: 'click', target, button }));
  },

  submit: (m) => {
    if (!m.text('target')) return [{ kind: 'submit' }];
    const target = m.target();
    if (typeof target === 'string') return target;
    return [{ kind: 'submit', target: { ...target, roleHint: 'form' } }];
  },

  dismiss: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    // "close the dialog" closes a container; "close the "Details" tab" or "accept the terms" are other verbs
    if (target.roleHint !== 'dialog') return undefined;
    return [{ kind: 'dismiss', target }];
  },

  expand: (m) => {
    const expanded = !/^(?:collapse|fold)/i.test(m.text('verb'));
    return single(m, (target) => ({ kind: 'expand', target, expanded }));
  },

  click: (m) => single(m, (target) => ({ kind: 'click', target })),
  clickInto: (m) => single(m, (target) => ({ kind: 'click', target })),
  openTarget: (m) => single(m, (target) => ({ kind: 'click', target })),
};

function dragTo(m: Match): Built {
  const from = m.target();
  if (typeof from === 'string') return from;
  const to = m.target('to');
  if (typeof to === 'string') return to;
  return [{ kind: 'drag', target: from, to }];
}
