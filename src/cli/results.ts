// What compile, run and heal share for their results: the file each process appends to, a clock
// for the phases of the command, and the HTML report of the latest runs written when they finish.
import { join, relative } from 'node:path';
import { CacheStore } from '../cache/store.ts';
import type { ResolvedConfig } from '../config/config.ts';
import { LocatorBook } from '../report/locators.ts';
import { Redactor } from '../report/redact.ts';
import { writeReport } from '../report/render.ts';
import { readAllResults, ResultsWriter } from '../report/results-file.ts';
import type { Command, Phase, RunHeader } from '../report/results-schema.ts';
import { selectRuns } from '../report/select-runs.ts';

export const REPORT_FILE = 'report.html';

export function openResults(config: ResolvedConfig, command: Command,
  o: { runId?: string; part?: RunHeader['part']; dryRun?: boolean } = {}): ResultsWriter {
  return new ResultsWriter({
    reportsDir: config.reportsDir, command, redactor: new Redactor(config.env), ...(o.runId ? { runId: o.runId } : {}),
    header: { planner: command === 'run' ? undefined : config.planner,
      ...(config.appBuild ? { appBuild: config.appBuild } : {}),
      ...(o.part ? { part: o.part } : {}), ...(o.dryRun ? { dryRun: true } : {}) },
  });
}

/** The cache's records as a locator book: read again each time it is called. */
export const locatorBook = (config: ResolvedConfig): LocatorBook =>
  new LocatorBook(new CacheStore(config.cacheDir).load().records);

/** Wall-clock time per named phase of a command. */
export class PhaseClock {
  readonly phases: Phase[] = [];

  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      return await work();
    } finally {
      this.add(name, Date.now() - started);
    }
  }

  add(name: string, ms: number): void {
    if (ms > 0) this.phases.push({ name, ms });
  }
}

/** Writes reportsDir/report.html from the latest run of each command; returns the line to print. */
export function reportLatest(config: ResolvedConfig, cwd: string): string {
  const out = join(config.reportsDir, REPORT_FILE);
  const r = writeReport({ runs: selectRuns(readAllResults(config.reportsDir), false), out });
  return `Report: ${relative(cwd, r.file)} (${(r.bytes / 1024).toFixed(0)} KB; ` +
    `results in ${relative(cwd, join(config.reportsDir, 'results'))}/)`;
}

/** Whether the console output gets ANSI colours: on a terminal, unless the config's environment sets NO_COLOR. */
export function colorOutput(config: ResolvedConfig): boolean {
  return Boolean(process.stdout.isTTY) && !config.env.NO_COLOR;
}
