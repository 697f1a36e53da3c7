import { sharedPlace, splitTargetList, typedWhereCleared } from './target-list.ts';
import type { StepKeyword } from '../../cache/schema.ts';
import { BUILDERS } from './builders.ts';
import type { Intent, ParseResult, RelationKind, TargetPhrase } from './intent.ts';
import { Match, type ClauseContext } from './match.ts';
import { CLAUSE_SEPARATOR, LEAD_INS, PRONOUNS, RULE_PATTERNS, VAGUE_WORDS } from './phrases.ts';
import { blankOut, mask, show, slice, trim, type Segment, type StepContext } from './segment.ts';
import { CLOSELY, TRAILING_PLACE, relationKind } from './place-words.ts';
import { CONTAINER_ROLES, parseAnchor, parseTarget } from './target-phrase.ts';
import { withTextStyle } from './text-style.ts';

/*
 * Reads an explicit step ("I type "alice" into the Username field and press Enter") into intents.
 * The step is masked (quoted contents hidden, offsets kept), split into clauses, and each clause is
 * matched against the ordered rules of phrases.ts. A rule's builder turns the match into intents,
 * declines, or declines with a reason. Anything no rule accepts stays unparsed: the agent planner
 * is better at it than a guess here.
 */

/** Removes who acts, modals and "verify that"; notes whether the statement was negated. */
function stripLeadIns(seg: Segment): { seg: Segment; negate: boolean; able: boolean } {
  let negate = false;
  let able = false;
  for (let changed = true; changed;) {
    changed = false;
    for (const lead of LEAD_INS) {
      const m = lead.re.exec(seg.text);
      if (!m || m[0].length >= seg.text.length) continue;
      seg = slice(seg, m[0].length);
      if (lead.negate) negate = !negate;
      able ||= /\bable to\s*$/i.test(m[0]);
      changed = true;
      break;
    }
  }
  return { seg, negate, able };
}

const USE_FIELD = /^(?:type|write|enter\s+text|put\s+text)\s+(?:in|into)\s+|^(?:edit|change|fill\s+in)\s+(?=the\s)/i;
// (not select: "not able to select "Pro" from "Plan"" may mean the option, while the list itself is usable)
const USABLE = new Set<Intent['kind']>(['click', 'type', 'clear', 'check', 'expand', 'upload']);

/** "I should not be able to type into the "Message" textarea": a check that the element can(not) be used. */
function usable(target: TargetPhrase, negate: boolean): Intent {
  return { kind: 'expectState', target, state: negate ? 'disabled' : 'enabled' };
}

/** The check that each element the action uses can(not) be used; undefined when one uses none. */
function ableTo(intents: Intent[], negate: boolean): Intent[] | undefined {
  const used = intents.map((i) => (USABLE.has(i.kind) && 'target' in i && i.target && !i.target.every ? i.target
    : undefined));
  if (used.some((t) => !t)) return undefined;
  return used.map((target) => usable(target!, negate));
}

const VALUE_GROUPS = ['value', 'option', 'file', 'url'];

/** A bare value of several words that are not all Capitalised ("my email"): a phrase, not a value. */
function looseValue(found: RegExpExecArray): string | undefined {
  for (const g of VALUE_GROUPS) {
    const v = found.groups?.[g];
    if (!v || v.startsWith('"')) continue;
    if (/\s/.test(v.trim()) && !/^\p{Lu}\S*(?:\s+\p{Lu}\S*)*$/u.test(v.trim())) return v.trim();
    if (VAGUE_WORDS.has(v.toLowerCase()) || PRONOUNS.has(v.toLowerCase())) return v.trim();
  }
  return undefined;
}

// "… within the "Billing" section" after a whole clause, or "Within the "Login" form, …" before it
const TRAILING_SCOPE =
  /\s+(?:within|inside|in)\s+(?=(?:the\s+)?(?:(?:left|right|top|bottom|upper|lower)(?:-hand)?\s+)?(?:"_*"\s+)?(?:section|panel|form|dialog|modal|region|area|row|item|header|footer|sidebar|list|table|menu|card|box|toolbar|editor|navigation|example|demo|column|accordion|group|popup|popover|dropdown|drawer)\b)/gi;
const LEADING_SCOPE = /^(?:within|inside|in)\s+(?<anchor>[^,]+?)\s*,\s*/i;
// web_steps' "… within "the header"" (or "within "#nav""): a quote ending the clause is where it happens
const TRAILING_QUOTED_SCOPE = /\s+within\s+(?="_*"$)/gi;

/** Puts every target of the intents in the anchor, or says why that cannot be done. */
function scoped(r: ParseResult, anchor: TargetPhrase | string, kind: RelationKind = 'in'): ParseResult {
  if (!r.ok || typeof anchor === 'string') return r.ok ? { ok: false, reason: anchor as string } : r;
  const intents: Intent[] = [];
  for (const i of r.intents) {
    // ""Saved" should be displayed in the editor" (or "in it", the part the scenario named): that text, there
    const part = (anchor.roleHint && CONTAINER_ROLES.has(anchor.roleHint)) || (anchor.back && !anchor.words);
    if (i.kind === 'expectText' && kind === 'in' && !i.within && part) {
      intents.push({ ...i, within: anchor });
      continue;
    }
    if (!('target' in i) || !i.target) return { ok: false, reason: 'only elements can be looked for within a part of ' +
      'the page, not text or the page itself' };
    const target = within(i.target, anchor, kind);
    if (!target) return { ok: false, reason: 'a target placed in three places at once is more than the rule ' +
      'planner reads' };
    intents.push({ ...i, target } as Intent);
  }
  return { ok: true, intents };
}

/** The target inside the anchor; a target already placed ("next to "x"") has its own anchor placed there. */
function within(t: TargetPhrase, anchor: TargetPhrase, kind: RelationKind): TargetPhrase | undefined {
  if (!t.relation) return { ...t, relation: { kind, anchor } };
  if (t.relation.anchor.relation || kind !== 'in') return undefined;
  return { ...t, relation: { ...t.relation, anchor: { ...t.relation.anchor, relation: { kind: 'in', anchor } } } };
}

function parseClause(clause: Segment, step: StepContext): ParseResult {
  const styled = withTextStyle(clause, (s) => parseClause(s, step));
  if (styled) return styled;
  const direct = parseRules(clause, step);
  if (direct.ok) return direct;
  // the last place named is the outermost: "… in the row for "Bob" within the "People" section"
  const trails = [...clause.text.matchAll(TRAILING_SCOPE), ...clause.text.matchAll(TRAILING_QUOTED_SCOPE)];
  for (const trail of trails.sort((a, b) => b.index - a.index)) {
    const anchor = parseAnchor(trim(slice(clause, trail.index + trail[0].length)), step, 'in', 'within');
    const inner = parseRules(slice(clause, 0, trail.index), step);
    if (inner.ok && typeof anchor !== 'string') return scoped(inner, anchor);
  }
  // ""Male" should be selected under "Form radio"", "… should no longer be selected there": a place said
  // after the whole clause places what the clause names
  const place = TRAILING_PLACE.exec(clause.text);
  if (place) {
    const rel = place.groups!.rel;
    const anchor = rel ? parseAnchor(trim(slice(clause, place.index + place[0].length - place.groups!.anchor!.length)),
      step, relationKind(rel), rel) : { words: '', back: 'place' as const };
    const inner = parseRules(slice(clause, 0, place.index), step);
    // ("… in the dialog there" is placed twice)
    const twice = !rel && inner.ok && inner.intents.some((i) => 'target' in i && i.target?.relation);
    if (inner.ok && !twice && typeof anchor !== 'string') return scoped(inner, anchor, rel ? relationKind(rel) : 'in');
  }
  return direct;
}

// "… again", "… once more": the step does what an earlier one did; the words name nothing (lower case
// only: "Try Again" unquoted is a name)
const AGAIN = /\s+(?:again|once more|once again)$/;

// "click "Delete all" twice (in quick succession)": the same click, that many times (at most five)
const TIMES = new RegExp(String.raw`\s+(?<n>twice|thrice|two\s+times|three\s+times|[2-5]\s+times)` +
  String.raw`(?:\s+in\s+(?:quick\s+|rapid\s+)?succession|\s+in\s+a\s+row|\s+quickly)?$`, 'i');
const TIMES_COUNT: Record<string, number> = { twice: 2, thrice: 3, 'two times': 2, 'three times': 3 };

/** The clause's clicks or key presses done `n` times; anything else said "twice" is not read. */
function repeated(r: ParseResult, n: number, clause: Segment, step: StepContext): ParseResult {
  if (!r.ok) return r;
  if (!r.intents.every((i) => i.kind === 'click' || i.kind === 'press')) {
    return { ok: false, reason: `only a click or a key press can be done several times: "${show(clause, step)}"` };
  }
  // what the step says shows after the last time ("Delete all" twice: the first only arms it), so the
  // times before are done without looking for an effect of their own
  const before = r.intents.map((i) => ({ ...i, repeated: true as const }));
  return { ok: true, intents: [...Array.from({ length: n - 1 }, () => before).flat(), ...r.intents] };
}

const NO_LONGER = /\s+(?:no\s+longer|not\s+any\s+more)\s+(?=(?:shows?|lists?|contains?|displays?|includes?|has|says?|reads?|offers?|mentions?)\b)/i;

function parseRules(clause: Segment, step: StepContext): ParseResult {
  const times = TIMES.exec(clause.text);
  if (times) {
    const said = times.groups!.n!.toLowerCase().replace(/\s+/g, ' ');
    const n = TIMES_COUNT[said] ?? Number.parseInt(said, 10);
    return repeated(parseRules(slice(clause, 0, times.index), step), n, clause, step);
  }
  const stripped = stripLeadIns(clause);
  const again = AGAIN.exec(stripped.seg.text);
  let seg = again ? slice(stripped.seg, 0, again.index) : stripped.seg;
  let { negate } = stripped;
  if (stripped.able) {
    // (the action itself, read without its ability, then turned into a check of the element it uses)
    const action = parseRules(stripped.seg, step);
    const check = action.ok ? ableTo(action.intents, negate) : undefined;
    if (check) return { ok: true, intents: check };
    // "… able to type into the "Message" textarea": typing said without what is typed
    const use = USE_FIELD.exec(stripped.seg.text);
    const field = use ? parseTarget(trim(slice(stripped.seg, use[0].length)), step) : undefined;
    if (field && typeof field !== 'string') {
      return { ok: true, intents: [usable(field, negate)] };
    }
  }
  // "the sidebar no longer lists "x"": the part's words, turned around (as "… does not list")
  const noLonger = NO_LONGER.exec(seg.text);
  if (noLonger) {
    // blanked, not cut: the quotes keep their offsets
    seg = { text: blankOut(seg.text, NO_LONGER), base: seg.base };
    negate = !negate;
  }
  const ctx: ClauseContext = { ...step, negate };
  let reason: string | undefined;
  for (const [name, re] of RULE_PATTERNS) {
    const found = re.exec(seg.text);
    if (!found) continue;
    const loose = looseValue(found);
    if (loose) {
      reason ??= `"${loose}" should be quoted: only a single word or Capitalised Words can go unquoted`;
      continue;
    }
    const m = new Match(found, seg, ctx, parseClause);
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

// A clause that opens with a value ("… and "bob" as password") borrows what came before the value
// in the clause before; one that opens with a noun ("… and the password "b"") borrows its verb.
const OPENS_WITH_VALUE = /^(?:(?:the|a|an)\s+)?["\d]/i;
// "… shows "To: bob" and the date "…"": a noun that says what the value is, then the value
const NOUN_THEN_VALUE = /^the\s+[a-z][a-z-]{2,}\s+"_*"$/i;

function borrowings(prev: Segment, clause: Segment): string[] {
  const { seg } = stripLeadIns(prev);
  // what came before a value of the clause before, the first value first ("the dialog shows 3 in "Rows" and 2
  // in "Columns"" borrows "the dialog shows ")
  const beforeValues = [...seg.text.matchAll(/(?<![\w"])["\d]/g)].filter((v) => v.index > 0)
    .map((v) => seg.text.slice(0, v.index).replace(/\b(?:the|a|an)\s+$/i, ''));
  const verb = /^\S+/.exec(seg.text)?.[0];
  const verbFirst = NOUN_THEN_VALUE.test(clause.text);
  if (OPENS_WITH_VALUE.test(clause.text) || verbFirst) {
    const byVerb = verb ? [`${verb} `] : [];
    return [...new Set(verbFirst ? [...byVerb, ...beforeValues] : [...beforeValues, ...byVerb])].filter(Boolean);
  }
  // "… and the password "b"" borrows the verb; a bare "… and Close" may be part of a name ("Save and Close")
  return verb && /^(?:the|a|an|my|your)\s|"/i.test(clause.text) ? [`${verb} `] : [];
}

function parseClauses(clauses: Segment[], ctx: StepContext): ParseResult & { failed?: Segment } {
  const intents: Intent[] = [];
  let lastParsed: Segment | undefined;
  for (const clause of clauses) {
    let r = parseClause(clause, ctx);
    if (!r.ok && lastParsed) {
      for (const prefix of borrowings(lastParsed, clause)) {
        const borrowed = parseClause({ text: prefix + clause.text, base: clause.base - prefix.length }, ctx);
        if (borrowed.ok) {
          r = borrowed;
          break;
        }
      }
    } else if (r.ok) {
      lastParsed = clause;
    }
    if (!r.ok) return { ...r, failed: clause };
    intents.push(...r.intents);
  }
  return { ok: true, intents };
}

// Phrases with "and" inside that are one thing, rewritten to the same length so offsets hold.
const ONE_THING = /\bdrag and drop\b|\band drop it\b|\b(?:press|touch)(?:es)? and hold\b/gi;

// an aside in brackets after a target, for the reader: words, not a glyph ("the close (×) button" draws it)
const ASIDE = /\s+\(\s*[^()\s]+\s+[^()]*\)(?=[\s.!]|$)/g;
// a place between commas: "the first "x" switch, under "Form switch", should be off" (no clauses)
const PLACE_ASIDE = /,(\s+(?:under|below|beneath|underneath|above|within|inside|in|next to|beside|near)\s+(?:the\s+)?(?:[a-z]+\s+)?"_*"(?:\s+[a-z]+)?)\s*(?:,|$)/gi;

/**
 * Parses the text of one Gherkin step (without its keyword) into intents. Quoted values keep the
 * offset of their opening quote in `text`, and bare counts the offset of their first digit.
 */
export function parseStep(text: string, keyword: StepKeyword): ParseResult {
  const { masked, quotes } = mask(text);
  const ctx: StepContext = { keyword, quotes };
  // CodeceptJS's fillField / seeInField / selectOption / seeTextEquals / waitForValue / seeNumberOfElements
  // written out: "I fill field "Name", "Bob"" is one step, not two clauses
  const joined = masked.replace(ONE_THING, (s) => s.replace(/ /g, '-'))
    .replace(/\b(fill|fills|see|sees)(\s+(?:in\s+)?field\s+"_*"),(?=\s*"_*")/gi, '$1$2 ')
    .replace(/\b(selects?\s+option\s+"_*"|text\s+equals?\s+"_*"|for\s+value\s+"_*"),(?=\s*"_*")/gi, '$1 ')
    // CodeceptJS's context argument: `I click "Elements", ".docs-nav"`, `I see "Saved", "#flash"` (in that part)
    .replace(/\b(click|clicks|see|sees)(\s+"_*"),(?=\s*"_*"\s*$)/gi, '$1$2 ')
    .replace(/\b(number\s+of\s+(?:visible\s+)?elements?\s+"_*"),(?=\s*\d)/gi, '$1 ');
  // "the "Create a new tiddler" button (the "+" in the sidebar)": an aside for the reader, blanked (the
  // quotes keep their offsets); the words before it must name the element on their own
  const aside = blankOut(blankOut(joined, ASIDE), CLOSELY)
    .replace(PLACE_ASIDE, (m, place: string) => ` ${place}`.padEnd(m.length));
  let step = trim({ text: aside.replace(/[.!]+\s*$/, '').trimEnd(), base: 0 });
  // a fragment that still starts with its conjunction: "and then click Save"
  const conj = /^(?:and|but|or|then|so)(?:\s+then)?,?\s+/i.exec(step.text);
  if (conj && conj[0].length < step.text.length) step = slice(step, conj[0].length);
  if (!step.text) return { ok: false, reason: 'the step is empty' };
  if (/"/.test(step.text.replace(/"_*"/g, ''))) return { ok: false, reason: 'the step has an unclosed quote' };
  const lead = LEADING_SCOPE.exec(step.text);
  if (lead) {
    const at = lead[0].indexOf(lead.groups!.anchor!);
    const anchor = parseAnchor(slice(step, at, at + lead.groups!.anchor!.length), ctx, 'in', 'within');
    if (typeof anchor !== 'string') return scoped(parseSentence(slice(step, lead[0].length), ctx), anchor);
  }
  const list = splitTargetList(step);
  if (list) {
    const each = list.map((one) => parseSentence(one, ctx));
    const bad = each.find((r) => !r.ok);
    return bad ?? { ok: true, intents: each.flatMap((r) => (r.ok ? r.intents : [])) };
  }
  return parseSentence(step, ctx);
}

function parseSentence(step: Segment, ctx: StepContext): ParseResult {
  const clauses = splitClauses(step);
  if (clauses.length === 1) return parseClause(step, ctx);
  const { failed, ...split } = parseClauses(clauses, ctx);
  if (split.ok) return { ok: true, intents: typedWhereCleared(sharedPlace(split.intents)) };
  if (!failed || !(LOOKS_LIKE_NAME.test(failed.text) || BARE_NUMBER.test(failed.text))) return split;
  // "I click Save and Close" is one element, not two actions: try the step whole before giving up.
  // Only for a capitalised verb-less remainder: "… and submit" is an action that must not be lost
  // (or a bare number, CodeceptJS's last argument: `I wait for text "x", 30`).
  const whole = parseClause(step, ctx);
  return whole.ok ? whole : split;
}

const BARE_NUMBER = /^\d+(?:\.\d+)?$/;
const LOOKS_LIKE_NAME = /^\p{Lu}[\p{L}\p{N}-]*(?:\s+[\p{L}\p{N}-]+){0,2}$/u;
