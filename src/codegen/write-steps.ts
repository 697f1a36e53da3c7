import { existsSync, readFileSync, rmSync } from 'node:fs';
import { basename } from 'node:path';
import { writeFileAtomic } from '../cache/json.ts';
import type { StepRecord } from '../cache/schema.ts';
import { renderStepsFile, stepsFilePath, type CodegenLanguage } from './generate.ts';
import { stepDefinitionFiles } from './step-files.ts';

/**
 * Regenerates `<cache>/steps/*.steps.mjs` (or `.mts`) from the records, one file per feature that
 * first used the expression. Unchanged files are not rewritten; generated files with no records left
 * (or in the other language) are removed; hand-written files are never touched.
 */
export function writeStepFiles(stepsDir: string, records: Iterable<StepRecord>, language: CodegenLanguage = 'js'): { written: string[]; removed: string[] } {
  const byFeature = new Map<string, StepRecord[]>();
  for (const r of records) byFeature.set(r.feature, [...(byFeature.get(r.feature) ?? []), r]);
  const written: string[] = [];
  const keep = new Set<string>();
  for (const [feature, recs] of [...byFeature].sort(([a], [b]) => a.localeCompare(b))) {
    const path = stepsFilePath(stepsDir, feature, language);
    keep.add(basename(path));
    const content = renderStepsFile(feature, recs, language);
    if (existsSync(path) && readFileSync(path, 'utf8') === content) continue;
    writeFileAtomic(path, content);
    written.push(path);
  }
  const removed = stepDefinitionFiles(stepsDir, [], stepsDir).generated.filter((f) => !keep.has(basename(f)));
  for (const f of removed) rmSync(f);
  return { written, removed };
}
