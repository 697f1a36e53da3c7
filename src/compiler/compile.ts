import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Binding, StepAction, StepRecord } from '../cache/schema.ts';
import { CACHE_FORMAT } from '../cache/schema.ts';
import { CacheStore, pickBinding, refusalFor, verifiedFor, withBinding, withRefusal, withVerified } from '../cache/store.ts';
import type { CacheRecordError } from '../cache/record-file.ts';
import { writeStepFiles } from '../codegen/write-steps.ts';
import { stepDefinitionFiles } from '../codegen/step-files.ts';
import type { ResolvedConfig } from '../config/config.ts';
import { probeUrl } from '../config/http-probe.ts';
import type { AppDriver } from '../drivers/driver.ts';
import { AppUnreachableError } from '../drivers/errors.ts';
import { platformOf, startDriver as startPlatformDriver, type Platform } from '../drivers/factory.ts';
import { expressionFor, type StepParameter } from '../gherkin/expression.ts';
import { loadFeatures, type CompiledStepSource, type FeatureFileError, type LoadedScenario } from '../gherkin/load-features.ts';
import { stepArgsOf, type PlanContext, type PlanOutcome, type StepPlanner, type StepToPlan } from '../planners/planner.ts';
import { executeActions } from '../runtime/execute.ts';
import { StepFailure } from '../runtime/failures.ts';
import type { RuntimeOptions } from '../runtime/options.ts';
import type { StepArgs } from '../runtime/values.ts';
import { describeAction } from '../codegen/describe.ts';
import { handwrittenMatcher } from './handwritten.ts';
import type { StepOutcome } from './outcome.ts';

export interface Planners {
  mode: 'rules' | 'auto' | 'llm';
  rules: StepPlanner;
  agent?: StepPlanner;
  /** why the agent is not available, shown with steps the rule planner could not compile */
  agentUnavailable?: string;
}

export interface CompileReporter {
  scenario(s: LoadedScenario, work: boolean): void;
  step(o: StepOutcome): void;
  note(line: string): void;
}

export interface CompileOptions {
  config: ResolvedConfig;
  baseUrl: string;
  paths: string[];
  cwd: string;
  force: boolean;
  planners: Planners;
  reporter: CompileReporter;
  /** where screenshots and the report of this run go */
  runDir: string;
  /** starts the app driver for a platform; tests may pass another backend */
  startDriver?: (platform: Platform) => Promise<AppDriver<unknown>>;
  /** only these scenarios (a worker's slice of `compile --workers N`); `index` of `total`, in load order */
  select?: (scenario: LoadedScenario, index: number, total: number) => boolean;
}

export interface CompileResult {
  outcomes: StepOutcome[];
  featureErrors: FeatureFileError[];
  cacheErrors: CacheRecordError[];
  stepFiles: string[];
}

/** One pickle step, resolved against the cache. */
interface ResolvedStep {
  source: CompiledStepSource;
  plan: StepToPlan;
  expression: string;
  parameterTypes: string[];
  argument: StepRecord['argument'];
  binding?: Binding;
  handwritten: boolean;
}

/** How long a generic binding may look for its element with values it was not checked with. */
const TEMPLATE_CHECK_MS = 1_500;

/** A generic binding not yet checked with these values must be run live before it speaks for them. */
function needsCheck(s: ResolvedStep): boolean {
  return !!s.binding && !verifiedFor(s.binding, s.plan.args);
}

function toPlan(src: CompiledStepSource, parameters: StepParameter[], env: NodeJS.ProcessEnv): StepToPlan {
  const arg = src.step.argument;
  return {
    text: src.step.text,
    keyword: src.keyword,
    location: src.location,
    parameters,
    // bindings are keyed by the text cucumber passes: numbers in their canonical form
    args: parameters.map((p) => (p.type === 'string' ? p.value : String(Number(p.value)))),
    table: arg?.dataTable?.rows.map((r) => r.cells.map((c) => c.value)),
    docString: arg?.docString?.content,
    env,
  };
}

async function assertReachable(baseUrl: string): Promise<void> {
  const r = await probeUrl(baseUrl, { timeoutMs: 10_000 });
  if ('error' in r) throw new AppUnreachableError(baseUrl, { cause: r.error });
}

/**
 * Compiles features: every step without a valid cached binding is discovered against the live app,
 * one fresh browser per scenario, replaying the cached steps before it so each is planned in the
 * state the scenario really reaches.
 */
export async function compileFeatures(o: CompileOptions): Promise<CompileResult> {
  const { config } = o;
  const store = new CacheStore(config.cacheDir);
  const { records, errors: cacheErrors } = store.load();
  for (const e of cacheErrors) o.reporter.note(`⚠ ${e.message}`);
  const { features, errors: featureErrors } = loadFeatures(o.paths, config.root, o.cwd);
  const files = stepDefinitionFiles(store.stepsDir, config.steps, config.root);
  const isHandwritten = await handwrittenMatcher(files.handwritten, config.root);
  const opts: RuntimeOptions = {
    timeoutMs: config.timeouts.stepMs, waitTimeoutMs: config.timeouts.waitMs,
    identityThreshold: config.identityThreshold, baseUrl: o.baseUrl, env: config.env, root: config.root,
  };
  const startDriver = o.startDriver ?? ((platform: Platform) => startPlatformDriver(platform, config));
  const outcomes: StepOutcome[] = [];
  let shots = 0;
  let checkedReachable = false;
  const fresh = new Set<string>();

  for (const scenario of features.flatMap((f) => f.scenarios).filter((sc, i, all) => o.select?.(sc, i, all.length) ?? true)) {
    const platform = platformOf(scenario.pickle.tags, config.platform);
    const steps = scenario.steps.map((source): ResolvedStep => {
      const { expression, parameters } = expressionFor(source.step.text);
      const plan = toPlan(source, parameters, config.env);
      const argument = plan.table ? 'dataTable' : plan.docString !== undefined ? 'docString' : 'none';
      const rec = records.get(expression);
      // arguments compile could not do last time are tried again, never served by another binding
      const binding = rec && rec.argument === argument && !refusalFor(rec, plan.args) ? pickBinding(rec, plan.args, platform) : undefined;
      return { source, plan, expression, parameterTypes: parameters.map((p) => p.type), argument, binding,
        handwritten: isHandwritten(source.step.text) };
    });
    const work = o.force || steps.some((s) => !s.handwritten && (!s.binding || needsCheck(s)));
    o.reporter.scenario(scenario, work);
    if (!work) {
      for (const s of steps) {
        const out = outcome(scenario, s, s.handwritten ? 'handwritten' : 'cached', 0);
        outcomes.push(out);
        o.reporter.step(out);
      }
      continue;
    }
    if (!checkedReachable && platform === 'web') {
      await assertReachable(o.baseUrl);
      checkedReachable = true;
    }

    // The validated prefix of the scenario: what restore() replays in a fresh browser.
    const prefix: { text: string; actions: StepAction[]; args: StepArgs }[] = [];
    let driver = await startDriver(platform);
    const restore = async (): Promise<void> => {
      await driver.close();
      driver = await startDriver(platform);
      for (const p of prefix) await executeActions(driver, p.actions, p.args, opts);
    };
    let blocked = false;
    try {
      for (const [index, s] of steps.entries()) {
        const started = Date.now();
        if (blocked) {
          push(outcome(scenario, s, 'skipped', 0, 'an earlier step of this scenario did not compile'));
          continue;
        }
        if (s.handwritten) {
          push(outcome(scenario, s, 'handwritten', 0, 'defined by a hand-written step; not run during compile'));
          continue;
        }
        let note: string | undefined;
        let templateFailed = false;
        // a step compiled earlier in this run (even in this scenario) is reused, --force or not
        if (!s.binding || (o.force && fresh.has(s.expression))) {
          const rec = records.get(s.expression);
          s.binding = rec && rec.argument === s.argument && !refusalFor(rec, s.plan.args) ? pickBinding(rec, s.plan.args, platform) : undefined;
        }
        if (s.binding && (!o.force || fresh.has(s.expression))) {
          try {
            // a template tried on new values gets a short wait: the page has settled, and a value it
            // does not fit should go to discovery quickly, not after the full step timeout
            const tryOpts = needsCheck(s) ? { ...opts, timeoutMs: Math.min(opts.timeoutMs, TEMPLATE_CHECK_MS) } : opts;
            if (needsCheck(s)) await driver.settle().catch(() => undefined);
            await executeActions(driver, s.binding.actions, stepArgsOf(s.plan), tryOpts);
            prefix.push({ text: s.plan.text, actions: s.binding.actions, args: stepArgsOf(s.plan) });
            if (needsCheck(s)) {
              // the template held for these values too: remember it, so the next compile can skip them
              const rec = records.get(s.expression)!;
              const updated = withBinding(rec, withVerified(s.binding, s.plan.args));
              records.set(s.expression, updated);
              store.write(updated);
            }
            push(outcome(scenario, s, 'cached', Date.now() - started));
            continue;
          } catch (e) {
            if (!(e instanceof StepFailure)) throw e;
            note = `the cached definition failed (${e.message.split('\n')[0]}); rediscovered`;
            // a generic binding that does not hold for these values must not speak for them again
            templateFailed = s.binding.args === null;
            const restored = await restore().then(() => undefined, (r: unknown) => r);
            if (restored) {
              if (!(restored instanceof StepFailure)) throw restored;
              blocked = true;
              push(outcome(scenario, s, 'failed', Date.now() - started, `${note}, but restoring the earlier steps failed: ${restored.message.split('\n')[0]}`));
              continue;
            }
          }
        }
        const ctx: PlanContext = {
          driver, step: s.plan, opts,
          scenario: { name: scenario.pickle.name, steps: steps.map((x) => `${x.source.keyword} ${x.plan.text}`), index },
          history: prefix.map((p) => ({ text: p.text, actions: p.actions.map(describeAction) })),
          capture: async (label) => {
            const png = await driver.screenshot().catch(() => undefined);
            if (!png) return undefined;
            mkdirSync(o.runDir, { recursive: true });
            const file = join(o.runDir, `${String(++shots).padStart(3, '0')}-${label}.png`);
            writeFileSync(file, png);
            return file;
          },
          restore: async () => {
            await restore();
            ctx.driver = driver;
          },
        };
        let planned: { result: PlanOutcome; planner: 'rules' | 'agent' };
        try {
          planned = await planStep(o.planners, ctx);
        } catch (e) {
          // replaying the prefix to restore a state can fail too: that ends this scenario, not the compile
          if (!(e instanceof StepFailure)) throw e;
          planned = { result: { status: 'failed', reason: `restoring the scenario's earlier steps failed: ${e.message.split('\n')[0]}` }, planner: 'rules' };
        }
        const { result, planner } = planned;
        const ms = Date.now() - started;
        if (result.status === 'compiled') {
          const rec = records.get(s.expression);
          const generic = result.generic && !templateFailed;
          const binding: Binding = {
            args: generic ? null : s.plan.args,
            // web bindings stay as they always were; others say their platform
            ...(platform === 'web' ? {} : { platform }),
            ...(generic && s.plan.args.length ? { verified: [s.plan.args] } : {}),
            actions: result.actions,
            provenance: {
              source: s.source.location, planner, durationMs: ms, compiledAt: new Date().toISOString(),
              ...(result.usage ? { model: result.usage.model, llmCalls: result.usage.llmCalls,
                promptTokens: result.usage.promptTokens, completionTokens: result.usage.completionTokens } : {}),
            },
          };
          const base: StepRecord = rec && rec.argument === s.argument ? rec : {
            format: CACHE_FORMAT, keyword: s.source.keyword, expression: s.expression,
            parameterTypes: s.parameterTypes, feature: scenario.feature, argument: s.argument, bindings: [binding],
          };
          const updated = withBinding(base, binding);
          records.set(s.expression, updated);
          fresh.add(s.expression);
          store.write(updated);
          prefix.push({ text: s.plan.text, actions: result.actions, args: stepArgsOf(s.plan) });
          push({ ...outcome(scenario, s, 'compiled', ms, [note, ...(result.notes ?? [])].filter(Boolean).join('; ') || undefined),
            planner, usage: result.usage, trace: result.trace });
        } else {
          blocked = true;
          const rec = records.get(s.expression);
          if (rec && rec.argument === s.argument) {
            // replay must refuse these values, not run the generic binding that compile just saw fail
            const updated = withRefusal(rec, { args: s.plan.args, reason: `${result.status}: ${result.reason.split('\n')[0]}`, source: s.source.location });
            records.set(s.expression, updated);
            store.write(updated);
          }
          push({ ...outcome(scenario, s, result.status, ms, result.reason), planner,
            screenshots: result.status === 'defect' ? result.screenshots : [], usage: result.usage, trace: result.trace });
        }
      }
    } finally {
      await driver.close();
    }
  }

  // from the records on disk, under the cache lock: another compile may have added some meanwhile
  const { written } = store.exclusive(() => writeStepFiles(store.stepsDir, store.load().records.values(), config.codegen.language));
  return { outcomes, featureErrors, cacheErrors, stepFiles: written };

  function push(out: StepOutcome): void {
    outcomes.push(out);
    o.reporter.step(out);
  }
}

function outcome(scenario: LoadedScenario, s: ResolvedStep, status: StepOutcome['status'], durationMs: number, reason?: string): StepOutcome {
  return {
    location: s.source.location, scenario: scenario.pickle.name, keyword: s.source.keyword, text: s.plan.text,
    status, durationMs, screenshots: [], ...(reason ? { reason } : {}),
  };
}

/**
 * Regenerates the step files from the records on disk: after a compile that stopped half-way (the
 * device went away), what it compiled before is replayable at once, not only at the next compile.
 */
export function writeStepFilesFromCache(config: ResolvedConfig): string[] {
  const store = new CacheStore(config.cacheDir);
  return store.exclusive(() => writeStepFiles(store.stepsDir, store.load().records.values(), config.codegen.language)).written;
}

/** Rules first; in auto mode the agent takes what the rules are unsure about. */
async function planStep(p: Planners, ctx: PlanContext): Promise<{ result: PlanOutcome; planner: 'rules' | 'agent' }> {
  if (p.mode !== 'llm') {
    const result = await p.rules.plan(ctx);
    if (result.status !== 'unsure' || p.mode === 'rules' || !p.agent) {
      if (result.status === 'unsure') {
        const why = p.mode === 'rules' ? 'the agent is off (--planner rules)' : p.agentUnavailable ?? 'the agent is not available';
        return { result: { ...result, reason: `not explicit enough for the rule planner (${result.reason}); ${why}` }, planner: 'rules' };
      }
      return { result, planner: 'rules' };
    }
    // the rules may have performed part of a multi-action step: start the agent from a clean state
    await ctx.restore();
    ctx.rulesNote = result.reason;
  }
  if (!p.agent) {
    return { result: { status: 'unsure', reason: p.agentUnavailable ?? 'the agent is not available' }, planner: 'agent' };
  }
  return { result: await p.agent.plan(ctx), planner: 'agent' };
}

