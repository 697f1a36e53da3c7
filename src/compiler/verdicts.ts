// What a planner's verdict on a step means in this run: a possible defect where an earlier scenario left the app
// halfway is no defect, and a binding that would take the place of one another step proved is no binding.
import type { Binding, StepAction } from '../cache/schema.ts';
import type { Fingerprint } from '../locators/target.ts';
import { describeLocators, targetsOf } from '../cache/describe.ts';
import type { PlanOutcome } from '../planners/planner.ts';
import { stepArgsOf } from '../planners/planner.ts';
import { fillTemplate } from '../runtime/values.ts';
import type { RecordBook } from './records.ts';
import type { ResolvedStep } from './steps.ts';

const first = (m: string): string => m.split('\n')[0]!;

/** The first scenario of a feature that stopped partway in this run. */
export interface Unfinished {
  location: string;
  /** the values of the steps it did not do (the one that stopped it and those skipped after) */
  undone: string[];
}

/**
 * One step definition serves every step with these words and values. When an earlier step of this run compiled
 * them and its binding failed here, a binding planned anew on another element would take its place and break
 * that step at replay (`I click "Edit this tiddler"` after each scenario opened its own note): neither can be
 * served, so this one is unsure and the earlier binding stays.
 */
export function oneMeaning(book: RecordBook, s: ResolvedStep, failed: Binding | undefined,
  result: Extract<PlanOutcome, { status: 'compiled' }>): PlanOutcome {
  const at = book.provenAt(s);
  if (!at || !failed) return result;
  const fill = (t: string) => fillTemplate(t, stepArgsOf(s.plan));
  const was = fill(describeLocators(failed.actions));
  const now = fill(describeLocators(result.actions));
  if (was === now || sameElements(failed.actions, result.actions, fill)) return result;
  return { status: 'unsure', usage: result.usage, trace: result.trace,
    reason: `the same words (and values) are "${was}" at ${at} but "${now}" here, and one step definition ` +
      'serves both: say in the step what tells them apart' };
}

/**
 * The same elements, found again by other locators (a sort header whose label says the order it sorts in next):
 * of the same tag in the same place, with the same id, test id, text or name.
 */
function sameElements(a: StepAction[], b: StepAction[], fill: (t: string) => string): boolean {
  const prints = (actions: StepAction[]): Fingerprint[] => actions.flatMap(targetsOf).map((t) => t.fingerprint);
  const [x, y] = [prints(a), prints(b)];
  const same = (p: Fingerprint, q: Fingerprint): boolean => p.tag === q.tag
    && fill(p.context ?? '') === fill(q.context ?? '')
    && (['id', 'testId', 'text', 'name'] as const).some((k) => p[k] && fill(p[k]!) === fill(q[k] ?? ''));
  return x.length > 0 && x.length === y.length && x.every((p, i) => same(p, y[i]!));
}

/** The words of a value that can say what it is about ("sunscreen" of "Passport, charger, sunscreen"). */
const telling = (v: string): string[] => v.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4);

/**
 * An app with state of its own (notes on a server) keeps what an earlier scenario left halfway, and lacks
 * what it did not get to make: a text this check says is gone may be what it left (a draft left open); a
 * check in a scenario whose values (this step's or an earlier one's: the word searched for) share a word
 * with a value its steps not done would have entered may be looking for what was never made. Neither is
 * the app's defect. `values`: this scenario's step values up to this step.
 */
export function leftHalfway(result: Extract<PlanOutcome, { status: 'defect' }>, leftBy: Unfinished | undefined,
  values: string[]): PlanOutcome {
  if (!leftBy) return result;
  const undone = new Set(leftBy.undone.flatMap(telling));
  const owed = values.flatMap(telling).find((w) => undone.has(w));
  if (!result.absence && owed === undefined) return result;
  const why = result.absence ? 'what it left in the app may be what this check found'
    : `its steps not done would have given "${owed}", which this scenario uses`;
  return { status: 'unsure', reason: `${first(result.reason)} — not reported as a possible defect: the scenario at ` +
    `${leftBy.location} stopped partway in this compile, and ${why}` };
}
