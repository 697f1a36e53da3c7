// Generated step files: ESM JavaScript with JSDoc types by default, TypeScript on request; both say
// how they were made, load as ES modules and type-check against the runtime's public types.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import type { StepRecord } from '../../src/cache/schema.ts';
import { CacheStore } from '../../src/cache/store.ts';
import { renderStepsFile, stepsFileName, type CodegenLanguage } from '../../src/codegen/generate.ts';
import { stepGroup, type StepGroup } from '../../src/codegen/group.ts';
import { GENERATED_HEADER } from '../../src/codegen/step-files.ts';
import { ConfigFile } from '../../src/config/config.ts';
import { REPO, removeDir, tempDir } from '../support/cli.ts';

const { records } = new CacheStore(join(REPO, 'step-cache')).load();
const byGroup = new Map<StepGroup, StepRecord[]>();
for (const r of records.values()) byGroup.set(stepGroup(r), [...(byGroup.get(stepGroup(r)) ?? []), r]);
const dir = tempDir('stepwright-codegen-');
afterAll(() => removeDir(dir));

function writeAll(language: CodegenLanguage, tamper?: (code: string) => string): string[] {
  const out = join(dir, language);
  mkdirSync(out, { recursive: true });
  return [...byGroup].map(([group, recs]) => {
    const file = join(out, stepsFileName(group, language));
    const code = renderStepsFile(group, recs, language);
    writeFileSync(file, tamper ? tamper(code) : code);
    return file;
  });
}

/** Type errors of the files, with `stepwright/runtime` and cucumber resolved as a project would. */
function typeErrors(files: string[]): string[] {
  const program = ts.createProgram([...files, join(REPO, 'src/types/selenium-shims.d.ts')], {
    strict: true, noEmit: true, allowJs: true, checkJs: true, skipLibCheck: true, allowImportingTsExtensions: true,
    target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: ['node'], typeRoots: [join(REPO, 'node_modules/@types')],
    paths: {
      'stepwright/runtime': [join(REPO, 'src/runtime/index.ts')],
      '@cucumber/cucumber': [join(REPO, 'node_modules/@cucumber/cucumber/lib/index.d.ts')],
    },
  });
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe('generated step files', () => {
  it('are ESM JavaScript (.mjs) by default, with a header that says how they were made', () => {
    expect(stepsFileName('forms')).toBe('forms.steps.mjs');
    const code = renderStepsFile('forms', byGroup.get('forms')!);
    const head = code.split('\n').slice(0, 5).join('\n');
    expect(code.startsWith(`${GENERATED_HEADER}: forms steps — do not edit.`)).toBe(true);
    expect(head).toContain('npx stepwright compile');
    expect(head).toContain('steps.mjs.hbs');
    expect(head).toContain('codegen.language "js"');
    expect(code).toContain("import { runStep } from 'stepwright/runtime';");
    expect(code).not.toMatch(/: string|import type|this: /); // no TypeScript syntax
    expect(code).toContain("@param {import('@cucumber/cucumber').DataTable} table");
  });

  it('TypeScript output (.mts) on request, with the same header', () => {
    expect(stepsFileName('forms', 'ts')).toBe('forms.steps.mts');
    const code = renderStepsFile('forms', byGroup.get('forms')!, 'ts');
    expect(code.startsWith(`${GENERATED_HEADER}: forms steps`)).toBe(true);
    expect(code).toContain('codegen.language "ts"');
    expect(code).toContain('async function (table: DataTable)');
  });

  it('the JavaScript files are valid ES modules for plain Node', () => {
    for (const f of writeAll('js')) execFileSync(process.execPath, ['--check', f]);
    expect(readdirSync(join(dir, 'js'))).toHaveLength(byGroup.size);
  });

  it('both languages type-check against the runtime (strict, checkJs) — and a wrong call does not', () => {
    expect(typeErrors(writeAll('js'))).toEqual([]);
    expect(typeErrors(writeAll('ts'))).toEqual([]);
    const broken = writeAll('js', (c) => c.replace("record('i-open-string-8fca60'), [url]", "record('i-open-string-8fca60'), [1]"));
    expect(typeErrors(broken).join('\n')).toMatch(/number.*not assignable.*string/);
  });
});

describe('codegen config', () => {
  it('defaults to js, accepts ts, and rejects anything else naming the setting', () => {
    expect(ConfigFile.parse({}).codegen.language).toBe('js');
    expect(ConfigFile.parse({ codegen: { language: 'ts' } }).codegen.language).toBe('ts');
    const bad = ConfigFile.safeParse({ codegen: { language: 'coffee' } });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(['codegen', 'language']);
  });
});
