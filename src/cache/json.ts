import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// Keys come out in this order (then alphabetically), so records read top-down like the step they
// describe and a re-compile that changes one value changes one line of the diff.
const KEY_ORDER = [
  'format', 'keyword', 'expression', 'parameterTypes', 'argument', 'feature', 'bindings',
  'args', 'actions', 'do', 'check', 'by', 'tag', 'role', 'url', 'key', 'action', 'target', 'value', 'option', 'checked',
  'direction', 'until', 'expect', 'text', 'negate', 'state', 'css', 'description', 'count', 'op', 'timeoutMs',
  'strategies', 'fingerprint', 'name', 'label', 'id', 'testId', 'type', 'context',
  'provenance', 'source', 'planner',
];
const rank = (k: string): number => {
  const i = KEY_ORDER.indexOf(k);
  return i < 0 ? KEY_ORDER.length : i;
};

function ordered(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(ordered);
  if (v === null || typeof v !== 'object') return v;
  const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
  entries.sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  return Object.fromEntries(entries.map(([k, x]) => [k, ordered(x)]));
}

const isLeaf = (v: unknown): boolean => v === null || typeof v !== 'object';

/** Small flat objects and arrays (a strategy, a table cell) stay on one line: shorter, clearer diffs. */
function render(v: unknown, indent: string): string {
  if (isLeaf(v)) return JSON.stringify(v);
  const entries = Array.isArray(v) ? v.map((x) => [undefined, x] as const) : Object.entries(v as object);
  if (!entries.length) return Array.isArray(v) ? '[]' : '{}';
  const flat = entries.every(([, x]) => isLeaf(x));
  // join the items, never rewrite the JSON text: a comma inside a string ("Welcome, Alice") is data
  const one = Array.isArray(v) ? `[${v.map((x) => JSON.stringify(x)).join(', ')}]`
    : `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${JSON.stringify(x)}`).join(', ')} }`;
  if (flat && indent.length + one.length <= 110) return one;
  const inner = `${indent}  `;
  const lines = entries.map(([k, x]) =>
    `${inner}${k === undefined ? '' : `${JSON.stringify(k)}: `}${render(x, inner)}`);
  return Array.isArray(v) ? `[\n${lines.join(',\n')}\n${indent}]` : `{\n${lines.join(',\n')}\n${indent}}`;
}

/** JSON with a stable key order, compact leaves and a trailing newline. */
export function stableJson(value: unknown): string {
  return `${render(ordered(value), '')}\n`;
}

let counter = 0;

/** Writes through a temporary file and a rename, so a reader never sees half a file, even when
 * two compiles run at once (the last rename wins with a whole file). */
export function writeFileAtomic(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.${counter++}.tmp`;
  writeFileSync(tmp, content);
  renameSync(tmp, path);
}
