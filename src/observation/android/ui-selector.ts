// A subset of UiAutomator's UiSelector (`new UiSelector().resourceId("…").text("…").instance(0)`),
// parsed and matched against page-source nodes, so cached Android targets can carry one as a
// strategy that replay evaluates in the same round trip as the others.
import type { AndroidNode } from './hierarchy.ts';

type Op = 'eq' | 'contains' | 'starts' | 'matches';

interface Test {
  attr: (n: AndroidNode) => string;
  op: Op;
  value: string;
}

const TEXT = (n: AndroidNode): string => n.text;
const DESC = (n: AndroidNode): string => n.desc;
const ID = (n: AndroidNode): string => n.resourceId;
const CLS = (n: AndroidNode): string => n.cls;
const flag = (k: keyof AndroidNode) => (n: AndroidNode): string => String(n[k]);

const METHODS: Record<string, [Test['attr'], Op]> = {
  text: [TEXT, 'eq'], textContains: [TEXT, 'contains'], textStartsWith: [TEXT, 'starts'],
  textMatches: [TEXT, 'matches'],
  description: [DESC, 'eq'], descriptionContains: [DESC, 'contains'], descriptionStartsWith: [DESC, 'starts'],
  descriptionMatches: [DESC, 'matches'], resourceId: [ID, 'eq'], resourceIdMatches: [ID, 'matches'],
  className: [CLS, 'eq'], classNameMatches: [CLS, 'matches'], checkable: [flag('checkable'), 'eq'],
  checked: [flag('checked'), 'eq'], clickable: [flag('clickable'), 'eq'], enabled: [flag('enabled'), 'eq'],
  focused: [flag('focused'), 'eq'], scrollable: [flag('scrollable'), 'eq'], selected: [flag('selected'), 'eq'],
  longClickable: [flag('longClickable'), 'eq'],
};

const CALL = /^\.(\w+)\(\s*("(?:[^"\\]|\\.)*"|true|false|-?\d+)\s*\)/;

export class UiSelectorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UiSelectorError';
  }
}

export interface UiSelector {
  tests: Test[];
  instance?: number;
}

export function parseUiSelector(source: string): UiSelector {
  let rest = source.trim().replace(/;$/, '').replace(/^new\s+UiSelector\(\)/, '');
  const tests: Test[] = [];
  let instance: number | undefined;
  while (rest.length) {
    const m = CALL.exec(rest);
    if (!m) throw new UiSelectorError(`cannot read the UiSelector at "${rest.slice(0, 40)}"`);
    const [whole, method, raw] = m as unknown as [string, string, string];
    const value = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
    if (method === 'instance') instance = Number(value);
    else if (METHODS[method]) tests.push({ attr: METHODS[method][0], op: METHODS[method][1], value });
    else throw new UiSelectorError(`UiSelector method "${method}" is not supported`);
    rest = rest.slice(whole.length);
  }
  return { tests, ...(instance !== undefined ? { instance } : {}) };
}

function passes(n: AndroidNode, t: Test): boolean {
  const v = t.attr(n);
  switch (t.op) {
    case 'eq': return v === t.value;
    case 'contains': return v.includes(t.value);
    case 'starts': return v.startsWith(t.value);
    case 'matches': return new RegExp(`^(?:${t.value})$`).test(v);
  }
}

/** Nodes the selector matches, in document order (instance(n) keeps only the n-th). */
export function matchUiSelector(source: string, nodes: AndroidNode[]): AndroidNode[] {
  const s = parseUiSelector(source);
  const found = nodes.filter((n) => s.tests.every((t) => passes(n, t)));
  return s.instance === undefined ? found : found.slice(s.instance, s.instance + 1);
}

const quote = (s: string): string => JSON.stringify(s);

/** The canonical UiSelector for a view: its class plus its most telling attribute. */
export function uiSelectorFor(v: { cls: string; resourceId?: string; desc?: string; text?: string }): string {
  const base = `new UiSelector().className(${quote(v.cls)})`;
  if (v.desc) return `${base}.description(${quote(v.desc)})`;
  if (v.text) return `${base}.text(${quote(v.text)})`;
  if (v.resourceId) return `${base}.resourceId(${quote(v.resourceId)})`;
  return base;
}
