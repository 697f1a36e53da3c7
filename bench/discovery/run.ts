// Issues 7 and 17's discovery benchmark: how much of what testers write the rule planner compiles, and how much
// of it wrongly.
//
//   npm run bench:discovery [-- --app NAME …] [--half tuning|report] [--features DIR] [--json FILE] [--keep]
//
// Measures the deterministic rule planner on features written in several styles against the apps of apps.ts:
// every app is started on 127.0.0.1, its features are compiled into a fresh temp cache with `--planner rules`
// (no LLM), then replayed with `stepwright run`. One app at a time (the machine has 2 cores). The blind apps'
// features come in two halves (tuning/, report/), each measured on its own. Prints one table per group
// (existing apps, tuning half, report half) at step and scenario level, with totals; then whether the targets
// are met. Exit 0 when they are in every group measured, 1 when not, 2 on a usage error.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import { APPS, selectApps } from './apps.ts';
import { figures, type AppFigures } from './figures.ts';
import { GROUPS, isHalf, measurements, type Measurement } from './halves.ts';
import { measureApp } from './measure.ts';
import { describeOpens, percentile } from './page-opens.ts';
import { groupedReport, overall, problemList, targetsMet } from './report.ts';

const USAGE = `Usage: npm run bench:discovery -- [--app NAME]… [--half tuning|report] [--features DIR] [--json FILE] [--keep]
  --app NAME      measure only this app (repeatable): ${APPS.map((a) => a.name).join(', ')}, todomvc (= every TodoMVC implementation measured), todomvc-<impl>
  --half H        only this half (tuning or report) of the apps whose features come in halves; the others are left out
  --features DIR  read the features from DIR, laid out like bench/discovery/features/ (DIR/<app>/, DIR/<app>/tuning/, …)
  --json FILE     also write the figures (and every step that did not compile or compiled wrong) as JSON
  --keep          keep each app's work dir (features copy, step cache, compile/replay log) and print where`;

function usage(message?: string): never {
  if (message) console.error(`${message}\n${USAGE}`); else console.log(USAGE);
  process.exit(message ? 2 : 0);
}

let flags;
try {
  flags = parseArgs({ options: { app: { type: 'string', multiple: true }, half: { type: 'string' }, features: { type: 'string' },
    json: { type: 'string' }, keep: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }).values;
} catch (e) {
  usage((e as Error).message);
}
if (flags.help) usage();
if (flags.half !== undefined && !isHalf(flags.half)) usage(`--half must be tuning or report, not "${flags.half}"`);
let units: Measurement[] = [];
try {
  units = measurements(selectApps(flags.app ?? []), { ...(flags.half ? { half: flags.half as 'tuning' | 'report' } : {}),
    ...(flags.features ? { featuresRoot: resolve(flags.features) } : {}) });
} catch (e) {
  usage((e as Error).message);
}
if (!units.length) usage('Nothing to measure: none of the apps named has that half.');

/**
 * The commit measured, and whether src/ has uncommitted edits (figures from a tree being edited are not
 * comparable).
 */
function revision(): string {
  try {
    const git = (...a: string[]): string => execFileSync('git', a, { cwd: fileURLToPath(new URL('../../', import.meta.url)), encoding: 'utf8' }).trim();
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--', 'src') ? ' + uncommitted changes in src/' : ''}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}
const commit = revision();

const root = mkdtempSync(join(tmpdir(), 'stepwright-bench-discovery-'));
const started = new Date();
console.log(`bench:discovery — rule planner only (--planner rules, no LLM), ${units.length} measurement(s), one at a time`);
console.log(`commit ${commit}; machine: ${availableParallelism()} cores, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}; work dir ${root}\n`);

const all: AppFigures[] = [];
/** each unit's navigations during compile (ms), by label */
const opens = new Map<string, number[]>();
/** each unit's observations during compile: asked for, and given again unchanged */
const observed = new Map<string, { asked: number; reused: number }>();
try {
  for (const unit of units) {
    process.stdout.write(`${unit.label.padEnd(26)} ${unit.app.about} … `);
    const t0 = Date.now();
    const run = await measureApp(unit, join(root, unit.label.replace(/[^\w.-]+/g, '_')));
    const f = figures(run, unit.group);
    all.push(f);
    opens.set(unit.label, run.pageOpens);
    if (run.observations) observed.set(unit.label, run.observations);
    const took = `(${((Date.now() - t0) / 1000).toFixed(0)} s)`;
    if (f.error) console.log(`error: ${f.error} (log: ${run.workDir}/log.txt)`);
    else if (f.noFeatures) console.log(`no features in ${unit.features} ${took}`);
    else console.log(`${f.rules}/${f.steps} by rules, ${f.wrong} wrong, ${f.scenariosGreen}/${f.replay.scenarios} scenarios green ${took}`);
  }
} finally {
  await stopSharedDriverService();
}

console.log(`\n${groupedReport(all)}\n`);
// issue 16: how long opening a page takes during compile, per app and per group
const opensOf = (fs: AppFigures[]): number[] => fs.flatMap((f) => opens.get(f.app) ?? []);
console.log('open a page (every navigation of compile, until the page counts as ready); observations compile asked for:');
for (const f of all) {
  const o = observed.get(f.app);
  const obs = o?.asked ? `; ${o.asked} observations, ${o.reused} given again unchanged` : '';
  if (opens.get(f.app)?.length) console.log(`  ${f.app.padEnd(28)} ${describeOpens(opens.get(f.app)!)}${obs}`);
}
for (const g of GROUPS) {
  const fs = all.filter((f) => f.group === g);
  if (fs.length) console.log(`  ${`total (${g})`.padEnd(28)} ${describeOpens(opensOf(fs))}`);
}
console.log('');
for (const f of all) {
  const p = problemList(f);
  if (p) console.log(`${p}\n`);
}

const groups = GROUPS.map((g) => all.filter((f) => f.group === g)).filter((fs) => fs.length);
if (flags.json) {
  const file = resolve(flags.json);
  mkdirSync(dirname(file), { recursive: true });
  const byGroup = Object.fromEntries(groups.map((fs) => [fs[0]!.group,
    { apps: fs.map((f) => f.app), total: overall(fs), targets: targetsMet(overall(fs)) }]));
  const t = overall(all);
  const withoutStepMs = (k: string, v: unknown): unknown => (k === 'stepMs' ? undefined : v);
  writeFileSync(file, `${JSON.stringify({ date: started.toISOString(), command: `npm run bench:discovery${process.argv.slice(2).length ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    commit, load: loadavg(), apps: all, groups: byGroup, total: t, targets: targetsMet(t),
    pageOpens: Object.fromEntries([...opens].map(([app, xs]) =>
      [app, { n: xs.length, p50: percentile(xs, 50), p95: percentile(xs, 95) }])),
    observations: Object.fromEntries(observed),
  }, withoutStepMs, 2)}\n`);
  console.log(`Figures written to ${file}`);
}
if (flags.keep) console.log(`Work dirs kept under ${root}`);
else rmSync(root, { recursive: true, force: true, maxRetries: 3 });

process.exitCode = groups.every((fs) => targetsMet(overall(fs)).all) ? 0 : 1;
