// The rule planner's honest "I cannot tell": thrown wherever the evidence does not settle a step, and
// turned into an unsure step (with its reason) by the planner, never into a guess.
import type { StepAction } from '../../cache/schema.ts';
import type { Target } from '../../locators/target.ts';
import type { PlanContext } from '../planner.ts';

export class Unsure extends Error {}

/**
 * Unsure now, but a later step of the same scenario may bring the evidence ("the "Bold" button is not shown",
 * then a step that shows it): `settle` is tried on the page after each later step, and gives the step's actions
 * once that page holds what was missing.
 */
export class UnsureUntilLater extends Unsure {
  constructor(message: string, readonly settle: (later: PlanContext) => Promise<StepAction[] | undefined>) {
    super(message);
  }
}

/**
 * Unsure among look-alike links that each lead somewhere else ("View" on four cards): following one changes
 * nothing in the app, so the compiler may follow each and keep the one the check after it bears out.
 */
export class UnsureAmongWays extends Unsure {
  /** `mayWrite`: the ways are not links each to its own page, so taking one may change what the app holds */
  constructor(message: string, readonly ways: Target[], readonly mayWrite: boolean) {
    super(message);
  }
}
