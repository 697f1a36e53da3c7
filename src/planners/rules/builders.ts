import type { Intent, TargetPhrase } from './intent.ts';
import type { Match } from './match.ts';
import { APPEAR, DISAPPEAR, type RuleName } from './phrases.ts';
import { CHECK_BUILDERS } from './check-builders.ts';
import { PART_BUILDERS } from './part-builders.ts';
import {
  choiceTarget, fieldTarget, keyName, PAGE_SUFFIX, PAGE_WORDS, selectOption, single, stateOf, typeInto, urlValue,
  waitFor, type Builder, type Built,
} from './builder-kit.ts';
import { CONTAINER_ROLES, parseAnchor, parseTarget } from './target-phrase.ts';
import { slice, trim } from './segment.ts';

/** "wait for invisible "Loading"" (CodeceptJS waitForInvisible, waitForVisible, waitForEnabled) */
const WAIT_STATE = /^(invisible|visible|hidden|enabled|clickable)\s+(?:element\s+)?(?=")/i;

/*
 * What each action rule of the grammar means: a builder turns a match into intents, declines
 * (undefined: the rule does not apply after all), gives a reason (it applies but cannot be used;
 * later rules may still do better), or refuses (the step asks for something the rule planner must
 * not do). Then-step rules are in check-builders.ts.
 */

export type { Built };

export const BUILDERS: { [K in RuleName]: Builder } = {
  fixedWait: () => ({ refuse: 'fixed-time waits are not compiled: wait for something to appear instead' }),

  waitTo: (m) => {
    if (PAGE_WORDS.test(m.shown('target').replace(/^(?:the|this)\s+/i, ''))) return 'waiting for the page itself is ' +
      'implicit: wait for something on it';
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
      // "wait for "Saved"": the thing itself, appearing; CodeceptJS's "wait for invisible "Loading"": going
      const state = WAIT_STATE.exec(m.text('rest'));
      const target = state ? parseTarget(trim(slice(m.group('rest'), state[0].length)), m.ctx) : m.target('rest');
      const want = !state ? 'visible' : /^(?:invisible|hidden)$/i.test(state[1]!) ? 'hidden'
        : /^visible$/i.test(state[1]!) ? 'visible' : 'enabled';
      return typeof target !== 'string' && target.quoted ? [waitFor(target, want)] : inner.reason;
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
    const dir = (m.text('go') || m.text('button') || m.text('bare')).toLowerCase();
    // "press the back button", "press Back" may name a Back button of the screen; "the system back button" may not
    const orButton = (m.has('button') || m.has('bare')) && !m.has('system') && dir === 'back';
    return [{ kind: 'history', go: dir.startsWith('forward') ? 'forward' : 'back', ...(orButton ? { orButton } : {}) }];
  },

  app: (m) => {
    const go = (['restart', 'close', 'background', 'foreground'] as const).find((g) => m.has(g));
    return [{ kind: 'app', go: go ?? 'launch' }];
  },

  pullToRefresh: () => [{ kind: 'pullToRefresh' }],

  permission: (m) => {
    const allow = /^(?:allow|grant|accept)/i.test(m.text('verb'));
    return [{ kind: 'permission', allow, guarded: m.has('guard') }];
  },

  // the home page is a named page: / unless the project's `pages` says where it is
  homePage: (m) => (m.ctx.keyword === 'Then' || /^(?:be|get|land|end)/i.test(m.show())
    ? [{ kind: 'expectPage', name: { text: 'home', at: -1 } }]
    : [{ kind: 'openPage', name: { text: 'home', at: -1 } }]),

  navigate: (m) => {
    const url = urlValue(m);
    // "I open the Settings menu" is a click, "I go to the Settings page" a link: later rules have them;
    // "open the menu at "Settings"" names no place to go either
    return typeof url === 'string' ? undefined : [{ kind: 'navigate', url }];
  },

  // "Given the wiki is open at "/"": go there; "Then the inbox is open at "/#/"": it is there
  openAt: (m) => {
    const url = urlValue(m);
    if (typeof url === 'string') return url;
    return m.ctx.keyword === 'Then' ? [{ kind: 'expectUrl', value: url, op: 'contains' }] : [{ kind: 'navigate', url }];
  },

  pageIsOpen: (m) => BUILDERS.openAt(m),

  namedPageIsOpen: (m) => {
    const name = m.value('name');
    return m.ctx.keyword === 'Then' ? [{ kind: 'expectPage', name }] : [{ kind: 'openPage', name }];
  },

  navigateNamed: (m) => {
    const raw = m.group('target');
    const target = m.target();
    if (typeof target === 'string') return target;
    if (target.relation || target.ordinal !== undefined) return [{ kind: 'click', target }];
    // "go to the Settings page" / "go to "My orders"": the link or navigation entry of that name
    if (/^open/i.test(m.text('verb'))
      && !PAGE_SUFFIX.test(m.shown('target'))) return undefined; // "open the menu" is a click
    const words = target.quoted ? target.words : target.words.replace(PAGE_SUFFIX, '');
    if (!words || PAGE_WORDS.test(words)) return `"${raw.text}" names no page`;
    if (/^(?:next|previous|last|first|other|same|new)$/i.test(words)) return `"${raw.text}" names no page: ` +
      `which one is that depends on the app`;
    return [{ kind: 'click', target: { ...target, words, roleHint: target.roleHint ?? 'link' } }];
  },

  pressKey: (m) => {
    const quoted = m.has('qkey') ? 'qkey' : m.has('qkey2') ? 'qkey2' : undefined;
    const spoken = quoted ? m.value(quoted).text : m.text('key');
    const key = keyName(spoken);
    if (!key) return quoted ? { refuse: `"${spoken}" is not a key name (Enter, Tab, Escape, Arrow Down, Ctrl+A, …)` }
      : undefined;
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
  fillField: typeInto,
  typeNamed: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    return [{ kind: 'type', target: fieldTarget({ ...target, roleHint: target.roleHint ?? 'textbox' }),
      value: m.value('value') }];
  },
  setTo: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    const value = m.value('value');
    const onOff = value.at < 0
      ? /^(?:checked|ticked|on|true|yes)$|^(unchecked|unticked|off|false|no)$/i.exec(value.text) : null;
    if (onOff) return [{ kind: 'check', target: choiceTarget(target), checked: !onOff[1] }];
    return [{ kind: 'type', target: fieldTarget(target), value }];
  },

  clear: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    if (target.roleHint === 'checkbox' || target.roleHint === 'switch') return [{ kind: 'check', target,
      checked: false }];
    return [{ kind: 'clear', target }];
  },

  selectFrom: (m) => {
    // "choose "Male" in the dialog": a choice inside a part of the page, not an option of a list so named
    const anchor = /^(?:in|within|on)$/i.test(m.text('prep')) ? parseAnchor(m.group('target'), m.ctx, 'in', 'in')
      : undefined;
    const list = m.target();
    // (a part only a plain noun names, "in the basket", may be nothing on the page: the list reading stays)
    const part = anchor && typeof anchor !== 'string' && anchor.roleHint && anchor.roleHint !== 'list'
      && anchor.roleHint !== 'menu' && CONTAINER_ROLES.has(anchor.roleHint) && (!anchor.noun || anchor.words)
      && (typeof list === 'string' || list.roleHint !== 'combobox');
    return part ? undefined : selectOption(m);
  },
  selectOption,
  selectAs: selectOption,
  switchFrom: selectOption,

  selectTarget: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    if (!target.quoted && / from /i.test(target.words)) return `the option to choose in "${m.show()}" should be quoted`;
    // "select the Express option / radio button" picks a choice; "select the Save button" clicks it
    const choice = !target.roleHint || ['radio', 'checkbox', 'switch', 'option', 'textbox'].includes(target.roleHint);
    return [choice ? { kind: 'check', target: choiceTarget(target), checked: true,
      ...(target.roleHint ? {} : { pick: true }) } : { kind: 'click', target }];
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
  scrollEnd: (m) => [{ kind: 'scroll',
    direction: /^(?:top|start|beginning)$/i.test(m.text('end')) ? 'top' : 'bottom' }],
  scrollTo: (m) => single(m, (target) => ({ kind: 'scroll', target })),
  scrollIntoView: (m) => single(m, (target) => ({ kind: 'scroll', target })),

  drag: dragTo,
  dropOn: dragTo,
  swipe: (m) => [{ kind: 'swipe', direction: m.text('direction').toLowerCase() as 'up' | 'down' | 'left' | 'right' }],
  longPress: (m) => single(m, (target) => ({ kind: 'longPress', target })),
  hideKeyboard: () => [{ kind: 'hideKeyboard' }],
  typeHere: (m) => [{ kind: 'typeHere', value: m.value('value') }],
  typeAtEdge: (m) => {
    const click = single(m, (target) => ({ kind: 'click', target, at: /end/i.test(m.text('at')) ? 'end' : 'start' }));
    return Array.isArray(click) ? [...click, { kind: 'typeHere', value: m.value('value') }] : click;
  },
  // the words it says, checked first when the step quotes them; then OK or Cancel
  answerDialog: (m) => /^dismiss/i.test(m.text('verb')) && /^(?:alert|popup|pop-up)$/i.test(m.text('noun'))
    && !m.has('native') ? undefined : [ // "dismiss the alert" may be the page's own alert banner
    ...(m.has('text') || m.has('said') ? [{ kind: 'expectText', text: m.value(m.has('text') ? 'text' : 'said'),
      negate: false,
      within: { words: '', roleHint: 'dialog' } } as const] : []),
    { kind: 'answerDialog', accept: /^(?:accept|confirm|ok)/i.test(m.text('verb')) },
  ],
  seeInPopup: (m) => [{ kind: 'expectText', text: m.value(m.has('text') ? 'text' : 'text2'), negate: m.negate(),
    within: { words: '', roleHint: 'dialog' } }],
  otherGesture: (m) => ({ refuse: `the rule planner does not ${m.text('verb').toLowerCase()} on the web` }),
  // what a person does to select everything in a field: focus it, Ctrl+A (the field's own select-all)
  selectAll: (m) => {
    // a bare "select all" is as often a "Select all" checkbox of a list: only the text, or in a field
    if (!m.has('target')) return m.has('what') ? [{ kind: 'press', key: 'Control+A' }] : undefined;
    const target = m.target();
    return typeof target === 'string' ? target
      : [{ kind: 'press', key: 'Control+A', target: { ...target, roleHint: target.roleHint ?? 'textbox' } }];
  },

  keyCombo: (m) => {
    const key = keyName(m.text('chord'));
    return key ? [{ kind: 'press', key }] : { refuse: `"${m.text('chord')}" is not a key combination` };
  },

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

  expand: (m) => {
    const expanded = !/^(?:collapse|fold)/i.test(m.text('verb'));
    return single(m, (target) => ({ kind: 'expand', target, expanded }));
  },

  click: (m) => single(m, (target) => ({ kind: 'click', target: into(m, target) })),
  clickAtEnd: (m) => single(m, (target) => ({ kind: 'click', target,
    at: /end/i.test(m.text('at')) ? 'end' : 'start' })),
  clickInto: (m) => single(m, (target) => ({ kind: 'click', target: into(m, target) })),
  openTarget: (m) => single(m, (target) => ({ kind: 'click', target })),
  partShowsIn: (m) => {
    const part = parseAnchor(m.group('part'), m.ctx, 'in', 'in');
    const field = m.target('field');
    if (typeof part === 'string' || typeof field === 'string' || !part.roleHint
      || !CONTAINER_ROLES.has(part.roleHint) || m.ctx.negate) return undefined;
    // "the order table should show "5.50 USD" for "Sencha"": a table or list shows it in the row for that name
    if (part.roleHint === 'list' && /^for$/i.test(m.text('prep')) && field.quoted) {
      const row: TargetPhrase = { words: field.words, quoted: field.quoted, roleHint: 'row',
        relation: { kind: 'in', anchor: part } };
      return [{ kind: 'expectText', text: m.value('value'), negate: false, within: row }];
    }
    const target: TargetPhrase = { ...field, relation: { kind: 'in', anchor: part } };
    return [{ kind: 'expectValue', target, value: m.value('value') }];
  },
  ...PART_BUILDERS,
  ...CHECK_BUILDERS,
};

/** "Click in the editing area": a click *into* something that names no kind of element is into a field. */
function into(m: Match, target: TargetPhrase): TargetPhrase {
  const inside = m.has('into') || /^\S+\s+(?:in|into|inside)\s/i.test(m.show());
  return inside && !target.roleHint && !target.relation ? { ...target, roleHint: 'textbox' } : target;
}

function dragTo(m: Match): Built {
  const from = m.target();
  if (typeof from === 'string') return from;
  const to = m.target('to');
  if (typeof to === 'string') return to;
  return [{ kind: 'drag', target: from, to }];
}
