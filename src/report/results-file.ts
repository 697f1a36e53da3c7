// Writes and reads results files (reportsDir/results/<command>-<time>-<pid>.jsonl): each process
// appends to its own file, one line per step as it finishes, so parallel writers never share one.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Redactor } from './redact.ts';
import {
  ResultLine, RESULTS_VERSION, RunEnd, StepResult, type Command, type Llm, type Phase, type RunHeader,
  type RunResults, type StepResultInput,
} from './results-schema.ts';

export const RESULTS_SUBDIR = 'results';

export const resultsDir = (reportsDir: string): string => join(reportsDir, RESULTS_SUBDIR);

const stamp = (d: Date): string => d.toISOString().replace(/[:.]/g, '-');

/** A run id: the command, when it started, and the process. */
export const newRunId = (command: Command, at = new Date(),
  pid = process.pid): string => `${command}-${stamp(at)}-${pid}`;

export interface ResultsWriterOptions {
  reportsDir: string;
  command: Command;
  redactor: Redactor;
  /** the run this file belongs to (a worker of `compile --workers` gets its parent's) */
  runId?: string;
  header?: Partial<Pick<RunHeader, 'part' | 'planner' | 'appBuild' | 'dryRun'>>;
}

/** One process's results file: a header now, a line per step, an end line. */
export class ResultsWriter {
  readonly file: string;
  readonly dir: string;
  private readonly started = Date.now();
  private readonly redactor: Redactor;

  constructor(o: ResultsWriterOptions) {
    const now = new Date(this.started);
    this.dir = resultsDir(o.reportsDir);
    const base = join(this.dir, `${o.command}-${stamp(now)}-${process.pid}`);
    // two runs of one process in the same millisecond (tests) still get a file each
    let n = 1;
    while (existsSync(`${base}${n > 1 ? `-${n}` : ''}.jsonl`)) n++;
    this.file = `${base}${n > 1 ? `-${n}` : ''}.jsonl`;
    this.redactor = o.redactor;
    mkdirSync(this.dir, { recursive: true });
    const header: RunHeader = { type: 'run', version: RESULTS_VERSION, runId: o.runId ?? newRunId(o.command, now),
      command: o.command, startedAt: now.toISOString(), pid: process.pid, ...o.header };
    this.line(header);
  }

  /** A screenshot path as the file stores it: relative to the results directory. */
  shot(path: string): string {
    return relative(this.dir, resolve(path));
  }

  step(step: StepResultInput): void {
    this.redactor.learnText(step.text);
    this.line(this.redactor.apply(StepResult.parse(step)));
  }

  end(o: { phases: Phase[]; llm: Llm; exitCode?: number }): void {
    const end: RunEnd = { type: 'end', finishedAt: new Date().toISOString(), durationMs: Date.now() - this.started,
      ...o };
    this.line(end);
  }

  private line(l: ResultLine): void {
    // one write of one line
    appendFileSync(this.file, `${JSON.stringify(l)}\n`);
  }
}

/** A results file; lines that are not valid (a line cut short by a crash) are skipped. */
export function readResults(file: string): RunResults | undefined {
  let header: RunHeader | undefined;
  let end: RunEnd | undefined;
  const steps: StepResult[] = [];
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (!text.trim()) continue;
    let parsed;
    try {
      parsed = ResultLine.safeParse(JSON.parse(text));
    } catch {
      continue;
    }
    if (!parsed.success) continue;
    const l = parsed.data;
    if (l.type === 'run') header ??= l;
    else if (l.type === 'step') steps.push(l);
    else end = l;
  }
  return header ? { file: resolve(file), header, steps, ...(end ? { end } : {}) } : undefined;
}

/** Every results file under `reportsDir/results`, read. */
export function readAllResults(reportsDir: string): RunResults[] {
  const dir = resultsDir(reportsDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort()
    .flatMap((f) => readResults(join(dir, f)) ?? []);
}

/** A screenshot stored in a results file, as an absolute path. */
export const shotPath = (results: RunResults, path: string): string => resolve(dirname(results.file), path);
