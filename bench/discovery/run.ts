// Issue 7's discovery benchmark: how much of what testers write the rule planner compiles, and how much of it wrongly.
//
//   npm run bench:discovery [-- --app NAME …] [--json FILE] [--keep]
//
// Measures the deterministic rule planner (issue 7, "Measure" item 2) on features written in several
// styles against the demo app, four TodoMVC implementations, Swagger UI and JSONEditor: every app is
// started on 127.0.0.1, its features are compiled into a fresh temp cache with `--planner rules` (no
// LLM), then replayed with `stepwright run`. One app at a time (the machine has 2 cores). Prints per
// app: steps, compiled by rules, unsure, wrong, compile time per step, replay; then the total and
// whether the targets are met. Exit 0 when they are, 1 when not, 2 on a usage error.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import { APPS, selectApps } from './apps.ts';
import { measureApp } from './measure.ts';
import { figures, problemList, table, targetsMet, total, verdict, type AppFigures } from './report.ts';

const USAGE = `Usage: npm run bench:discovery -- [--app NAME]… [--json FILE] [--keep]
  --app NAME   measure only this app (repeatable): ${APPS.map((a) => a.name).join(', ')}, todomvc (= every TodoMVC implementation measured), todomvc-<impl>
  --json FILE  also write the figures (and every step that did not compile or compiled wrong) as JSON
  --keep       keep each app's work dir (features copy, step cache, compile/replay log) and print where`;

let flags;
try {
  flags = parseArgs({ options: { app: { type: 'string', multiple: true }, json: { type: 'string' }, keep: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }).values;
} catch (e) {
  console.error(`${(e as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}
let apps;
try {
  apps = selectApps(flags.app ?? []);
} catch (e) {
  console.error(`${(e as Error).message}\n${USAGE}`);
  process.exit(2);
}

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
console.log(`bench:discovery — rule planner only (--planner rules, no LLM), ${apps.length} app(s), one at a time`);
console.log(`commit ${commit}; machine: ${availableParallelism()} cores, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}; work dir ${root}\n`);

const all: AppFigures[] = [];
try {
  for (const app of apps) {
    process.stdout.write(`${app.name.padEnd(20)} ${app.about} … `);
    const t0 = Date.now();
    const run = await measureApp(app, join(root, app.name));
    const f = figures(run);
    all.push(f);
    console.log(f.error ? `error: ${f.error} (log: ${run.workDir}/log.txt)`
      : `${f.rules}/${f.steps} by rules, ${f.wrong} wrong, replay ${f.replayGreen ? 'green' : 'red'} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  }
} finally {
  await stopSharedDriverService();
}

console.log(`\n${table(all)}\n`);
for (const f of all) {
  const p = problemList(f);
  if (p) console.log(`${p}\n`);
}
console.log(verdict(all));

if (flags.json) {
  const file = resolve(flags.json);
  mkdirSync(dirname(file), { recursive: true });
  const t = all.length > 1 ? total(all) : all[0]!;
  writeFileSync(file, `${JSON.stringify({ date: started.toISOString(), command: `npm run bench:discovery${process.argv.slice(2).length ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    commit, load: loadavg(), apps: all, total: t, targets: targetsMet(t) }, null, 2)}\n`);
  console.log(`Figures written to ${file}`);
}
if (flags.keep) console.log(`Work dirs kept under ${root}`);
else rmSync(root, { recursive: true, force: true, maxRetries: 3 });

process.exitCode = targetsMet(all.length > 1 ? total(all) : all[0]!).all ? 0 : 1;
