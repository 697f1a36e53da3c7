import type { RelationKind, TargetPhrase } from './intent.ts';
import { ANCHOR_WORDS, FILLER_WORDS } from './vocabulary.ts';
import { quotedAt, show, slice, trim, type Segment, type StepContext } from './segment.ts';
import { AT_PAGE_EDGE, BARE_NAME, CONTAINER_ROLES, CORNER, EDITING_AREA, FREE_NOUN, IN_PLACE, JUST_SHOWN,
  NAMED_NOUN, NOUN, NOUN_THEN_QUOTED, NUMBERED, ORDINAL, PAGE_PLACE, QUANTIFIER, QUOTED_PART, QUOTED_THEN_NOUN,
  RELATION, SIDE, SIDE_WORD, THERE, ordinalOf, relationKind } from './place-words.ts';
import { bareTarget, roleAt, simpleTarget } from './simple-target.ts';

/*
 * Reads the phrase that names an element: `the "Sign in" button`, `the Username field`, `the 3rd
 * text field`, `both password fields`, `the "Edit" link in the row for "Alice"`, `the checkbox next
 * to "Buy milk"`, `the dialog`. The result says *what* to look for; ground.ts and the relational
 * locator decide *which* element that is on the page.
 */

// ---------------------------------------------------------------- position and relation

export { CONTAINER_ROLES, relationKind };

const SAID_NAMED_PART = /^the\s+(\p{Lu}[\p{L}\p{N}'-]*(?:\s+[\p{L}\p{N}'-]+){0,4})\s+([a-z][a-z-]+)$/u;
const SHOWN_AS_TEXT = /^(?:heading|header|title|label|caption|text)$/i;
const TEXT_EDGE = /\b(?:ending|ends|starting|starts|beginning|begins)\s+(?:in|with)\b/i;
const PLACING = /\b(?:under|underneath|below|beneath|above|over|next to|beside|near|behind)\b/i;

/** "next to the "Basic" switch", "under the Email field": a control, known by the name it shows, when the words
 * name no part of the page */
function besideControl(a: TargetPhrase | string, seg: Segment, ctx: StepContext): TargetPhrase | string {
  if (typeof a !== 'string' && (a.quoted || a.roleHint)) return a;
  const control = simpleTarget(seg, ctx);
  return typeof control !== 'string' && (control.quoted || (control.roleHint && !CONTAINER_ROLES.has(control.roleHint)
    && BARE_NAME.test(control.words))) ? control : a;
}

/**
 * The element a relation is anchored on: a container (`the row for "Alice"`, `the dialog`) or a text
 * (`"Buy milk"`).
 */
export function parseAnchor(raw: Segment, ctx: StepContext, kind: RelationKind, rel: string): TargetPhrase | string {
  const whole = show(raw, ctx);
  // cucumber-rails' `within "the sidebar"`: the quote holds a part of the page said in words (what its
  // selectors.rb maps to CSS), not a name the part shows
  const said = /^"_*"$/.test(raw.text.trim()) ? ctx.quotes.get(raw.base + raw.text.indexOf('"')) : undefined;
  // "the Packing list tiddler": said in words, a name that starts with a capital, then the app's noun
  const loose = said ? SAID_NAMED_PART.exec(said) : null;
  if (loose && !FILLER_WORDS.has(loose[2]!) && !SIDE_WORD.test(loose[2]!) && !roleAt([loose[2]!], true, ANCHOR_WORDS)
    && !/\s(?:in|of|on|under|next|near|for|with)\s/i.test(` ${loose[1]} `)) {
    return { words: loose[1]!, roleHint: 'section', noun: loose[2]! };
  }
  if (said && QUOTED_PART.test(said)) return parseAnchor({ text: said, base: raw.base + raw.text.indexOf('"') + 1 },
    ctx, kind, rel);
  if (THERE.test(raw.text)) return `"${whole}" is placed twice`;
  const corner = CORNER.exec(raw.text);
  if (corner) return parseAnchor(trim(slice(raw, corner[0].length)), ctx, kind, rel);
  // "in the text of the HelloThere card": what a part holds is in the part
  const body = kind === 'in' ? /^(?:the\s+)?(?:text|body|content|contents)\s+of\s+(?=the\s)/i.exec(raw.text) : null;
  if (body) return parseAnchor(trim(slice(raw, body[0].length)), ctx, kind, rel);
  const nested = nestedAnchor(raw, ctx, kind, rel);
  if (nested) return nested;
  const shown = JUST_SHOWN.exec(raw.text);
  let seg = shown ? trim(slice(raw, 0, shown.index)) : raw;
  // "in the "Quick Start" tiddler", "the "Name" field of the "Form input" example": one of the parts the
  // app's own noun names, told by the name it shows
  // (or the noun first: "within the note "Reading Queue"", "under the heading "Pasta Carbonara"")
  const first = NOUN_THEN_QUOTED.exec(raw.text.trim());
  const own = QUOTED_THEN_NOUN.exec(raw.text.trim()) ?? (first ? [first[0], first[2]!, first[1]!] : null);
  if (own && (IN_PLACE.test(rel) || (/^(?:of|'s)$/i.test(rel) && !roleAt([own[2]!], true))) && !FILLER_WORDS.has(own[2]!)
    && !roleAt([own[2]!], true, ANCHOR_WORDS) && !(first && roleAt([own[2]!], true))) {
    const quoted = quotedAt(raw, raw.text.indexOf('"'), ctx);
    return { words: quoted.text, quoted, roleHint: 'section', noun: own[2]! };
  }
  // "under the "Elements" header", "next to the "Total" label": beside the words the page shows
  if (own && kind !== 'in' && SHOWN_AS_TEXT.test(own[2]!)) {
    const quoted = quotedAt(raw, raw.text.indexOf('"'), ctx);
    return { words: quoted.text, quoted };
  }
  // "in the editing area": the editor's own name for where the text is written
  if (EDITING_AREA.test(raw.text.trim())) return { words: '', roleHint: 'section', noun: 'editor' };
  const ord = ORDINAL.exec(seg.text);
  if (ord) seg = trim(slice(seg, ord[0].length));
  const side = SIDE.exec(seg.text);
  if (side && !ord) seg = trim(slice(seg, side[0].length));
  let a = simpleTarget(seg, ctx, ANCHOR_WORDS);
  if (typeof a !== 'string' && a.back) return a; // "below it"
  // "next to the "Basic" switch", "under the "Email" field": beside a control, known by the name it shows
  a = kind !== 'in' ? besideControl(a, seg, ctx) : a;
  if (typeof a === 'string') return a;
  // "next to the search box": a box is a part of the page or a text box; the page decides (placed-target.ts)
  const asControl = kind !== 'in' && !a.quoted && a.roleHint && CONTAINER_ROLES.has(a.roleHint)
    ? simpleTarget(seg, ctx) : undefined;
  if (asControl && typeof asControl !== 'string' && asControl.words && asControl.roleHint
    && !CONTAINER_ROLES.has(asControl.roleHint)) a.control = asControl;
  // "the editor toolbar" is a toolbar: the last of the words is the noun, those before it say which
  const noun = [...seg.text.replace(/"_*"/g, '').matchAll(NOUN)].at(-1)?.[1]?.toLowerCase();
  if (noun && a.roleHint === 'section') {
    // "the status bar under the editor": a part placed by another, not an editor the words describe
    if (PLACING.test(a.words)) return `cannot tell what "${whole}" is`;
    a.noun = noun === 'nav' ? 'navigation' : noun;
    // "the floating editor toolbar": lower-case words before the noun describe it, they are no name it has
    if (!a.quoted && /^[a-z][a-z -]*$/.test(a.words)) a.words = '';
  }
  // "in the inbox", "in the top bar", "within the first accordion": a part of the page the step names
  // by a plain noun, which the page says in its own markup (class, id, label: "topbar", "accordion")
  let bySide = side;
  // "the Reading List tiddler": capitalised words name one of the parts the last, lower-case noun says
  const titled = IN_PLACE.test(rel) && !a.quoted && !a.roleHint ? NAMED_NOUN.exec(a.words) : null;
  if (titled && /^the\s/i.test(raw.text.trim()) && !SIDE_WORD.test(titled[2]!) && !FILLER_WORDS.has(titled[2]!)) {
    return { words: titled[1]!.trim(), roleHint: 'section', noun: titled[2]! };
  }
  // ("the "Elements" section of the first accordion": one of several, counted, is a part too;
  // "the title of the new note": what a part of the page has, said with "of", is in that part; "in a heading":
  // in any of them)
  if ((IN_PLACE.test(rel) || /^of$/i.test(rel) || (ord && rel === "'s")) && /^(?:the|a|an)\s/i.test(raw.text.trim())
    && !a.quoted
    && !a.roleHint && a.words
    && FREE_NOUN.test(a.words)
    && !FILLER_WORDS.has(a.words.toLowerCase()) && !SIDE_WORD.test(a.words)) {
    a.roleHint = 'section';
    // "the top bar" is the bar its markup calls topbar, not the upper one of several bars
    a.noun = `${side && !ord ? `${side[1]!.toLowerCase()} ` : ''}${a.words.toLowerCase()}`;
    a.words = '';
    bySide = null;
  }
  if (bySide) {
    if (!a.roleHint || !CONTAINER_ROLES.has(a.roleHint)) return `cannot tell what "${whole}" is`;
    const s = bySide[1]!.toLowerCase();
    a.side = s === 'upper' ? 'top' : s === 'lower' ? 'bottom' : s as 'left' | 'right' | 'top' | 'bottom';
  }
  if (ord) {
    // "the first row"; "the first "Gender" group" of several a page of examples repeats
    const named = a.words && !(a.quoted && a.roleHint && CONTAINER_ROLES.has(a.roleHint));
    if (!a.roleHint || named) return `cannot tell what "${whole}" is`;
    a.ordinal = ordinalOf(ord.groups!.ord!);
  }
  if (a.roleHint && CONTAINER_ROLES.has(a.roleHint)) return a;
  if (a.quoted && !a.roleHint) return a;
  // "next to the "Basic" switch", "under the Email field": beside a control, known by the name it shows, as beside
  // a text
  if ((a.quoted || (a.roleHint && BARE_NAME.test(a.words))) && kind !== 'in') return a;
  if (!a.quoted && !a.roleHint && BARE_NAME.test(seg.text) && (kind !== 'in' || /^for$/i.test(rel))) return a;
  return `cannot tell what "${whole}" is`;
}


/** "the "Open" tab of the sidebar": a part of the page inside another, each named as parts are. */
function nestedAnchor(raw: Segment, ctx: StepContext, kind: RelationKind, rel: string): TargetPhrase | undefined {
  // "next to "Make the beds" under "Outstanding tasks"": the text beside it, in the part that heading heads
  const under = kind !== 'in' ? /\s+(?:under|below|beneath|underneath)\s+(?="_*"$)/i.exec(raw.text) : null;
  if (under?.index) {
    const head = parseAnchor(trim(slice(raw, 0, under.index)), ctx, kind, rel);
    const heading = quotedAt(raw, under.index + under[0].length, ctx);
    if (typeof head !== 'string' && head.quoted && !head.relation && !head.back && !head.roleHint) {
      const part: TargetPhrase = { words: heading.text, quoted: heading, roleHint: 'section' };
      return { ...head, relation: { kind: 'in', anchor: part } };
    }
  }
  // a part, or a part inside another ("the "Contents" tab of the sidebar")
  const part = (a: TargetPhrase | string): a is TargetPhrase => typeof a !== 'string' && !a.back
    && Boolean(a.roleHint && CONTAINER_ROLES.has(a.roleHint))
    && (!a.relation || (a.relation.kind === 'in' && part(a.relation.anchor)));
  // "next to the "Search" button in the tab bar": a text or control beside the target, both in that part
  const text = (a: TargetPhrase | string): a is TargetPhrase => kind !== 'in' && typeof a !== 'string' && !a.relation
    && !a.back && Boolean(a.quoted);
  // the last split that reads as one (`"Filters" in the "Contents" tab of the sidebar` splits at "in")
  for (const at of [...raw.text.matchAll(/\s+(?:of|in|within|inside)\s+(?=the\s)/gi)].reverse()) {
    if (!at.index) continue;
    const head = parseAnchor(trim(slice(raw, 0, at.index)), ctx, kind, rel);
    const rest = trim(slice(raw, at.index + at[0].length));
    // "the top menu bar of the page": the page holds every part
    if (PAGE_PLACE.test(rest.text) && typeof head !== 'string' && part(head)) return head;
    const outer = parseAnchor(rest, ctx, 'in', 'in');
    const flat = typeof head !== 'string' && !head.relation;
    if (flat && (part(head) || text(head)) && part(outer)) return { ...head, relation: { kind: 'in', anchor: outer } };
  }
  return undefined;
}

const TEXT_OF = /^(?:the\s+)?(?:text|content|contents)\s+(?:in|of|inside)\s+(?=the\s)/i;

const POSSESSIVE = /^(?<anchor>.+?)['’]s\s+(?=\S)/;

function withPlace(seg: Segment, ctx: StepContext): TargetPhrase | string {
  let lastReason: string | undefined;
  // "the dialog's "OK" button", "the Billing section's "Save" button"
  const own = POSSESSIVE.exec(seg.text);
  if (own) {
    const anchor = parseAnchor(trim(slice(seg, 0, own.groups!.anchor!.length)), ctx, 'in', "'s");
    const target = simpleTarget(trim(slice(seg, own[0].length)), ctx);
    if (typeof anchor !== 'string' && typeof target !== 'string') return { ...target,
      relation: { kind: 'in', anchor, owned: true } };
  }
  for (const m of seg.text.matchAll(RELATION)) {
    const rel = m.groups!.rel!;
    const head = trim(slice(seg, 0, m.index));
    const rest = trim(slice(seg, m.index + m[0].length));
    if (!head.text || !rest.text) continue;
    const corner = CORNER.exec(rest.text);
    if (PAGE_PLACE.test(rest.text) || (corner && corner[0].length === rest.text.length)) {
      return simpleTarget(head, ctx); // "on the page", "in the top right corner" say nothing
    }
    const kind = relationKind(rel);
    const anchor = parseAnchor(rest, ctx, kind, rel);
    if (typeof anchor === 'string') {
      lastReason = anchor;
      // "next to", "below": no name says them; what they place, unread, must not become a name
      if (kind !== 'in' && !/"_*"/.test(head.text)) return anchor;
      continue;
    }
    // ("the bell icon with the counter "3+" in the top bar": told by what it shows, there)
    const target = shownOn(head, ctx) ?? simpleTarget(head, ctx);
    if (typeof target === 'string') {
      lastReason = target;
      continue;
    }
    return { ...target, relation: { kind, anchor } };
  }
  const plain = simpleTarget(seg, ctx);
  if (typeof plain === 'string' && lastReason) return lastReason;
  return plain;
}

// "the alerts bell with the "3+" badge" (or "with the badge "3+""): an element told by a text it shows,
// and what else it is called
const SHOWN_WORD = String.raw`(?:badge|label|text|title|caption|counter|count|number|tag|icon|sign)`;
const SHOWN_ON = new RegExp(String.raw`^(?<head>[^"]+?)\s+with\s+(?:the\s+|a\s+|an\s+)?(?:${SHOWN_WORD}\s+)?` +
  String.raw`(?<q>"_*")(?:\s+${SHOWN_WORD})?$`, 'i');

function shownOn(seg: Segment, ctx: StepContext): TargetPhrase | string | undefined {
  const m = SHOWN_ON.exec(seg.text);
  if (!m) return undefined;
  const head = bareTarget(m.groups!.head!, show(seg, ctx));
  if (typeof head === 'string') return head;
  const quoted = quotedAt(seg, m.index + m[0].indexOf(m.groups!.q!, m.groups!.head!.length), ctx);
  return { words: quoted.text, quoted, ...(head.roleHint ? { roleHint: head.roleHint } : {}),
    ...(head.words ? { also: head.words } : {}) };
}

/**
 * Parses a target phrase. Returns a reason instead when the phrase does not name an element the
 * rule planner can find without guessing.
 */
export function parseTarget(raw: Segment, ctx: StepContext): TargetPhrase | string {
  let seg = trim(raw);
  // "an attachment ending in ".txt"": a text told by how it ends or starts, which no check reads (its "in"
  // is no place)
  if (TEXT_EDGE.test(seg.text)) return `"${show(seg, ctx)}" tells a text by how it starts or ends: quote all of it`;
  const shown = JUST_SHOWN.exec(seg.text);
  if (shown) seg = trim(slice(seg, 0, shown.index));
  let every: number | undefined;
  let ordinal: number | undefined;
  const quant = QUANTIFIER.exec(seg.text);
  if (quant) {
    every = /^both/i.test(quant.groups!.q!) ? 2 : 0;
    seg = trim(slice(seg, quant[0].length));
  }
  const ord = ORDINAL.exec(seg.text);
  if (ord && every === undefined) {
    ordinal = ordinalOf(ord.groups!.ord!);
    seg = trim(slice(seg, ord[0].length));
  }
  // "the "Search..." box at the top": where the named element is on the page says no more than its name does
  const placedOnPage = AT_PAGE_EDGE.exec(seg.text);
  if (placedOnPage && /"_*"/.test(seg.text.slice(0, placedOnPage.index))) seg = trim(slice(seg, 0, placedOnPage.index));
  const numbered = NUMBERED.exec(seg.text);
  if (numbered && ordinal === undefined && every === undefined) {
    ordinal = Number(numbered.groups!.n);
    seg = trim(slice(seg, 0, numbered.index));
  }
  // "the "home" button there": in the part of the page the scenario was just in
  const there = THERE.exec(seg.text);
  if (there) seg = trim(slice(seg, 0, there.index));
  // "the editing area" of a rich-text editor is its text field, which editors call the editor (and "the text in
  // the editing area" is what it holds: the same field)
  const editing = EDITING_AREA.test(seg.text.trim().replace(TEXT_OF, ''));
  const t = editing ? { words: 'editor', roleHint: 'textbox' as const } : shownOn(seg, ctx) ?? withPlace(seg, ctx);
  if (typeof t === 'string') return t;
  // "the header of the "Collapsable Card Example" card": a part is known by its heading, which says its name
  const part = t.relation?.kind === 'in' && !t.words && t.roleHint === 'heading' ? t.relation.anchor : undefined;
  if (part?.quoted && part.roleHint && CONTAINER_ROLES.has(part.roleHint) && !part.relation
    && part.ordinal === undefined) return { words: part.words, quoted: part.quoted, roleHint: 'heading' };
  if (there) {
    if (t.relation || t.back) return `"${show(raw, ctx)}" is placed twice`;
    t.relation = { kind: 'in', anchor: { words: '', back: 'place' } };
  }
  if (ordinal !== undefined) t.ordinal = ordinal;
  if (every !== undefined) t.every = every;
  if ((ordinal !== undefined || every !== undefined) && !t.words
    && !t.roleHint) return `"${show(raw, ctx)}" does not say what kind of element`;
  return t;
}
