// "I click "Shopping list" in the "Recent" tab" (or next to something in it) while another tab is shown: a
// person opens that tab first. The tab of that name, when it says it is not the selected one, is clicked,
// and the step's own click is planned after it on the page it shows, like a clause of its own (each
// grounded and checked where it is), so replay opens the tab too.
import type { Target } from '../../locators/target.ts';
import type { PlanContext } from '../planner.ts';
import type { TargetPhrase } from './intent.ts';
import { stateNow } from './live-state.ts';
import type { On } from './system-actions.ts';

/** The unselected tab the target's place names, to click before the target; undefined when there is none. */
export async function closedTabOf(ctx: PlanContext, on: On, target: TargetPhrase): Promise<Target | undefined> {
  const tab = tabPlacing(target);
  if (!tab || !tab.words || tab.ordinal !== undefined) return undefined;
  const opener = await on(tab, 'click').catch(() => undefined);
  if (opener?.fingerprint.role !== 'tab') return undefined;
  // only a tab that says it is not selected: one that says nothing may be shown already
  return (await stateNow(ctx, opener))?.selected === false ? opener : undefined;
}

/** The tab the target is in, however placed ("the arrow next to "Filters" in the "Contents" tab of the sidebar"). */
function tabPlacing(target: TargetPhrase): TargetPhrase | undefined {
  for (let r = target.relation; r; r = r.anchor.relation) {
    if (r.kind === 'in' && r.anchor.roleHint === 'tab') return r.anchor;
  }
  return undefined;
}
