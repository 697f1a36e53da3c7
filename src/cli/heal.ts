// `stepwright heal [features…|feature:line] [--dry-run]`: replays the selected scenarios, repairs
// what a changed UI broke, prints a per-step table (old → new locator, screenshots) and exits
// non-zero while any step still fails or is a possible defect.
import { join, relative } from 'node:path';
import { isProblem } from '../compiler/outcome.ts';
import { requireBaseUrl, type ResolvedConfig } from '../config/config.ts';
import { healFeatures } from '../heal/heal.ts';
import { consoleReporter } from '../report/console.ts';
import { formatHealTable } from '../report/heal-table.ts';
import { writeHtmlReport } from '../report/html.ts';
import { plannersFor, withApp } from './setup.ts';

export async function healCommand(config: ResolvedConfig, cwd: string, paths: string[],
  dryRun: boolean): Promise<number> {
  const baseUrl = requireBaseUrl(config);
  const runDir = join(config.reportsDir, `heal-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  const { planners, usage } = await plannersFor(config);
  const result = await withApp(config, () => healFeatures({
    config, baseUrl, cwd, dryRun, planners, reporter: consoleReporter(), runDir,
    paths: paths.length ? paths : config.features.map((p) => join(config.root, p)),
  }));
  for (const e of result.featureErrors) console.error(`✗ ${e.message}`);
  const summary = formatHealTable(result.outcomes, cwd, dryRun);
  console.log(`\n${summary}`);
  if (usage()) console.log(usage());
  console.log(`Report: ${relative(cwd, writeHtmlReport(runDir, result.outcomes, [summary, usage()].filter(Boolean).join('\n')))}`);
  if (result.stepFilesNote) console.log(result.stepFilesNote);
  if (result.stepFiles.length) console.log(`Wrote ${result.stepFiles.map((p) => relative(cwd, p)).join(', ')}`);
  const failing = result.featureErrors.length > 0 || result.outcomes.some((o) => isProblem(o.status));
  if (failing) console.log('Still failing: fix the app (possible defects) or the steps, then heal again.');
  return failing ? 1 : 0;
}
