import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// Keys come out in this order (then alphabetically), so records read top-down like the step they
// describe and a re-compile that changes one value changes one line of the diff.
const KEY_ORDER = [
  'format', 'keyword', 'expression', 'parameterTypes', 'argument', 'feature', 'bindings',
  'args', 'actions', 'do', 'check', 'url', 'key', 'target', 'value', 'option', 'checked', 'direction',
  'until', 'expect', 'text', 'negate', 'state', 'css', 'description', 'count', 'op', 'timeoutMs',
  'strategies', 'by', 'role', 'fingerprint', 'tag', 'name', 'label', 'id', 'testId', 'type', 'context',
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

/** JSON with a stable key order and a trailing newline. */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(ordered(value), null, 2)}\n`;
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
