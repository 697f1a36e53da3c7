// When a check fails right after an action, the action is looked at first: compile recorded what it
// did (a tab selected, a toggle pressed, a dialog opened). If that is not so now, the action had no
// effect, and that is what is reported, on the action's step: the check is never
// blamed for it, and no possible defect is claimed. Replay pays for this when a check fails, and with
// one reading of the page before an action whose only recorded effect was a change of text.
import type { Effect, StepAction } from '../cache/schema.ts';
import type { AppDriver } from '../drivers/driver.ts';
import { describeAction } from '../cache/describe.ts';
import { StepFailure } from './failures.ts';
import { norm } from './assertions.ts';
import { findNow } from './find-element.ts';
import type { RuntimeOptions } from './options.ts';
import { actionTarget, executeActions } from './execute.ts';
import { fillTemplate, type StepArgs } from './values.ts';

/** An action a step performed, with what it needs to be looked at again. */
export interface PerformedAction {
  action: StepAction;
  args: StepArgs;
  /** the step that performed it: keyword + text, and feature:line when known */
  step?: { text: string; location?: string };
  /** the page's text just before it, for an action whose only recorded effect was a change of text */
  textBefore?: string;
}

/** The page text read just before each action whose effect nothing else can confirm (see missedEffect). */
export type TextsBefore = Map<StepAction, string>;

/** What compile saw the action do and what is seen now, for the report and the drift file. */
export interface MissedEffect {
  action: string;
  recorded: string;
  observed: string;
  step?: { text: string; location?: string };
}

/** An element the page replaced in the meantime has no state to read: that, and only that, reads as gone. */
export function staleIsGone(e: unknown): undefined {
  if ((e as Error)?.name !== 'StaleElementReferenceError') throw e;
  return undefined;
}

/** All the page's text, every frame, as one normalised string: what "the page reads the same" compares. */
export async function pageTextNow<E>(driver: AppDriver<E>): Promise<string> {
  return norm((await driver.readText()).map((p) => p.text).join(' '));
}

/** The last action of these with a recorded effect (the one a failing check right after it depends on). */
export function lastWithEffect(actions: StepAction[]): StepAction | undefined {
  return [...actions].reverse().find((a) => 'effect' in a && a.effect);
}

export function describeEffect(e: Effect, s: StepArgs): string {
  const state = Object.entries(e.state ?? {}).map(([k, v]) => (v ? k : `not ${k}`));
  return [...state, ...e.seen.filter((x) => x !== 'state' && x !== 'text'),
    ...(e.appeared ? [`"${fillTemplate(e.appeared, s)}" appeared`]
      : e.seen.includes('text') ? ['the page text changed'] : [])]
    .join(', ');
}

/**
 * Whether the action's recorded effect is missing now: what was recorded and what is seen instead, or
 * undefined when it holds or cannot be told. Only what the action itself does is looked at (its
 * element's state, a dialog opened or closed), or, for an action that only changed the page's text,
 * whether the page still reads exactly as it did before the action. Which text appeared is the app's
 * answer, and a different answer is exactly what a possible defect is, so that is evidence, never a verdict.
 */
export async function missedEffect<E>(driver: AppDriver<E>, done: PerformedAction,
  opts: RuntimeOptions): Promise<MissedEffect | undefined> {
  const { action, args } = done;
  const effect = 'effect' in action ? action.effect : undefined;
  if (!effect) return undefined;
  const misses: string[] = [];
  const target = actionTarget(action, args);
  if (effect.state && target) {
    const el = await findNow(driver, target, opts);
    // an element the page replaced since it was found has no state to compare: not a verdict either way
    const now = el ? await driver.readState(el).catch(staleIsGone) : undefined;
    for (const [k, v] of Object.entries(effect.state)) {
      if (now && now[k as keyof typeof now] !== v) misses.push(`${target.description} is ${v ? 'not ' : ''}${k}`);
    }
  }
  const dialogs = effect.seen.some((x) => x.startsWith('dialog-')) ? (await driver.readText({ kind: 'dialog' })).length
    : -1;
  if (effect.seen.includes('dialog-opened') && dialogs === 0) misses.push('no dialog is open');
  if (effect.seen.includes('dialog-closed') && dialogs > 0) misses.push('the dialog is still open');
  // a jump within the page leaves its text as it was, rightly
  const textual = !effect.seen.every((x) => x === 'scroll');
  if (!verifiable(effect) && textual && done.textBefore !== undefined
    && await pageTextNow(driver) === done.textBefore) {
    misses.push('the page reads exactly as it did before it');
  }
  if (!misses.length) return undefined;
  return { action: fillTemplate(describeAction(action), args), recorded: describeEffect(effect, args),
    observed: misses.join('; '), step: done.step };
}

/** What is seen of an effect that held: the action did its part; only the app's answer may be off. */
function observedWhenHeld(effect: Effect, done: PerformedAction): string {
  if (verifiable(effect)) return 'as recorded';
  return done.textBefore !== undefined ? 'the page text changed' : 'not looked at (only the app\'s answer ' +
    'changed the page)';
}

/** Whether an effect has something lasting of the action's own to look at again (see missedEffect). */
export const verifiable = (e: Effect): boolean => Boolean(e.state) || e.seen.some((x) => x.startsWith('dialog-'));

/**
 * A failed check is first held against the action before it (earlier in its own step, else the
 * previous step's last action): when that action's effect is missing, the failure becomes "the
 * action had no effect", about that action and its step.
 */
export async function blameMissedEffect<E>(driver: AppDriver<E>, failure: StepFailure, before: PerformedAction[],
  opts: RuntimeOptions): Promise<StepFailure> {
  if (failure.kind !== 'assertion-failed') return failure;
  const done = before.filter((p) => 'effect' in p.action && p.action.effect).at(-1);
  if (!done) return failure;
  const missed = await missedEffect(driver, done, opts);
  if (!missed) {
    const effect = 'effect' in done.action && done.action.effect;
    if (effect) {
      failure.preceding = { action: fillTemplate(describeAction(done.action), done.args),
        recorded: describeEffect(effect, done.args), step: done.step,
        observed: observedWhenHeld(effect, done) };
    }
    return failure;
  }
  const at = missed.step ? ` (${missed.step.text}${missed.step.location ? `, ${missed.step.location}` : ''})` : '';
  const blamed = new StepFailure('no-effect', `The action before this check had no effect: ${missed.action}${at}. ` +
    `At compile it left ${missed.recorded}; now ${missed.observed}. The check was not evaluated as a defect: ` +
    `${failure.message.split('\n')[0]}`,
    { cause: failure, target: actionTarget(done.action, done.args), searched: failure.searched });
  blamed.missed = missed;
  blamed.actionIndex = failure.actionIndex;
  return blamed;
}

/** An action whose recorded effect only a change of the page's text shows: the page is read before it. */
const readsBefore = (a: StepAction): boolean => 'effect' in a && Boolean(a.effect) && !verifiable(a.effect!);

/**
 * Performs a step's actions; a check among them that fails is first held against the action before it
 * (`previous`, the earlier step's, or one earlier in this step): what compile and replay both do.
 * Returns the page text read before the actions that need it, for the steps after this one.
 */
export async function executeHeldToEffects<E>(driver: AppDriver<E>, actions: StepAction[], s: StepArgs,
  opts: RuntimeOptions, previous?: PerformedAction, blameOpts: RuntimeOptions = opts): Promise<TextsBefore> {
  const texts: TextsBefore = new Map();
  try {
    await executeActions(driver, actions, s, opts, async (a) => {
      if (readsBefore(a)) texts.set(a, await pageTextNow(driver));
    });
  } catch (e) {
    if (!(e instanceof StepFailure)) throw e;
    const own = actions.slice(0, e.actionIndex ?? 0)
      .map((action) => ({ action, args: s, textBefore: texts.get(action) }));
    throw await blameMissedEffect(driver, e, [...(previous ? [previous] : []), ...own], blameOpts);
  }
  return texts;
}
