import type { Value } from '../cache/schema.ts';
import type { Anchor, Fingerprint, Strategy, Target } from '../locators/target.ts';
import type { ResolvedTarget } from '../drivers/driver.ts';
import { expressionFor } from '../gherkin/expression.ts';

/** What a step was called with: its expression arguments and its Gherkin argument, if any. */
export interface StepArgs {
  args: string[];
  table?: string[][];
  docString?: string;
  env: NodeJS.ProcessEnv;
  /** the quoted texts of the scenario's earlier steps, latest first (saidIn): what an anchor that is `said` tries */
  said?: string[];
}

/** An earlier step of the scenario: its text, and the table it carries. */
export interface SaidStep {
  text: string;
  table?: readonly (readonly string[])[];
}

/**
 * The quoted texts of a scenario's earlier steps, as cucumber reads a {string}, and the values of their tables
 * (every column after the first, which names the fields: "| Title | Book club |"), latest first: the parts it named.
 */
export function saidIn(steps: readonly (string | SaidStep)[]): string[] {
  return steps.flatMap((s) => {
    const { text, table } = typeof s === 'string' ? { text: s, table: undefined } : s;
    const quoted = expressionFor(text).parameters.flatMap((p) => (p.type === 'string' && p.value ? [p.value] : []));
    const cells = table?.every((r) => r.length > 1) ? table.flatMap((r) => r.slice(1).filter((c) => c.trim())) : [];
    return [...quoted, ...cells];
  }).reverse();
}

const ENV_REF = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}$/;

/** `"${NAME}"` in a step is a reference to an environment variable, read only at run time. */
export function envReference(text: string): string | undefined {
  return ENV_REF.exec(text)?.[1];
}

export class MissingEnvError extends Error {
  constructor(readonly variable: string) {
    super(`The step refers to \${${variable}}, but the environment variable ${variable} is not set.`);
    this.name = 'MissingEnvError';
  }
}

function fromEnv(name: string, env: NodeJS.ProcessEnv): string {
  const v = env[name];
  if (v === undefined) throw new MissingEnvError(name);
  return v;
}

/** The argument as the app should see it: env references are read here and nowhere else. */
export function argValue(raw: string, env: NodeJS.ProcessEnv): string {
  const ref = envReference(raw);
  return ref ? fromEnv(ref, env) : raw;
}

export function resolveValue(v: Value, s: StepArgs): string {
  if ('literal' in v) return v.literal;
  if ('env' in v) return fromEnv(v.env, s.env);
  if ('param' in v) {
    const raw = s.args[v.param];
    if (raw === undefined) throw new Error(`The step has no parameter ${v.param}.`);
    return argValue(raw, s.env);
  }
  if ('table' in v) {
    const [r, c] = v.table;
    const cell = s.table?.[r]?.[c];
    if (cell === undefined) throw new Error(`The step's data table has no cell at row ${r + 1}, column ${c + 1}.`);
    return argValue(cell, s.env);
  }
  if (s.docString === undefined) throw new Error('The step has no doc string.');
  return s.docString;
}

/** Fills `{{i}}` placeholders with argument values (as written: a locator never holds a secret). */
export function fillTemplate(text: string, s: StepArgs): string {
  return text.replace(/\{\{(\d+)\}\}/g, (_, i: string) => s.args[Number(i)] ?? '');
}

/** An anchor for these arguments, the container it sits in ("within the "{{2}}" section") too. */
export function fillAnchor(a: Anchor, s: StepArgs): Anchor {
  const text = a.text === undefined ? {} : { text: fillTemplate(a.text, s) };
  const tries = a.said && s.said?.length ? { tries: s.said } : {};
  return { ...a, ...text, ...tries, ...(a.within ? { within: fillAnchor(a.within, s) } : {}) };
}

export function resolveTarget(t: Target, s: StepArgs): ResolvedTarget {
  const strategies: Strategy[] = t.strategies.map((x) => ({ ...x, value: fillTemplate(x.value, s) }));
  const fingerprint = Object.fromEntries(
    Object.entries(t.fingerprint).map(([k, v]) => [k, typeof v === 'string' ? fillTemplate(v, s) : v]),
  ) as Fingerprint;
  const out: ResolvedTarget = { description: fillTemplate(t.description, s), strategies, fingerprint };
  if (t.scope) out.scope = { relation: t.scope.relation, anchor: fillAnchor(t.scope.anchor, s) };
  if (t.ordinal !== undefined) out.ordinal = t.ordinal;
  return out;
}
