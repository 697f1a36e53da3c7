import type { StepKeyword } from '../../cache/schema.ts';
import { unescapeQuotes } from '../../gherkin/expression.ts';
import type { QuotedText } from './intent.ts';

/*
 * The parser works on a *masked* step: every quoted value has its content replaced by `_` (same
 * length), so words inside quotes are never read as verbs or separators, and offsets still point
 * into the original text. A Segment is a piece of that masked text with its offset.
 */

export interface Segment {
  text: string;
  /** `base + i` is the offset in the original text of `text[i]` */
  base: number;
}

export interface StepContext {
  keyword: StepKeyword;
  /** content of every quoted value, by the offset of its opening quote */
  quotes: Map<number, string>;
}

// Double quotes anywhere; single quotes only around whole words, so "user's" is not a quote. A
// double quote glued between a mark and a word (filename="a.txt") opens a quote inside the value:
// "filename="a.txt"" is one value, while "a","b" and "a" "b" stay two.
// A quote escaped inside a quoted text is part of it, as cucumber's {string} reads it ("Missing \"x\"").
const QUOTED = /"((?:\\.|[^"\\]|(?<=[^\s"\\])"(?=\w)[^"]*")*)"|(?<!\w)'([^']*)'(?!\w)/g;

/** Hides quoted contents behind `_` (same length) and normalises single quotes to double ones. */
export function mask(text: string): { masked: string; quotes: Map<number, string> } {
  const quotes = new Map<number, string>();
  const masked = text.replace(QUOTED, (whole: string, dq: string | undefined, sq: string | undefined, at: number) => {
    quotes.set(at, dq !== undefined ? unescapeQuotes(dq) : sq ?? '');
    return `"${'_'.repeat(whole.length - 2)}"`;
  });
  return { masked, quotes };
}

export function slice(seg: Segment, start: number, end = seg.text.length): Segment {
  return { text: seg.text.slice(start, end), base: seg.base + start };
}

export function trim(seg: Segment): Segment {
  const start = seg.text.length - seg.text.trimStart().length;
  return slice(seg, start, seg.text.trimEnd().length);
}

/** The segment as the author wrote it, for messages. */
export function show(seg: Segment, ctx: StepContext): string {
  return seg.text.replace(/"_*"/g, (q, i: number) => `"${ctx.quotes.get(seg.base + i) ?? ''}"`);
}

export function quotedAt(seg: Segment, i: number, ctx: StepContext): QuotedText {
  const at = seg.base + i;
  return { text: ctx.quotes.get(at) ?? '', at };
}

/** The first match of `re` in the segment, as a segment, with what comes before and after it. */
export function splitAt(seg: Segment,
  re: RegExp): { before: Segment; match: RegExpExecArray; after: Segment } | undefined {
  const m = re.exec(seg.text);
  if (!m) return undefined;
  return { before: trim(slice(seg, 0, m.index)), match: m, after: trim(slice(seg, m.index + m[0].length)) };
}

/**
 * The text with what `re` matches (the first match, or every one for a global `re`) turned to spaces: the
 * words are gone, every offset stays.
 */
export function blankOut(text: string, re: RegExp): string {
  return text.replace(re, (s) => ' '.repeat(s.length));
}
