// A re-identified element becomes the step's new target: built the way discovery builds targets,
// templated by the same step parameters when the element is still named by them, so a generic
// binding stays generic only where that is true.
import type { StepAction } from '../cache/schema.ts';
import { buildTarget } from '../locators/build-target.ts';
import type { Target } from '../locators/target.ts';
import type { ObservedElement } from '../observation/element.ts';

/** The target an action acts on or checks, if any. */
export function targetOf(a: StepAction): Target | undefined {
  if ('target' in a && a.target) return a.target;
  if (a.do === 'assert' && 'target' in a.expect) return a.expect.target;
  if (a.do === 'waitFor' && 'target' in a.until) return a.until.target;
  return undefined;
}

/** The action with its (checked) element replaced. */
export function withTarget(a: StepAction, target: Target): StepAction {
  if (a.do === 'assert' && 'target' in a.expect) return { ...a, expect: { ...a.expect, target } };
  if (a.do === 'waitFor' && 'target' in a.until) return { ...a, until: { ...a.until, target } };
  return { ...a, target } as StepAction;
}

/**
 * The new target for `el`. `keepsGeneric` is false when the old target was templated by step
 * parameters and the element is no longer named by them: the binding then serves these arguments only.
 */
export function retarget(old: Target, el: ObservedElement, args: string[],
  peers: ObservedElement[]): { target: Target; keepsGeneric: boolean } {
  const used = [...new Set([...JSON.stringify(old).matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])))];
  if (used.length) {
    const templated = buildTarget(el, used.map((index) => ({ index, value: args[index] ?? '' })), peers);
    if (templated) return { target: templated, keepsGeneric: true };
  }
  return { target: buildTarget(el, [], peers)!, keepsGeneric: used.length === 0 };
}
