// What each parameter of a step does in its compiled bindings — names an element, or is a value typed,
// selected, opened or checked — so the generated code can name it after that role.
import type { Assertion, Binding, StepAction, StepRecord, Value } from '../cache/schema.ts';
import type { Anchor, Target } from '../locators/target.ts';

export type ParamRole =
  /** templated into a locator: the parameter is the name of an element of this kind (`button`, `row`) */
  | { kind: 'element'; element: string }
  /** a value the step uses: `into` is the name of the field it goes into when that is fixed */
  | { kind: 'value'; word: string; into?: string };

/** ARIA roles whose name is not what a tester calls the element. */
const ROLE_WORD: Record<string, string> = {
  textbox: 'field', searchbox: 'field', spinbutton: 'field', combobox: 'dropdown', listbox: 'dropdown',
  menuitem: 'menu item', radio: 'radio button', generic: 'element', img: 'image', gridcell: 'cell',
};

const mentions = (x: unknown, i: number): boolean => JSON.stringify(x ?? null).includes(`{{${i}}}`);
const isParam = (v: Value | undefined, i: number): boolean => v !== undefined && 'param' in v && v.param === i;

function elementWord(t: Target): string {
  const role = t.fingerprint.role || t.description.split(' ')[0] || 'element';
  return ROLE_WORD[role] ?? role;
}

/** The role of parameter `i` in a target: its own name, or the name of the container it is in. */
function inTarget(t: Target | undefined, i: number): ParamRole | undefined {
  if (!t) return undefined;
  const { scope, ...own } = t;
  if (mentions(own, i)) return { kind: 'element', element: elementWord(t) };
  const anchor: Anchor | undefined = scope?.anchor;
  if (anchor && mentions({ ...anchor, within: undefined }, i)) return { kind: 'element',
    element: anchor.noun ?? anchor.kind };
  if (anchor?.within && mentions(anchor.within, i)) return { kind: 'element',
    element: anchor.within.noun ?? anchor.within.kind };
  return undefined;
}

/** The fixed name of a field a value goes into, if it has one. */
function fieldName(t: Target): string | undefined {
  if (/\{\{\d+\}\}/.test(JSON.stringify(t))) return undefined;
  return t.fingerprint.label ?? t.fingerprint.name;
}

const value = (word: string, into?: Target): ParamRole => {
  const name = into && fieldName(into);
  return name ? { kind: 'value', word, into: name } : { kind: 'value', word };
};

function inAssertion(a: Assertion, i: number): ParamRole | undefined {
  switch (a.check) {
    case 'text': return isParam(a.text, i) ? value('text') : a.count && isParam(a.count, i) ? value('count')
      : a.within && mentions(a.within, i) ? { kind: 'element', element: a.within.noun ?? a.within.kind } : undefined;
    case 'fieldValue': return inTarget(a.target, i) ?? (isParam(a.value, i) ? value('value', a.target) : undefined);
    case 'state': return inTarget(a.target, i);
    case 'count': return isParam(a.count, i) ? value('count') : undefined;
    case 'url': return isParam(a.value, i) ? value('url') : undefined;
    case 'title': return isParam(a.value, i) ? value('title') : undefined;
  }
}

function inAction(a: StepAction, i: number): ParamRole | undefined {
  switch (a.do) {
    case 'navigate': return isParam(a.url, i) ? value('url') : undefined;
    case 'type': return inTarget(a.target, i) ?? (isParam(a.value, i) ? value('text', a.target) : undefined);
    case 'select': return inTarget(a.target, i) ?? (isParam(a.option, i) ? value('option', a.target) : undefined);
    case 'upload': return inTarget(a.target, i) ?? (isParam(a.file, i) ? value('file') : undefined);
    case 'drag': return inTarget(a.target, i) ?? inTarget(a.to, i);
    case 'scrollTo': return isParam(a.text, i) ? value('text') : undefined;
    case 'assert': return inAssertion(a.expect, i);
    case 'waitFor': return inAssertion(a.until, i);
    case 'dismissIf': return undefined;
    default: return 'target' in a ? inTarget(a.target, i) : undefined;
  }
}

/** Generic bindings first (they are the template every argument uses), then the others in record order. */
const byGenerality = (bindings: Binding[]): Binding[] =>
  [...bindings.filter((b) => b.args === null), ...bindings.filter((b) => b.args !== null)];

/**
 * The role of each expression parameter: the first use found in the bindings. When bindings
 * disagree on the kind of element (a switch for one argument, a button for another), it is an element.
 */
export function parameterRoles(rec: StepRecord): (ParamRole | undefined)[] {
  return rec.parameterTypes.map((_, i) => {
    const roles = byGenerality(rec.bindings).flatMap((b) => b.actions.map((a) => inAction(a, i)))
      .filter((r): r is ParamRole => r !== undefined);
    const first = roles[0];
    if (first?.kind !== 'element') return first;
    const same = roles.every((r) => r.kind === 'element' && r.element === first.element);
    return same ? first : { kind: 'element', element: 'element' };
  });
}
