// Which generated step file a step belongs in: decided by what its actions do, never by the feature
// that first used it (cucumber's "feature-coupled step definitions" anti-pattern).
import type { StepAction, StepRecord } from '../cache/schema.ts';

/** The generated step files, one per kind of thing a step does. */
export type StepGroup = 'navigation' | 'forms' | 'interaction' | 'checks';

/** In the order a step is tested against them: the first that fits is the step's group. */
export const STEP_GROUPS: readonly StepGroup[] = ['checks', 'forms', 'navigation', 'interaction'];

/** What each file holds, for its header. */
export const GROUP_SUMMARY: Record<StepGroup, string> = {
  checks: 'steps that only check what the app shows (text, field values, states, counts, URL, title)',
  forms: 'steps that enter data (type, clear, select, check, upload)',
  navigation: 'steps that move around the app (open a page, go back or forward, scroll, swipe)',
  interaction: 'steps that act on the app without entering data (click, hover, drag, press, long-press)',
};

type Kind = StepAction['do'];
const CHECKS = new Set<Kind>(['assert', 'waitFor']);
const ENTERS_DATA = new Set<Kind>(['type', 'clear', 'select', 'check', 'upload']);
const MOVES = new Set<Kind>(['navigate', 'history', 'scroll', 'scrollTo', 'swipe', 'app']);

/**
 * The group of a record, from the kinds of action of all its bindings: only checks (and waits) →
 * checks; any data entry → forms; any move around the app → navigation; else interaction. Overlay
 * dismissals heal adds (`dismissIf`) are guards, not what the step does, so they do not count.
 */
export function stepGroup(rec: StepRecord): StepGroup {
  const kinds = rec.bindings.flatMap((b) => b.actions.map((a) => a.do)).filter((k) => k !== 'dismissIf');
  if (kinds.length > 0 && kinds.every((k) => CHECKS.has(k))) return 'checks';
  if (kinds.some((k) => ENTERS_DATA.has(k))) return 'forms';
  if (kinds.some((k) => MOVES.has(k))) return 'navigation';
  return 'interaction';
}
