// `stepwright report merge`: the results files of one command's shards, workers or CI machines as
// one run. Steps are concatenated; phases, LLM calls and tokens are summed; the run's duration is
// the longest part's (the parts ran side by side); screenshots keep pointing at the same files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { SetupError } from '../drivers/errors.ts';
import { shotPath } from './results-file.ts';
import {
  addLlm, NO_LLM, RESULTS_VERSION, type Phase, type ResultLine, type RunEnd, type RunHeader, type RunResults,
  type StepResult,
} from './results-schema.ts';

function sumPhases(ends: RunEnd[]): Phase[] {
  const out = new Map<string, number>();
  for (const p of ends.flatMap((e) => e.phases)) out.set(p.name, (out.get(p.name) ?? 0) + p.ms);
  return [...out].map(([name, ms]) => ({ name, ms }));
}

/** The parts as one run; `out` is where it will be written (screenshot paths are made relative to it). */
export function mergeRuns(parts: RunResults[], out: string, now = new Date()): ResultLine[] {
  if (!parts.length) throw new SetupError('report merge: no results files to merge.');
  const commands = [...new Set(parts.map((p) => p.header.command))];
  if (commands.length > 1) throw new SetupError(`report merge: the files are from different ` +
    `commands (${commands.join(', ')}); merge one command's parts at a time.`);
  const dir = dirname(resolve(out));
  const first = [...parts].sort((a, b) => a.header.startedAt.localeCompare(b.header.startedAt))[0]!;
  const header: RunHeader = {
    type: 'run', version: RESULTS_VERSION, runId: `${commands[0]}-merged-${now.toISOString().replace(/[:.]/g, '-')}`,
    command: commands[0]!, startedAt: first.header.startedAt, pid: process.pid,
    ...(first.header.planner ? { planner: first.header.planner } : {}),
    ...(first.header.appBuild ? { appBuild: first.header.appBuild } : {}),
    mergedFrom: parts.map((p) => relative(dir, p.file)),
  };
  const steps: StepResult[] = parts.flatMap((p) => p.steps.map((s) => ({ ...s,
    screenshots: s.screenshots.map((sh) => ({ ...sh, path: relative(dir, shotPath(p, sh.path)) })) })));
  const ends = parts.flatMap((p) => (p.end ? [p.end] : []));
  const lines: ResultLine[] = [header, ...steps];
  if (ends.length) {
    const last = ends.map((e) => e.finishedAt).sort().at(-1)!;
    const exit = ends.map((e) => e.exitCode).filter((c): c is number => c !== undefined);
    lines.push({ type: 'end', finishedAt: last, durationMs: Math.max(...ends.map((e) => e.durationMs)),
      phases: sumPhases(ends),
      llm: ends.reduce((t, e) => addLlm(t, e.llm), NO_LLM),
      ...(exit.length ? { exitCode: Math.max(...exit) } : {}) });
  }
  return lines;
}

export function writeResultLines(file: string, lines: ResultLine[]): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
}
