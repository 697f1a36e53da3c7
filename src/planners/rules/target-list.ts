// "types "x" into both "Password" and "Repeat Password"": one value into each of two named fields. Split
// before the clauses are, since "and "Repeat Password"" would otherwise carry the verb over and type that
// name as a value. Each copy keeps the step's length (what the other names is blanked), so every quote
// keeps its offset. And the other way round: one place said after several checks places them all.
import type { Intent } from './intent.ts';
import { trim, type Segment } from './segment.ts';

const INTO_BOTH = new RegExp(String.raw`^(?<head>.*"_*"\s+(?:in|into|inside)\s+)(?<both>(?:both\s+)?)` +
  String.raw`(?<a>(?:the\s+)?"_*")(?<and>\s+and\s+)(?<b>(?:the\s+)?"_*")` +
  String.raw`(?:\s+(?:fields?|boxes|box|inputs?|text\s*fields?|textboxes))?$`, 'i');

// ""Layout 1" and "Layout 2" should be displayed": several quoted subjects of one predicate
const SUBJECTS = new RegExp(String.raw`^(?<list>(?:(?:the\s+)?"_*"\s*,\s*)*(?:the\s+)?"_*"\s*,?\s+and\s+` +
  String.raw`(?:the\s+)?"_*")` +
  String.raw`(?=\s+(?:should|must|will|are|is|appear|show|remain|stay|both|all)\b)`, 'i');

/** The step once per quoted subject, each copy keeping only its own quote (and the predicate). */
function splitSubjects(step: Segment): Segment[] | undefined {
  const m = SUBJECTS.exec(step.text);
  if (!m) return undefined;
  const list = m.groups!.list!;
  const quotes = [...list.matchAll(/"_*"/g)];
  const tail = step.text.slice(list.length);
  return quotes.map((q) => trim({ text: ' '.repeat(q.index) + q[0] + ' '.repeat(list.length - q.index - q[0].length)
    + tail, base: step.base }));
}

/** The step once per named field or quoted subject, or undefined when it names no such list. */
export function splitTargetList(step: Segment): Segment[] | undefined {
  const m = INTO_BOTH.exec(step.text);
  if (!m) return splitSubjects(step);
  const { head, both, a, and, b } = m.groups!;
  const tail = step.text.slice(head!.length + both!.length + a!.length + and!.length + b!.length);
  const blank = (s: string): string => ' '.repeat(s.length);
  return [
    { text: `${head}${blank(both!)}${a}${blank(and! + b!)}${tail}`, base: step.base },
    { text: `${head}${blank(both! + a! + and!)}${b}${tail}`, base: step.base },
  ];
}

/**
 * ""Female" should be selected and "Male" should not be selected in that group": a place said once, after
 * checks of the same kind joined by "and", places each of them. Only checks of elements that say no place of
 * their own take it; a clause that acts ("click "A" and type "b" in the search box") keeps its own place.
 */
export function sharedPlace(intents: Intent[]): Intent[] {
  const last = intents.at(-1);
  // ("I should see "A" and "B" in the sidebar": texts, in the part the last one is read in)
  if (intents.length > 1 && last?.kind === 'expectText' && last.within && !last.negate
    && intents.slice(0, -1).every((i) => i.kind === 'expectText' && !i.within && !i.negate)) {
    return intents.map((i) => (i.kind === 'expectText' && !i.within ? { ...i, within: last.within } : i));
  }
  if (intents.length < 2 || last?.kind !== 'expectState' || last.target.relation?.kind !== 'in') return intents;
  const place = last.target.relation;
  const unplaced = intents.slice(0, -1).every((i) => i.kind === 'expectState' && !i.target.relation);
  if (!unplaced) return intents;
  return intents.map((i) => (i.kind === 'expectState' && !i.target.relation
    ? { ...i, target: { ...i.target, relation: place } } : i));
}

/**
 * "clears the editor and types "Budget draft"": typing said with no field, right after a clause that cleared
 * one, goes into that field (clearing it takes the caret away; the field is what the sentence means).
 */
export function typedWhereCleared(intents: Intent[]): Intent[] {
  return intents.map((i, n) => {
    const before = intents[n - 1];
    return i.kind === 'typeHere' && before?.kind === 'clear'
      ? { kind: 'type', target: before.target, value: i.value } : i;
  });
}
