// Plain-English lines for actions, checks, locators and provenance, next to the record format they
// describe: the comments of generated step files, compile and failure reports and the agent share them.
import type { Assertion, Provenance, StepAction, Value } from './schema.ts';
import { formatStrategy, type Target } from '../locators/target.ts';

/**
 * Parameter names to show instead of indexes: generated code passes the step's own names
 * (`{fieldName}`), reports leave them out (`{0}`, and `{{0}}` where a locator is templated).
 */
export type ParamNames = readonly string[];

/** A target's description, with its `{{i}}` placeholders as `{name}` when names are given. */
const named = (description: string, names: ParamNames): string =>
  description.replace(/\{\{(\d+)\}\}/g, (m, i: string) => (names[Number(i)] ? `{${names[Number(i)]}}` : m));

/** A value as a reader of the generated code sees it: `{0}` (or `{name}`) for a parameter, `${NAME}` for env. */
function describeValue(v: Value, names: ParamNames): string {
  if ('literal' in v) return JSON.stringify(v.literal);
  if ('param' in v) return `{${names[v.param] ?? v.param}}`;
  if ('env' in v) return `\${${v.env}}`;
  if ('table' in v) return `table[${v.table[0] + 1}][${v.table[1] + 1}]`;
  return 'the doc string';
}

function describeAssertion(a: Assertion, names: ParamNames): string {
  switch (a.check) {
    case 'text': {
      // a part named by a plain noun is "the calendar", not "the section"
      const within = a.within ? `in the ${a.within.noun && !a.within.text ? a.within.noun : a.within.kind}` +
        `${a.within.text ? ` "${named(a.within.text, names)}"` : ''}` : 'on the page';
      if (a.negate && a.within && 'literal' in a.text && a.text.literal === '') return `no ${within.replace(/^in the /, '')} on the page`;
      if (a.count) return `text ${describeValue(a.text, names)} ${describeValue(a.count, names)} times ${within}`;
      return `${a.negate ? 'no ' : ''}${a.style ? `${a.style} ` : ''}text ${describeValue(a.text, names)} ${within}`;
    }
    case 'fieldValue': return `${named(a.target.description, names)} ${a.negate ? 'does not ' : ''}` +
      `${a.op === 'contains' ? (a.negate ? 'contain' : 'contains') : (a.negate ? 'have value' : 'has value')} ` +
      `${describeValue(a.value, names)}`;
    case 'state': return `${named(a.target.description, names)} is ${a.state}`;
    case 'count': return `${describeValue(a.count, names)} ${a.description} (${a.selector})`;
    case 'url': return `URL ${a.negate ? 'not ' : ''}${a.op} ${describeValue(a.value, names)}`;
    case 'title': return `title ${a.negate ? 'not ' : ''}${a.op} ${describeValue(a.value, names)}`;
  }
}

/** One line per action, for reports: parameters as indexes (`{0}`, `{{0}}`). Safe to pass to `.map`. */
export const describeAction = (a: StepAction): string => describeActionNamed(a, []);

/** One line per action with the parameters by name, for the comments of generated step files. */
export function describeActionNamed(a: StepAction, names: ParamNames): string {
  switch (a.do) {
    case 'navigate': return `open ${describeValue(a.url, names)}`;
    case 'history': return a.go === 'reload' ? 'reload the page' : `go ${a.go}`;
    case 'click': {
      const how = a.via === 'keyboard' ? ' (with Enter: a pointer click does nothing there)'
        : a.via === 'script' ? ' (by its own click(): a pointer click does nothing there)' : '';
      const verb = a.button === 'double' ? 'double-click' : a.button === 'right' ? 'right-click' : 'click';
      const where = a.on ? `on ${describeValue(a.on, names)} in ` : a.at ? `at the ${a.at} of ` : '';
      return `${verb} ${where}${named(a.target.description, names)}${how}`;
    }
    case 'type': return `type ${describeValue(a.value, names)} into ${named(a.target.description, names)}`;
    case 'clear': return `clear ${named(a.target.description, names)}`;
    case 'expand': return `${a.expanded ? 'expand' : 'collapse'} ${named(a.target.description, names)}`;
    case 'focus': return `focus ${named(a.target.description, names)}`;
    case 'drag': return `drag ${named(a.target.description, names)} to ${named(a.to.description, names)}`;
    case 'upload': return `upload ${describeValue(a.file, names)} to ${named(a.target.description, names)}`;
    case 'select': return `select ${describeValue(a.option, names)} in ${named(a.target.description, names)}`;
    case 'check': return `${a.checked ? 'check' : 'uncheck'} ${named(a.target.description, names)}`;
    case 'hover': return `hover ${named(a.target.description, names)}`;
    case 'press': return `press ${a.key}${a.target ? ` in ${named(a.target.description, names)}` : ''}`;
    case 'scroll': return a.target ? `scroll to ${named(a.target.description, names)}`
      : `scroll ${a.direction ?? 'down'}`;
    case 'longPress': return `long-press ${named(a.target.description, names)}`;
    case 'swipe': return `swipe ${a.direction}`;
    case 'scrollTo': return `scroll until ${describeValue(a.text, names)} is visible`;
    case 'hideKeyboard': return 'hide the keyboard';
    case 'answerDialog': return `${a.accept ? 'accept' : 'dismiss'} the browser dialog`;
    case 'typeHere': return `type ${describeValue(a.text, names)} where the caret is`;
    case 'app': return { launch: 'launch the app', restart: 'restart the app', close: 'close the app',
      background: 'send the app to the background', foreground: 'bring the app back' }[a.go];
    case 'waitFor': return `wait for ${describeAssertion(a.until, names)}`;
    case 'assert': return `expect ${describeAssertion(a.expect, names)}`;
    case 'dismissIf':
      return `if ${a.overlay} is shown: click ${named(a.target.description, names)} (guarded, optional)`;
  }
}

/** The elements an action list acts on, with the locator replay tries first: `textbox "Email" [id="email"]`. */
export function describeLocators(actions: StepAction[]): string {
  const targets = actions.flatMap((a) => {
    const t = 'target' in a && a.target ? a.target : a.do === 'assert' && 'target' in a.expect ? a.expect.target
      : a.do === 'waitFor' && 'target' in a.until ? a.until.target : undefined;
    if (t) return [`${t.description} [${formatStrategy(t.strategies[0]!)}]`];
    const check = a.do === 'assert' ? a.expect : a.do === 'waitFor' ? a.until : undefined;
    return check?.check === 'count' ? [`${check.description} [css=${check.selector}]`] : [];
  });
  return targets.join(', ') || '(no element)';
}

/** The elements actions act on (their targets), not what a check reads. */
export const actedOn = (actions: StepAction[]): Target[] => actions.flatMap((a) => ('target' in a && a.target
  ? [a.target] : []));

/** Every element an action acts on or checks: its target, a drag's drop target, a check's element. */
export function targetsOf(a: StepAction): Target[] {
  const out: Target[] = [];
  if ('target' in a && a.target) out.push(a.target);
  if (a.do === 'drag') out.push(a.to);
  const check = a.do === 'assert' ? a.expect : a.do === 'waitFor' ? a.until : undefined;
  if (check && 'target' in check) out.push(check.target);
  return out;
}

/** A check that something is not there: a text not shown, an element hidden. */
export function isAbsence(a: StepAction): boolean {
  const c = a.do === 'assert' ? a.expect : a.do === 'waitFor' ? a.until : undefined;
  return !!c && ((c.check === 'text' && c.negate) || (c.check === 'state' && c.state === 'hidden'));
}

/** Who compiled a binding and from where; for a healed one, the last repair and what it replaced. */
export function describeProvenance(p: Provenance): string {
  const base = `${p.planner}, ${p.source}${p.appBuild ? `, build ${p.appBuild}` : ''}`;
  const h = p.healedFrom?.[0];
  if (!h) return base;
  const was = h.previous.map((x) => (x.target ? `${x.target.description} [${formatStrategy(x.target.strategies[0]!)}]`
    : `list [${x.list}]`)).join(', ');
  return `${base}; healed ${h.healedAt.slice(0, 10)} (${h.method} after ${h.failure})${was ? `, was ${was}` : ''}`;
}
