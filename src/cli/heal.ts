// `stepwright heal [features…|feature:line] [--dry-run]`: replays the selected scenarios, repairs
// what a changed UI broke, prints a per-step table (old → new locator, screenshots) and exits
// non-zero while any step still fails or is a possible defect.
import { join, relative } from 'node:path';
import { isProblem } from '../report/outcome.ts';
import { requireBaseUrl, type ResolvedConfig } from '../config/config.ts';
import { healFeatures } from '../heal/heal-features.ts';
import { platformOf } from '../drivers/factory.ts';
import { llmOf, resultsReporter } from '../report/compile-results.ts';
import { consoleReporter } from '../report/console.ts';
import { formatHealTable } from '../report/heal-table.ts';
import { colorOutput, locatorBook, openResults, PhaseClock, reportLatest } from './results.ts';
import { plannersFor, withApp } from './setup.ts';

export async function healCommand(config: ResolvedConfig, cwd: string, paths: string[],
  dryRun: boolean): Promise<number> {
  const baseUrl = requireBaseUrl(config);
  const runDir = join(config.reportsDir, `heal-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  const results = openResults(config, 'heal', { dryRun });
  const clock = new PhaseClock();
  const { planners, usage } = await clock.time('load planners', () => plannersFor(config));
  const reporter = resultsReporter(consoleReporter({ color: colorOutput(config) }), results, () => locatorBook(config),
    (s) => platformOf(s.pickle.tags, config.platform));
  const result = await clock.time('heal (app, browsers, steps)', () => withApp(config, () => healFeatures({
    config, baseUrl, cwd, dryRun, planners, reporter, runDir,
    paths: paths.length ? paths : config.features.map((p) => join(config.root, p)),
  }))).catch((e: unknown) => {
    results.end({ phases: clock.phases, llm: { calls: 0, promptTokens: 0, completionTokens: 0 }, exitCode: 2 });
    throw e;
  });
  for (const e of result.featureErrors) console.error(`✗ ${e.message}`);
  const summary = formatHealTable(result.outcomes, cwd, dryRun);
  console.log(`\n${summary}`);
  if (usage()) console.log(usage());
  if (result.stepFilesNote) console.log(result.stepFilesNote);
  if (result.stepFiles.length) console.log(`Wrote ${result.stepFiles.map((p) => relative(cwd, p)).join(', ')}`);
  const failing = result.featureErrors.length > 0 || result.outcomes.some((o) => isProblem(o.status));
  results.end({ phases: clock.phases, llm: llmOf(result.outcomes), exitCode: failing ? 1 : 0 });
  console.log(reportLatest(config, cwd));
  if (failing) console.log('Still failing: fix the app (possible defects) or the steps, then heal again.');
  return failing ? 1 : 0;
}
