import type { AppDriver, SettleOptions } from '../drivers/driver.ts';
import type { Observation } from '../observation/element.ts';

/*
 * Observing for discovery. A step right after a click that expands a section must not conclude
 * "no element matches" from a snapshot taken mid-animation, so discovery observes a settled page,
 * and when what it looks for is not there yet, re-observes for a bounded time: each time the page
 * changes (or every `pollMs` at the latest), never with fixed sleeps.
 */

export interface ObserveUntilResult {
  /** the last observation: the one that matched, or the latest when time ran out */
  observation: Observation;
  matched: boolean;
  observations: number;
  waitedMs: number;
}

/** A settled observation (the default SettleOptions, or `settle`). */
export function observeSettled(driver: AppDriver<unknown>, settle: SettleOptions = {}): Promise<Observation> {
  return driver.observe({ settle });
}

/**
 * Observes the settled page; while `predicate(observation)` is false, waits for the page to change
 * and settle again, then re-observes, for at most `timeoutMs` in all. The first observation is
 * always made, whatever the timeout.
 */
export async function observeUntil(driver: AppDriver<unknown>, predicate: (o: Observation) => boolean,
  timeoutMs: number, opts: { pollMs?: number; settle?: SettleOptions } = {}): Promise<ObserveUntilResult> {
  const start = Date.now();
  const pollMs = opts.pollMs ?? 500;
  const left = (): number => timeoutMs - (Date.now() - start);
  let observation = await driver.observe({ settle: { ...opts.settle,
    maxMs: Math.max(0, Math.min(left(), opts.settle?.maxMs ?? 2_000)) } });
  let observations = 1;
  while (!predicate(observation)) {
    if (left() <= 0) return { observation, matched: false, observations, waitedMs: Date.now() - start };
    // something new to see: a change, settled; or, when nothing changes, a fresh look after pollMs
    await driver.settle({ ...opts.settle, change: true, maxMs: Math.min(left(), pollMs) });
    observation = await driver.observe();
    observations++;
  }
  return { observation, matched: true, observations, waitedMs: Date.now() - start };
}
