// GUARDIAN's rule in code: the agent may only perform what it was offered; everything else is refused with a reason.
import type { StepAction } from '../../cache/schema.ts';
import type { Observation } from '../../observation/element.ts';
import { resolveUrl } from '../../runtime/execute.ts';
import { actionKey, type ActionList, type Verb } from './action-space.ts';
import { InputAnswer, type ActorAnswer } from './answers.ts';
import * as P from './prompts.ts';
import type { StepRun } from './step-run.ts';

/** An action the agent may perform, with its identity for the blocked set. */
export interface LegalAction {
  action: StepAction;
  key: string;
}

const outside = (text: string): string => `navigate to ${JSON.stringify(text)} is outside the app under test`;

/** The actor's choice as a cache action, or why it is refused (returned as a string). */
export async function legalAction(run: StepRun, a: ActorAnswer, list: ActionList,
  obs: Observation): Promise<LegalAction | string> {
  const c = a.chosen_action!;
  const text = c.text ?? '';
  const verb: Verb = c.verb;
  if (isScreenVerb(verb)) return screenAction(run, verb, text, obs);
  const offered = c.element === null ? undefined : list.offered.get(c.element);
  if (!offered) return `element [${c.element}] is not in the action list`;
  if (!offered.verbs.includes(
    verb)) return `${verb} is not offered for [${c.element}] (only ${offered.verbs.join('/')})`;
  const el = offered.el;
  const target = run.binder.target({ el, peers: obs.elements }, run.binder.paramNaming(el));
  const key = actionKey(verb, el);
  switch (verb) {
    case 'click': return { action: { do: 'click', target }, key };
    case 'hover': return { action: { do: 'hover', target }, key };
    case 'long_press': return { action: { do: 'longPress', target }, key };
    case 'check': case 'uncheck': return { action: { do: 'check', target, checked: verb === 'check' }, key };
    case 'select': {
      if (!el.options?.some((o) => o.toLowerCase() === text.toLowerCase())) return `"${text}" is not an ` +
        `option of [${el.index}]`;
      return { action: { do: 'select', target, option: run.binder.valueOfText(text) }, key };
    }
    case 'type': {
      // HxAgent: text the step does not give comes from a separate input-generation call
      const value = !text && !run.ctx.step.args.length ? (await run.ask('input', P.INPUT_SYSTEM, [
        `STEP: ${run.ctx.step.text}`, `FIELD: ${el.role} ${JSON.stringify(el.name || el.label || el.placeholder)}`,
      ], InputAnswer, 'input_answer')).text : text;
      return { action: { do: 'type', target, value: run.binder.valueOfText(value) }, key };
    }
  }
}

/** The verbs that need no element: navigate, back, keys, scrolling, the keyboard. */
const SCREEN_VERBS = ['navigate', 'back', 'press', 'scroll', 'swipe', 'hide_keyboard'] as const;
type ScreenVerb = (typeof SCREEN_VERBS)[number];
const isScreenVerb = (verb: Verb): verb is ScreenVerb => (SCREEN_VERBS as readonly Verb[]).includes(verb);

function screenAction(run: StepRun, verb: ScreenVerb, text: string, obs: Observation): LegalAction | string {
  if (verb === 'navigate' && run.ctx.driver.platform === 'android') {
    // an activity of the app under test only: a deep link or a URL may leave it
    if (!/^(?:[\w.]+\/)?\.[\w.$]+$/.test(text)) {
      return `navigate to ${JSON.stringify(text)}: only an activity of this app (.ui.Settings) can be opened`;
    }
    const pkg = obs.url.replace(/^android-app:\/\//, '').split('/')[0];
    if (text.includes('/') && !text.startsWith(`${pkg}/`)) return outside(text);
    return { action: { do: 'navigate', url: run.binder.valueOfText(text) }, key: `navigate|${text}` };
  }
  if (verb === 'navigate') {
    const url = resolveUrl(text, run.ctx.opts.baseUrl);
    if (!text || new URL(url).origin !== new URL(run.ctx.opts.baseUrl).origin) return outside(text);
    return { action: { do: 'navigate', url: run.binder.valueOfText(text) }, key: `navigate|${url}` };
  }
  if (verb === 'back') return `back is only used by the agent itself to restore a state`;
  if (verb === 'press') {
    if (!/^[A-Z][A-Za-z]+$/.test(text)) return `"${text}" is not a key name`;
    return { action: { do: 'press', key: text }, key: `press|${text}` };
  }
  if (verb === 'scroll') return { action: { do: 'scroll', direction: text === 'up' ? 'up' : 'down' },
    key: `scroll|${text}` };
  if (verb === 'swipe') {
    if (!['up', 'down', 'left', 'right'].includes(text)) {
      return `swipe needs a direction (up, down, left, right), not ${JSON.stringify(text)}`;
    }
    return { action: { do: 'swipe', direction: text as 'up' | 'down' | 'left' | 'right' }, key: `swipe|${text}` };
  }
  return { action: { do: 'hideKeyboard' }, key: 'hide_keyboard' };
}
