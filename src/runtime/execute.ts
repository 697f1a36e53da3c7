import type { StepAction } from '../cache/schema.ts';
import { resolve } from 'node:path';
import type { AppDriver, ResolvedTarget } from '../drivers/driver.ts';
import type { Target } from '../locators/target.ts';
import { InterceptedError } from '../drivers/errors.ts';
import { describeAction } from '../cache/describe.ts';
import { expectAssertion } from './assertions.ts';
import { dismissIfPresent } from './guards.ts';
import { StepFailure } from './failures.ts';
import { findElement, findNow, noteIfSlow } from './find-element.ts';
import type { RuntimeOptions } from './options.ts';
import { scrollUntilText } from './reveal.ts';
import { pollUntil } from '../drivers/poll.ts';
import { resolveTarget, resolveValue, type StepArgs } from './values.ts';

/** What WebDriver says when the element is found but will not take the action. */
const UNACTIONABLE = new Set(['ElementNotInteractableError', 'InvalidElementStateError']);

/** Steps that answer or read the browser's dialog: every other action leaves it (driver.leaveDialog). */
const READS_DIALOG = new Set<StepAction['do']>(['answerDialog', 'assert', 'waitFor']);

/** The driver refused the element as it is now (hidden, disabled, read-only): no crash, a reason. */
export const isUnactionable = (e: unknown): boolean => UNACTIONABLE.has((e as Error)?.name);

/** Relative paths go to the base URL, so a suite compiled against one server replays against another. */
export function resolveUrl(url: string, baseUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return new URL(url.replace(/^\//, ''), base).href;
}

/**
 * Performs one compiled action against the app. Shared by replay and by the planners' live checks.
 * An action another element intercepted becomes an `intercepted` failure naming that element.
 */
export async function executeAction<E>(driver: AppDriver<E>, action: StepAction, s: StepArgs, opts: RuntimeOptions,
  retry = true): Promise<void> {
  // a confirm the app opened and no step answered does not hold the page for the next action
  if (!READS_DIALOG.has(action.do)) await driver.leaveDialog?.();
  try {
    await performOnFreshElement(driver, action, s, opts);
  } catch (e) {
    // the element is there but will not take the action (hidden behind its own widget, read-only):
    // that step fails, with the reason; it does not end the run
    if (isUnactionable(e)) {
      throw new StepFailure('action-failed',
        `Could not ${describeAction(action)}: ${(e as Error).message.split('\n')[0]}`,
        { cause: e, target: actionTarget(action, s) });
    }
    if (!(e instanceof InterceptedError)) throw e;
    // an overlay heal has seen before: dismiss it where it is present and try the action once more
    if (retry && opts.guards?.length) {
      let dismissed = false;
      for (const g of opts.guards) dismissed = (await dismissIfPresent(driver, resolveTarget(g, s), opts)) || dismissed;
      if (dismissed) return executeAction(driver, action, s, opts, false);
    }
    if (retry && await uncoveredInTime(driver, action, s, opts)) return;
    throw new StepFailure('intercepted', `Could not ${describeAction(action)}: ${e.message}`,
      { cause: e, target: actionTarget(action, s), obstruction: e.obstruction });
  }
}

/**
 * An element on top for a moment (a story sliding into place, a page still laying out under load) is waited out,
 * as a person waits for it to move: the action is tried again until the step's time is up. The tries it
 * intercepted did nothing (the driver looks at what is on top before it clicks).
 */
async function uncoveredInTime<E>(driver: AppDriver<E>, action: StepAction, s: StepArgs,
  opts: RuntimeOptions): Promise<boolean> {
  const done = await pollUntil(async () => {
    try {
      await performOnFreshElement(driver, action, s, opts);
      return true;
    } catch (e) {
      if (e instanceof InterceptedError || isUnactionable(e)) return undefined;
      throw e;
    }
  }, opts.timeoutMs);
  return done === true;
}

/** Actions that find their element and then act on it: the page may replace it in between. */
const ON_ELEMENT = new Set<StepAction['do']>(['click', 'clear', 'focus', 'expand', 'drag', 'upload', 'type', 'select',
  'check', 'hover', 'press', 'scroll', 'longPress']);

/**
 * An element the page replaced between being found and being acted on (a widget that re-renders as it
 * starts, e.g. an inline editor) is found again and the action tried once more: the driver refuses a
 * stale element before acting, so nothing was done twice.
 */
async function performOnFreshElement<E>(driver: AppDriver<E>, action: StepAction, s: StepArgs,
  opts: RuntimeOptions): Promise<void> {
  try {
    await perform(driver, action, s, opts);
  } catch (e) {
    if ((e as Error)?.name !== 'StaleElementReferenceError' || !ON_ELEMENT.has(action.do)) throw e;
    await perform(driver, action, s, opts);
  }
}

/** Ticks or unticks, then waits for the state to show. */
async function setChecked<E>(driver: AppDriver<E>, target: ResolvedTarget, checked: boolean,
  opts: RuntimeOptions): Promise<void> {
  const el = await findElement(driver, target, opts, { enabled: true });
  if ((await driver.readState(el)).checked !== checked) await driver.click(el);
  // an app may re-render the item it ticked (Backbone replaces it): read the state of the element
  // the target finds now, not of the one that was clicked
  const done = await pollUntil(async () => {
    const now = await stateNow(driver, el, target, opts);
    return (now?.checked === checked) || undefined;
  }, opts.timeoutMs);
  if (!done) {
    const want = checked ? 'checked' : 'unchecked';
    throw new StepFailure('action-failed', `${target.description} did not become ${want}.`);
  }
}

/** Launch, restart, background: only a platform with an app to do it to has `app`. */
function appLifecycle<E>(driver: AppDriver<E>, action: Extract<StepAction, { do: 'app' }>): Promise<void> {
  if (!driver.app) {
    throw new StepFailure('action-failed',
      `There is no app to ${describeAction(action)} on ${driver.platform}: open a page instead.`);
  }
  return driver.app(action.go);
}

async function click<E>(driver: AppDriver<E>, action: Extract<StepAction, { do: 'click' }>, s: StepArgs,
  opts: RuntimeOptions): Promise<void> {
  const target = resolveTarget(action.target, s);
  const el = await findElement(driver, target, opts, { enabled: true });
  // a click that submits a form or follows a link waits for the page it opens
  const what = `the page to answer the click on ${target.description}`;
  if (action.via && driver.activate) return noteIfSlow(opts, what, driver.activate(el, action.via));
  const place = action.on ? { words: resolveValue(action.on, s) } : action.at;
  if (place) {
    if (!driver.clickAt) throw new StepFailure('action-failed', `${driver.platform} cannot click at a place in a text`);
    return driver.clickAt(el, place, action.button === 'double');
  }
  if (action.button === 'double') return driver.doubleClick(el);
  return noteIfSlow(opts, what, action.button === 'right' ? driver.contextClick(el) : driver.click(el));
}

async function perform<E>(driver: AppDriver<E>, action: StepAction, s: StepArgs, opts: RuntimeOptions): Promise<void> {
  switch (action.do) {
    case 'navigate': {
      // a deep link or an activity on Android; relative web paths go to the base URL
      const target = resolveValue(action.url, s);
      const url = driver.platform === 'web' ? resolveUrl(target, opts.baseUrl) : target;
      return noteIfSlow(opts, `${url} to load`, driver.navigate(url));
    }
    case 'history':
      return noteIfSlow(opts, `the page to go ${action.go === 'reload' ? 'reload' : action.go}`,
        driver.history(action.go));
    case 'click':
      return click(driver, action, s, opts);
    case 'clear':
      return driver.clear(await findElement(driver, resolveTarget(action.target, s), opts, { enabled: true }));
    case 'focus':
      return driver.focus(await findElement(driver, resolveTarget(action.target, s), opts));
    case 'expand':
      return expand(driver, resolveTarget(action.target, s), action.expanded, opts);
    case 'drag': {
      const el = await findElement(driver, resolveTarget(action.target, s), opts);
      return driver.dragTo(el, await findElement(driver, resolveTarget(action.to, s), opts));
    }
    case 'upload': {
      // file inputs are often hidden behind a styled button: find them whether visible or not
      const el = await findElement(driver, resolveTarget(action.target, s), opts, { hiddenToo: true });
      return driver.upload(el, resolve(opts.root ?? '.', resolveValue(action.file, s)));
    }
    case 'type':
      return driver.type(await findElement(driver, resolveTarget(action.target, s), opts, { enabled: true }),
        resolveValue(action.value, s), action.target.fingerprint.type);
    case 'select': {
      const target = resolveTarget(action.target, s);
      const option = resolveValue(action.option, s);
      const el = await findElement(driver, target, opts, { enabled: true });
      const chosen = await pollUntil(async () => (await driver.selectOption(el, option)) || undefined, opts.timeoutMs);
      if (!chosen) throw new StepFailure('action-failed', `${target.description} has no option "${option}".`);
      return;
    }
    case 'check':
      return setChecked(driver, resolveTarget(action.target, s), action.checked, opts);
    case 'hover':
      return driver.hover(await findElement(driver, resolveTarget(action.target, s), opts));
    case 'press':
      return driver.pressKey(action.key,
        action.target ? await findElement(driver, resolveTarget(action.target, s), opts) : undefined);
    case 'scroll':
      return driver.scroll(action.target ? await findElement(driver, resolveTarget(action.target, s), opts) : undefined,
        action.direction);
    case 'longPress':
      return driver.longPress(await findElement(driver, resolveTarget(action.target, s), opts, { enabled: true }));
    case 'swipe':
      return driver.swipe(action.direction);
    case 'scrollTo':
      return scrollUntilText(driver, resolveValue(action.text, s), opts);
    case 'hideKeyboard':
      return driver.hideKeyboard();
    case 'answerDialog':
      return answerDialog(driver, action.accept);
    case 'typeHere':
      if (!driver.typeHere) throw new StepFailure('action-failed', `${driver.platform} cannot type where the caret is`);
      return driver.typeHere(resolveValue(action.text, s));
    case 'app':
      return appLifecycle(driver, action);
    case 'waitFor':
      return expectAssertion(driver, action.until, s, opts, action.timeoutMs ?? opts.waitTimeoutMs);
    case 'assert':
      return expectAssertion(driver, action.expect, s, opts);
    case 'dismissIf':
      await dismissIfPresent(driver, resolveTarget(action.target, s), opts);
      return;
  }
}

/** OK or Cancel on the browser's own dialog; none open (or no such dialogs here) is the action failing. */
async function answerDialog<E>(driver: AppDriver<E>, accept: boolean): Promise<void> {
  if (!driver.answerDialog) {
    throw new StepFailure('action-failed', `there are no browser dialogs on ${driver.platform}`);
  }
  await driver.answerDialog(accept).catch((e: unknown) => {
    throw new StepFailure('action-failed', (e as Error).message);
  });
}

/** The element's state, or the state of the element the target finds now when that one was replaced. */
async function stateNow<E>(driver: AppDriver<E>, el: E, target: ResolvedTarget, opts: RuntimeOptions) {
  try {
    return await driver.readState(el);
  } catch (e) {
    if ((e as Error).name !== 'StaleElementReferenceError') throw e;
    // a ticked item the app moved to another list ("Outstanding tasks" → "Completed tasks") is still
    // next to its text, no longer in the part it was in
    for (const t of [target, besideAnywhere(target)]) {
      const again = t && await findNow(driver, t, opts);
      if (again) return driver.readState(again);
    }
    return undefined;
  }
}

function besideAnywhere(target: ResolvedTarget): ResolvedTarget | undefined {
  const scope = target.scope;
  if (!scope?.anchor.within || scope.relation === 'in') return undefined;
  const { within: _part, ...anchor } = scope.anchor;
  return { ...target, scope: { ...scope, anchor } };
}

/** Opens or closes a disclosure widget; one without a state of its own is just clicked. */
async function expand<E>(driver: AppDriver<E>, target: ResolvedTarget, expanded: boolean,
  opts: RuntimeOptions): Promise<void> {
  const el = await findElement(driver, target, opts, { enabled: true });
  const before = (await driver.readState(el)).expanded;
  if (before === expanded) return;
  await driver.click(el);
  if (before === undefined) return;
  // a widget may re-render its toggle when it opens (Swagger UI's models): read the one there now
  const stateNow = async (): Promise<boolean | undefined> => (await driver.readState(el)
    .catch(async () => driver.readState(await findElement(driver, target, opts)))).expanded;
  const done = await pollUntil(async () => (await stateNow()) === expanded || undefined, opts.timeoutMs);
  if (!done) throw new StepFailure('action-failed',
    `${target.description} did not ${expanded ? 'expand' : 'collapse'}.`);
}

/** The action's element, resolved for these arguments: what a failure is about. */
export function actionTarget(action: StepAction, s: StepArgs): ResolvedTarget | undefined {
  const target = recordedTarget(action);
  return target && resolveTarget(target, s);
}

/** The element an action acts on, or the one its check looks at, as recorded (still templated). */
export function recordedTarget(action: StepAction): Target | undefined {
  if ('target' in action && action.target) return action.target;
  const check = action.do === 'assert' ? action.expect : action.do === 'waitFor' ? action.until : undefined;
  return check && 'target' in check ? check.target : undefined;
}

/**
 * Performs a step's actions in order; a failure says which action failed and what it was about.
 * `before` runs ahead of each action (effect.ts reads the page there).
 */
export async function executeActions<E>(driver: AppDriver<E>, actions: StepAction[], s: StepArgs,
  opts: RuntimeOptions, before?: (a: StepAction) => Promise<void>): Promise<void> {
  for (const [i, a] of actions.entries()) {
    try {
      await before?.(a);
      await executeAction(driver, a, s, opts);
    } catch (e) {
      if (e instanceof StepFailure) {
        e.actionIndex ??= i;
        e.target ??= actionTarget(a, s);
      }
      throw e;
    }
  }
}
