import type { AppDriver, LocateResult, ResolvedTarget } from '../drivers/driver.ts';
import { locatorFailure, StepFailure } from './failures.ts';
import type { RuntimeOptions, SlowWaitKind } from './options.ts';
import { pollUntil } from '../drivers/poll.ts';

/** A wait that lasts this long is probably failing: the runtime tells `opts.onSlowWait` (evidence). */
export const SLOW_WAIT_MS = 1_000;

/** Calls `opts.onSlowWait` once, the first time the wait it was made for has lasted SLOW_WAIT_MS (at a poll). */
export function slowWatch(opts: RuntimeOptions, what: () => string, kind: SlowWaitKind): () => void {
  const started = Date.now();
  let told = false;
  return () => {
    if (told || !opts.onSlowWait || Date.now() - started < SLOW_WAIT_MS) return;
    told = true;
    opts.onSlowWait(what(), kind);
  };
}

/** `work`, with `opts.onSlowWait` told about the page it waits for if it lasts SLOW_WAIT_MS (a load, a navigation). */
export async function noteIfSlow<T>(opts: RuntimeOptions, what: string, work: Promise<T>): Promise<T> {
  const tell = opts.onSlowWait;
  if (!tell) return work;
  const timer = setTimeout(() => tell(what, 'page'), SLOW_WAIT_MS);
  try {
    return await work;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Finds the recorded element, waiting for it to appear. Every strategy is tried in one browser
 * round trip per poll; an element that matches a strategy but fails the fingerprint identity check
 * is not accepted.
 */
export async function findElement<E>(driver: AppDriver<E>, target: ResolvedTarget, opts: RuntimeOptions,
  want: { enabled?: boolean; hiddenToo?: boolean } = {}): Promise<E> {
  let last: LocateResult<E> = { element: null, tried: [] };
  let disabled = false;
  const slow = slowWatch(opts, () => `${target.description} ${disabled ? 'to be enabled' : 'to appear'}`, 'element');
  const found = await pollUntil(async () => {
    slow();
    // (only where an element must be found: a check that one is absent must not pass on a name's case)
    last = await driver.locate(target, { visibleOnly: !want.hiddenToo, threshold: opts.identityThreshold,
      ...(opts.exactCase ? { exactCase: true } : {}) });
    if (!last.element) return undefined;
    if (want.enabled) {
      disabled = !(last.enabled ?? (await driver.readState(last.element)).enabled);
      if (disabled) return undefined;
    }
    return last.element;
  }, opts.timeoutMs);
  if (found) return found;
  if (disabled) {
    throw new StepFailure('action-failed', `${target.description} stayed disabled for ${opts.timeoutMs} ms.`,
      { target });
  }
  throw locatorFailure(target, last.tried, opts.timeoutMs);
}

/** One attempt, no waiting: for "is it hidden?" checks, where absence is the expected answer. */
export async function findNow<E>(driver: AppDriver<E>, target: ResolvedTarget,
  opts: RuntimeOptions): Promise<E | null> {
  return (await locateNow(driver, target, opts)).element;
}

/** One attempt with what each strategy saw, so a check can say "not found" apart from "not the same element". */
export function locateNow<E>(driver: AppDriver<E>, target: ResolvedTarget,
  opts: RuntimeOptions): Promise<LocateResult<E>> {
  return driver.locate(target, { visibleOnly: false, threshold: opts.identityThreshold });
}
