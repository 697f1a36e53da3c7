import type { AppDriver, LocateResult, ResolvedTarget } from '../drivers/driver.ts';
import { locatorFailure, StepFailure } from './failures.ts';
import type { RuntimeOptions } from './options.ts';
import { pollUntil } from './wait.ts';

/**
 * Finds the recorded element, waiting for it to appear. Every strategy is tried in one browser
 * round trip per poll; an element that matches a strategy but fails the fingerprint identity check
 * is not accepted.
 */
export async function findElement<E>(driver: AppDriver<E>, target: ResolvedTarget, opts: RuntimeOptions,
  want: { enabled?: boolean; hiddenToo?: boolean } = {}): Promise<E> {
  let last: LocateResult<E> = { element: null, tried: [] };
  let disabled = false;
  const found = await pollUntil(async () => {
    last = await driver.locate(target, { visibleOnly: !want.hiddenToo, threshold: opts.identityThreshold });
    if (!last.element) return undefined;
    if (want.enabled) {
      disabled = !(last.enabled ?? (await driver.readState(last.element)).enabled);
      if (disabled) return undefined;
    }
    return last.element;
  }, opts.timeoutMs);
  if (found) return found;
  if (disabled) {
    throw new StepFailure('action-failed', `${target.description} stayed disabled for ${opts.timeoutMs} ms.`);
  }
  throw locatorFailure(target.description, target.strategies, last.tried, opts.timeoutMs);
}

/** One attempt, no waiting: for "is it hidden?" checks, where absence is the expected answer. */
export async function findNow<E>(driver: AppDriver<E>, target: ResolvedTarget, opts: RuntimeOptions): Promise<E | null> {
  const res = await driver.locate(target, { visibleOnly: false, threshold: opts.identityThreshold });
  return res.element;
}
