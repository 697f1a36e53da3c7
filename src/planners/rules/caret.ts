// Typing right after the caret was put somewhere ("Click at the end of "Hello world!" in the editor",
// then "Type " Goodbye!" in the editor"; "I press End and type " x" into that heading") goes on where it
// is: filling the field would first clear what the step before placed the caret in, and the check after it
// would report a false defect.
// Words inside a rich-text editor are clicked on where they are drawn: they are no element of their own.
import type { StepAction, Value } from '../../cache/schema.ts';
import type { Target } from '../../locators/target.ts';
import type { StepBinder } from '../binding.ts';
import type { Intent, TargetPhrase } from './intent.ts';
import type { Purpose } from './ground.ts';
import type { On } from './system-actions.ts';
import { Unsure } from './unsure.ts';
import type { PlanContext } from '../planner.ts';
import { stateNow } from './live-state.ts';
import { closedTabOf } from './closed-tab.ts';

type TypeAction = Extract<StepAction, { do: 'type' }>;

// keys that only move the caret ("I press End and type " today" into that heading")
const CARET_KEYS = new Set(['End', 'Home', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Control+End',
  'Control+Home', 'PageUp', 'PageDown']);

/** A click at the start or end of a text, or a key that moves the caret: it leaves the caret there, nothing else. */
const placesCaret = (a: StepAction | undefined): boolean => (a?.do === 'click' && a.at !== undefined)
  || (a?.do === 'press' && CARET_KEYS.has(a.key));

/**
 * The action just before this one, in this step or else the last one of the step before: the caret is
 * where that left it only when nothing came in between.
 */
export function actionBefore(ctx: PlanContext, inThisStep: StepAction[]): StepAction | undefined {
  return inThisStep.at(-1) ?? (inThisStep.length ? undefined : ctx.history.at(-1)?.did.at(-1));
}

/**
 * The typing as a `typeHere` when the caret was just placed and the field the step names holds it now
 * (the field itself has the focus: a frame's editable body, an editing host, an input); else unchanged.
 * A field without the focus is typed into as the step says: the caret is somewhere else.
 */
export async function typingAtCaret(ctx: PlanContext, action: TypeAction,
  before: StepAction | undefined): Promise<StepAction> {
  if (!placesCaret(before)) return action;
  const now = await stateNow(ctx, action.target).catch(() => undefined);
  if (!now?.focused && !now?.holdsCaret) return action;
  return { do: 'typeHere', text: action.value };
}

const low = (t: string): string => t.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * "I click on "I'm an instance of" in the editor": words inside a rich-text editing area are no element of
 * their own, so the click lands on them in the one editing area the step's place names (or the only one on
 * the page), when its text holds them exactly once. A field that takes a value (input, textarea) has no
 * words to click on: anything else stays as unsure as it was.
 */
async function wordsInEditor(ctx: PlanContext, b: StepBinder, on: On, phrase: TargetPhrase,
  why: Unsure): Promise<{ target: Target; on: Value }> {
  const quoted = phrase.quoted;
  if (!quoted || phrase.roleHint || phrase.ordinal !== undefined || phrase.every !== undefined) throw why;
  const area = await on({ words: '', roleHint: 'textbox', relation: phrase.relation }, 'type')
    .catch(() => { throw why; });
  if (['input', 'textarea', 'select'].includes(area.fingerprint.tag)) throw why;
  const text = low((await stateNow(ctx, area))?.value ?? '');
  const want = low(quoted.text);
  if (!want || text.split(want).length !== 2) throw why;
  return { target: area, on: b.value(quoted) };
}

/**
 * A click on what the step names; in a tab not shown yet, after a click on that tab; or on words inside a
 * rich-text editor when no element is called so.
 */
export async function clickActions(intent: Extract<Intent, { kind: 'click' }>, ctx: PlanContext, b: StepBinder,
  one: (p: TargetPhrase, purpose: Purpose) => Promise<Target[]>, on: On, then: Intent[]): Promise<StepAction[]> {
  const button = intent.button && { button: intent.button };
  try {
    return (await one(intent.target, 'click')).map((target) => ({ do: 'click', target, ...button,
      ...(intent.at && { at: intent.at }) }));
  } catch (e) {
    if (!(e instanceof Unsure) || intent.at) throw e;
    const tab = await closedTabOf(ctx, on, intent.target);
    if (tab) {
      then.push(intent);
      return [{ do: 'click', target: tab }];
    }
    return [{ do: 'click', ...await wordsInEditor(ctx, b, on, intent.target, e), ...button }];
  }
}
