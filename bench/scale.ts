// npm run bench:scale [-- --features sign-in,products,orders,settings] [--no-grid] [--no-reuse] [--no-context]
//                                                                       [--samples N]
//
// The demo suite through `stepwright run` (the CLI as a child process, as CI runs it, from a temp
// directory so no webServer is started), against one demo server started here, in these modes:
//   serial            --isolation fresh: one process, a fresh Chromium per scenario
//   parallel 2        --parallel 2 --isolation fresh: two cucumber worker processes, a fresh Chromium per scenario each
//   grid 2            --grid URL --parallel 2: a Selenium Grid 4 started here (hub + one node with two
//                     Chromium slots on 127.0.0.1, test/support/grid.ts; its start-up is not timed)
//   serial reuse      --isolation reuse: one Chromium for the run, reset between scenarios
//   parallel 2 reuse  --parallel 2 --isolation reuse: one Chromium per worker
//   grid 2 reuse      the Grid, --parallel 2 --isolation reuse: one remote session per worker
//   serial context    --isolation context (the default): one Chromium, a new BiDi user context per scenario
//   parallel 2 context, grid 2 context   the same, with --parallel 2, and through the Grid
// It prints each mode's wall time and speed-up over serial, each mode's result set (scenario →
// passed/failed, sorted), and the per-scenario cost of a fresh browser measured two ways: from the
// suite (serial − serial reuse/context) and directly (start + quit vs reset vs a new context, `--samples` times each).
// Memory: the peak RSS and PSS of the Chromium processes each local mode started (bench/browser-memory.ts,
// sampled every 250 ms; a Grid's browsers belong to the Grid's node, not to the run, and are not sampled).
// Exit 1 when a scenario fails or the result sets differ.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startDemoServer } from '../demo/server.js';
import { resolveConfig } from '../src/config/config.ts';
import { stopSharedDriverService } from '../src/drivers/web/chromium.ts';
import { WebAppDriver } from '../src/drivers/web/web-driver.ts';
import { closeReusedBrowsers, giveBack, takeBrowser } from '../src/drivers/web/kept-browsers.ts';
import { startGrid, type Grid } from '../test/support/grid.ts';
import { watchBrowserMemory, type MemoryPeak } from './browser-memory.ts';
import { median } from './replay-report.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ALL_FEATURES = ['sign-in', 'products', 'orders', 'settings'];

const { values: flags } = parseArgs({
  options: {
    features: { type: 'string', default: ALL_FEATURES.join(',') },
    'no-grid': { type: 'boolean', default: false },
    'no-reuse': { type: 'boolean', default: false },
    'no-context': { type: 'boolean', default: false },
    samples: { type: 'string', default: '5' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (flags.help) {
  console.log(`Usage: npm run bench:scale -- [--features ${ALL_FEATURES.join(',')}] [--no-grid] [--no-reuse] [--no-context] [--samples N]`);
  process.exit(0);
}
const features = flags.features.split(',').map((f) => f.trim()).filter(Boolean);
for (const f of features) if (!ALL_FEATURES.includes(f)) throw new Error(`Unknown feature "${f}" (have ${ALL_FEATURES.join(', ')})`);
const samples = Number(flags.samples);
if (!Number.isInteger(samples) || samples < 0) throw new Error('--samples needs a whole number');

interface Mode { name: string; args: string[] }
interface ModeResult {
  mode: Mode; wallMs: number; code: number | null; results: string[]; load: number; output: string; memory: MemoryPeak;
}

const load = (): string => loadavg().map((x) => x.toFixed(1)).join(' ');
const sec = (x: number): string => (x / 1000).toFixed(2);
const pad = (s: string | number, n: number): string => String(s).padStart(n);

/** `feature:line name  status` of every scenario in a cucumber json report, sorted */
function resultSet(file: string): string[] {
  const json = JSON.parse(readFileSync(file, 'utf8')) as { uri: string; elements: { name: string; line: number; steps: { result: { status: string } }[] }[] }[];
  return json.flatMap((f) => f.elements.map((e) => `${f.uri.replace(/^.*features\//, 'features/')}:${e.line} ${e.name}  ` +
    (e.steps.every((s) => s.result.status === 'passed') ? 'passed' : 'failed'))).sort();
}

type CliRun = { code: number | null; output: string; ms: number; memory: MemoryPeak };

function runCli(args: string[], cwd: string): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, DEMO_PASSWORD: 'wonderland', NO_COLOR: '1' };
  for (const k of Object.keys(env)) if (k.startsWith('STEPWRIGHT_') || k === 'NODE_OPTIONS') delete env[k];
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'bin/stepwright.js'), ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const memory = watchBrowserMemory(child.pid);
    child.stdout.on('data', (d: Buffer) => { output += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { output += d.toString(); });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output, ms: performance.now() - t0, memory: memory.stop() }));
  });
}

type Cost = { fresh: number[]; reuse: number[]; context: number[] };

/** A fresh browser per scenario, directly: start + first page + quit, against reset or a new context + first page. */
async function browserCost(url: string): Promise<Cost> {
  const settings = resolveConfig(ROOT, { baseUrl: url }).browser;
  const fresh: number[] = [];
  const reuse: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    const app = await WebAppDriver.start(settings);
    await app.navigate(`${url}/login`);
    await app.close();
    fresh.push(performance.now() - t0);
  }
  const kept = await WebAppDriver.start(settings);
  await kept.markClean();
  try {
    for (let i = 0; i < samples; i++) {
      await kept.navigate(`${url}/login`);
      const t0 = performance.now();
      await kept.reset();
      await kept.navigate(`${url}/login`);
      reuse.push(performance.now() - t0);
    }
  } finally {
    await kept.close();
  }
  const context: number[] = [];
  try {
    let app = await takeBrowser(settings, 'context');
    for (let i = 0; i < samples; i++) {
      await app.navigate(`${url}/login`);
      const t0 = performance.now();
      await giveBack(app);
      app = await takeBrowser(settings, 'context');
      await app.navigate(`${url}/login`);
      context.push(performance.now() - t0);
    }
  } finally {
    await closeReusedBrowsers();
    await stopSharedDriverService();
  }
  return { fresh, reuse, context };
}

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'stepwright-scale-'));
  const app = await startDemoServer({ port: 0 });
  let grid: Grid | undefined;
  try {
    if (!flags['no-grid']) {
      const t0 = performance.now();
      grid = await startGrid(dir, 2);
      console.log(`Selenium Grid (hub + node, 2 Chromium slots) up at ${grid.url} in ${sec(performance.now() - t0)} s (not timed below)`);
    }
    const modes: Mode[] = [
      { name: 'serial', args: ['--isolation', 'fresh'] },
      { name: 'parallel 2', args: ['--parallel', '2', '--isolation', 'fresh'] },
      ...(grid ? [{ name: 'grid 2', args: ['--grid', grid.url, '--parallel', '2', '--isolation', 'fresh'] }] : []),
      ...(flags['no-reuse'] ? [] : [{ name: 'serial reuse', args: ['--isolation', 'reuse'] }, { name: 'parallel 2 reuse', args: ['--parallel', '2', '--isolation', 'reuse'] }]),
      ...(flags['no-reuse'] || !grid ? [] : [{ name: 'grid 2 reuse', args: ['--grid', grid.url, '--parallel', '2', '--isolation', 'reuse'] }]),
      ...(flags['no-context'] ? [] : [{ name: 'serial context', args: ['--isolation', 'context'] },
        { name: 'parallel 2 context', args: ['--parallel', '2', '--isolation', 'context'] }]),
      ...(flags['no-context'] || !grid ? [] : [{ name: 'grid 2 context', args: ['--grid', grid.url, '--parallel', '2', '--isolation', 'context'] }]),
    ];
    const paths = features.map((f) => join(ROOT, 'features', `${f}.feature`));
    console.log(`Scale benchmark: features ${features.join(', ')} · demo app ${app.url} · ${availableParallelism()} CPUs, load average ${load()}\n`);
    console.log(`${'mode'.padEnd(18)}${pad('wall s', 9)}${pad('speed-up', 10)}${pad('scenarios', 11)}${pad('load', 7)}` +
      `${pad('browser RSS peak', 18)}${pad('PSS peak', 10)}`);
    const done: ModeResult[] = [];
    for (const mode of modes) {
      // the demo keeps orders, profile and "account deleted" in memory: every mode starts from scratch
      await fetch(new URL('/__reset', app.url), { method: 'POST' });
      const reportFile = join(dir, `${mode.name.replace(/\s+/g, '-')}.json`);
      const r = await runCli(['run', ...paths, '--base-url', app.url, '--cache-dir', join(ROOT, 'step-cache'),
        '--format', `json:${reportFile}`, '--format', 'summary', ...mode.args], dir);
      const results = (() => { try { return resultSet(reportFile); } catch { return []; } })();
      const res = { mode, wallMs: r.ms, code: r.code, results, load: loadavg()[0], output: r.output, memory: r.memory };
      done.push(res);
      const passed = results.filter((x) => x.endsWith('passed')).length;
      const mb = (x: number): string => (mode.name.startsWith('grid') || !x ? '—' : `${x.toFixed(0)} MB`);
      console.log(`${mode.name.padEnd(18)}${pad(sec(r.ms), 9)}${pad((done[0].wallMs / r.ms).toFixed(2) + '×', 10)}` +
        `${pad(`${passed}/${results.length}`, 11)}${pad(res.load.toFixed(1), 7)}${pad(mb(r.memory.rssMb), 18)}${pad(mb(r.memory.pssMb), 10)}`);
    }
    return report(done, await browserCost(app.url));
  } finally {
    await Promise.all([app.close(), grid?.stop()]);
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

function report(done: ModeResult[], cost: Cost): number {
  let failed = false;
  const reference = done[0].results;
  for (const r of done) {
    const bad = r.code !== 0 || r.results.length === 0 || r.results.some((x) => !x.endsWith('passed'));
    if (bad) {
      failed = true;
      console.error(`\n✗ ${r.mode.name}: exit ${r.code}\n${r.output.split('\n').filter((l) => /✖|failed|Error/.test(l)).slice(0, 20).join('\n')}`);
    }
    if (JSON.stringify(r.results) !== JSON.stringify(reference)) {
      failed = true;
      console.error(`\n✗ ${r.mode.name}: its results differ from serial's:\n` +
        `  only here:   ${r.results.filter((x) => !reference.includes(x)).join('\n               ') || '—'}\n` +
        `  only serial: ${reference.filter((x) => !r.results.includes(x)).join('\n               ') || '—'}`);
    }
  }
  console.log(`\nresults (${reference.length} scenarios, the same for ${done.filter((r) => JSON.stringify(r.results) === JSON.stringify(reference)).map((r) => r.mode.name).join(', ')}):`);
  const width = Math.max(...reference.map((x) => x.lastIndexOf('  ')));
  for (const [i, line] of reference.entries()) {
    const name = line.slice(0, line.lastIndexOf('  '));
    console.log(`  ${name.padEnd(width)}${done.map((r) => pad(r.results[i]?.slice(r.results[i].lastIndexOf('  ') + 2) ?? '—', 8)).join('')}`);
  }
  console.log(`  ${''.padEnd(width)}${done.map((r) => pad(r.mode.name.split(' ').map((w) => w[0]).join(''), 8)).join('')}   (s = serial, p2 = parallel 2, g2 = grid 2; r = isolation reuse, c = context)`);

  const serial = done.find((r) => r.mode.name === 'serial');
  const n = reference.length;
  for (const kept of ['reuse', 'context']) {
    const k = done.find((r) => r.mode.name === `serial ${kept}`);
    if (!serial || !k) continue;
    console.log(`\nfresh browser per scenario, from the suite: (serial ${sec(serial.wallMs)} s − serial ${kept} ${sec(k.wallMs)} s) / ${n} = ` +
      `${((serial.wallMs - k.wallMs) / n).toFixed(0)} ms (per scenario: fresh ${(serial.wallMs / n).toFixed(0)} ms, ${kept} ${(k.wallMs / n).toFixed(0)} ms)`);
  }
  if (cost.fresh.length) {
    const [f, r, c] = [median(cost.fresh), median(cost.reuse), median(cost.context)];
    console.log(`per scenario, directly (median of ${cost.fresh.length}): start + open /login + quit ${f.toFixed(0)} ms (fresh), ` +
      `reset + open /login ${r.toFixed(0)} ms (reuse), new context + open /login ${c.toFixed(0)} ms (context)`);
    const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(' ');
    console.log(`  fresh: ${list(cost.fresh)} ms · reuse: ${list(cost.reuse)} ms · context: ${list(cost.context)} ms`);
  }
  console.log(`load average at the end ${load()} on ${availableParallelism()} CPUs`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
