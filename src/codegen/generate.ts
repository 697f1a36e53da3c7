// Renders one generated step-definition file (a group of steps, see group.ts) from its records with
// the Handlebars template of the configured language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import type { Binding, StepRecord } from '../cache/schema.ts';
import { recordName } from '../cache/store.ts';
import { describeActionNamed, describeProvenance } from '../cache/describe.ts';
import { GROUP_SUMMARY, type StepGroup } from './group.ts';
import { parameterNames } from './param-names.ts';

/** What generated step files are written in: ESM JavaScript (plain cucumber-js) or TypeScript. */
export type CodegenLanguage = 'js' | 'ts';

const EXTENSION: Record<CodegenLanguage, string> = { js: '.mjs', ts: '.mts' };
const compiled = new Map<CodegenLanguage, Handlebars.TemplateDelegate>();

function template(language: CodegenLanguage): Handlebars.TemplateDelegate {
  let t = compiled.get(language);
  if (!t) {
    const file = new URL(`../../templates/steps${EXTENSION[language]}.hbs`, import.meta.url);
    t = Handlebars.compile(readFileSync(file, 'utf8'), { noEscape: false, strict: true });
    compiled.set(language, t);
  }
  return t;
}

/** Comments must not be closed early by text from a step or a page. */
const safeComment = (s: string): string => s.replace(/\*\//g, '*\\/');

/** Which arguments a binding serves, as a reader would say it. */
function servesWhat(rec: StepRecord, b: Binding): string {
  if (rec.parameterTypes.length === 0) {
    return rec.argument === 'dataTable' ? 'for any data table'
      : rec.argument === 'docString' ? 'for any doc string' : 'with no arguments';
  }
  return b.args === null ? 'for any arguments' : `for ${b.args.map((a) => JSON.stringify(a)).join(', ')}`;
}

function stepView(rec: StepRecord) {
  const numeric = (t: string) => t === 'int' || t === 'float';
  const names = parameterNames(rec);
  // cucumber passes {int}/{float} as numbers; records key bindings by the text form
  const callArgs = rec.parameterTypes.map((t, i) => (numeric(t) ? `String(${names[i]})` : names[i]));
  const params = rec.parameterTypes.map((t, i) => ({ name: names[i]!, type: numeric(t) ? 'number' : 'string' }));
  if (rec.argument === 'dataTable') params.push({ name: 'table', type: 'DataTable' });
  if (rec.argument === 'docString') params.push({ name: 'docString', type: 'string' });
  const jsdoc = (type: string) => `{${type === 'DataTable' ? "import('@cucumber/cucumber').DataTable" : type}}`;
  return {
    keyword: rec.keyword,
    expression: safeComment(rec.expression),
    expressionLiteral: JSON.stringify(rec.expression),
    recordName: recordName(rec.expression),
    params: params.map((p) => ({ ...p, jsdocType: jsdoc(p.type) })),
    hasParams: params.length > 0,
    paramNames: params.map((p) => p.name).join(', '),
    callArgs: callArgs.join(', '),
    // only expression parameters go in the argument list; the Gherkin argument goes separately
    argumentExpr: rec.argument === 'dataTable' ? '{ table: table.raw() }'
      : rec.argument === 'docString' ? '{ docString }' : '',
    bindings: rec.bindings.map((b) => ({
      serves: safeComment(servesWhat(rec, b)),
      provenance: safeComment(describeProvenance(b.provenance)),
      actions: b.actions.map((a, i) => safeComment(`${i + 1}. ${describeActionNamed(a, names)}`)),
    })),
  };
}

/** A fixed order, the same on every machine and locale: the file must not change when nothing did. */
const byExpression = (a: StepRecord, b: StepRecord): number =>
  a.expression.localeCompare(b.expression,
    'en') || (a.expression < b.expression ? -1 : a.expression > b.expression ? 1 : 0);

/** The generated step-definition file for the records of one group. */
export function renderStepsFile(group: StepGroup, records: StepRecord[], language: CodegenLanguage = 'js'): string {
  const sorted = [...records].sort(byExpression);
  const keywords = [...new Set(sorted.map((r) => r.keyword))].sort();
  return template(language)({
    group,
    summary: GROUP_SUMMARY[group],
    keywordImports: keywords.join(', '),
    usesDataTable: sorted.some((r) => r.argument === 'dataTable'),
    steps: sorted.map(stepView),
  });
}

/** `navigation` → `navigation.steps.mjs` (`.mts` for TypeScript) */
export function stepsFileName(group: StepGroup, language: CodegenLanguage = 'js'): string {
  return `${group}.steps${EXTENSION[language]}`;
}

export function stepsFilePath(stepsDir: string, group: StepGroup, language: CodegenLanguage = 'js'): string {
  return join(stepsDir, stepsFileName(group, language));
}
