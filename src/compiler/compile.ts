import type { CacheRecordError } from '../cache/record-file.ts';
import { migrationNote } from '../cache/migrate.ts';
import { CacheStore } from '../cache/store.ts';
import { stepDefinitionFiles } from '../codegen/step-files.ts';
import { writeStepFiles, type StepFilesWritten } from '../codegen/write-steps.ts';
import type { ResolvedConfig } from '../config/config.ts';
import { probeUrl } from '../config/http-probe.ts';
import type { AppDriver } from '../drivers/driver.ts';
import { AppUnreachableError } from '../drivers/errors.ts';
import { platformOf, startDriver as startPlatformDriver, type Platform, type StartOptions,
} from '../drivers/factory.ts';
import { loadFeatures, type FeatureFileError, type LoadedScenario } from '../gherkin/load-features.ts';
import { scenarioSelector } from '../gherkin/select.ts';
import { guardsOf } from '../runtime/guards.ts';
import type { RuntimeOptions } from '../runtime/options.ts';
import { handwrittenMatcher } from './handwritten.ts';
import type { HealMode } from './heal-mode.ts';
import type { StepOutcome } from '../report/outcome.ts';
import type { Planners } from './plan-step.ts';
import { RecordBook } from './records.ts';
import { runScenario, type Unfinished } from './scenario.ts';
import { Shots } from './scenario-session.ts';
import { needsCheck, outcome, resolveStep } from './steps.ts';

export type { Planners } from './plan-step.ts';

export interface CompileReporter {
  scenario(s: LoadedScenario, work: boolean): void;
  step(o: StepOutcome): void;
  note(line: string): void;
}

export interface CompileOptions {
  config: ResolvedConfig;
  baseUrl: string;
  /** feature files or directories; `file:line` selects the scenarios at or around that line */
  paths: string[];
  cwd: string;
  force: boolean;
  planners: Planners;
  reporter: CompileReporter;
  /** where screenshots and the report of this run go */
  runDir: string;
  /** starts the app driver; tests may pass another backend */
  startDriver?: (platform: Platform, o?: StartOptions) => Promise<AppDriver<unknown>>;
  /** only these scenarios (a worker's slice of `compile --workers N`); `index` of `total`, in load order */
  select?: (scenario: LoadedScenario, index: number, total: number) => boolean;
  /** heal mode: every selected scenario is replayed, and failing cached steps are handed to heal */
  heal?: HealMode;
}

export interface CompileResult {
  outcomes: StepOutcome[];
  featureErrors: FeatureFileError[];
  cacheErrors: CacheRecordError[];
  stepFiles: string[];
  /** said once when the step files were regrouped from an earlier layout */
  stepFilesNote?: string;
}

async function assertReachable(baseUrl: string): Promise<void> {
  const r = await probeUrl(baseUrl, { timeoutMs: 10_000 });
  if ('error' in r) throw new AppUnreachableError(baseUrl, { cause: r.error });
}

/**
 * Compiles features: every step without a valid cached binding is discovered against the live app,
 * one fresh browser per scenario, replaying the cached steps before it so each is planned in the
 * state the scenario really reaches. In heal mode every selected scenario runs, so a changed UI
 * is noticed, and failing cached steps go to heal.
 */
export async function compileFeatures(o: CompileOptions): Promise<CompileResult> {
  const { config } = o;
  const store = new CacheStore(config.cacheDir);
  const { records, errors: cacheErrors, outdated } = store.load();
  for (const e of cacheErrors) o.reporter.note(`⚠ ${e.message}`);
  // records of an earlier shape are read migrated; a compile that writes puts them back in the current one
  if (outdated.length && (o.heal?.write ?? true)) {
    store.upgrade(outdated, records);
    o.reporter.note(migrationNote(outdated));
  }
  const { features, errors: featureErrors } = loadFeatures(o.paths, config.root, o.cwd);
  const selected = scenarioSelector(o.paths, config.root, o.cwd);
  const files = stepDefinitionFiles(store.stepsDir, config.steps, config.root);
  const isHandwritten = await handwrittenMatcher(files.handwritten, config.root);
  const book = new RecordBook(store, records, o.heal?.write ?? true);
  const opts: RuntimeOptions = {
    timeoutMs: config.timeouts.stepMs, waitTimeoutMs: config.timeouts.waitMs,
    identityThreshold: config.identityThreshold, baseUrl: o.baseUrl, env: config.env, root: config.root,
    // overlay dismissals heal learned: tried when an action is intercepted (heal adds the ones it learns)
    guards: guardsOf(records.values()),
    // a step that is slow says what it waits for, on the progress line, before its own result line
    onSlowWait: (what) => o.reporter.note(`  … waiting for ${what}`),
  };
  const outcomes: StepOutcome[] = [];
  const push = (out: StepOutcome): void => {
    outcomes.push(out);
    o.reporter.step(out);
  };
  const startDriver = o.startDriver
    ?? ((platform: Platform, so?: StartOptions) => startPlatformDriver(platform, config, so));
  const run = { o, book, opts, fresh: new Set<string>(), shots: new Shots(o.runDir), push,
    unfinished: new Map<string, Unfinished>() };
  let checkedReachable = false;

  const scenarios = features.flatMap((f) => f.scenarios).filter(selected);
  for (const scenario of scenarios.filter((sc, i, all) => o.select?.(sc, i, all.length) ?? true)) {
    const platform = platformOf(scenario.pickle.tags, config.platform);
    const steps = scenario.steps.map((source) => resolveStep(source, (s) => book.bindingFor(s), isHandwritten, platform,
      config.env));
    const work = o.force || steps.some((s) => !s.handwritten && (!s.binding || needsCheck(s)))
      || (o.heal !== undefined && steps.some((s) => !s.handwritten));
    o.reporter.scenario(scenario, work);
    if (!work) {
      for (const s of steps) push(outcome(scenario, s, s.handwritten ? 'handwritten' : 'cached', 0));
      continue;
    }
    if (!checkedReachable && platform === 'web') {
      await assertReachable(o.baseUrl);
      checkedReachable = true;
    }
    await runScenario({ ...run, startDriver: (so) => startDriver(platform, so) }, scenario, steps);
  }

  // from the records on disk, under the cache lock: another compile may have added some meanwhile
  const regenerated = book.write ? writeStepFilesFromCache(config) : undefined;
  return { outcomes, featureErrors, cacheErrors, stepFiles: regenerated?.written ?? [],
    ...(regenerated?.regrouped ? { stepFilesNote: regenerated.regrouped } : {}) };
}

/**
 * Regenerates the step files from the records on disk: after a compile that stopped half-way (the
 * device went away), what it compiled before is replayable at once, not only at the next compile.
 */
export function writeStepFilesFromCache(config: ResolvedConfig): StepFilesWritten {
  const store = new CacheStore(config.cacheDir);
  return store.exclusive(() => writeStepFiles(store.stepsDir, store.load().records.values(),
    config.codegen.language));
}
