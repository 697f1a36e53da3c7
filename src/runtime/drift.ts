// The drift file: one JSON line per replayed step that failed, appended by replay (from any
// worker) and read back by `stepwright run`'s summary. Machine-readable on purpose: CI can archive
// it, and a reviewer can see what changed without re-running anything.
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FailureKind } from './failures.ts';

export const DRIFT_FILE = 'drift.jsonl';

export const driftFilePath = (reportsDir: string): string => join(reportsDir, DRIFT_FILE);

/** An element on the page now that could be the one the step recorded, and how much it looks like it. */
export interface DriftCandidate {
  description: string;
  locator: string;
  score: number;
}

export interface DriftEntry {
  at: string;
  /** keyword and text, as written in the feature */
  step: string;
  /** feature:line of the step */
  location: string;
  scenario: string;
  /** the record the step replayed, relative to the project root */
  record: string;
  args: string[];
  kind: FailureKind;
  /** what `kind` means, in words */
  label: string;
  /** true for a changed UI (heal may repair it); false for an expectation or an action that failed */
  drift: boolean;
  message: string;
  action?: { index: number; description: string };
  /** the element the step recorded: description and strategies */
  oldLocator?: { description: string; strategies: string[] };
  /** the best matches on the page now, best first */
  candidates: DriftCandidate[];
  /** for intercepted actions: the element on top */
  obstruction?: string;
  /** for text checks: every part of the page that was read (the page, each frame and shadow root) and its text */
  searched?: { where: string; text: string }[];
  /**
   * for a possible defect: the action right before the failed check, what compile saw it do, and what
   * is seen now (its effect held, or cannot be told): the evidence that the app, not the action, is off
   */
  preceding?: { action: string; recorded: string; observed: string; step?: string; location?: string };
  /**
   * for `no-effect`: the action whose effect is missing (its step is `step`/`location`), what compile
   * saw it do and what is seen now, and the check that failed after it
   */
  effect?: { action: string; recorded: string; observed: string; check: { step: string; location: string } };
  /** before: the page a second into the failing wait (or at once for an immediate failure); after: when it gave up */
  screenshots: { before?: string; after?: string };
  /** the app build the binding was compiled against, and the one replayed */
  compiledFor?: string;
  appBuild?: string;
}

export function appendDrift(file: string, entry: DriftEntry): void {
  mkdirSync(dirname(file), { recursive: true });
  // one write of one line: parallel workers appending to the same file do not interleave
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

/** The drift file's entries, and how many of its lines were not JSON (cut short by a killed worker). */
export interface DriftLog {
  entries: DriftEntry[];
  unreadable: number;
}

export function readDrift(file: string): DriftLog {
  const log: DriftLog = { entries: [], unreadable: 0 };
  if (!existsSync(file)) return log;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      log.entries.push(JSON.parse(line) as DriftEntry);
    } catch (e) {
      if (!(e instanceof SyntaxError)) throw e;
      log.unreadable++;
    }
  }
  return log;
}

export function clearDrift(file: string): void {
  rmSync(file, { force: true });
}
