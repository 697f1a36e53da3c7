// npm run bench:replay [-- --rounds N] [--features sign-in,products]
//                      [--variants context,selenium,playwright,fresh,reuse] [--no-warmup]
//
// Replays the same demo scenarios, in one process, against one demo server started here, through:
//   context     Stepwright's generated steps (step-cache/, exactly what `stepwright run` loads:
//               src/support.ts + step-cache/steps/*) with the default isolation "context":
//               one Chromium per run, a new WebDriver BiDi user context per scenario;
//   fresh       the generated steps with isolation "fresh": a new Chromium per scenario, started
//               through launchBrowser();
//   reuse       the generated steps with isolation "reuse": one Chromium per run, reset between scenarios;
//   selenium    hand-written selenium-webdriver steps (bench/handwritten/) — a fresh Chromium per
//               scenario through the same launchBrowser(): the same browser-start policy as fresh;
//   playwright  hand-written Playwright steps (bench/handwritten-playwright/, playwright-core on the
//               Debian Chromium: the stack of playwright-bdd) — one Chromium per run, launched on
//               first use, and a fresh browser context per scenario, as Playwright Test does.
// The variants alternate (the order rotates every round). Ratios: context/playwright (target ≤ 1.0),
// context/selenium (target ≤ 0.9), fresh/selenium (like for like, ≤ 1.15), reuse/playwright. Then one more,
// untimed run per variant counts the protocol commands per step (WebDriver, BiDi, and Playwright's CDP messages).
// Exit 1 when any scenario fails or the variants ran different numbers of steps.
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfiguration, loadSupport, runCucumber, type IRunOptions } from '@cucumber/cucumber/api';
import { startDemoServer } from '../demo/server.js';
import { stepDefinitionFiles } from '../src/codegen/step-files.ts';
import { resolveConfig } from '../src/config/config.ts';
import { replayParameters } from '../src/config/replay-parameters.ts';
import type { HandParameters } from './handwritten/world.ts';
import type { PlaywrightParameters } from './handwritten-playwright/world.ts';
import { collector, countPlaywrightMessages, takeCommands, type RunResult } from './replay-collect.ts';
import { printDetails, printSummary } from './replay-report.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ALL_FEATURES = ['sign-in', 'products', 'orders', 'settings'];
const ALL_VARIANTS = ['context', 'selenium', 'playwright', 'fresh', 'reuse'];

const { values: flags } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    features: { type: 'string', default: ALL_FEATURES.join(',') },
    variants: { type: 'string', default: ALL_VARIANTS.join(',') },
    'no-warmup': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});
if (flags.help) {
  console.log(`Usage: npm run bench:replay -- [--rounds N] [--features ${ALL_FEATURES.join(',')}] [--variants ${ALL_VARIANTS.join(',')}] [--no-warmup]`);
  process.exit(0);
}
const rounds = Number(flags.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds needs a positive whole number');
const list = (s: string): string[] => s.split(',').map((f) => f.trim()).filter(Boolean);
const features = list(flags.features);
for (const f of features) if (!ALL_FEATURES.includes(f)) throw new Error(`Unknown feature "${f}" (have ${ALL_FEATURES.join(', ')})`);
const variantNames = list(flags.variants);
for (const v of variantNames) if (!ALL_VARIANTS.includes(v)) throw new Error(`Unknown variant "${v}" (have ${ALL_VARIANTS.join(', ')})`);
const featurePaths = features.map((f) => join(ROOT, 'features', `${f}.feature`));

process.env.DEMO_PASSWORD ??= 'wonderland';

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

/** the same support code with other world parameters (the generated steps, with one isolation or another) */
function withParameters(name: string, v: Variant, worldParameters: object): Variant {
  const runtime = { ...v.config.runtime, worldParameters: worldParameters as Record<string, never> };
  return { name, config: { ...v.config, runtime } };
}

async function run(v: Variant, baseUrl: string, tagExpression?: string): Promise<RunResult> {
  // the demo keeps orders, profile and "account deleted" in memory: every run starts from scratch
  const reset = await fetch(new URL('/__reset', baseUrl), { method: 'POST' });
  if (!reset.ok) throw new Error(`POST /__reset answered ${reset.status}`);
  const c = collector();
  const config = tagExpression ? { ...v.config, sources: { ...v.config.sources, tagExpression } } : v.config;
  takeCommands();
  const t0 = performance.now();
  await runCucumber(config, environment, c.onMessage);
  return { ...c.result(performance.now() - t0), ...takeCommands() };
}

const sec = (x: number): string => (x / 1000).toFixed(2);
const pad = (s: string | number, n: number): string => String(s).padStart(n);

async function main(): Promise<number> {
  const app = await startDemoServer({ port: 0 });
  try {
    const config = resolveConfig(ROOT, { baseUrl: app.url });
    const files = stepDefinitionFiles(join(config.cacheDir, 'steps'), config.steps, config.root);
    // the generated variant: what `stepwright run` loads, with the world parameters it builds (src/cli/replay.ts)
    const genParams = { ...replayParameters(config, app.url), artifactsDir: join(config.reportsDir, 'bench-replay') };
    const timeouts = { baseUrl: app.url, timeoutMs: config.timeouts.stepMs, waitTimeoutMs: config.timeouts.waitMs };
    const handParams: HandParameters = { browser: config.browser, ...timeouts };
    const pwParams: PlaywrightParameters = { executablePath: config.browser.chromium, headed: config.browser.headed,
      windowSize: config.browser.windowSize, ...timeouts };
    const steps = (dir: string): string[] => ['world.ts', 'navigation.steps.ts', 'forms.steps.ts', 'assertions.steps.ts'].map((f) => join(ROOT, 'bench', dir, f));

    const variants: Variant[] = [];
    const isolations = ['context', 'fresh', 'reuse'];
    const gen = variantNames.some((n) => isolations.includes(n))
      ? await prepare('generated', [join(ROOT, 'src/support.ts'), ...files.generated, ...files.handwritten], { stepwright: genParams })
      : undefined;
    for (const name of variantNames) {
      if (isolations.includes(name)) {
        variants.push(withParameters(name, gen!, { stepwright: { ...genParams, isolation: name } }));
      }
      if (name === 'selenium') variants.push(await prepare(name, steps('handwritten'), handParams));
      if (name === 'playwright') variants.push(await prepare(name, steps('handwritten-playwright'), pwParams));
    }

    console.log(`Replay benchmark: features ${features.join(', ')} · ${rounds} round(s), variants rotating · demo app ${app.url}`);
    console.log('browser start: context and playwright one Chromium per run + a new browser context per scenario;\n' +
      '               fresh and selenium a fresh Chromium per scenario; reuse one Chromium per run, reset between scenarios');
    if (!flags['no-warmup'] && features.includes('sign-in')) {
      for (const v of variants) await run(v, app.url, '@smoke');
      console.log('warm-up: one @smoke scenario per variant (not counted)');
    }

    const results: Record<string, RunResult[]> = Object.fromEntries(variants.map((v) => [v.name, []]));
    let failed = false;
    const load = (): string => loadavg().map((x) => x.toFixed(1)).join(' ');
    console.log(`load average ${load()} on ${availableParallelism()} CPUs${loadavg()[0] > availableParallelism() ? ' — the machine is busy: expect noisy wall times' : ''}`);
    console.log(`\n${'round'.padEnd(6)}${variants.map((v) => pad(`${v.name} s`, 14) + pad('scen.', 7)).join('')}${pad('load', 7)}`);
    for (let r = 0; r < rounds; r++) {
      const order = variants.map((_, i) => variants[(i + r) % variants.length]);
      for (const v of order) {
        const res = await run(v, app.url);
        results[v.name].push(res);
        if (res.passed !== res.scenarios || res.scenarios === 0) {
          failed = true;
          console.error(`✗ ${v.name}, round ${r + 1}: ${res.scenarios - res.passed} of ${res.scenarios} scenarios failed`);
          for (const f of res.failures) console.error(`    ${f}`);
        }
      }
      console.log(`${String(r + 1).padEnd(6)}${variants.map((v) => {
        const x = results[v.name][r];
        return pad(sec(x.wallMs), 14) + pad(`${x.passed}/${x.scenarios}`, 7);
      }).join('')}${pad(loadavg()[0].toFixed(1), 7)}`);
    }

    const stepCounts = new Set(Object.values(results).flat().map((x) => x.steps));
    if (stepCounts.size !== 1) {
      console.error(`✗ the variants ran different numbers of steps: ${Object.entries(results).map(([n, rs]) => `${n} ${rs.map((x) => x.steps)}`).join(', ')}`);
      failed = true;
    }
    // the commands per step, from one more run per variant (Playwright's protocol log is on only here)
    const counted: Record<string, RunResult> = {};
    for (const v of variants) {
      countPlaywrightMessages(v.name === 'playwright');
      counted[v.name] = await run(v, app.url);
      countPlaywrightMessages(false);
    }
    printSummary(results);
    printDetails(results, counted);
    console.log(`load average at the end ${load()}`);
    return failed ? 1 : 0;
  } finally {
    await app.close();
  }
}

process.exitCode = await main();
