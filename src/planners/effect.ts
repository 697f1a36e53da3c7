// Compile's proof that an action did something a person could see. The page is read before and after
// it (URL, open dialogs, the text of every frame, the element's own state); what changed is recorded
// with the binding, so replay and heal can tell "the click did nothing" from "the app is wrong". A
// click that changed nothing is tried once more another way; if that changes nothing either, the step
// is unsure, never compiled.
import type { Effect, StepAction } from '../cache/schema.ts';
import { BROWSER_DIALOG, type AppDriver, type ElementState, type ResolvedTarget } from '../drivers/driver.ts';
import { PageNotSettledError } from '../drivers/errors.ts';
import { norm } from '../runtime/assertions.ts';
import { staleIsGone } from '../runtime/effect.ts';
import { executeAction, isUnactionable } from '../runtime/execute.ts';
import { findNow } from '../runtime/find-element.ts';
import type { RuntimeOptions } from '../runtime/options.ts';
import { resolveTarget, type StepArgs } from '../runtime/values.ts';

interface Snapshot {
  url: string;
  text: string;
  lines: Set<string>;
  dialogs: number;
  el?: ElementState;
  /** where the page is scrolled to, when the backend can tell */
  scrolled?: string;
}

export type Watched = Extract<StepAction, { do: 'click' } | { do: 'press' }>;

/** Actions whose effect compile verifies; the others check their own result (check, select) or have none to see. */
// a click at the end of a text moves the caret, which is no effect a page shows: the typing after it tells
export const isWatched = (a: StepAction): a is Watched => (a.do === 'click' && !a.at && !a.on) || a.do === 'press';

const STATES = ['selected', 'checked', 'expanded', 'pressed'] as const;
const FIELD_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);
const CHECKABLE = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);
/** how long a change may take to show after the action, when none has shown yet */
const EFFECT_WAIT_MS = 1_500;

/** `first`: the reading before the action, taken once the element is in view as the action brings it */
async function snapshot<E>(driver: AppDriver<E>, target: ResolvedTarget | undefined,
  opts: RuntimeOptions, first = false): Promise<Snapshot> {
  const url = await driver.url();
  // the browser's own dialog holds the page: what it says is all there is to read, and it stays open for
  // the step that answers it (reading the page would dismiss it)
  const dialogParts = await driver.readText({ kind: 'dialog' });
  const held = dialogParts.filter((p) => p.where === BROWSER_DIALOG);
  const parts = held.length ? held : await driver.readText();
  const dialogs = dialogParts.length;
  const found = target && !held.length ? await findNow(driver, target, opts) : null;
  const el = found ? await driver.readState(found).catch(staleIsGone) : undefined;
  const lines = new Set(parts.flatMap((p) => p.text.split('\n').map(norm).filter(Boolean)));
  const scrolled = held.length ? undefined
    : await driver.scrollSpot?.((first && found) || undefined).catch(staleIsGone);
  return { url, text: norm(parts.map((p) => p.text).join(' ')), lines, dialogs, el, scrolled };
}

/**
 * A line the action made appear, as it reads for these arguments (a generic binding drops it); none
 * when it would hold a secret.
 */
function appearedLine(before: Snapshot, after: Snapshot, s: StepArgs): string | undefined {
  const secrets = Object.values(s.env).filter((v): v is string => typeof v === 'string' && v.length >= 4);
  return [...after.lines].find((l) => !before.lines.has(l) && l.length >= 3 && l.length <= 80
    && !secrets.some((v) => l.includes(v)));
}

/** What changed between the two snapshots, or undefined when nothing a person could see did. */
export function effectBetween(before: Snapshot, after: Snapshot, role: string, s: StepArgs): Effect | undefined {
  const seen: Effect['seen'] = [];
  if (after.url !== before.url) seen.push('navigation');
  if (after.dialogs > before.dialogs) seen.push('dialog-opened');
  if (after.dialogs < before.dialogs) seen.push('dialog-closed');
  const state: NonNullable<Effect['state']> = {};
  for (const k of STATES) {
    // a tab's aria-selected also reads as checked: checked is a state of checkable roles only
    if (k === 'checked' && !CHECKABLE.has(role)) continue;
    if (before.el && after.el && before.el[k] !== undefined && before.el[k] !== after.el[k]) state[k] = after.el[k];
  }
  if (Object.keys(state).length) seen.push('state');
  if (before.el && after.el && before.el.value !== after.el.value && FIELD_ROLES.has(role)) seen.push('value');
  // focusing a field is what clicking it is for; a button that takes the focus has done nothing yet
  if (before.el && after.el && !before.el.focused && after.el.focused && FIELD_ROLES.has(role)) seen.push('focus');
  if (after.text !== before.text) seen.push('text');
  if (before.el && after.el && before.el.look !== after.el.look) seen.push('look');
  // only a link or button that brought another part into view: the jump is what it is for
  if (!seen.length && before.scrolled !== undefined && after.scrolled !== undefined
    && before.scrolled !== after.scrolled) seen.push('scroll');
  if (!seen.length) return undefined;
  const appeared = seen.includes('text') ? appearedLine(before, after, s) : undefined;
  return { seen, ...(Object.keys(state).length ? { state } : {}), ...(appeared ? { appeared } : {}) };
}

/** A tab already selected, a toggle already on: clicking it again changes nothing, and rightly so. */
const alreadyThere = (el: ElementState | undefined): boolean => Boolean(el?.selected || el?.pressed);

export type Performed = { action: StepAction } | { noEffect: string };

/**
 * Performs a click or key press and verifies its effect: the action comes back with what it was seen
 * to do (and `via`, when only another way of clicking worked), or the reason it did nothing.
 */
export async function performWatched<E>(driver: AppDriver<E>, action: Watched, s: StepArgs,
  opts: RuntimeOptions, timesBefore: Watched[] = []): Promise<Performed> {
  const target = action.target ? resolveTarget(action.target, s) : undefined;
  const role = action.target?.fingerprint.role ?? '';
  const before = await snapshot(driver, target, opts, true);
  // "twice": the times before the last, one after the other, and the effect of them all
  for (const earlier of timesBefore) await executeAction(driver, earlier, s, opts);
  await executeAction(driver, action, s, opts);
  const settle = (acted: boolean, maxMs: number): Promise<unknown> => driver.settle({ change: true, acted, maxMs })
    // a page that never settles is read as it is: only that is expected here
    .catch((e: unknown) => {
      if (!(e instanceof PageNotSettledError)) throw e;
    });
  const seen = async (): Promise<Effect | undefined> => {
    // what the action changed at once, read as soon as the page is quiet; when that shows nothing a person
    // could see (a busy class before the answer), the change still to come, within the same budget
    const started = Date.now();
    await settle(true, EFFECT_WAIT_MS);
    const effect = effectBetween(before, await snapshot(driver, target, opts), role, s);
    const left = EFFECT_WAIT_MS - (Date.now() - started);
    if (effect || left <= 0) return effect;
    await settle(false, left);
    return effectBetween(before, await snapshot(driver, target, opts), role, s);
  };
  let effect = await seen();
  if (effect) return { action: { ...action, effect } };
  if (alreadyThere(before.el)) return { action };
  const tried = [action.do === 'click' ? 'a click' : `pressing ${action.key}`];
  // other ways to click are more clicks than a step that counts them says
  if (action.do === 'click' && target && driver.activate && !action.button && !timesBefore.length) {
    for (const via of ['script', 'keyboard'] as const) {
      const el = await findNow(driver, target, opts);
      if (!el) break;
      // the first click may have hidden or disabled it: that way is then not open, and not a crash
      const done = await driver.activate(el, via).then(() => true, (e: unknown) => {
        if (isUnactionable(e)) return false;
        throw e;
      });
      if (!done) break;
      tried.push(via === 'script' ? 'the element\'s own click()' : 'Enter on it');
      effect = await seen();
      if (effect) return { action: { ...action, via, effect } };
    }
  }
  // a key press may only move the focus, which this cannot see: it is kept, with no effect to check later
  if (action.do === 'press') return { action };
  const what = target ? target.description : 'it';
  return { noEffect: `clicking ${what} had no visible effect ` +
    `(tried ${tried.join(', then ')}: the URL, the dialogs, the page text, its state and where it is scrolled ` +
    'stayed the same)' };
}
