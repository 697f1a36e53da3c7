// Optional UI at replay: a cookie banner or a "what's new" dialog that shows up only sometimes. A
// guarded dismissal (`dismissIf`, learned by heal) is performed only when its overlay is there, and
// when any action is intercepted by an element on top, the known dismissals whose control is present
// are performed and the action is tried once more. No overlay, no cost.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { StepRecord } from '../cache/schema.ts';
import { CacheRecordError, readRecordFile } from '../cache/record-file.ts';
import type { AppDriver, ResolvedTarget } from '../drivers/driver.ts';
import { InterceptedError } from '../drivers/errors.ts';
import type { Target } from '../locators/target.ts';
import type { RuntimeOptions } from './options.ts';
import { pollUntil } from '../drivers/poll.ts';

/** Clicks the dismissal control if its overlay is there now (one look, no waiting); true when it did. */
export async function dismissIfPresent<E>(driver: AppDriver<E>, control: ResolvedTarget,
  opts: RuntimeOptions): Promise<boolean> {
  const look = () => driver.locate(control, { visibleOnly: true, threshold: opts.identityThreshold });
  const found = await look();
  if (!found.element) return false;
  const clicked = await driver.click(found.element).then(() => true, (e: unknown) => {
    if (!overlayMovedUnderClick(e)) throw e;
    return false;
  });
  // the control went away by itself (the overlay closed on its own): nothing left to dismiss
  if (!clicked) return !(await look()).element;
  // the overlay may animate away: wait until the control is gone (no failure if it stays: the next action says so)
  await pollUntil(async () => ((await look()).element ? undefined : true), opts.timeoutMs);
  return true;
}

/**
 * What a click on a dismissal control may meet while its overlay changes under it: the control was
 * replaced or removed, cannot be clicked yet (still animating in), or something else is on top.
 * WebDriver errors are named by class on the web (selenium) and by W3C code on Android (webdriverio).
 */
const OVERLAY_MOVED = new Set(['StaleElementReferenceError', 'ElementNotInteractableError',
  'ElementClickInterceptedError',
  'stale element reference', 'element not interactable', 'element click intercepted']);

function overlayMovedUnderClick(e: unknown): boolean {
  return e instanceof InterceptedError || (e instanceof Error && OVERLAY_MOVED.has(e.name));
}

/** Every guarded dismissal in these records. */
export function guardsOf(records: Iterable<StepRecord>): Target[] {
  const out = new Map<string, Target>();
  for (const r of records) {
    for (const b of r.bindings) for (const a of b.actions) if (a.do === 'dismissIf') out.set(JSON.stringify(a.target),
      a.target);
  }
  return [...out.values()];
}

const byDir = new Map<string, Target[]>();

/** The guarded dismissals of every record in a records directory, read once per process. */
export function guardsIn(recordsDir: string): Target[] {
  let guards = byDir.get(recordsDir);
  if (!guards) {
    const files = existsSync(recordsDir) ? readdirSync(recordsDir).filter((f) => f.endsWith('.json')) : [];
    guards = guardsOf(files.flatMap((f) => {
      try {
        return [readRecordFile(join(recordsDir, f))];
      } catch (e) {
        if (e instanceof CacheRecordError) return []; // an invalid record is reported when its own step runs
        throw e;
      }
    }));
    byDir.set(recordsDir, guards);
  }
  return guards;
}
