// Optional UI: an action intercepted by an overlay (a cookie banner, a "what's new" dialog) gets a
// guarded dismissal of that overlay in front of it — the overlay's own close / accept / dismiss
// control, performed at replay only when the overlay is there.
import type { StepAction } from '../cache/schema.ts';
import type { AppDriver } from '../drivers/driver.ts';
import { buildTarget } from '../locators/build-target.ts';
import type { ObservedElement } from '../observation/element.ts';
import type { StepFailure } from '../runtime/failures.ts';
import { dismissIfPresent } from '../runtime/guards.ts';
import type { RuntimeOptions } from '../runtime/options.ts';
import { words } from '../planners/rules/words.ts';

// what dismissing says, most harmless first: closing beats acknowledging beats accepting beats refusing
const DISMISS: readonly (readonly string[])[] = [
  ['close', 'dismiss', '×', '✕', '✖', 'x', 'hide'],
  ['got it', 'ok', 'okay', 'not now', 'no thanks', 'maybe later', 'later', 'skip', 'continue'],
  ['accept', 'accept all', 'accept cookies', 'accept all cookies', 'agree', 'i agree', 'allow', 'allow all',
    'i accept'],
  ['reject', 'reject all', 'decline', 'deny', 'only necessary', 'necessary only'],
];

/** The control of an overlay that dismisses it, if it has one. */
export function dismissControl(controls: ObservedElement[]): ObservedElement | undefined {
  const rank = (c: ObservedElement): number => {
    const said = [c.name, c.text ?? ''].map((t) => words(t).join(' ') || t.trim().toLowerCase());
    const i = DISMISS.findIndex((group) => group.some((w) => said.includes(w)));
    return i < 0 ? Infinity : i;
  };
  const ranked = controls.map((c) => ({ c, r: rank(c) })).filter((x) => x.r < Infinity).sort((a, b) => a.r - b.r);
  return ranked[0]?.c;
}

/** Dismisses the overlay that intercepted `failure` live and returns the guarded action that does it at replay. */
export async function dismissOverlay(driver: AppDriver<unknown>, failure: StepFailure, opts: RuntimeOptions):
  Promise<{ ok: true; action: StepAction } | { ok: false; reason: string }> {
  const covered = `it is covered by ${failure.obstruction ?? 'another element'}`;
  if (!driver.overlayOver || !failure.target) return { ok: false, reason: covered };
  const found = await driver.locate(failure.target, { visibleOnly: true, threshold: opts.identityThreshold });
  const info = found.element ? await driver.overlayOver(found.element) : undefined;
  if (!info) return { ok: false, reason: `${covered}, which could not be found again` };
  const control = dismissControl(info.controls);
  if (!control) return { ok: false, reason: `${covered} (${info.overlay}), which has no close, ` +
    `accept or dismiss control` };
  const target = buildTarget(control, [], info.controls)!;
  if (!(await dismissIfPresent(driver, { ...target }, opts))) return { ok: false,
    reason: `${covered}; its "${control.name}" control could not be used` };
  // from now on this run (and replay) knows the overlay
  opts.guards?.push(target);
  return { ok: true, action: { do: 'dismissIf', target, overlay: info.overlay } };
}
