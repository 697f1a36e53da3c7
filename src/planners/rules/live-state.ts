// The state of the element a grounded target finds on the page now (its focus, whether it is open, its
// text), for a plan that depends on it: undefined when the target finds nothing.
import type { Target } from '../../locators/target.ts';
import type { ElementState } from '../../drivers/driver.ts';
import { findNow } from '../../runtime/find-element.ts';
import { resolveTarget } from '../../runtime/values.ts';
import { stepArgsOf, type PlanContext } from '../planner.ts';

export async function stateNow(ctx: PlanContext, target: Target): Promise<ElementState | undefined> {
  const el = await findNow(ctx.driver, resolveTarget(target, stepArgsOf(ctx.step)), ctx.opts);
  return el ? ctx.driver.readState(el) : undefined;
}
