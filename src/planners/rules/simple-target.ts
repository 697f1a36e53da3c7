// A name and a role, with no position or relation: `the "Sign in" button`, `the Username field`,
// `the text field`. Role words come from a table (vocabulary.ts); what is left is the name.
import type { RoleHint, TargetPhrase } from './intent.ts';
import {
  ARTICLES, COLOUR_WORDS, DESCRIPTORS, FILLER_WORDS, KIND_WORDS, ORDINALS, PRONOUNS, ROLE_WORDS, SIZE_WORDS,
  VAGUE_WORDS,
} from './vocabulary.ts';
import { quotedAt, show, type Segment, type StepContext } from './segment.ts';
import { singular, words as wordsOf } from './words.ts';
import { LEADING_PART, POINTER, POINTS_BACK } from './place-words.ts';

const QUOTE = /"_*"/g;

export function roleAt(words: string[], fromEnd: boolean,
  table = ROLE_WORDS): { role: RoleHint | undefined; length: number } | undefined {
  for (const [phrase, role] of table) {
    const parts = phrase.split(' ');
    if (parts.length > words.length) continue;
    const at = fromEnd ? words.length - parts.length : 0;
    const same = (w: string, p: string): boolean => w === p || (parts.length === 1 && singular(w) === p);
    if (parts.every((p, i) => same(words[at + i]!.toLowerCase(), p))) return { role, length: parts.length };
  }
  return undefined;
}

/** `the "Sign in" button`: the quote names the element; every other word must be a role or filler. */
function quotedTarget(seg: Segment, at: number, ctx: StepContext, whole: string,
  table = ROLE_WORDS): TargetPhrase | string {
  const quoted = quotedAt(seg, at, ctx);
  const around = (seg.text.slice(0, at) + ' ' + seg.text.slice(at).replace(/^"_*"/, ' ')).trim();
  let words = around.split(/\s+/).filter(Boolean);
  let roleHint: RoleHint | undefined;
  while (words.length) {
    const role = roleAt(words, false, table);
    if (role) {
      roleHint = role.role ?? roleHint;
      words = words.slice(role.length);
      continue;
    }
    const w = words[0]!.toLowerCase();
    // one plain noun right before or after the name says what the app calls it ("the "Book" schema",
    // "the email "Order #1042 confirmed""): the name still decides which element
    const after = seg.text.slice(at).replace(/^"_*"/, '').trim().toLowerCase();
    const before = seg.text.slice(0, at).trim().toLowerCase();
    const plain = (x: string): boolean => /^[a-z]{3,}$/.test(x) && !PRONOUNS.has(x) && !VAGUE_WORDS.has(x);
    // …or two right after it, the last what the element is ("the "Source" toolbar button", "the "7"
    // messages badge")
    // (or before it: "the note heading "Shopping list"", "the user name "Douglas McGee"")
    // (or a noun of two words before a role word: "the trash can icon "Delete"", not "the big red button")
    const rest = words.slice(1);
    const said = words.join(' ').toLowerCase();
    const noun = (x: string): boolean => plain(x) && ![SIZE_WORDS, COLOUR_WORDS, ARTICLES, FILLER_WORDS, DESCRIPTORS]
      .some((set) => set.has(x));
    const pair = table === ROLE_WORDS && (rest.length === 1 || (rest.length === 2 && noun(rest[0]!.toLowerCase())
      && roleAt(rest.slice(1), false, table)?.length === 1 && noun(w)))
      && (after === said || before.endsWith(` ${said}`) || before === said) && plain(w)
      && (roleAt(rest.slice(-1), false, table)?.length === 1 || plain(rest.at(-1)!.toLowerCase()));
    if (pair) {
      roleHint = roleAt(rest.slice(-1), false, table)?.role ?? roleHint;
      break;
    }
    const trailingNoun = table === ROLE_WORDS && words.length === 1
      && (after === w || before.endsWith(` ${w}`) || before === w) && plain(w);
    if (!FILLER_WORDS.has(w) && !DESCRIPTORS.has(w) && !trailingNoun) return `cannot tell ` +
      `which element "${whole}" means`;
    words = words.slice(1);
  }
  // "that "Remember me" checkbox": the one of that name the scenario named last, placed as it was then
  const back = POINTER.test(seg.text) ? { back: 'element' as const } : {};
  return roleHint ? { words: quoted.text, quoted, roleHint, ...back } : { words: quoted.text, quoted, ...back };
}

/**
 * `the Sign in button`, `username`, `the text field`: articles go, role words at either end go, the rest is the
 * name.
 */
export function bareTarget(text: string, whole: string, table = ROLE_WORDS): TargetPhrase | string {
  let words = text.split(/\s+/).filter(Boolean);
  let roleHint: RoleHint | undefined;
  const pointer = POINTER.test(text);
  const hadArticle = words.length > 0 && ARTICLES.has(words[0]!.toLowerCase());
  while (words.length && (ARTICLES.has(words[0]!.toLowerCase())
    || words[0]!.toLowerCase() === 'on' || (pointer && /^same$/i.test(words[0]!)))) words = words.slice(1);
  // "the small arrow", "the little x": how big it is, said in lower case, names nothing
  while (words.length > 1 && SIZE_WORDS.has(words[0]!)) words = words.slice(1);
  // "not … any dialog": a kind alone, whichever one is there (the check is that none is)
  const kind = words.length > 1 && /^any$/i.test(words[0]!) ? roleAt(words.slice(1), true, table) : undefined;
  if (kind?.role === 'dialog' && kind.length === words.length - 1) words = words.slice(1);
  // one trailing role word: "the Delete Item button" is the button named "Delete Item"
  const tail = roleAt(words, true, table);
  if (tail && tail.length < words.length) {
    roleHint = tail.role;
    words = words.slice(0, words.length - tail.length);
  }
  words = words.map((w) => w.replace(/['’]s$/, '')); // "Alice's row"
  if (words.some((w) => VAGUE_WORDS.has(w.toLowerCase()))) return `"${whole}" leaves open which element: name it`;
  if (/\d\s*(?:%|px\b|pixels?\b)/.test(words.join(' '))) return `"${whole}" gives a screen position, not an element`;
  // "the link Products", "button TWO": a role word first counts as one after an article, or before a Name
  const lead = roleAt(words, false, table);
  if (lead && lead.length < words.length && (hadArticle || /^[\p{Lu}\d]/u.test(words[lead.length]!))) {
    roleHint ??= lead.role;
    words = words.slice(lead.length);
  }
  const only = roleAt(words, true, table);
  // "the title field", "the menu button": a role word before the last one is the name
  if (!words.length || (only?.length === words.length && (!roleHint || !only.role))) {
    const role = only?.role ?? roleHint;
    // "the text field", "the dialog": a role alone names the one such element, if the page has one
    // "that select": the select the scenario named last, or the one the page has (back-reference.ts)
    if (role && pointer) return { words: '', roleHint: role, back: 'element' };
    return role ? { words: '', roleHint: role } : 'the step names no element to act on';
  }
  // "it", "that select", "the same button": what the scenario named last (back-reference.ts)
  if (words.length === 1 && POINTS_BACK.test(words[0]!)) {
    return { words: '', back: 'element', ...(roleHint ? { roleHint } : {}) };
  }
  if (words.length === 1 && PRONOUNS.has(words[0]!.toLowerCase())) return `"${whole}" refers to an element the rule ` +
    `planner cannot see`;
  if (words.every((w) => /^\d+(?:st|nd|rd|th)?$/i.test(w)
    || ORDINALS[w.toLowerCase()] !== undefined)) return `"${whole}" is a number or a position, not a name`;
  if (words.length > 6) return `"${whole}" is too long to be the name of an element`;
  const out: TargetPhrase = { words: words.join(' ') };
  if (roleHint) out.roleHint = roleHint;
  // "the sidebar search box" is the search box in the sidebar: a part of the page said first is where it is
  const part = words.length > 1 && table === ROLE_WORDS ? LEADING_PART.exec(words[0]!) : null;
  if (part) {
    out.words = words.slice(1).join(' ');
    out.relation = { kind: 'in', anchor: { words: '', roleHint: 'section', noun: part[1]! } };
  }
  return out;
}

/** Every word of the text is a word for a kind of element or a describing word ("search box", "submit button"). */
export function kindWordsOnly(text: string): boolean {
  return wordsOf(text).every((w) => KIND_WORDS.has(w) || DESCRIPTORS.has(w));
}

/**
 * A quote made only of words for a kind (Mink's `fill in "search box"`, `press "submit button"`), read as the
 * same words unquoted: for when no element is named so, and the kind itself is what the step means.
 */
export function quotedKind(phrase: TargetPhrase): TargetPhrase | undefined {
  const q = phrase.quoted?.text;
  if (!q || phrase.relation || phrase.ordinal !== undefined || phrase.back) return undefined;
  if (!wordsOf(q).length || !kindWordsOnly(q)) return undefined;
  const bare = bareTarget(q, q);
  return typeof bare === 'string' || !bare.roleHint ? undefined : bare;
}

/** A name and role with no position or relation: one quote at most. */
export function simpleTarget(seg: Segment, ctx: StepContext, table = ROLE_WORDS): TargetPhrase | string {
  const whole = show(seg, ctx);
  const quotes = [...seg.text.matchAll(QUOTE)];
  if (quotes.length > 1) return `"${whole}" names more than one thing`;
  if (quotes.length === 1) return quotedTarget(seg, quotes[0]!.index, ctx, whole, table);
  return bareTarget(seg.text, whole, table);
}
