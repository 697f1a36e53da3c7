// Which results the report shows: the files of one run share a run id (the workers of a compile);
// by default the latest run of each command, with --all every run, newest first.
import { dirname, resolve } from 'node:path';
import type { Command, RunResults } from './results-schema.ts';

/** The files of one run, read together. */
export interface Run {
  runId: string;
  command: Command;
  startedAt: string;
  parts: RunResults[];
}

/** The runs of these files, newest first; a file a merged file was made from counts only through it. */
export function groupRuns(files: RunResults[]): Run[] {
  const merged = new Set(files.flatMap((f) => (f.header.mergedFrom ?? []).map((p) => resolve(dirname(f.file), p))));
  const runs = new Map<string, Run>();
  for (const f of files.filter((x) => !merged.has(x.file))) {
    const { runId, command, startedAt } = f.header;
    const r = runs.get(runId) ?? { runId, command, startedAt, parts: [] };
    r.parts.push(f);
    if (f.header.startedAt < r.startedAt) r.startedAt = f.header.startedAt;
    runs.set(r.runId, r);
  }
  return [...runs.values()].sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}

const ORDER: Command[] = ['compile', 'run', 'heal'];

/** The latest run of each command (compile, run, heal in that order), or with `all` every run. */
export function selectRuns(files: RunResults[], all: boolean): Run[] {
  const runs = groupRuns(files);
  if (all) return runs;
  return ORDER.flatMap((c) => runs.find((r) => r.command === c) ?? []);
}
