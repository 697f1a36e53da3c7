import type { ElementState, StepKeyword } from '../../cache/schema.ts';
import type { Intent, ParseResult, QuotedText, RoleHint, TargetPhrase } from './intent.ts';
import {
  APPEAR, ARTICLES, CLAUSE_SEPARATOR, COUNT_TAIL, DESCRIPTORS, DISAPPEAR, FILLER_WORDS, KEY_NAMES, LEAD_INS,
  NUMBER_WORDS, PRONOUNS, RELATIVE_PLACE, ROLE_WORDS, RULE_PATTERNS, STATE_WORDS, type RuleName,
} from './phrases.ts';

/*
 * Reads an explicit step ("I type "alice" into the Username field and press Enter") into intents.
 * The step is masked (quoted contents hidden, offsets kept), split into clauses, and each clause is
 * matched against the ordered rules of phrases.ts. A rule's builder turns the match into intents,
 * declines (undefined), or declines with a reason. Anything no rule accepts stays unparsed: the
 * agent planner is better at it than a guess here.
 */

/** A piece of the masked step; `base + i` is the offset in the original text of `text[i]`. */
interface Segment {
  text: string;
  base: number;
}

interface StepContext {
  keyword: StepKeyword;
  /** content of every quoted value, by the offset of its opening quote */
  quotes: Map<number, string>;
}

interface ClauseContext extends StepContext {
  /** the clause said "not", "should not", "no longer", … before its verb */
  negate: boolean;
}

/**
 * What a builder made of a match: intents; undefined (the rule does not apply after all); a reason
 * (it applies but cannot be used, later rules may still do better); or a refusal (the step asks
 * for something the rule planner must not do, whatever later rules would make of it).
 */
type Built = Intent[] | string | { refuse: string } | undefined;
type Builder = (m: Match) => Built;

// ---------------------------------------------------------------- masking and segments

// Double quotes anywhere; single quotes only around whole words, so "user's" is not a quote.
const QUOTED = /"([^"]*)"|(?<!\w)'([^']*)'(?!\w)/g;

/** Hides quoted contents behind `_` (same length) and normalises single quotes to double ones. */
function mask(text: string): { masked: string; quotes: Map<number, string> } {
  const quotes = new Map<number, string>();
  const masked = text.replace(QUOTED, (whole: string, dq: string | undefined, sq: string | undefined, at: number) => {
    quotes.set(at, dq ?? sq ?? '');
    return `"${'_'.repeat(whole.length - 2)}"`;
  });
  return { masked, quotes };
}

function slice(seg: Segment, start: number, end = seg.text.length): Segment {
  return { text: seg.text.slice(start, end), base: seg.base + start };
}

function trim(seg: Segment): Segment {
  const start = seg.text.length - seg.text.trimStart().length;
  return slice(seg, start, seg.text.trimEnd().length);
}

/** The segment as the author wrote it, for messages. */
function show(seg: Segment, ctx: StepContext): string {
  return seg.text.replace(/"_*"/g, (q, i: number) => `"${ctx.quotes.get(seg.base + i) ?? ''}"`);
}

function quotedAt(seg: Segment, i: number, ctx: StepContext): QuotedText {
  const at = seg.base + i;
  return { text: ctx.quotes.get(at) ?? '', at };
}

// ---------------------------------------------------------------- clauses

function splitClauses(step: Segment): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const sep of step.text.matchAll(CLAUSE_SEPARATOR)) {
    out.push(trim(slice(step, last, sep.index)));
    last = sep.index + sep[0].length;
  }
  out.push(trim(slice(step, last)));
  return out.filter((c) => c.text.length > 0);
}

/** Removes who acts, modals and "verify that"; notes whether the statement was negated. */
function stripLeadIns(seg: Segment): { seg: Segment; negate: boolean } {
  let negate = false;
  for (let changed = true; changed;) {
    changed = false;
    for (const lead of LEAD_INS) {
      const m = lead.re.exec(seg.text);
      if (!m || m[0].length >= seg.text.length) continue;
      seg = slice(seg, m[0].length);
      if (lead.negate) negate = !negate;
      changed = true;
      break;
    }
  }
  return { seg, negate };
}

function parseClause(clause: Segment, step: StepContext): ParseResult {
  const { seg, negate } = stripLeadIns(clause);
  const ctx: ClauseContext = { ...step, negate };
  let reason: string | undefined;
  for (const [name, re] of RULE_PATTERNS) {
    const found = re.exec(seg.text);
    if (!found) continue;
    const m = new Match(found, seg, ctx);
    const built = BUILDERS[name](m);
    if (built === undefined) continue;
    if (typeof built === 'string') {
      reason ??= built;
      continue;
    }
    if ('refuse' in built) return { ok: false, reason: built.refuse };
    if (negate && !m.negationUsed) {
      reason ??= `cannot do the opposite of an action: "${show(clause, step)}"`;
      continue;
    }
    return { ok: true, intents: built };
  }
  return { ok: false, reason: reason ?? `no rule matches "${show(clause, step)}"` };
}

// A clause that opens with a value ("… and "bob" as password") borrows the verb of the one before.
const OPENS_WITH_VALUE = /^(?:(?:the|a|an)\s+)?["\d]/i;

/** The words of a clause before its first value: what a following verb-less clause borrows. */
function verbPrefix(clause: Segment): string | undefined {
  const at = clause.text.search(/["\d]/);
  if (at <= 0) return undefined;
  return clause.text.slice(0, at).replace(/\b(?:the|a|an)\s+$/i, '');
}

function parseClauses(clauses: Segment[], ctx: StepContext): ParseResult & { failed?: Segment } {
  const intents: Intent[] = [];
  let prefix: string | undefined;
  for (const clause of clauses) {
    let r = parseClause(clause, ctx);
    if (!r.ok && prefix && OPENS_WITH_VALUE.test(clause.text)) {
      const borrowed = parseClause({ text: prefix + clause.text, base: clause.base - prefix.length }, ctx);
      if (borrowed.ok) r = borrowed;
    } else if (r.ok) {
      prefix = verbPrefix(clause);
    }
    if (!r.ok) return { ...r, failed: clause };
    intents.push(...r.intents);
  }
  return { ok: true, intents };
}

/**
 * Parses the text of one Gherkin step (without its keyword) into intents. Quoted values keep the
 * offset of their opening quote in `text`, and bare counts the offset of their first digit.
 */
export function parseStep(text: string, keyword: StepKeyword): ParseResult {
  const { masked, quotes } = mask(text);
  const ctx: StepContext = { keyword, quotes };
  const step = trim({ text: masked.replace(/[.!]+\s*$/, ''), base: 0 });
  if (!step.text) return { ok: false, reason: 'the step is empty' };
  if (/"/.test(step.text.replace(/"_*"/g, ''))) return { ok: false, reason: 'the step has an unclosed quote' };
  const clauses = splitClauses(step);
  if (clauses.length === 1) return parseClause(step, ctx);
  const { failed, ...split } = parseClauses(clauses, ctx);
  if (split.ok || !failed || !LOOKS_LIKE_NAME.test(failed.text)) return split;
  // "I click Save and Close" is one element, not two actions: try the step whole before giving up.
  // Only for a capitalised verb-less remainder: "… and submit" is an action that must not be lost.
  const whole = parseClause(step, ctx);
  return whole.ok ? whole : split;
}

const LOOKS_LIKE_NAME = /^\p{Lu}[\p{L}\p{N}-]*(?:\s+[\p{L}\p{N}-]+){0,2}$/u;

// ---------------------------------------------------------------- target phrases

const QUOTE_IN_TARGET = /"_*"/g;

function roleAt(words: string[], fromEnd: boolean): { role: RoleHint | undefined; length: number } | undefined {
  for (const [phrase, role] of ROLE_WORDS) {
    const parts = phrase.split(' ');
    if (parts.length > words.length) continue;
    const at = fromEnd ? words.length - parts.length : 0;
    if (parts.every((p, i) => words[at + i]!.toLowerCase() === p)) return { role, length: parts.length };
  }
  return undefined;
}

/** `the "Sign in" button`: the quote names the element; every other word must be a role or filler. */
function quotedTarget(seg: Segment, at: number, ctx: StepContext, whole: string): TargetPhrase | string {
  const quoted = quotedAt(seg, at, ctx);
  const around = (seg.text.slice(0, at) + ' ' + seg.text.slice(at).replace(/^"_*"/, ' ')).trim();
  let words = around.split(/\s+/).filter(Boolean);
  let roleHint: RoleHint | undefined;
  while (words.length) {
    const role = roleAt(words, false);
    if (role) {
      roleHint = role.role ?? roleHint;
      words = words.slice(role.length);
      continue;
    }
    const w = words[0]!.toLowerCase();
    if (!FILLER_WORDS.has(w) && !DESCRIPTORS.has(w)) return `cannot tell which element "${whole}" means`;
    words = words.slice(1);
  }
  return roleHint ? { words: quoted.text, quoted, roleHint } : { words: quoted.text, quoted };
}

/** `the Sign in button`, `username`: articles go, role words at either end go, the rest is the name. */
function bareTarget(text: string, whole: string): TargetPhrase | string {
  let words = text.split(/\s+/).filter(Boolean);
  let roleHint: RoleHint | undefined;
  const hadArticle = words.length > 0 && ARTICLES.has(words[0]!.toLowerCase());
  while (words.length && (ARTICLES.has(words[0]!.toLowerCase()) || words[0]!.toLowerCase() === 'on')) words = words.slice(1);
  for (let role = roleAt(words, true); role && role.length < words.length; role = roleAt(words, true)) {
    roleHint ??= role.role;
    words = words.slice(0, words.length - role.length);
  }
  // "the link Products": a role word first only counts as one after an article
  const lead = hadArticle ? roleAt(words, false) : undefined;
  if (lead && lead.length < words.length) {
    roleHint ??= lead.role;
    words = words.slice(lead.length);
  }
  if (!words.length || roleAt(words, true)?.length === words.length) return 'the step names no element to act on';
  if (words.length === 1 && PRONOUNS.has(words[0]!.toLowerCase())) return `"${whole}" refers to an element the rule planner cannot see`;
  if (words.length > 6) return `"${whole}" is too long to be the name of an element`;
  const out: TargetPhrase = { words: words.join(' ') };
  if (roleHint) out.roleHint = roleHint;
  return out;
}

function parseTarget(raw: Segment, ctx: StepContext): TargetPhrase | string {
  const seg = trim(raw);
  const whole = show(seg, ctx);
  const quotes = [...seg.text.matchAll(QUOTE_IN_TARGET)];
  if (quotes.length > 1) return `"${whole}" names more than one thing: the rule planner cannot place one relative to another`;
  if (quotes.length === 1) return quotedTarget(seg, quotes[0]!.index, ctx, whole);
  if (RELATIVE_PLACE.test(seg.text)) return `"${whole}" places the element relative to something else`;
  return bareTarget(seg.text, whole);
}

// ---------------------------------------------------------------- matches

/** One rule match, with helpers that turn its named groups into intent parts. */
class Match {
  negationUsed = false;

  constructor(private readonly found: RegExpExecArray, private readonly seg: Segment, readonly ctx: ClauseContext) {}

  has(group: string): boolean {
    return this.found.groups?.[group] !== undefined;
  }

  text(group: string): string {
    return (this.found.groups?.[group] ?? '').trim();
  }

  group(group: string): Segment {
    const span = this.found.indices?.groups?.[group];
    return span ? slice(this.seg, span[0], span[1]) : slice(this.seg, 0, 0);
  }

  /**
   * A quoted value keeps its quote offset; a bare number the offset of its first digit (cucumber
   * makes it an {int}/{float} parameter there); any other bare word has none.
   */
  value(group: string): QuotedText {
    const g = this.group(group);
    if (g.text.startsWith('"')) return quotedAt(g, 0, this.ctx);
    return { text: g.text, at: /^\d+(?:\.\d+)?$/.test(g.text) ? g.base : -1 };
  }

  target(group = 'target'): TargetPhrase | string {
    return parseTarget(this.group(group), this.ctx);
  }

  /** Reads the clause's negation; builders that can express "not" call it. */
  negate(): boolean {
    this.negationUsed = true;
    return this.ctx.negate;
  }

  /** Parses a group as a clause of its own ("wait until <I see "Saved">"). */
  clause(group: string): ParseResult {
    return parseClause(this.group(group), this.ctx);
  }

  show(): string {
    return show(this.seg, this.ctx);
  }
}

// ---------------------------------------------------------------- builders

const URLISH = /^(?:https?:\/\/|\/|\.\.?\/|www\.|localhost\b|\$\{|about:|file:|[\w-]+(?:\.[\w-]+)+(?:[/:?#]|$))/i;

function urlValue(m: Match): QuotedText | string {
  const url = m.value('url');
  return URLISH.test(url.text) ? url : `"${url.text}" is not a URL or path`;
}

function keyName(spoken: string): string | undefined {
  const k = spoken.toLowerCase().replace(/\s+/g, ' ');
  return KEY_NAMES.find(([name]) => name === k)?.[1];
}

/** 10 → offset of the 1; "10" → offset of the quote; ten → no offset. */
function countValue(m: Match): QuotedText {
  const g = m.group('count');
  if (g.text.startsWith('"')) return { text: m.ctx.quotes.get(g.base) ?? '', at: g.base };
  if (/^\d+$/.test(g.text)) return { text: g.text, at: g.base };
  return { text: String(NUMBER_WORDS[g.text.toLowerCase()]), at: -1 };
}

const CONTAINER_WORDS = /\b(?:list|table|grid|page|section|panel|area|screen|view|container|box)\b/gi;
const GENERIC_NOUNS = /^(?:items?|rows?|results?|entries|entry|elements?|things?|records?|lines?|cards?)$/i;

/** "items in the todo list" → "todo items"; "products" → "products"; undefined when unclear. */
function countNoun(nouns: string, container: string): string | undefined {
  let phrase = nouns.trim();
  while (COUNT_TAIL.test(phrase)) phrase = phrase.replace(COUNT_TAIL, '');
  const inside = /^(.+?)\s+(?:in|on|inside|within)\s+(?:the\s+|my\s+|your\s+)?(.+)$/i.exec(phrase);
  const noun = (inside ? inside[1]! : phrase).trim();
  const place = `${container} ${inside ? inside[2]! : ''}`.replace(/"/g, ' ').replace(CONTAINER_WORDS, ' ')
    .replace(/\s+/g, ' ').trim();
  if (noun.split(' ').length > 3 || place.split(' ').length > 3) return undefined;
  return GENERIC_NOUNS.test(noun) && place ? `${place} ${noun}` : noun;
}

function expectCount(m: Match): Built {
  const count = countValue(m);
  if (!/^\d+$/.test(count.text)) return undefined;
  const noun = countNoun(m.text('nouns'), m.has('container') ? m.text('container') : '');
  if (!noun) return `cannot tell what "${m.show()}" counts`;
  return [{ kind: 'expectCount', count, noun }];
}

// What "should be …" says about visibility, for a bare quoted text: true / false / not about that.
const PREDICATE_LEAD = /^(?:should|must|will|is|are|be|becomes?|gets?|now|still|not|no longer|isn't|aren't|shouldn't|won't)\s+/;

function visibility(pred: string): boolean | undefined {
  let p = pred.toLowerCase().replace(/\s+/g, ' ').trim().replace(/\s+on (?:the )?(?:page|screen)$/, '');
  let negated = false;
  for (let lead = PREDICATE_LEAD.exec(p); lead; lead = PREDICATE_LEAD.exec(p)) {
    if (/not|n't|no longer/.test(lead[0])) negated = !negated;
    p = p.slice(lead[0].length);
  }
  if (/^(?:displayed|shown|visible|present|on (?:the )?(?:page|screen)|appears?|show(?:s)? up)$/.test(p)) return !negated;
  if (/^(?:hidden|gone|invisible|absent|disappears?|vanish(?:es)?|go(?:es)? away)$/.test(p)) return negated;
  return undefined;
}

function stateOf(word: string, negated: boolean): ElementState | undefined {
  const s = STATE_WORDS[word.toLowerCase().replace(/\s+/g, ' ')];
  return s && (negated ? s.not : s.state);
}

// A bare quoted text, maybe called a message: `the error "Wrong password"`, `"Saved" message`.
const TEXT_KINDS = '(?:error|success|confirmation|warning|validation|info|text|message|notification|words?|banner|toast|alert|greeting)';
const TEXT_ONLY = new RegExp(`^(?:(?:the|a|an)\\s+)?(?:${TEXT_KINDS}\\s+)*(?<q>"_*")(?:\\s+${TEXT_KINDS})*$`, 'id');

function isField(t: TargetPhrase): boolean {
  return !t.roleHint || ['textbox', 'combobox'].includes(t.roleHint);
}

function waitFor(target: TargetPhrase, state: ElementState): Intent {
  // a bare quoted name that should appear or go is text on the page, not a particular element
  if (target.quoted && !target.roleHint && (state === 'visible' || state === 'hidden')) {
    return { kind: 'waitForText', text: target.quoted, negate: state === 'hidden' };
  }
  return { kind: 'waitForElement', target, state };
}

const PAGE_WORDS = /^(?:page|screen|app|application|site|website|browser)$/i;

const BUILDERS: { [K in RuleName]: Builder } = {
  fixedWait: () => ({ refuse: 'fixed-time waits are not compiled: wait for something to appear instead' }),

  waitTo: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    if (PAGE_WORDS.test(target.words)) return 'waiting for the page itself is implicit: wait for something on it';
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
      return typeof target !== 'string' && (target.quoted || target.roleHint) ? [waitFor(target, 'visible')] : inner.reason;
    }
    const waits: Intent[] = [];
    for (const i of inner.intents) {
      if (i.kind === 'expectText') waits.push({ kind: 'waitForText', text: i.text, negate: i.negate });
      else if (i.kind === 'expectState') waits.push({ kind: 'waitForElement', target: i.target, state: i.state });
      else return `cannot wait for a ${i.kind.replace(/^expect/, '').toLowerCase()} check`;
    }
    return waits;
  },

  amOn: (m) => {
    const url = urlValue(m);
    if (typeof url === 'string') return url;
    return m.ctx.keyword === 'Then' ? [{ kind: 'expectUrl', value: url, op: 'contains' }] : [{ kind: 'navigate', url }];
  },

  beOn: (m) => {
    const url = urlValue(m);
    return typeof url === 'string' ? url : [{ kind: 'expectUrl', value: url, op: 'contains' }];
  },

  navigate: (m) => {
    const url = urlValue(m);
    // "I open the Settings menu" is a click: let the later rules have it
    if (typeof url === 'string') return /^open/i.test(m.text('verb')) ? undefined : url;
    return [{ kind: 'navigate', url }];
  },

  url: (m) => [{ kind: 'expectUrl', value: m.value('value'), op: /^(?:contain|include|end)/i.test(m.text('op')) ? 'contains' : 'equals' }],

  title: (m) => [{ kind: 'expectTitle', value: m.value('value'), op: /^(?:contain|include)/i.test(m.text('op')) ? 'contains' : 'equals' }],

  seeCount: expectCount,
  thereAreCount: expectCount,
  listCount: expectCount,

  pageText: (m) => {
    const negate = m.negate() !== /not|no\s+longer/i.test(m.text('be'));
    return [{ kind: 'expectText', text: m.value('text'), negate }];
  },

  textShown: (m) => {
    const shown = visibility(m.text('pred'));
    if (shown === undefined) return undefined;
    return [{ kind: 'expectText', text: m.value('text'), negate: m.negate() === shown }];
  },

  see: (m) => {
    const what = m.group('what');
    const q = TEXT_ONLY.exec(what.text);
    if (q?.indices?.groups?.q) return [{ kind: 'expectText', text: quotedAt(what, q.indices.groups.q[0], m.ctx), negate: m.negate() }];
    const target = m.target('what');
    if (typeof target === 'string') return target;
    if (!target.roleHint) return `the text to look for in "${m.show()}" should be quoted`;
    return [{ kind: 'expectState', target, state: m.negate() ? 'hidden' : 'visible' }];
  },

  state: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    if (PAGE_WORDS.test(target.words)) return undefined;
    const state = stateOf(m.text('state'), m.negate() !== /not|n't|no longer/i.test(m.text('be')));
    if (!state) return undefined;
    // `the text "Saved" should be visible` is about text on the page, not one element
    if (target.quoted && !target.roleHint && (state === 'visible' || state === 'hidden')) {
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
    return [{ kind: 'expectValue', target, value: empty ? { text: '', at: -1 } : value }];
  },

  pressKey: (m) => {
    const key = keyName(m.text('key'));
    if (!key) return undefined;
    if (!m.has('target')) return [{ kind: 'press', key }];
    const target = m.target();
    return typeof target === 'string' ? target : [{ kind: 'press', key, target }];
  },

  search: (m) => [
    { kind: 'type', target: { words: 'search' }, value: m.value('value') },
    { kind: 'press', key: 'Enter' },
  ],

  typeAs: typeInto,
  typeInto,
  fillWith: typeInto,

  setTo: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    const value = m.value('value');
    const onOff = value.at < 0 ? /^(?:checked|ticked|on|true|yes)$|^(unchecked|unticked|off|false|no)$/i.exec(value.text) : null;
    if (onOff) return [{ kind: 'check', target, checked: !onOff[1] }];
    return [{ kind: 'type', target, value }];
  },

  clear: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    if (target.roleHint === 'checkbox' || target.roleHint === 'switch') return [{ kind: 'check', target, checked: false }];
    return [{ kind: 'type', target, value: { text: '', at: -1 } }];
  },

  selectFrom: selectOption,
  selectAs: selectOption,

  selectTarget: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    // "select the Express option / radio button" picks a choice; "select the Save button" clicks it
    const choice = !target.roleHint || ['radio', 'checkbox', 'switch', 'option'].includes(target.roleHint);
    return [choice ? { kind: 'check', target, checked: true } : { kind: 'click', target }];
  },

  check: (m) => {
    const target = m.target();
    if (typeof target === 'string') return target;
    const verb = m.text('verb').toLowerCase().replace(/\s+/g, ' ');
    return [{ kind: 'check', target, checked: !/^(?:un|de|dis)|off$/.test(verb) }];
  },

  hover: (m) => single(m, (target) => ({ kind: 'hover', target })),

  scrollDirection: (m) => [{ kind: 'scroll', direction: m.text('direction').toLowerCase() === 'up' ? 'up' : 'down' }],

  scrollEnd: (m) => [{ kind: 'scroll', direction: /^(?:top|start|beginning)$/i.test(m.text('end')) ? 'top' : 'bottom' }],

  scrollTo: (m) => single(m, (target) => ({ kind: 'scroll', target })),
  scrollIntoView: (m) => single(m, (target) => ({ kind: 'scroll', target })),

  otherClick: (m) => ({ refuse: `the rule planner does not ${m.text('verb').toLowerCase()}` }),
  keyCombo: () => ({ refuse: 'key combinations are not supported by the rule planner' }),

  click: (m) => single(m, (target) => ({ kind: 'click', target })),
  openTarget: (m) => single(m, (target) => ({ kind: 'click', target })),
};

function single(m: Match, make: (t: TargetPhrase) => Intent): Built {
  const target = m.target();
  return typeof target === 'string' ? target : [make(target)];
}

function typeInto(m: Match): Built {
  return single(m, (target) => ({ kind: 'type', target, value: m.value('value') }));
}

function selectOption(m: Match): Built {
  return single(m, (target) => ({ kind: 'select', target, option: m.value('option') }));
}
