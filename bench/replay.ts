// npm run bench:replay [-- --rounds N] [--features sign-in,products] [--no-warmup]
//
// Replays the same demo scenarios through (A) Stepwright's generated steps (step-cache/, exactly
// what `stepwright run` loads: src/runtime/support.ts + step-cache/steps/*.steps.mts) and (B)
// hand-written selenium-webdriver steps (bench/handwritten/), in one process, alternating A/B per
// round, against one demo server started here. Both variants start one fresh Chromium per scenario
// through launchBrowser(), so browser start cost is identical. Exit 1 when any scenario fails.
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as seleniumHttp from 'selenium-webdriver/http/index.js';
import { loadConfiguration, loadSupport, runCucumber, type IRunOptions } from '@cucumber/cucumber/api';
import type { Envelope } from '@cucumber/messages';
import { startDemoServer } from '../demo/server.js';
import { stepDefinitionFiles } from '../src/codegen/step-files.ts';
import { resolveConfig } from '../src/config/config.ts';
import { replayParameters } from '../src/runtime/parameters.ts';
import type { HandParameters } from './handwritten/world.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const TARGET_RATIO = 1.15;
const ALL_FEATURES = ['sign-in', 'products', 'orders', 'settings'];

const { values: flags } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    features: { type: 'string', default: ALL_FEATURES.join(',') },
    'no-warmup': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});
if (flags.help) {
  console.log('Usage: npm run bench:replay -- [--rounds N] [--features sign-in,products,orders,settings] [--no-warmup]');
  process.exit(0);
}
const rounds = Number(flags.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds needs a positive whole number');
const features = flags.features.split(',').map((f) => f.trim()).filter(Boolean);
for (const f of features) if (!ALL_FEATURES.includes(f)) throw new Error(`Unknown feature "${f}" (have ${ALL_FEATURES.join(', ')})`);
const featurePaths = features.map((f) => join(ROOT, 'features', `${f}.feature`));

process.env.DEMO_PASSWORD ??= 'wonderland';

// ------------------------------------------------------------------------------------------------
// One cucumber run, summarised from its messages

interface RunResult {
  wallMs: number;
  scenarios: number;
  passed: number;
  steps: number;
  /** pickle-step time without each scenario's first step (which includes the browser start) */
  stepMsNoStart: number;
  /** per step-definition pattern (or hook): total ms and occurrences */
  byPattern: Map<string, { ms: number; n: number }>;
  failures: string[];
  /** WebDriver commands sent during the run, by name, and the bytes of script they carried */
  commands: Map<string, number>;
  scriptBytes: number;
}

const ms = (d: { seconds: number; nanos: number }): number => d.seconds * 1000 + d.nanos / 1e6;

function collector(): { onMessage: (e: Envelope) => void; result: (wallMs: number) => Omit<RunResult, 'commands' | 'scriptBytes'> } {
  const patterns = new Map<string, string>(); // stepDefinition id -> pattern
  const hooks = new Map<string, string>(); // hook id -> name
  const pickles = new Map<string, { name: string; steps: Map<string, string> }>();
  type TestStep = { key: string; pickleStep: boolean; first: boolean; pickleId: string; text: string };
  const testSteps = new Map<string, TestStep>();
  const testCases = new Map<string, string>(); // testCase id -> pickle id
  const started = new Map<string, string>(); // testCaseStarted id -> testCase id
  const worst = new Map<string, string>(); // testCaseStarted id -> worst status
  const byPattern = new Map<string, { ms: number; n: number }>();
  const failures: string[] = [];
  let steps = 0;
  let stepMsNoStart = 0;
  return {
    onMessage(e) {
      if (e.stepDefinition) patterns.set(e.stepDefinition.id, e.stepDefinition.pattern.source);
      if (e.hook) hooks.set(e.hook.id, '(hooks: After closes the browser)');
      if (e.pickle) pickles.set(e.pickle.id,
        { name: e.pickle.name, steps: new Map(e.pickle.steps.map((s) => [s.id, s.text])) });
      if (e.testCase) {
        testCases.set(e.testCase.id, e.testCase.pickleId);
        let first = true;
        for (const ts of e.testCase.testSteps) {
          const pickleStep = Boolean(ts.pickleStepId);
          const key = pickleStep ? (patterns.get(ts.stepDefinitionIds?.[0] ?? '') ?? '(undefined step)') : (hooks.get(ts.hookId ?? '') ?? '(hook)');
          const text = pickleStep ? pickles.get(e.testCase.pickleId)?.steps.get(ts.pickleStepId!) ?? '' : key;
          testSteps.set(ts.id, { key, pickleStep, first: pickleStep && first, pickleId: e.testCase.pickleId, text });
          if (pickleStep) first = false;
        }
      }
      if (e.testCaseStarted) {
        started.set(e.testCaseStarted.id, e.testCaseStarted.testCaseId);
        worst.set(e.testCaseStarted.id, 'PASSED');
      }
      if (e.testStepFinished) {
        const { testCaseStartedId, testStepId, testStepResult: r } = e.testStepFinished;
        const st = testSteps.get(testStepId);
        const d = ms(r.duration);
        if (st) {
          const agg = byPattern.get(st.key) ?? { ms: 0, n: 0 };
          agg.ms += d;
          agg.n += 1;
          byPattern.set(st.key, agg);
          if (st.pickleStep) {
            steps += 1;
            if (!st.first) stepMsNoStart += d;
          }
        }
        if (r.status !== 'PASSED' && worst.get(testCaseStartedId) === 'PASSED') {
          worst.set(testCaseStartedId, r.status);
          const pickle = pickles.get(testCases.get(started.get(testCaseStartedId) ?? '') ?? '');
          failures.push(`${pickle?.name ?? '?'} — ${st?.text ?? '?'}: ${r.status}${r.message ? `\n      ${r.message.split('\n').slice(0, 4).join('\n      ')}` : ''}`);
        }
      }
    },
    result(wallMs): Omit<RunResult, 'commands' | 'scriptBytes'> {
      const statuses = [...worst.values()];
      return { wallMs, scenarios: statuses.length, passed: statuses.filter((s) => s === 'PASSED').length, steps, stepMsNoStart, byPattern, failures };
    },
  };
}

// ------------------------------------------------------------------------------------------------
// Count the WebDriver commands each run sends (both variants go through the same http.Executor)

const commands = new Map<string, number>();
let scriptBytes = 0;
{
  type Cmd = { getName(): string };
  const exec = seleniumHttp.Executor.prototype as unknown as { execute(c: Cmd): Promise<unknown> };
  const execute = exec.execute;
  exec.execute = function (this: unknown, c: Cmd) {
    commands.set(c.getName(), (commands.get(c.getName()) ?? 0) + 1);
    return execute.call(this, c);
  };
  // request bodies as sent: includes the atoms Selenium substitutes for isDisplayed / getAttribute
  type Req = { data?: { script?: unknown } };
  const client = seleniumHttp.HttpClient.prototype as unknown as { send(r: Req): Promise<unknown> };
  const send = client.send;
  client.send = function (this: unknown, r: Req) {
    if (typeof r.data?.script === 'string') scriptBytes += r.data.script.length;
    return send.call(this, r);
  };
}

// ------------------------------------------------------------------------------------------------
// The two variants

const sink = new Writable({ write: (_c, _e, done) => done() });
const environment = { cwd: ROOT, stdout: sink, stderr: process.stderr, env: process.env };

interface Variant {
  name: string;
  config: IRunOptions;
}

async function prepare(name: string, imports: string[], worldParameters: object): Promise<Variant> {
  const { runConfiguration } = await loadConfiguration({
    provided: {
      paths: featurePaths, import: imports, format: [], worldParameters: worldParameters as Record<string, never>,
    },
  }, environment);
  // ESM step files can be imported only once per process: load the support code once and reuse it.
  const support = await loadSupport(runConfiguration, environment);
  return { name, config: { ...runConfiguration, support } };
}

async function run(v: Variant, baseUrl: string, tagExpression?: string): Promise<RunResult> {
  // the demo keeps orders, profile and "account deleted" in memory: every run starts from scratch
  const reset = await fetch(new URL('/__reset', baseUrl), { method: 'POST' });
  if (!reset.ok) throw new Error(`POST /__reset answered ${reset.status}`);
  const c = collector();
  const config = tagExpression ? { ...v.config, sources: { ...v.config.sources, tagExpression } } : v.config;
  commands.clear();
  scriptBytes = 0;
  const t0 = performance.now();
  await runCucumber(config, environment, c.onMessage);
  return { ...c.result(performance.now() - t0), commands: new Map(commands), scriptBytes };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const sec = (x: number): string => (x / 1000).toFixed(2);
const pad = (s: string | number, n: number): string => String(s).padStart(n);

async function main(): Promise<number> {
  const app = await startDemoServer({ port: 0 });
  try {
    const config = resolveConfig(ROOT, { baseUrl: app.url });
    // the generated variant: what `stepwright run` loads, with the world parameters it builds (src/cli/replay.ts)
    const files = stepDefinitionFiles(join(config.cacheDir, 'steps'), config.steps, config.root);
    const genParams = { stepwright: { ...replayParameters(config, app.url), artifactsDir: join(config.reportsDir, 'bench-replay') } };
    const handParams: HandParameters = {
      browser: config.browser, baseUrl: app.url,
      timeoutMs: config.timeouts.stepMs, waitTimeoutMs: config.timeouts.waitMs,
    };
    const hw = (f: string): string => join(ROOT, 'bench/handwritten', f);
    const gen = await prepare('generated', [join(ROOT, 'src/runtime/support.ts'), ...files.generated, ...files.handwritten], genParams);
    const hand = await prepare('handwritten', [hw('world.ts'), hw('navigation.steps.ts'), hw('forms.steps.ts'), hw('assertions.steps.ts')], handParams);

    console.log(`Replay benchmark: features ${features.join(', ')} · ${rounds} round(s), A/B alternating · demo app ${app.url}`);
    if (!flags['no-warmup'] && features.includes('sign-in')) {
      for (const v of [gen, hand]) await run(v, app.url, '@smoke');
      console.log('warm-up: one @smoke scenario per variant (not counted)');
    }

    const results: Record<string, RunResult[]> = { generated: [], handwritten: [] };
    let failed = false;
    const load = (): string => loadavg().map((x) => x.toFixed(1)).join(' ');
    console.log(`load average ${load()} on ${availableParallelism()} CPUs${loadavg()[0] > availableParallelism() ? ' — the machine is busy: expect noisy wall times' : ''}`);
    console.log(`\n${'round'.padEnd(6)}${'order'.padEnd(24)}${pad('generated s', 12)}${pad('scen.', 8)}${pad('handwritten s', 15)}${pad('scen.', 8)}`);
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? [gen, hand] : [hand, gen];
      for (const v of order) {
        const res = await run(v, app.url);
        results[v.name].push(res);
        if (res.passed !== res.scenarios || res.scenarios === 0) {
          failed = true;
          console.error(`✗ ${v.name}, round ${r + 1}: ${res.scenarios - res.passed} of ${res.scenarios} scenarios failed`);
          for (const f of res.failures) console.error(`    ${f}`);
        }
      }
      const g = results.generated[r];
      const h = results.handwritten[r];
      console.log(`${String(r + 1).padEnd(6)}${order.map((v) => v.name).join(' → ').padEnd(24)}${pad(sec(g.wallMs), 12)}${pad(`${g.passed}/${g.scenarios}`, 8)}` +
        `${pad(sec(h.wallMs), 15)}${pad(`${h.passed}/${h.scenarios}`, 8)}${pad((g.wallMs / h.wallMs).toFixed(3), 8)}${pad(loadavg()[0].toFixed(1), 7)}`);
    }

    const G = results.generated;
    const H = results.handwritten;
    const steps = G[0].steps;
    if (H.some((h) => h.steps !== steps) || G.some((g) => g.steps !== steps)) {
      console.error(`✗ the variants ran different numbers of steps: generated ${G.map((g) => g.steps)}, handwritten ${H.map((h) => h.steps)}`);
      failed = true;
    }
    const mg = median(G.map((x) => x.wallMs));
    const mh = median(H.map((x) => x.wallMs));
    const ratio = mg / mh;
    const paired = median(G.map((g, i) => g.wallMs / H[i].wallMs));
    const sg = median(G.map((x) => x.stepMsNoStart));
    const sh = median(H.map((x) => x.stepMsNoStart));
    console.log(`
                         generated   handwritten   ratio gen/hand        per-step overhead
wall time (median)      ${pad(sec(mg) + ' s', 10)}   ${pad(sec(mh) + ' s', 11)}   ${pad(ratio.toFixed(3), 6)}  target ≤ ${TARGET_RATIO} ${ratio <= TARGET_RATIO ? '✓' : '✗'}   ${pad(((mg - mh) / steps).toFixed(1), 6)} ms/step
step time w/o browser   ${pad(sec(sg) + ' s', 10)}   ${pad(sec(sh) + ' s', 11)}   ${pad((sg / sh).toFixed(3), 6)}                   ${pad(((sg - sh) / (steps - G[0].scenarios)).toFixed(1), 6)} ms/step
median of the per-round ratios: ${paired.toFixed(3)}
rounds ${rounds} · ${G[0].scenarios} scenarios · ${steps} steps per run · passed: generated ${G.map((x) => `${x.passed}/${x.scenarios}`).join(' ')}, handwritten ${H.map((x) => `${x.passed}/${x.scenarios}`).join(' ')}
("step time w/o browser": the steps' own durations, leaving out each scenario's first step, which starts Chromium, and the hooks)`);

    // how many browser round trips each variant needs
    const total = (r: RunResult): number => [...r.commands.values()].reduce((a, b) => a + b, 0);
    const both = (n: string): number => (G[0].commands.get(n) ?? 0) + (H[0].commands.get(n) ?? 0);
    const names = [...new Set([...G[0].commands.keys(), ...H[0].commands.keys()])].sort((a, b) => both(b) - both(a));
    console.log(`\nWebDriver commands per run (round 1; polling makes later rounds differ slightly)`);
    console.log(`${'command'.padEnd(28)}${pad('generated', 10)}${pad('handwritten', 13)}`);
    for (const n of names) console.log(`${n.padEnd(28)}${pad(G[0].commands.get(n) ?? 0, 10)}${pad(H[0].commands.get(n) ?? 0, 13)}`);
    console.log(`${'total'.padEnd(28)}${pad(total(G[0]), 10)}${pad(total(H[0]), 13)}   (per step: ${(total(G[0]) / steps).toFixed(2)} vs ${(total(H[0]) / steps).toFixed(2)})`);
    console.log(`${'script KB sent'.padEnd(28)}${pad((G[0].scriptBytes / 1024).toFixed(0), 10)}${pad((H[0].scriptBytes / 1024).toFixed(0), 13)}   (script bodies sent, incl. the atoms Selenium sends for isDisplayed / getAttribute)`);

    // where the difference is: mean ms per occurrence of each step definition, over all rounds
    const keys = new Set([...G[0].byPattern.keys(), ...H[0].byPattern.keys()]);
    const rows = [...keys].map((k) => {
      const agg = (rs: RunResult[]) => rs.reduce((a, x) => {
        const p = x.byPattern.get(k);
        return { ms: a.ms + (p?.ms ?? 0), n: a.n + (p?.n ?? 0) };
      }, { ms: 0, n: 0 });
      const g = agg(G);
      const h = agg(H);
      const perRunN = g.n / G.length;
      const gm = g.n ? g.ms / g.n : 0;
      const hm = h.n ? h.ms / h.n : 0;
      return { k, perRunN, gm, hm, perRunDelta: (gm - hm) * perRunN };
    }).sort((a, b) => b.perRunDelta - a.perRunDelta);
    console.log(`\nper step definition (mean ms per occurrence; the first step of a scenario includes the browser start)`);
    console.log(`${'step'.padEnd(58)}${pad('per run', 8)}${pad('gen ms', 9)}${pad('hand ms', 9)}${pad('Δ ms/run', 10)}`);
    for (const r of rows) {
      console.log(`${r.k.slice(0, 57).padEnd(58)}${pad(r.perRunN.toFixed(0), 8)}${pad(r.gm.toFixed(1), 9)}${pad(r.hm.toFixed(1), 9)}${pad(r.perRunDelta.toFixed(0), 10)}`);
    }
    return failed ? 1 : 0;
  } finally {
    await app.close();
  }
}

process.exitCode = await main();
