import type { StepAction, Value } from '../../cache/schema.ts';
import { pollUntil } from '../../drivers/poll.ts';
import type { Observation } from '../../observation/element.ts';
import { StepFailure } from '../../runtime/failures.ts';
import { scrollUntilText } from '../../runtime/reveal.ts';
import type { StepBinder } from '../binding.ts';
import { observeSettled } from '../observe-settled.ts';
import type { PlanContext } from '../planner.ts';
import type { Target } from '../../locators/target.ts';
import type { Purpose } from './ground.ts';
import type { Intent, TargetPhrase } from './intent.ts';
import { isPlaced } from './placed-target.ts';
import { Unsure } from './unsure.ts';

/*
 * On a screen that holds only what is on it (AppDriver.onScreenOnly: Android's page source), an
 * element or a text the step names may be a step away: under the soft keyboard, or further down a
 * list. What brings it on screen is done here, at compile, and returned as actions for the binding,
 * so replay does the same before the step's own actions. Elsewhere (the web's DOM) nothing is done.
 * "I scroll to "X"" where X is a text and no element (a section title) is a scroll to that text
 * on either platform (on the web it is there already, and the replayed scroll costs one read).
 */

/** Scrolls the screen until the text shows, when it is nowhere on the screen now; whether it did. */
async function scrolledTo(ctx: PlanContext, text: string): Promise<boolean> {
  if ((await ctx.driver.pageText()).includes(text)) return false;
  try {
    await scrollUntilText(ctx.driver, text, ctx.opts);
    return true;
  } catch (e) {
    if (e instanceof StepFailure) return false;
    throw e;
  }
}

/** A named element the screen does not show: the keyboard closed, else the list scrolled to its name. */
export async function revealTarget(ctx: PlanContext, phrase: TargetPhrase, fits: (o: Observation) => boolean,
  b: StepBinder): Promise<{ observation: Observation; actions: StepAction[] } | undefined> {
  const text = phrase.quoted?.text ?? phrase.words;
  if (!ctx.driver.onScreenOnly || !text) return undefined;
  // a field under the soft keyboard: a person closes the keyboard first (a no-op when it is closed)
  await ctx.driver.hideKeyboard();
  const unhidden = await observeSettled(ctx.driver);
  if (fits(unhidden)) return { observation: unhidden, actions: [{ do: 'hideKeyboard' }] };
  if (!(await scrolledTo(ctx, text))) return undefined;
  const value: Value = phrase.quoted ? b.value(phrase.quoted) : { literal: text };
  return { observation: await observeSettled(ctx.driver), actions: [{ do: 'scrollTo', text: value }] };
}

/** A text a check expects to see that is further down the list: scrolled to, as a `scrollTo` to replay. */
export async function revealCheckedText(ctx: PlanContext, text: string, value: Value): Promise<StepAction[]> {
  if (!ctx.driver.onScreenOnly || !text) return [];
  // a text that is coming (a snackbar, a screen loading) is waited for, not searched for
  const onScreen = async (): Promise<true | undefined> => (await ctx.driver.pageText()).includes(text) || undefined;
  const shown = await pollUntil(onScreen, ctx.opts.timeoutMs);
  if (shown) return [];
  return (await scrolledTo(ctx, text)) ? [{ do: 'scrollTo', text: value }] : [];
}

/** "I scroll to "Green teas"": an element, or a text that is none (a section title), scrolled to until it shows. */
export async function scrollActions(intent: Extract<Intent, { kind: 'scroll' }>, ctx: PlanContext, b: StepBinder,
  on: (phrase: TargetPhrase, purpose: Purpose) => Promise<Target>,
  reveals: StepAction[]): Promise<StepAction[]> {
  const direction = intent.direction ? { direction: intent.direction } : {};
  if (!intent.target) return [{ do: 'scroll', ...direction }];
  try {
    return [{ do: 'scroll', target: await on(intent.target, 'scroll'), ...direction }];
  } catch (e) {
    const text = intent.target.quoted;
    if (!(e instanceof Unsure) || !text || isPlaced(intent.target)) throw e;
    if (reveals.some((a) => a.do === 'scrollTo')) return []; // scrolled to it already, as the grounding looked
    if (!(await ctx.driver.pageText()).includes(text.text)) throw e;
    return [{ do: 'scrollTo', text: b.value(text) }];
  }
}
