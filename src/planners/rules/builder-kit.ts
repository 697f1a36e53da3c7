import type { ElementState } from '../../cache/schema.ts';
import type { Intent, QuotedText, RoleHint, TargetPhrase } from './intent.ts';
import type { Match } from './match.ts';
import { KEY_NAMES, MODIFIER_NAMES, STATE_WORDS } from './vocabulary.ts';
import { CONTAINER_ROLES } from './target-phrase.ts';
import { singular } from './words.ts';
import { quotedAt } from './segment.ts';
import type { Segment } from './segment.ts';
import { textPattern } from '../../runtime/text-pattern.ts';

/*
 * Shared by the grammar's builders (builders.ts for actions, check-builders.ts for Then steps):
 * what a builder returns, and the small readings several rules need (a URL, a state word, a field).
 */

export type Built = Intent[] | string | { refuse: string } | undefined;
export type Builder = (m: Match) => Built;

export const URLISH = /^(?:[a-z][\w+.-]*:\/\/|\/|\.\.?\/|www\.|localhost\b|\$\{|about:|file:|[\w-]+(?:\.[\w-]+)+(?:[/:?#]|$)|[\w-]+\/[\w./?=&#%-]*$)/i;

export function urlValue(m: Match): QuotedText | string {
  const url = m.value('url');
  return URLISH.test(url.text) ? url : `"${url.text}" is not a URL or path`;
}

/** A key ("Enter", "page down") or a chord of modifiers and a key ("Ctrl+A" → "Control+A"). */
export function keyName(spoken: string): string | undefined {
  const parts = spoken.trim().split(/\s*[+-]\s*(?=.)/);
  const modifiers = parts.slice(0, -1).map((p) => MODIFIER_NAMES[p.toLowerCase()]);
  if (modifiers.some((m) => !m)) return undefined;
  const k = parts.at(-1)!.toLowerCase().replace(/\s+/g, ' ');
  const key = KEY_NAMES.find(([name]) => name === k)?.[1] ?? (modifiers.length && /^[a-z\d]$/.test(k) ? k.toUpperCase()
    : undefined);
  return key && [...modifiers, key].join('+');
}

// What "should be …" says about visibility, for a bare quoted text: true / false / not about that.
export const PREDICATE_LEAD =
  /^(?:should|must|will|is|are|be|becomes?|gets?|now|still|not|no longer|isn't|aren't|shouldn't|won't|can|could)\s+/;

export function visibility(pred: string): boolean | undefined {
  let p = pred.toLowerCase().replace(/\s+/g, ' ').trim().replace(/\s+on (?:the )?(?:page|screen)$/, '');
  let negated = false;
  for (let lead = PREDICATE_LEAD.exec(p); lead; lead = PREDICATE_LEAD.exec(p)) {
    if (/not|n't|no longer/.test(lead[0])) negated = !negated;
    p = p.slice(lead[0].length);
  }
  if (/^(?:displayed|shown|visible|present|listed|on (?:the )?(?:page|screen)|appears?|show(?:s)? up|be seen|seen)$/.test(
    p)) return !negated;
  if (/^(?:hidden|gone|invisible|absent|disappears?|vanish(?:es)?|go(?:es)? away|not (?:displayed|shown|visible|listed))$/
    .test(p)) return negated;
  return undefined;
}

export function stateOf(word: string, negated: boolean): ElementState | undefined {
  const s = STATE_WORDS[word.toLowerCase().replace(/\s+/g, ' ')];
  return s && (negated ? s.not : s.state);
}

// A bare quoted text, maybe called a message: `the error "Wrong password"`, `"Saved" message`.
export const TEXT_KINDS = '(?:error|success|confirmation|warning|validation|info|text|message|notification|words?|' +
  'banner|toast|snackbar|alert|greeting)';
export const TEXT_ONLY =
  new RegExp(`^(?:(?:the|a|an)\\s+)?(?:${TEXT_KINDS}\\s+)*(?:(?:that\\s+says|saying|reading|containing|` +
    `with\\s+(?:the\\s+)?text)\\s+)?(?<q>"_*")(?:\\s+${TEXT_KINDS})*$`, 'id');

/** Mink's "I should see text matching "…"": a regular expression the page's text matches (or words that are none). */
export function textMatching(m: Match, what: Segment): Intent[] | string | undefined {
  if (!/^text\s+matching\s+"_*"$/i.test(what.text)) return undefined;
  const pattern = quotedAt(what, what.text.indexOf('"'), m.ctx);
  try {
    textPattern(pattern.text);
  } catch (e) {
    return `"${pattern.text}" is not a regular expression (${(e as Error).message})`;
  }
  return [{ kind: 'expectText', text: pattern, negate: m.negate(), matches: true }];
}

/**
 * "The first tiddler in the story river": an item by position that the step calls by a noun the app uses, not a
 * role word; the n-th of the parts the page marks with that noun (as "the first row" is the n-th row).
 */
export function itemAt(t: TargetPhrase): TargetPhrase {
  if (t.ordinal === undefined || t.quoted || t.roleHint || !/^[a-z][a-z-]{2,}$/.test(t.words)) return t;
  return { ...t, words: '', roleHint: 'item', noun: singular(t.words) };
}

/** "should not …", said before the verb or in the rule's own words */
export const notIf = (m: Match): { negate?: true } => (m.negate() !== m.has('not') ? { negate: true } : {});

export function isField(t: TargetPhrase): boolean {
  // "the first tiddler in the story": an item of a list by its position, no field
  if (t.ordinal !== undefined && !t.roleHint && !t.quoted) return false;
  return !t.roleHint || ['textbox', 'combobox'].includes(t.roleHint);
}

export function waitFor(target: TargetPhrase, state: ElementState): Intent {
  // a bare quoted name that should appear or go is text on the page, not a particular element
  if (target.quoted && !target.roleHint && !target.relation && (state === 'visible' || state === 'hidden')) {
    return { kind: 'waitForText', text: target.quoted, negate: state === 'hidden' };
  }
  return { kind: 'waitForElement', target, state };
}

const SHOWN_PARTS: ReadonlySet<RoleHint> = new Set<RoleHint>(['item', 'row']);

/** `"Saved" in the dialog`: a bare quoted text inside a part of the page is text within it, not an element. */
export function textIn(target: TargetPhrase, negate: boolean): Intent | undefined {
  // "I should see the card "Halo 5"": a part of that kind that shows the words is there (or is not)
  if (target.quoted && target.words === target.quoted.text && target.roleHint && SHOWN_PARTS.has(target.roleHint)
    && !target.relation && target.ordinal === undefined) {
    return { kind: 'expectText', text: { text: '', at: -1 }, negate, within: target };
  }
  const a = target.relation?.anchor;
  // "I see the menu for "Steve Rogers"", "the row for "Alice"": a part of that kind that shows the words
  if (!target.words && target.roleHint && CONTAINER_ROLES.has(target.roleHint) && target.relation?.kind === 'in'
    && a?.quoted && !a.roleHint && !a.relation && target.ordinal === undefined) {
    return { kind: 'expectText', text: a.quoted, negate, within: { words: '', roleHint: target.roleHint } };
  }
  if (!target.quoted || target.roleHint || target.relation?.kind !== 'in' || !a?.roleHint
    || !CONTAINER_ROLES.has(a.roleHint)) return undefined;
  return { kind: 'expectText', text: target.quoted, negate, within: a };
}

export const PAGE_WORDS = /^(?:page|screen|app|application|site|website|browser)$/i;
export const PAGE_SUFFIX = /\s+(?:page|screen|view|tab|section|area)$/i;

export function single(m: Match, make: (t: TargetPhrase) => Intent, group = 'target'): Built {
  const target = m.target(group);
  return typeof target === 'string' ? target : [make(target)];
}

export function typeInto(m: Match): Built {
  return single(m, (target) => ({ kind: 'type', target: fieldTarget(target), value: m.value('value') }));
}

/** Nothing is typed into a heading: "replace the title with …" names the field that holds the title. */
export function fieldTarget(t: TargetPhrase): TargetPhrase {
  // ("that heading" is the heading the scenario named: an editable one is typed into as it is)
  if (t.back) return t;
  // "the tiddler title": the field of that title ("tiddler title"), whose words say both
  if (t.roleHint === 'heading' && !t.quoted && /^[a-z][a-z -]*$/.test(t.words)) {
    return { ...t, words: `${t.words} title`, roleHint: 'textbox' };
  }
  // "replace the title "New Tiddler" with …": the field that holds that title now (its value says it)
  if (t.roleHint === 'heading' && t.quoted && t.words === t.quoted.text) return { ...t, roleHint: 'textbox' };
  return t.roleHint === 'heading' && !t.words && !t.quoted ? { ...t, words: 'title', roleHint: 'textbox' } : t;
}

export function selectOption(m: Match): Built {
  return single(m, (target) => ({ kind: 'select', target, option: m.value('option') }));
}

/** A checkbox is never a text box: "tick the boxes" means check boxes. */
export function choiceTarget(t: TargetPhrase): TargetPhrase {
  return t.roleHint === 'textbox' ? { ...t, roleHint: 'checkbox' } : t;
}

/**
 * "The admin is still on the "Dashboard"": a quoted name that is no URL or path names the page, as in
 * "the Dashboard page" (checked by its URL, title or heading; gone to when it is set-up).
 */
export function namedPage(m: Match, check: boolean): Built {
  const name = m.value('url');
  // "I am on the dashboard": a page named in a word or two, as cucumber-rails' paths name them
  if (!name.text.trim() || (name.at < 0 && !/^[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?$/i.test(name.text.trim()))) return undefined;
  return check ? [{ kind: 'expectPage', name }] : [{ kind: 'openPage', name }];
}
