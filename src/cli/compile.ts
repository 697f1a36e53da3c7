// `stepwright compile`: discovers the steps without a valid cached definition (or, with --workers N,
// has N child compiles discover slices of the scenarios), writes a results file and the report.
import { join, relative } from 'node:path';
import { compileFeatures, writeStepFilesFromCache } from '../compiler/compile.ts';
import { isProblem } from '../report/outcome.ts';
import type { ResolvedConfig } from '../config/config.ts';
import { SetupError } from '../drivers/errors.ts';
import { platformOf } from '../drivers/factory.ts';
import { llmOf, resultsReporter } from '../report/compile-results.ts';
import { consoleReporter, formatSummary } from '../report/console.ts';
import { newRunId } from '../report/results-file.ts';
import { colorOutput, locatorBook, openResults, PhaseClock, reportLatest } from './results.ts';
import { plannersFor, withApp } from './setup.ts';
import { parseShard } from './shard.ts';
import { compileWithWorkers } from './workers.ts';

export interface CompileFlags {
  force: boolean;
  /** --workers N */
  workers?: string;
  /** internal: this process is worker i/N of a `compile --workers N` */
  worker?: string;
  /** internal: the run id the parent gave its workers */
  runId?: string;
}

/** Whether scenario `i` of `total` is in worker `w.index`'s contiguous slice (of `w.total`). */
const inSlice = (i: number, total: number, w: { index: number; total: number }): boolean =>
  Math.floor((i * w.total) / total) === w.index - 1;

/** Compiles the features (or, with workers, has child processes compile slices); returns the exit code. */
export async function compile(config: ResolvedConfig, baseUrl: string, cwd: string, paths: string[], argv: string[],
  f: CompileFlags): Promise<number> {
  const workers = f.workers === undefined ? 1 : Number(f.workers);
  if (!(Number.isInteger(workers) && workers > 0)) throw new SetupError('--workers needs a positive whole number.');
  if (workers > 1) {
    // each worker writes its own results file, under this run's id; the report reads them together
    const code = await withApp(config, () => compileWithWorkers(argv, workers, cwd, newRunId('compile')));
    console.log(reportLatest(config, cwd));
    return code;
  }
  // a worker of `compile --workers N` (internal): its slice of the scenarios; the parent runs the app
  const worker = f.worker === undefined ? undefined : parseShard(f.worker);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const runDir = join(config.reportsDir, `compile-${stamp}${worker ? `-w${worker.index}` : ''}`);
  const results = openResults(config, 'compile',
    { runId: f.runId, ...(worker ? { part: { kind: 'worker', ...worker } } : {}) });
  const clock = new PhaseClock();
  const { planners, usage } = await clock.time('load planners', () => plannersFor(config));
  const reporter = resultsReporter(consoleReporter({ color: colorOutput(config) }), results, () => locatorBook(config),
    (s) => platformOf(s.pickle.tags, config.platform));
  const work = () => compileFeatures({
    config, baseUrl, cwd, force: f.force, planners, reporter, runDir,
    paths: paths.length ? paths : config.features.map((p) => join(config.root, p)),
    // contiguous slices: scenarios of one feature share steps, so a slice discovers each step once
    ...(worker ? { select: (_: unknown, i: number, total: number) => inSlice(i, total, worker) } : {}),
  });
  const result = await clock.time('compile (app, browsers, steps)',
    () => (worker ? work() : withApp(config, work))).catch((e: unknown) => {
    // everything compiled before the failure is in the records: keep the step files in step with them
    const note = writeStepFilesFromCache(config).regrouped;
    if (note) console.log(note);
    results.end({ phases: clock.phases, llm: { calls: 0, promptTokens: 0, completionTokens: 0 }, exitCode: 2 });
    throw e;
  });
  for (const e of result.featureErrors) console.error(`✗ ${e.message}`);
  const summary = formatSummary(result.outcomes);
  console.log(`\n${summary}`);
  if (usage()) console.log(usage());
  if (result.stepFilesNote) console.log(result.stepFilesNote);
  if (result.stepFiles.length) console.log(`Wrote ${result.stepFiles.map((p) => relative(cwd, p)).join(', ')}`);
  const failed = result.featureErrors.length > 0 || result.outcomes.some((o) => isProblem(o.status));
  results.end({ phases: clock.phases, llm: llmOf(result.outcomes), exitCode: failed ? 1 : 0 });
  // a worker leaves the report to its parent, which reads every worker's results
  if (!worker) console.log(reportLatest(config, cwd));
  return failed ? 1 : 0;
}

