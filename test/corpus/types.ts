import type { StepKeyword } from '../../src/cache/schema.ts';

/*
 * The phrasing corpus: step sentences as testers write them, each with what the rule planner must
 * understand, in the one-line form of describe-intent.ts, or `null` when it must decline.
 * Conventions: see the top of phrasing-corpus.test.ts.
 */

/** The classes of issue 7 that phrasing covers (class 8, "pages as they really are", is the fixtures'). */
export const CLASSES = [
  'navigation', 'sentence-forms', 'unquoted', 'lists', 'verbs', 'relational', 'lenient-names', 'then', 'declines',
] as const;
export type CorpusClass = (typeof CLASSES)[number];

export interface CorpusCase {
  keyword: StepKeyword;
  text: string;
  /** `describeIntents(intents)` of the one right reading, or null: the rule planner must decline */
  expect: string | null;
  /** 'fresh', or '<vocabulary>: <step or method it is adapted from>' */
  source: string;
  class: CorpusClass;
}

export type Row = readonly [keyword: StepKeyword, text: string, expect: string | null, source?: string];

/** Rows of one class; a row without a source is 'fresh'. */
export function cases(cls: CorpusClass, rows: readonly Row[]): CorpusCase[] {
  return rows.map(([keyword, text, expect, source]) => ({ keyword, text, expect, source: source ?? 'fresh', class: cls }));
}

/** Rows that all come from one vocabulary: `from('behat-mink', 'then', [[kw, text, expect, 'iShouldSee']])`. */
export function from(vocabulary: string, cls: CorpusClass, rows: readonly Row[]): CorpusCase[] {
  return rows.map(([keyword, text, expect, step]) => ({ keyword, text, expect, source: `${vocabulary}: ${step ?? '?'}`, class: cls }));
}

/** The vocabulary a case comes from: 'fresh', 'behat-mink', 'codeceptjs', … */
export const vocabularyOf = (c: CorpusCase): string => c.source.split(':')[0]!.trim();
