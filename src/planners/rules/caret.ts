// Typing right after the caret was put somewhere ("Click at the end of "Hello world!" in the editor",
// then "Type " Goodbye!" in the editor") goes on where the caret is: filling the field would first
// clear what the step before placed the caret in, and the check after it would report a false defect.
import type { StepAction } from '../../cache/schema.ts';
import { findNow } from '../../runtime/find-element.ts';
import { resolveTarget } from '../../runtime/values.ts';
import { stepArgsOf, type PlanContext } from '../planner.ts';

type TypeAction = Extract<StepAction, { do: 'type' }>;

/** A click at the start or end of a text: it leaves the caret there and changes nothing else. */
const placesCaret = (a: StepAction | undefined): boolean => a?.do === 'click' && a.at !== undefined;

/**
 * The action just before this one, in this step or else the last one of the step before: the caret is
 * where that left it only when nothing came in between.
 */
export function actionBefore(ctx: PlanContext, inThisStep: StepAction[]): StepAction | undefined {
  return inThisStep.at(-1) ?? (inThisStep.length ? undefined : ctx.history.at(-1)?.did.at(-1));
}

/**
 * The typing as a `typeHere` when the caret was just placed and the field the step names holds it now
 * (the field itself has the focus: a frame's editable body, an editing host, an input); else unchanged.
 * A field without the focus is typed into as the step says: the caret is somewhere else.
 */
export async function typingAtCaret(ctx: PlanContext, action: TypeAction,
  before: StepAction | undefined): Promise<StepAction> {
  if (!placesCaret(before)) return action;
  const args = stepArgsOf(ctx.step);
  const el = await findNow(ctx.driver, resolveTarget(action.target, args), ctx.opts).catch(() => undefined);
  if (!el || !(await ctx.driver.readState(el).catch(() => undefined))?.focused) return action;
  return { do: 'typeHere', text: action.value };
}
