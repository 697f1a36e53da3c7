// `stepwright run`: cucumber-js over the generated (and hand-written) step definitions, inside the
// project's own cucumber configuration and profiles when it has one. No LLM.
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfiguration, loadSources, runCucumber, type IConfiguration } from '@cucumber/cucumber/api';
import { stepDefinitionFiles } from '../codegen/step-files.ts';
import type { ResolvedConfig } from '../config/config.ts';
import { SetupError } from '../drivers/errors.ts';
import { findFeatureFiles } from '../gherkin/load-features.ts';
import { CacheStore } from '../cache/store.ts';
import { formatBuildCheck } from '../report/build-check.ts';
import { formatDriftSummary } from '../report/drift-summary.ts';
import { runCollector } from '../report/run-results.ts';
import { clearDrift, readDrift } from '../runtime/drift.ts';
import { replayParameters } from '../config/replay-parameters.ts';
import { locatorBook, openResults, PhaseClock, reportLatest } from './results.ts';
import { shardScenarios, type Shard } from './shard.ts';
import { formatUncompiled, uncompiledCollector } from './still-to-compile.ts';

// the same extension as this module: .ts in a source checkout, .js in the built dist/
const EXT = import.meta.url.slice(import.meta.url.lastIndexOf('.'));
const SUPPORT = fileURLToPath(new URL(`../support${EXT}`, import.meta.url));
const SNIPPETS = new URL(`../runtime/snippets${EXT}`, import.meta.url).href;
const REGISTER = new URL('../../bin/register.js', import.meta.url).href;

export interface ReplayOptions {
  config: ResolvedConfig;
  baseUrl: string;
  /** feature paths given on the command line (relative to cwd) */
  paths: string[];
  cwd: string;
  /** cucumber profiles of the project's cucumber config file */
  profiles: string[];
  tags?: string;
  /** cucumber formatters; none = the profile's, or progress */
  formats: string[];
  retry?: number;
  dryRun: boolean;
  shard?: Shard;
}

/** Folders become their feature files the way compile finds them (a nested project's are left out). */
function featurePaths(paths: string[], cwd: string): string[] {
  const out = paths.flatMap((p) => (statSync(p.replace(/:\d+$/, '')).isDirectory() ? findFeatureFiles([p], cwd) : [p]));
  // none at all: cucumber would fall back to its own default folder, so let it say there is nothing
  return out.length ? out : paths;
}

function checkPaths(o: ReplayOptions): string[] {
  const paths = o.paths.map((p) => resolve(o.cwd, p));
  for (const p of paths) if (!existsSync(p.replace(/:\d+$/, ''))) throw new SetupError(`No such feature file or ` +
    `directory: ${p}`);
  return paths;
}

/**
 * The environment cucumber runs with (the config's, read once): its parallel workers are new
 * processes, so NODE_OPTIONS gets the module hooks that let generated files share this install.
 */
function workerEnvironment(config: ResolvedConfig): NodeJS.ProcessEnv {
  const options = config.env.NODE_OPTIONS ?? '';
  if (config.parallel <= 1 || options.includes(REGISTER)) return config.env;
  return { ...config.env, NODE_OPTIONS: `${options} --import ${REGISTER}`.trim() };
}

/** Runs the suite; returns the exit code (cucumber's; a dry run fails when steps are still to compile). */
export async function replay(o: ReplayOptions): Promise<number> {
  const { config } = o;
  const files = stepDefinitionFiles(join(config.cacheDir, 'steps'), config.steps, config.root);
  if (!files.generated.length && !files.handwritten.length && !o.dryRun) {
    throw new SetupError(`No step definitions in ${config.cacheDir}. Run "npx stepwright compile" first.`);
  }
  const loadStarted = Date.now();
  const environment = { cwd: config.root, env: workerEnvironment(config) };
  const parameters = replayParameters(config, o.baseUrl);
  // the drift file describes this run only
  if (!o.dryRun) clearDrift(parameters.driftFile!);
  const builds = formatBuildCheck([...new CacheStore(config.cacheDir).load().records.values()], config.appBuild);
  if (builds) console.log(`${builds}\n`);
  // the project's cucumber.(js|mjs|json|yaml…) and its profiles, if it has one
  const profile = (await loadConfiguration({ profiles: o.profiles }, environment)).useConfiguration;
  const paths = checkPaths(o);
  const provided: Partial<IConfiguration> = {
    // folders as compile reads them: one with a stepwright.config.json of its own is another project
    paths: paths.length ? featurePaths(paths, o.cwd) : profile.paths.length ? []
      : featurePaths(config.features.map((p) => join(config.root, p)), config.root),
    import: [SUPPORT, ...files.generated, ...files.handwritten],
    format: o.formats.length || profile.format.length ? o.formats
      : [process.stdout.isTTY ? 'progress-bar' : 'progress'],
    formatOptions: { snippetSyntax: SNIPPETS },
    worldParameters: { stepwright: parameters } as unknown as IConfiguration['worldParameters'],
    dryRun: o.dryRun,
    ...(config.parallel > 1 ? { parallel: config.parallel } : {}),
    ...(o.retry !== undefined ? { retry: o.retry } : {}),
    ...(o.tags ? { tags: o.tags } : {}),
  };
  const { runConfiguration } = await loadConfiguration({ profiles: o.profiles, provided }, environment);
  if (o.shard) {
    const { plan } = await loadSources(runConfiguration.sources, environment);
    const mine = shardScenarios(plan, o.shard);
    console.log(`Shard ${o.shard.index}/${o.shard.total}: ${mine.length} of ${plan.length} scenarios`);
    // an empty shard still runs (no scenario: a name pattern that matches nothing), so reports exist
    if (mine.length) runConfiguration.sources.paths = mine;
    else runConfiguration.sources.names = ['(?!)'];
  }
  const uncompiled = uncompiledCollector(config.root);
  const driftFile = parameters.driftFile!;
  // this process's results file (a shard's its own); `report merge` joins the shards'
  const results = openResults(config, 'run',
    { dryRun: o.dryRun, ...(o.shard ? { part: { kind: 'shard', ...o.shard } } : {}) });
  const collected = runCollector({
    writer: results, root: config.root, book: locatorBook(config), platform: config.platform,
    drift: () => (o.dryRun ? [] : readDrift(driftFile).entries) });
  const clock = new PhaseClock();
  clock.add('load features and steps', Date.now() - loadStarted);
  const { success } = await clock.time('cucumber', () => runCucumber(runConfiguration, environment, (e) => {
    uncompiled.onMessage(e);
    collected.onMessage(e);
  }));
  // hooks: the browser started and closed around each scenario
  clock.add('hooks (browsers)', collected.hooksMs());
  const still = uncompiled.steps();
  if (still.length) console.log(`\n${formatUncompiled(still)}`);
  const drift = o.dryRun ? undefined : formatDriftSummary(readDrift(driftFile), driftFile, o.cwd);
  if (drift) console.log(`\n${drift}`);
  const code = o.dryRun ? (still.length ? 1 : 0) : success ? 0 : 1;
  results.end({ phases: clock.phases, llm: { calls: 0, promptTokens: 0, completionTokens: 0 }, exitCode: code });
  console.log(reportLatest(config, o.cwd));
  return code;
}

