// The four runs one bench:heal upgrade case is made of — compile, heal, replay, each against one running app —
// with every step's result keyed by scenario and index, so a step can be followed across the runs.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { StepOutcome } from '../../src/report/outcome.ts';
import { compileFeatures, type CompileReporter } from '../../src/compiler/compile.ts';
import { resolveConfig } from '../../src/config/config.ts';
import { healFeatures } from '../../src/heal/heal-features.ts';
import { RulePlanner } from '../../src/planners/rules/rule-planner.ts';
import { benchEnv, replay } from '../discovery/measure.ts';
import type { App } from './cases.ts';

/** `features/x.feature:N#i`: the i-th step of the scenario declared at that line */
export type StepKey = string;

export interface StepRun {
  outcomes: Map<StepKey, StepOutcome>;
  ms: number;
}

export interface ReplayRun {
  steps: Map<StepKey, { status: string; error?: string }>;
  /** `feature:line` of the scenarios that passed */
  passed: Set<string>;
  total: number;
}

const planners = () => ({ mode: 'rules' as const, rules: new RulePlanner() });

/** A reporter collecting every step's outcome under its scenario's location and its index there. */
function collector(into: Map<StepKey, StepOutcome>): CompileReporter {
  let scenario = '';
  let index = 0;
  return {
    scenario(s) { scenario = s.location; index = 0; },
    step(o) { into.set(`${scenario}#${index++}`, o); },
    note: () => undefined,
  };
}

function options(dir: string, configFile: string, app: App, run: string) {
  const config = resolveConfig(dir, { config: configFile, baseUrl: app.url, planner: 'rules' }, benchEnv());
  return { config, baseUrl: app.url, paths: [join(dir, 'features')], cwd: dir, planners: planners(), runDir: join(dir, 'reports', run) };
}

/** Compiles the project's features into its (emptied) step cache. */
export async function compileOn(dir: string, configFile: string, app: App): Promise<StepRun> {
  rmSync(join(dir, 'step-cache'), { recursive: true, force: true });
  await app.reset();
  const outcomes = new Map<StepKey, StepOutcome>();
  const started = Date.now();
  await compileFeatures({ ...options(dir, configFile, app, 'compile'), force: false, reporter: collector(outcomes) });
  return { outcomes, ms: Date.now() - started };
}

/** `stepwright heal` over the project's whole suite, writing the healed cache. */
export async function healOn(dir: string, configFile: string, app: App): Promise<StepRun> {
  await app.reset();
  const outcomes = new Map<StepKey, StepOutcome>();
  const started = Date.now();
  await healFeatures({ ...options(dir, configFile, app, 'heal'), dryRun: false, reporter: collector(outcomes) });
  return { outcomes, ms: Date.now() - started };
}

/** `stepwright run` of the project's cache against the app. */
export async function replayOn(dir: string, configFile: string, app: App, log: string): Promise<ReplayRun> {
  await app.reset();
  if (!existsSync(join(dir, 'step-cache', 'steps'))) return { steps: new Map(), passed: new Set(), total: 0 };
  const r = await replay(configFile, dir, app.url, join(dir, log));
  const steps = new Map(r.steps.map((s) => [`${s.scenario}#${s.index}`, { status: s.status, ...(s.error ? { error: s.error } : {}) }]));
  const scenarios = new Map<string, boolean>();
  for (const s of r.steps) scenarios.set(s.scenario, (scenarios.get(s.scenario) ?? true) && s.status === 'passed');
  return { steps, passed: new Set([...scenarios].filter(([, ok]) => ok).map(([s]) => s)), total: r.scenarios.total };
}
