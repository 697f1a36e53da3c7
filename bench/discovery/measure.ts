// One app's measurement: compile its features into a fresh cache with the rule planner only (in this
// process, through compileFeatures, so every step's outcome is read as data), then replay them with
// `stepwright run` in a child process (cucumber's JSON formatter gives every step's result).
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileFeatures } from '../../src/compiler/compile.ts';
import type { StepOutcome } from '../../src/report/outcome.ts';
import { resolveConfig } from '../../src/config/config.ts';
import { loadFeatures } from '../../src/gherkin/load-features.ts';
import { RulePlanner } from '../../src/planners/rules/rule-planner.ts';
import { consoleReporter } from '../../src/report/console.ts';
import type { RunningApp } from './apps.ts';
import type { Measurement } from './halves.ts';
import { KIT } from './kit-screens.ts';
import { takeObservations, takePageOpens } from './page-opens.ts';

const BIN = fileURLToPath(new URL('../../bin/stepwright.js', import.meta.url));

/** A compile outcome with the scenario it belongs to and its index there (to meet its replay result). */
export interface CompiledStep { scenario: string; index: number; outcome: StepOutcome }

/** One step's replay result, keyed like CompiledStep. */
export interface ReplayedStep { scenario: string; index: number; status: string; error?: string }

export interface AppRun {
  app: string;
  compiled: CompiledStep[];
  compileMs: number;
  /** how long each navigation of the compile took (page-opens.ts) */
  pageOpens: number[];
  /** the observations compile asked for, and how many the page answered "unchanged" */
  observations?: { asked: number; reused: number };
  replayed: ReplayedStep[];
  replayScenarios: { total: number; passed: number };
  replayExit: number | null;
  /** the unit's directory holds no .feature file: the app was started and closed, nothing compiled or replayed */
  noFeatures?: boolean;
  /** set when the app could not be measured, or compile stopped with an error (steps it did not reach are "skipped") */
  error?: string;
  workDir: string;
}

/** The environment without anything that would change what Stepwright does (no LLM, no config override). */
export function benchEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^OPENAI_|^STEPWRIGHT_(?!CHROMIUM$|CHROMEDRIVER$)|^NODE_OPTIONS$/.test(k)) continue;
    env[k] = v;
  }
  env.NO_COLOR = '1';
  return env;
}

/**
 * The pages a blind app's kit names with their paths (its screens a path alone opens), as the app's `pages`
 * config: what a cucumber-rails team writes in paths.rb once, and what the feature writer was shown.
 */
function kitPages(app: string): Record<string, string> {
  return Object.fromEntries((KIT[app]?.screens ?? []).filter((s) => !s.act)
    .map((s) => [s.name.replace(/-/g, ' '), s.path]));
}

/** Writes the work dir: a copy of the features and a config naming the temp cache. */
function prepare(features: string, workDir: string, url: string, app: string): string {
  mkdirSync(workDir, { recursive: true });
  cpSync(features, join(workDir, 'features'), { recursive: true });
  const config = join(workDir, 'stepwright.config.json');
  writeFileSync(config, `${JSON.stringify({ baseUrl: url, features: ['features'], pages: kitPages(app),
    cacheDir: 'step-cache', reportsDir: 'reports', planner: 'rules' }, null, 2)}\n`);
  return config;
}

/**
 * Compile stopped with an error (not a step outcome): the steps it never reported are added as skipped,
 * so the app's step count stays the same whatever happened.
 */
function unreached(steps: CompiledStep[], workDir: string, root: string, error: string): CompiledStep[] {
  const seen = new Set(steps.map((c) => `${c.scenario}#${c.index}`));
  const out: CompiledStep[] = [];
  let crashed = steps.at(-1)?.scenario;
  for (const f of loadFeatures([join(workDir, 'features')], root, workDir).features) {
    for (const sc of f.scenarios) {
      sc.steps.forEach((st, index) => {
        if (seen.has(`${sc.location}#${index}`)) return;
        // the step compile was working on when it stopped counts as failed, the ones after it as not tried
        const failed = sc.location === crashed;
        if (failed) crashed = undefined;
        const outcome: StepOutcome = { location: st.location, scenario: sc.pickle.name, keyword: st.keyword,
          text: st.step.text, status: failed ? 'failed' : 'skipped', durationMs: 0, screenshots: [], reason: failed ? error : `compile stopped: ${error}` };
        out.push({ scenario: sc.location, index, outcome });
      });
    }
  }
  return out;
}

async function compile(configPath: string, workDir: string, url: string,
  log: string): Promise<{ steps: CompiledStep[]; ms: number; error?: string }> {
  takePageOpens();
  takeObservations();
  const config = resolveConfig(workDir, { config: configPath, planner: 'rules' }, benchEnv());
  const steps: CompiledStep[] = [];
  const progress = consoleReporter({ color: false, write: (s) => appendFileSync(log, s) });
  let scenario = '';
  let index = 0;
  const started = Date.now();
  const compiling = compileFeatures({
    config, baseUrl: url, cwd: workDir, force: false, paths: [join(workDir, 'features')], runDir: join(workDir, 'reports', 'compile'),
    planners: { mode: 'rules', rules: new RulePlanner() },
    reporter: {
      scenario(s, work) { scenario = s.location; index = 0; progress.scenario(s, work); },
      step(o) { steps.push({ scenario, index: index++, outcome: o }); progress.step(o); },
      note(line) { progress.note(line); },
    },
  });
  try {
    await compiling;
    return { steps, ms: Date.now() - started };
  } catch (e) {
    // e.g. a WebDriver error that is not a step failure: what was measured so far still counts
    const error = `compile crashed in "${steps.at(-1)?.outcome.scenario ?? '?'}": ${(e as Error).message.split('\n')[0]}`;
    appendFileSync(log, `\n✗ ${error}\n${(e as Error).stack}\n`);
    return { steps: [...steps, ...unreached(steps, workDir, config.root, error)], ms: Date.now() - started, error };
  }
}

interface CucumberJsonStep {
  keyword: string;
  line?: number;
  hidden?: boolean;
  result: { status: string; error_message?: string };
}
interface CucumberJsonFeature { uri: string; elements?: { line: number; type: string; steps: CucumberJsonStep[] }[] }

/** `stepwright run` in a child process: each scenario step's result, from cucumber's JSON (bench:heal uses it too). */
export function replay(configPath: string, workDir: string, url: string,
  log: string): Promise<{ steps: ReplayedStep[]; exit: number | null; scenarios: { total: number; passed: number } }> {
  const jsonFile = join(workDir, 'replay.json');
  const args = [BIN, 'run', '--config', configPath, '--base-url', url, '--format', 'summary', '--format', `json:${jsonFile}`];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: workDir, env: benchEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d: Buffer) => appendFileSync(log, d));
    child.stderr.on('data', (d: Buffer) => appendFileSync(log, d));
    child.on('error', reject);
    child.on('close', (exit) => {
      const steps: ReplayedStep[] = [];
      let total = 0;
      let passed = 0;
      const features: CucumberJsonFeature[] = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8') || '[]') : [];
      for (const f of features) {
        for (const el of f.elements ?? []) {
          if (el.type !== 'scenario') continue;
          const scenario = `${f.uri.replace(/\\/g, '/')}:${el.line}`;
          const own = el.steps.filter((s) => !s.hidden && s.keyword !== 'Before' && s.keyword !== 'After');
          total++;
          if (el.steps.every((s) => s.result.status === 'passed')) passed++;
          own.forEach((s, index) => steps.push({ scenario, index, status: s.result.status,
            ...(s.result.error_message ? { error: s.result.error_message } : {}) }));
        }
      }
      resolve({ steps, exit, scenarios: { total, passed } });
    });
  });
}

/** Whether a directory (a missing one counts as empty) holds a .feature file at any depth. */
function hasFeatures(dir: string): boolean {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).some((f) => f.endsWith('.feature'));
}

/** Compile then replay one unit's features against its app, started here (and stopped again). */
export async function measureApp(unit: Measurement, workDir: string): Promise<AppRun> {
  const log = join(workDir, 'log.txt');
  const run: AppRun = { app: unit.label, compiled: [], compileMs: 0, pageOpens: [], replayed: [],
    replayScenarios: { total: 0, passed: 0 }, replayExit: null, workDir };
  let server: RunningApp | undefined;
  try {
    mkdirSync(workDir, { recursive: true });
    server = await unit.app.start();
    writeFileSync(log, `${unit.label} at ${server.url}, features from ${unit.features}\n\n== compile (--planner rules)\n`);
    await server.reset();
    if (!hasFeatures(unit.features)) {
      appendFileSync(log, 'no .feature file: nothing to compile or replay\n');
      run.noFeatures = true;
      return run;
    }
    const configPath = prepare(unit.features, workDir, server.url, unit.app.name);
    const c = await compile(configPath, workDir, server.url, log);
    run.compiled = c.steps;
    run.compileMs = c.ms;
    run.pageOpens = takePageOpens();
    run.observations = takeObservations();
    if (c.error) throw new Error(c.error);
    if (!existsSync(join(workDir, 'step-cache', 'steps'))) throw new Error('compile wrote no step definitions');
    appendFileSync(log, '\n== replay (stepwright run)\n');
    await server.reset();
    const r = await replay(configPath, workDir, server.url, log);
    run.replayed = r.steps;
    run.replayExit = r.exit;
    run.replayScenarios = r.scenarios;
  } catch (e) {
    run.error = (e as Error).message.split('\n')[0];
    if (!run.compiled.length) appendFileSync(log, `\n✗ ${(e as Error).stack}\n`);
  } finally {
    await server?.close();
  }
  return run;
}
