// The import graph of src/, parsed with the TypeScript compiler API (no regular expressions): for the
// tests that keep layers, the platform seam and the replay runtime's dependencies where they belong.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

export interface ImportEdge {
  /** absolute path of the importing file */
  from: string;
  /** the specifier as written */
  spec: string;
  /** absolute path of the imported file (relative specifiers only) */
  file?: string;
  /** npm package name (bare specifiers only; `node:` built-ins included) */
  pkg?: string;
  /** `import type`, `export type`, or every named binding marked `type`: loads nothing at run time */
  typeOnly: boolean;
}

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? filesUnder(p) : /\.(ts|js)$/.test(p) && !p.endsWith('.d.ts') ? [p] : [];
  });
}

function typeOnlyImport(n: ts.ImportDeclaration): boolean {
  const clause = n.importClause;
  if (!clause) return false; // `import './x.ts'`: loaded for its effects
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly);
}

function edge(from: string, spec: string, typeOnly: boolean): ImportEdge {
  if (spec.startsWith('.')) return { from, spec, file: resolve(dirname(from), spec), typeOnly };
  const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
  return { from, spec, pkg, typeOnly };
}

const cache = new Map<string, ImportEdge[]>();

/** Every import, re-export and dynamic `import('…')` of a file with a literal specifier. */
export function importsOf(file: string): ImportEdge[] {
  const known = cache.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const edges: ImportEdge[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier)) {
      edges.push(edge(file, n.moduleSpecifier.text, typeOnlyImport(n)));
    } else if (ts.isExportDeclaration(n) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
      edges.push(edge(file, n.moduleSpecifier.text, n.isTypeOnly));
    } else if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = n.arguments;
      if (arg && ts.isStringLiteralLike(arg)) edges.push(edge(file, arg.text, false));
    } else if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal)) {
      edges.push(edge(file, n.argument.literal.text, true)); // `typeof import('…')` in a type
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  cache.set(file, edges);
  return edges;
}

/** A path relative to src/, with forward slashes, for messages and exception lists. */
export const rel = (p: string): string => relative(SRC, p).split('\\').join('/');

/**
 * Everything reachable from `entry` through imports that load code (type-only ones skipped), each
 * with the chain that reached it; packages appear as `pkg:<name>`.
 */
export function reach(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length) {
    const f = queue.shift()!;
    for (const e of importsOf(f)) {
      if (e.typeOnly) continue;
      const key = e.file ?? `pkg:${e.pkg}`;
      if (seen.has(key)) continue;
      seen.set(key, [...seen.get(f)!, key]);
      if (e.file) queue.push(e.file);
    }
  }
  return seen;
}

/**
 * The import cycles among `files` through imports that load code (Tarjan's strongly connected
 * components): each cycle as its files, sorted, relative to src/.
 */
export function runtimeCycles(files: string[]): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const strongConnect = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const e of importsOf(v)) {
      const w = e.file;
      if (e.typeOnly || !w || !files.includes(w)) continue;
      if (!index.has(w)) {
        strongConnect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(rel(w));
    } while (w !== v);
    const selfImport = importsOf(v).some((e) => !e.typeOnly && e.file === v);
    if (component.length > 1 || selfImport) cycles.push(component.sort());
  };
  for (const f of files) if (!index.has(f)) strongConnect(f);
  return cycles;
}
