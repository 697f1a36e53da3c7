// Optional UI at replay: a cookie banner or a "what's new" dialog that shows up only sometimes. A
// guarded dismissal (`dismissIf`, learned by heal) is performed only when its overlay is there, and
// when any action is intercepted by an element on top, the known dismissals whose control is present
// are performed and the action is tried once more. No overlay, no cost.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { StepRecord } from '../cache/schema.ts';
import { readRecordFile } from '../cache/record-file.ts';
import type { AppDriver, ResolvedTarget } from '../drivers/driver.ts';
import type { Target } from '../locators/target.ts';
import type { RuntimeOptions } from './options.ts';
import { pollUntil } from '../drivers/poll.ts';

/** Clicks the dismissal control if its overlay is there now (one look, no waiting); true when it did. */
export async function dismissIfPresent<E>(driver: AppDriver<E>, control: ResolvedTarget,
  opts: RuntimeOptions): Promise<boolean> {
  const found = await driver.locate(control, { visibleOnly: true, threshold: opts.identityThreshold });
  if (!found.element) return false;
  await driver.click(found.element).catch(() => undefined);
  // the overlay may animate away: wait until the control is gone (no failure if it stays: the next action says so)
  const gone = async () => {
    const still = await driver.locate(control, { visibleOnly: true, threshold: opts.identityThreshold });
    return still.element ? undefined : true;
  };
  await pollUntil(gone, opts.timeoutMs);
  return true;
}

/** Every guarded dismissal in these records. */
export function guardsOf(records: Iterable<StepRecord>): Target[] {
  const out = new Map<string, Target>();
  for (const r of records) {
    for (const b of r.bindings) for (const a of b.actions) if (a.do === 'dismissIf') out.set(JSON.stringify(a.target), a.target);
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
      } catch {
        return []; // a broken record is reported when its own step runs
      }
    }));
    byDir.set(recordsDir, guards);
  }
  return guards;
}
