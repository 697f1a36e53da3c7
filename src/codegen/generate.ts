import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import type { StepRecord } from '../cache/schema.ts';
import { recordName } from '../cache/store.ts';
import { describeAction, describeProvenance } from './describe.ts';

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

function stepView(rec: StepRecord) {
  const numeric = (t: string) => t === 'int' || t === 'float';
  // cucumber passes {int}/{float} as numbers; records key bindings by the text form
  const callArgs = rec.parameterTypes.map((t, i) => (numeric(t) ? `String(p${i})` : `p${i}`));
  const params = rec.parameterTypes.map((t, i) => ({ name: `p${i}`, type: numeric(t) ? 'number' : 'string' }));
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
    argumentExpr: rec.argument === 'dataTable' ? '{ table: table.raw() }' : rec.argument === 'docString' ? '{ docString }' : '',
    bindings: rec.bindings.map((b) => ({
      args: b.args && safeComment(JSON.stringify(b.args)),
      provenance: safeComment(describeProvenance(b.provenance)),
      actions: b.actions.map((a, i) => safeComment(`${i + 1}. ${describeAction(a)}`)),
    })),
  };
}

/** The generated step-definition file for the records that belong to one feature. */
export function renderStepsFile(feature: string, records: StepRecord[], language: CodegenLanguage = 'js'): string {
  const sorted = [...records].sort((a, b) => a.expression.localeCompare(b.expression));
  const keywords = [...new Set(sorted.map((r) => r.keyword))].sort();
  return template(language)({
    feature,
    keywordImports: keywords.join(', '),
    usesDataTable: sorted.some((r) => r.argument === 'dataTable'),
    steps: sorted.map(stepView),
  });
}

/** `features/sign-in.feature` → `features-sign-in.steps.mjs` (`.mts` for TypeScript) */
export function stepsFileName(feature: string, language: CodegenLanguage = 'js'): string {
  return `${feature.replace(/\.feature$/, '').replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '')}.steps${EXTENSION[language]}`;
}

export function stepsFilePath(stepsDir: string, feature: string, language: CodegenLanguage = 'js'): string {
  return join(stepsDir, stepsFileName(feature, language));
}
