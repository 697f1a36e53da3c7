// Turns words from a step or a page into a JavaScript parameter name a reader would have written:
// camelCase ASCII, never a reserved word, never a name the generated code itself uses.

/** Reserved in strict-mode modules, plus the names the step-file templates use around parameters. */
const RESERVED = new Set([
  'arguments', 'await', 'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default',
  'delete', 'do', 'else', 'enum', 'eval', 'export', 'extends', 'false', 'finally', 'for', 'function',
  'if', 'implements', 'import', 'in', 'instanceof', 'interface', 'let', 'new', 'null', 'package',
  'private', 'protected', 'public', 'return', 'static', 'super', 'switch', 'this', 'throw', 'true',
  'try', 'typeof', 'undefined', 'var', 'void', 'while', 'with', 'yield',
  // the generated code's own names: a parameter must not hide them
  'record', 'runStep', 'table', 'docString',
]);

/** Longest name made from a label, in words: a long label is a sentence, not a name. */
export const MAX_NAME_WORDS = 4;

/** The ASCII words of a text: `"Customer e-mail"` → `["customer", "e", "mail"]`. */
export function words(text: string): string[] {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

/**
 * `["customer", "name"]` → `customerName`; leading numbers are dropped, a reserved word gets
 * `Value` (`default` → `defaultValue`). Undefined when no letter is left.
 */
export function camelCase(parts: string[]): string | undefined {
  const ws = [...parts];
  while (ws.length && /^[0-9]/.test(ws[0]!)) ws.shift();
  if (!ws.length) return undefined;
  const name = ws.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
  return RESERVED.has(name) ? `${name}Value` : name;
}

/** Names made unique within a step: a name used twice is numbered from 1 (`text1`, `text2`). */
export function uniqueNames(names: string[]): string[] {
  const count = new Map<string, number>();
  for (const n of names) count.set(n, (count.get(n) ?? 0) + 1);
  const seen = new Map<string, number>();
  const taken = new Set(names.filter((n) => count.get(n) === 1));
  return names.map((n) => {
    if (count.get(n) === 1) return n;
    let i = seen.get(n) ?? 0;
    let candidate: string;
    do candidate = `${n}${++i}`; while (taken.has(candidate));
    seen.set(n, i);
    taken.add(candidate);
    return candidate;
  });
}
