import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { AstBuilder, compile, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator, type FeatureChild, type GherkinDocument, type Pickle, type PickleStep, type RuleChild,
  type Step } from '@cucumber/messages';
import type { StepKeyword } from '../cache/schema.ts';

/** A pickle step with what the compiler needs to know about where it came from. */
export interface CompiledStepSource {
  step: PickleStep;
  keyword: StepKeyword;
  /** feature-relative "path:line" */
  location: string;
  line: number;
  /** the step text as written, with Outline placeholders such as `<item>` still in it */
  writtenText: string;
}

export interface LoadedScenario {
  pickle: Pickle;
  feature: string;
  location: string;
  /** the lines that name this scenario: its declaration, its Examples row and its steps' (for file:line) */
  lines: number[];
  steps: CompiledStepSource[];
}

export interface LoadedFeature {
  /** path relative to the project root, with forward slashes */
  path: string;
  document: GherkinDocument;
  scenarios: LoadedScenario[];
}

export class FeatureFileError extends Error {
  constructor(readonly path: string, readonly line: number | undefined, detail: string) {
    super(`${path}${line ? `:${line}` : ''}: ${detail}`);
    this.name = 'FeatureFileError';
  }
}

/** Expands files and directories (recursively) into a sorted list of `.feature` files. */
export function findFeatureFiles(paths: string[], cwd: string): string[] {
  const out = new Set<string>();
  const walk = (p: string, top = false): void => {
    if (statSync(p).isDirectory()) {
      // a folder with a stepwright.config.json of its own is another project (another app): not ours
      if (!top && existsSync(join(p, 'stepwright.config.json'))) return;
      for (const e of readdirSync(p).sort()) if (e !== 'node_modules' && !e.startsWith('.')) walk(join(p, e));
    } else if (p.endsWith('.feature')) {
      out.add(p);
    }
  };
  for (const p of paths) {
    const abs = resolve(cwd, p.replace(/:\d+$/, ''));
    if (!existsSync(abs)) throw new FeatureFileError(p, undefined, 'no such file or directory');
    walk(abs, true);
  }
  return [...out];
}

function keywordOf(type: PickleStep['type'], written: string): StepKeyword {
  if (type === 'Context') return 'Given';
  if (type === 'Outcome') return 'Then';
  if (type === 'Action') return 'When';
  return written.trim() === 'Then' ? 'Then' : written.trim() === 'Given' ? 'Given' : 'When';
}

interface AstNodeInfo {
  line: number;
  /** for steps: the text as written and the keyword */
  text?: string;
  keyword?: string;
}

/** Steps, scenarios and Examples rows of the document by AST id: one walk serves every pickle. */
function astIndex(doc: GherkinDocument): Map<string, AstNodeInfo> {
  const index = new Map<string, AstNodeInfo>();
  const addSteps = (steps: readonly Step[]) => {
    for (const s of steps) index.set(s.id, { line: s.location.line, text: s.text, keyword: s.keyword });
  };
  const visit = (children: readonly (FeatureChild | RuleChild)[]) => {
    for (const c of children) {
      if (c.background) addSteps(c.background.steps);
      if (c.scenario) {
        index.set(c.scenario.id, { line: c.scenario.location.line });
        addSteps(c.scenario.steps);
        for (const ex of c.scenario.examples) for (const row of ex.tableBody) index.set(row.id,
          { line: row.location.line });
      }
      if ('rule' in c && c.rule) visit(c.rule.children);
    }
  };
  visit(doc.feature?.children ?? []);
  return index;
}

/**
 * A scenario with no steps but a description: its sentences were written without Given/When/Then, so
 * Gherkin read them as the description, and the scenario would pass having checked nothing.
 */
function stepsWithoutKeywords(document: GherkinDocument, path: string): void {
  const children = document.feature?.children.flatMap((c) => (c.rule ? c.rule.children : [c])) ?? [];
  for (const sc of children.flatMap((c) => (c.scenario ? [c.scenario] : []))) {
    const first = sc.description.split('\n').map((l) => l.trim()).find(Boolean);
    if (sc.steps.length || !first) continue;
    throw new FeatureFileError(path, sc.location.line, `scenario "${sc.name}" has no steps: "${first}" has no ` +
      'Given/When/Then/And keyword, so Gherkin reads it as the scenario\'s description ' +
      '(it would pass, checking nothing)');
  }
}

/** Parses one feature file into pickles. Throws FeatureFileError with file:line on bad Gherkin. */
export function loadFeature(absPath: string, root: string): LoadedFeature {
  const path = relative(root, absPath).split('\\').join('/');
  const source = readFileSync(absPath, 'utf8');
  const newId = IdGenerator.incrementing();
  let document: GherkinDocument;
  try {
    document = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher()).parse(source);
  } catch (e) {
    const errors = (e as { errors?: { message: string; location?: { line: number } }[] }).errors;
    const first = errors?.[0] ?? (e as { message: string; location?: { line: number } });
    const more = errors && errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    // gherkin prefixes messages with "(line:col): "; we print path:line ourselves
    const detail = first.message.replace(/^\(\d+:\d+\):\s*/, '');
    throw new FeatureFileError(path, first.location?.line, detail + more);
  }
  stepsWithoutKeywords(document, path);
  const nodes = astIndex(document);
  const pickles = compile(document, path, newId);
  const scenarios = pickles.map((pickle): LoadedScenario => {
    // an Outline pickle's last AST id is its Examples row, the line a user looks for; else the scenario
    const line = nodes.get(pickle.astNodeIds.at(-1)!)?.line ?? 0;
    const stepLines = pickle.steps.map((step) => nodes.get(step.astNodeIds[0]!)?.line ?? 0);
    return {
      pickle,
      feature: path,
      location: `${path}:${line}`,
      lines: [...new Set([nodes.get(pickle.astNodeIds[0]!)?.line ?? line, line, ...stepLines])],
      steps: pickle.steps.map((step) => {
        const src = nodes.get(step.astNodeIds[0]!);
        return {
          step,
          keyword: keywordOf(step.type, src?.keyword ?? ''),
          line: src?.line ?? 0,
          location: `${path}:${src?.line ?? 0}`,
          writtenText: src?.text ?? step.text,
        };
      }),
    };
  });
  return { path, document, scenarios };
}

/** Loads every feature; a broken file is reported and the others still load. */
export function loadFeatures(paths: string[], root: string,
  cwd = root): { features: LoadedFeature[]; errors: FeatureFileError[] } {
  const features: LoadedFeature[] = [];
  const errors: FeatureFileError[] = [];
  for (const file of findFeatureFiles(paths, cwd)) {
    try {
      features.push(loadFeature(file, root));
    } catch (e) {
      if (e instanceof FeatureFileError) errors.push(e);
      else throw e;
    }
  }
  return { features, errors };
}
