// The state of the element a grounded target finds on the page now (its focus, whether it is open, its
// text), for a plan that depends on it: undefined when the target finds nothing.
import type { Target } from '../../locators/target.ts';
import type { ElementState } from '../../drivers/driver.ts';
import type { ElementState as ElementStateName } from '../../cache/schema.ts';
import { findNow } from '../../runtime/find-element.ts';
import { resolveTarget } from '../../runtime/values.ts';
import { stepArgsOf, type PlanContext } from '../planner.ts';

export async function stateNow(ctx: PlanContext, target: Target): Promise<ElementState | undefined> {
  const el = await findNow(ctx.driver, resolveTarget(target, stepArgsOf(ctx.step)), ctx.opts);
  return el ? ctx.driver.readState(el) : undefined;
}

const OPENERS = new Set(['button', 'link', 'tab', 'menuitem', 'summary', 'checkbox', 'radio', 'switch', 'combobox',
  'option', 'label', 'treeitem']);

/**
 * The state a check of "open" or "closed" reads on this element: expanded or collapsed where the element
 * says whether it is (a toggle, a disclosure); shown or gone where it says nothing of the kind ("the
 * "Tasks" note should open below "Intro"": a note that opens is one that shows).
 */
export async function openOrShown(ctx: PlanContext, target: Target,
  state: ElementStateName): Promise<ElementStateName> {
  if (state !== 'expanded' && state !== 'collapsed') return state;
  // a control a person opens something with says whether it is open, or the check cannot tell
  if (OPENERS.has(target.fingerprint.role)) return state;
  const now = await stateNow(ctx, target);
  if (!now || now.expanded !== null) return state;
  return state === 'expanded' ? 'visible' : 'hidden';
}
