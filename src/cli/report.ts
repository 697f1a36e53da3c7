// `stepwright report [results files…] [--all] [--out FILE] [--embed]`: one self-contained HTML file
// from the results files (default: the latest run of each command). `stepwright report merge
// <files…> [--out FILE]`: shard and worker results files as one results file.
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { ResolvedConfig } from '../config/config.ts';
import { SetupError } from '../drivers/errors.ts';
import { mergeRuns, writeResultLines } from '../report/merge.ts';
import { writeReport } from '../report/render.ts';
import { readAllResults, readResults, resultsDir } from '../report/results-file.ts';
import type { RunResults } from '../report/results-schema.ts';
import { groupRuns, selectRuns } from '../report/select-runs.ts';
import { REPORT_FILE } from './results.ts';

export interface ReportFlags {
  all: boolean;
  out?: string;
  embed: boolean;
}

function readFiles(cwd: string, files: string[]): RunResults[] {
  return files.map((f) => {
    const path = resolve(cwd, f);
    if (!existsSync(path)) throw new SetupError(`No such results file: ${f}`);
    const r = readResults(path);
    if (!r) throw new SetupError(`${f} is not a Stepwright results file (no header line).`);
    return r;
  });
}

function merge(config: ResolvedConfig, cwd: string, files: string[], out: string | undefined): number {
  if (!files.length) throw new SetupError('Usage: stepwright report merge <results files…> [--out FILE]');
  const parts = readFiles(cwd, files);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = out ? resolve(cwd, out) : join(resultsDir(config.reportsDir),
    `${parts[0]!.header.command}-merged-${stamp}.jsonl`);
  const lines = mergeRuns(parts, file);
  writeResultLines(file, lines);
  console.log(`Merged ${parts.length} results files (${lines.filter((l) => l.type === 'step').length} steps) ` +
    `into ${relative(cwd, file)}`);
  return 0;
}

export function reportCommand(config: ResolvedConfig, cwd: string, args: string[], f: ReportFlags): number {
  if (args[0] === 'merge') return merge(config, cwd, args.slice(1), f.out);
  const runs = args.length ? groupRuns(readFiles(cwd, args)) : selectRuns(readAllResults(config.reportsDir), f.all);
  if (!runs.length) {
    console.error(`No results in ${relative(cwd, resultsDir(config.reportsDir)) || '.'}: run compile, ` +
      `run or heal first.`);
    return 1;
  }
  const out = f.out ? resolve(cwd, f.out) : join(config.reportsDir, REPORT_FILE);
  const r = writeReport({ runs, out, embed: f.embed });
  console.log(`Report: ${relative(cwd, r.file)} — ${runs.map((x) => x.command).join(', ')}; ${r.steps} ` +
    `steps, ${(r.bytes / 1024).toFixed(0)} KB`);
  return 0;
}
