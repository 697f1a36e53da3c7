// Keeps `<cache>/steps/` in step with the records: one generated file per group of steps, old
// generated files (an earlier layout, the other language) removed, hand-written files never touched.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { writeFileAtomic } from '../cache/json.ts';
import type { StepRecord } from '../cache/schema.ts';
import { renderStepsFile, stepsFileName, stepsFilePath, type CodegenLanguage } from './generate.ts';
import { STEP_GROUPS, stepGroup, type StepGroup } from './group.ts';
import { isGenerated, stepDefinitionFiles } from './step-files.ts';

export interface StepFilesWritten {
  /** files created or changed */
  written: string[];
  /** generated files no longer wanted */
  removed: string[];
  /** the generated files now in the cache, by name */
  files: string[];
  /** set when files of another layout (one per feature, before grouping) were folded into the groups */
  regrouped?: string;
}

/** Thrown when a hand-written file sits where a generated one must go: compile never overwrites it. */
export class StepFileClashError extends Error {}

/** Names of group files in either language: a removed one of these is a language switch, not a regrouping. */
const GROUP_FILES = new Set(STEP_GROUPS.flatMap((g) => [stepsFileName(g, 'js'), stepsFileName(g, 'ts')]));

/**
 * Regenerates the step files from the records: a file per group (navigation, forms, interaction,
 * checks), steps in expression order, so the same records give byte-identical files whatever order
 * they were compiled in. Unchanged files are not rewritten.
 */
export function writeStepFiles(stepsDir: string, records: Iterable<StepRecord>,
  language: CodegenLanguage = 'js'): StepFilesWritten {
  const byGroup = new Map<StepGroup, StepRecord[]>();
  for (const r of records) byGroup.set(stepGroup(r), [...(byGroup.get(stepGroup(r)) ?? []), r]);
  const groups = STEP_GROUPS.filter((g) => byGroup.has(g)).sort();
  for (const g of groups) {
    const path = stepsFilePath(stepsDir, g, language);
    if (existsSync(path) && !isGenerated(path)) {
      throw new StepFileClashError(`${relative(process.cwd(), path)} is a hand-written step file where Stepwright ` +
        `writes its generated ${g} steps: rename it (compile never overwrites hand-written files).`);
    }
  }
  const written: string[] = [];
  for (const g of groups) {
    const path = stepsFilePath(stepsDir, g, language);
    const content = renderStepsFile(g, byGroup.get(g)!, language);
    if (existsSync(path) && readFileSync(path, 'utf8') === content) continue;
    writeFileAtomic(path, content);
    written.push(path);
  }
  const files = groups.map((g) => stepsFileName(g, language));
  const removed = stepDefinitionFiles(stepsDir, [], stepsDir).generated.filter((f) => !files.includes(basename(f)));
  for (const f of removed) rmSync(f);
  const old = removed.filter((f) => !GROUP_FILES.has(basename(f)));
  const regrouped = old.length && files.length
    ? `Regrouped ${old.length} generated step file${old.length === 1 ? '' : 's'} ` +
      `into ${files.length}: ${files.join(', ')} (steps are grouped by what they do; hand-written files untouched)`
    : undefined;
  return { written, removed, files, ...(regrouped ? { regrouped } : {}) };
}
