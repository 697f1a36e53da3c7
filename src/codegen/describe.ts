import type { Assertion, Provenance, StepAction, Value } from '../cache/schema.ts';
import { formatStrategy } from '../locators/target.ts';

/** A value as a reader of the generated code sees it: `{0}` for a parameter, `${NAME}` for env. */
export function describeValue(v: Value): string {
  if ('literal' in v) return JSON.stringify(v.literal);
  if ('param' in v) return `{${v.param}}`;
  if ('env' in v) return `\${${v.env}}`;
  if ('table' in v) return `table[${v.table[0] + 1}][${v.table[1] + 1}]`;
  return 'the doc string';
}

export function describeAssertion(a: Assertion): string {
  switch (a.check) {
    case 'text': return `${a.negate ? 'no ' : ''}text ${describeValue(a.text)} ${a.within ? `in the ${a.within.kind}${a.within.text ? ` "${a.within.text}"` : ''}` : 'on the page'}`;
    case 'fieldValue': return `${a.target.description} ${a.op === 'contains' ? 'contains' : 'has value'} ${describeValue(a.value)}`;
    case 'state': return `${a.target.description} is ${a.state}`;
    case 'count': return `${describeValue(a.count)} ${a.description} (${a.css})`;
    case 'url': return `URL ${a.op} ${describeValue(a.value)}`;
    case 'title': return `title ${a.op} ${describeValue(a.value)}`;
  }
}

/** One line per action, used in generated code comments and reports. */
export function describeAction(a: StepAction): string {
  switch (a.do) {
    case 'navigate': return `open ${describeValue(a.url)}`;
    case 'history': return a.go === 'reload' ? 'reload the page' : `go ${a.go}`;
    case 'click': return `${a.button === 'double' ? 'double-click' : a.button === 'right' ? 'right-click' : 'click'} ${a.target.description}`;
    case 'type': return `type ${describeValue(a.value)} into ${a.target.description}`;
    case 'clear': return `clear ${a.target.description}`;
    case 'expand': return `${a.expanded ? 'expand' : 'collapse'} ${a.target.description}`;
    case 'focus': return `focus ${a.target.description}`;
    case 'drag': return `drag ${a.target.description} to ${a.to.description}`;
    case 'upload': return `upload ${describeValue(a.file)} to ${a.target.description}`;
    case 'select': return `select ${describeValue(a.option)} in ${a.target.description}`;
    case 'check': return `${a.checked ? 'check' : 'uncheck'} ${a.target.description}`;
    case 'hover': return `hover ${a.target.description}`;
    case 'press': return `press ${a.key}${a.target ? ` in ${a.target.description}` : ''}`;
    case 'scroll': return a.target ? `scroll to ${a.target.description}` : `scroll ${a.direction ?? 'down'}`;
    case 'longPress': return `long-press ${a.target.description}`;
    case 'swipe': return `swipe ${a.direction}`;
    case 'scrollTo': return `scroll until ${describeValue(a.text)} is visible`;
    case 'hideKeyboard': return 'hide the keyboard';
    case 'waitFor': return `wait for ${describeAssertion(a.until)}`;
    case 'assert': return `expect ${describeAssertion(a.expect)}`;
    case 'dismissIf': return `if ${a.overlay} is shown: click ${a.target.description} (guarded, optional)`;
  }
}

/** The elements an action list acts on, with the locator replay tries first: `textbox "Email" [id="email"]`. */
export function describeLocators(actions: StepAction[]): string {
  const targets = actions.flatMap((a) => {
    const t = 'target' in a && a.target ? a.target : a.do === 'assert' && 'target' in a.expect ? a.expect.target
      : a.do === 'waitFor' && 'target' in a.until ? a.until.target : undefined;
    if (t) return [`${t.description} [${formatStrategy(t.strategies[0]!)}]`];
    const check = a.do === 'assert' ? a.expect : a.do === 'waitFor' ? a.until : undefined;
    return check?.check === 'count' ? [`${check.description} [css=${check.css}]`] : [];
  });
  return targets.join(', ') || '(no element)';
}

/** Who compiled a binding and from where; for a healed one, the last repair and what it replaced. */
export function describeProvenance(p: Provenance): string {
  const base = `${p.planner}, ${p.source}${p.appBuild ? `, build ${p.appBuild}` : ''}`;
  const h = p.healedFrom?.[0];
  if (!h) return base;
  const was = h.previous.map((x) => (x.target ? `${x.target.description} [${formatStrategy(x.target.strategies[0]!)}]` : `list [${x.list}]`)).join(', ');
  return `${base}; healed ${h.healedAt.slice(0, 10)} (${h.method} after ${h.failure})${was ? `, was ${was}` : ''}`;
}
