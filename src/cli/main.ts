import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  Isolation, PlannerMode, readEnvironment, requireBaseUrl, resolveConfig, type CliOverrides, type ResolvedConfig,
} from '../config/config.ts';
import { AppUnreachableError, SetupError } from '../drivers/errors.ts';
import { stopSharedServices } from '../drivers/factory.ts';
import { compile } from './compile.ts';
import { doctor } from './doctor.ts';
import { healCommand } from './heal.ts';
import { init } from './init.ts';
import { phrases } from './phrases.ts';
import { phrasesOnPage } from './phrases-live.ts';
import { replay } from './replay.ts';
import { reportCommand } from './report.ts';
import { withApp } from './setup.ts';
import { parseShard } from './shard.ts';
import { onInterrupt } from './signals.ts';

const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const HELP = `Usage: stepwright <command> [feature paths…] [options]

Commands:
  init      add Stepwright to this project: config, example feature, cucumber profile, npm scripts
  compile   discover steps that have no valid cached definition and write step-cache/
  run       replay the compiled steps with cucumber-js (no LLM)          (= npm run bdd)
  heal      replay, repair the steps a changed UI broke, report possible defects  [features…|feature:line]
  doctor    check the browser, driver, app URL, cache and LLM settings
  report    one HTML report (dashboard, every step, screenshots, filters) from the results files of
            the latest compile, run and heal; [results files…] for those, --all for every run
  report merge <files…>  combine the results files of shards or workers into one
  phrases   list what the rule planner understands; with step texts, how each is read
  demo      serve the bundled sample app, compile features/ and replay them

Options:
  --config FILE        stepwright.config.json to use (default: ./stepwright.config.json)
  --base-url URL       where the app under test runs (or STEPWRIGHT_BASE_URL)
  --cache-dir DIR      the step cache (default: step-cache)
  --reports-dir DIR    results, reports, drift file and screenshots (or STEPWRIGHT_REPORTS_DIR;
                       default: .stepwright/reports beside the cache dir)
  --planner MODE       rules | auto | llm (compile; default auto)
  --force              rediscover steps that are already cached (compile)
  --workers N          discover on N browsers at once, each a slice of the scenarios (compile)
  --headed             show the browser
  --grid URL           use a remote WebDriver / Selenium Grid
  --profile NAME, -p   a profile of the project's cucumber config file, repeatable (run)
  --tags EXPR          only scenarios matching a cucumber tag expression (run)
  --format FMT         a cucumber formatter, e.g. html:report.html, junit:junit.xml, json:run.json,
                       message:run.ndjson; repeatable (run; default: the profile's, else progress)
  --retry N            retry a failing scenario up to N times (run)
  --dry-run            check every step has a definition without running it; lists the steps
                       still to compile and fails if there are any (run); heal: show the repairs, write nothing
  --parallel N         replay in N worker processes (run)
  --isolation MODE     context (one browser per worker process, a new browser context per scenario,
                       default) | fresh (a new browser per scenario) | reuse (one browser per worker
                       process, cleared between scenarios: state can leak, see README) (run)
  --shard I/N          run only the I-th of N deterministic slices of the scenarios (run; for CI machines)
  --markdown           print the phrase catalogue as Markdown (phrases)
  --url URL            phrases: ground each sentence on this live page (a path is resolved against the base URL)
                       and show up to 3 sentences that compile there
  --out FILE           where report writes the HTML (default: <reports dir>/report.html), or merge its file
  --all                every run's results, not only the latest of each command (report)
  --embed              inline full-size screenshots too, not only thumbnails (report; bigger file)
  -h, --help           this help
`;

const OPTIONS = {
  config: { type: 'string' }, 'base-url': { type: 'string' }, 'cache-dir': { type: 'string' },
  'reports-dir': { type: 'string' },
  out: { type: 'string' }, all: { type: 'boolean' }, embed: { type: 'boolean' }, 'run-id': { type: 'string' },
  planner: { type: 'string' }, force: { type: 'boolean' }, headed: { type: 'boolean' }, grid: { type: 'string' },
  tags: { type: 'string' }, format: { type: 'string', multiple: true }, parallel: { type: 'string' },
  profile: { type: 'string', short: 'p', multiple: true }, retry: { type: 'string' }, 'dry-run': { type: 'boolean' },
  shard: { type: 'string' },
  workers: { type: 'string' }, worker: { type: 'string' }, isolation: { type: 'string' },
  help: { type: 'boolean', short: 'h' }, version: { type: 'boolean' }, markdown: { type: 'boolean' },
  url: { type: 'string' },
} as const;

type Flags = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

/** Web features need the app's URL; an Android project has none (unless it also holds web features). */
function baseUrlFor(config: ResolvedConfig): string {
  return config.platform === 'android' ? config.baseUrl ?? '' : requireBaseUrl(config);
}

function overrides(f: Flags): CliOverrides {
  const planner = f.planner === undefined ? undefined : PlannerMode.safeParse(f.planner);
  if (planner && !planner.success) throw new SetupError(`--planner must be rules, auto or llm (got "${f.planner}").`);
  const parallel = f.parallel === undefined ? undefined : Number(f.parallel);
  if (parallel !== undefined
    && !(Number.isInteger(parallel) && parallel > 0)) throw new SetupError('--parallel needs a positive whole number.');
  const isolation = f.isolation === undefined ? undefined : Isolation.safeParse(f.isolation);
  if (isolation && !isolation.success) throw new SetupError(`--isolation must be context, ` +
    `fresh or reuse (got "${f.isolation}").`);
  return { config: f.config, baseUrl: f['base-url'], cacheDir: f['cache-dir'], reportsDir: f['reports-dir'],
    planner: planner?.data,
    headed: f.headed, grid: f.grid, parallel, isolation: isolation?.data };
}

async function compileCommand(cwd: string, paths: string[], f: Flags, argv: string[]): Promise<number> {
  const config = resolveConfig(cwd, overrides(f));
  return compile(config, baseUrlFor(config), cwd, paths, argv,
    { force: Boolean(f.force), workers: f.workers, worker: f.worker, runId: f['run-id'] });
}

async function runCommand(cwd: string, paths: string[], f: Flags): Promise<number> {
  const config = resolveConfig(cwd, overrides(f));
  const baseUrl = baseUrlFor(config);
  const retry = f.retry === undefined ? undefined : Number(f.retry);
  if (retry !== undefined && !(Number.isInteger(retry) && retry >= 0)) throw new SetupError('--retry needs a whole ' +
    'number (0 or more).');
  const run = () => replay({
    config, baseUrl, cwd, paths, profiles: f.profile ?? [], tags: f.tags, formats: f.format ?? [], retry,
    dryRun: Boolean(f['dry-run']),
    shard: f.shard === undefined ? undefined : parseShard(f.shard),
  });
  // a dry run touches no app
  return f['dry-run'] ? run() : withApp(config, run);
}

/** Runs this CLI again as a child: replay gets a fresh module graph after compile wrote new files. */
function runChild(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((res) => {
    const child = spawn(process.execPath, [join(PACKAGE_ROOT, 'bin/stepwright.js'), ...args],
      { stdio: 'inherit', env });
    child.on('exit', (code) => res(code ?? 1));
  });
}

async function demoCommand(f: Flags): Promise<number> {
  if (!existsSync(join(PACKAGE_ROOT, 'demo/server.js'))) {
    throw new SetupError('The demo app comes with the source repository, not with the npm package: ' +
      'clone Stepwright and run "npm run demo" there.');
  }
  // the bundled demo app's published password (demo/server.js), for the features' "${DEMO_PASSWORD}"
  const environment = readEnvironment();
  const env = { ...environment, DEMO_PASSWORD: environment.DEMO_PASSWORD ?? 'wonderland' };
  // A fresh cache every time, so the demo shows discovery; the committed step-cache/ is what
  // `npm run bdd` replays.
  const cacheDir = f['cache-dir'] ? resolve(f['cache-dir']) : join(PACKAGE_ROOT, '.stepwright/demo/step-cache');
  if (!f['cache-dir']) rmSync(cacheDir, { recursive: true, force: true });
  const common = ['--config', join(PACKAGE_ROOT, 'stepwright.config.json'), '--cache-dir', cacheDir,
    ...(f.headed ? ['--headed'] : [])];
  console.log(`Stepwright demo: compiling features/ against the bundled Tea ` +
    `Shop app into ${relative(process.cwd(), cacheDir)} (no LLM needed)\n`);
  const compiled = await runChild(['compile', ...common, '--planner', f.planner ?? 'rules',
    ...(f.force ? ['--force'] : [])], env);
  if (compiled !== 0) return compiled;
  console.log('\nReplaying with cucumber-js (npm run bdd):\n');
  return runChild(['run', ...common], env);
}

export async function main(argv: string[], cwd = process.cwd()): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${HELP}`);
    return 2;
  }
  const [command, ...paths] = parsed.positionals;
  const f = parsed.values;
  if (f.help || !command) {
    console.log(HELP);
    return command || f.help ? 0 : 2;
  }
  // an interrupted command stops the shared chromedriver (or Appium) too
  const offInterrupt = onInterrupt(stopSharedServices);
  try {
    switch (command) {
      case 'init': return await init({ cwd, baseUrl: f['base-url'], interactive: Boolean(process.stdin.isTTY),
        log: (l) => console.log(l) });
      case 'compile': return await compileCommand(cwd, paths, f, argv);
      case 'run': return await runCommand(cwd, paths, f);
      case 'heal': return await healCommand(resolveConfig(cwd, overrides(f)), cwd, paths, Boolean(f['dry-run']));
      case 'doctor': return await doctor(resolveConfig(cwd, overrides(f)));
      case 'report': return reportCommand(resolveConfig(cwd, overrides(f)), cwd, paths,
        { all: Boolean(f.all), embed: Boolean(f.embed), ...(f.out ? { out: f.out } : {}) });
      case 'phrases': return f.url ? await phrasesOnPage(resolveConfig(cwd, overrides(f)), f.url, paths)
        : phrases(paths, Boolean(f.markdown));
      case 'demo': return await demoCommand(f);
      default:
        console.error(`Unknown command "${command}".\n\n${HELP}`);
        return 2;
    }
  } catch (e) {
    if (e instanceof SetupError || e instanceof AppUnreachableError || (e as Error).name === 'CacheRecordError') {
      console.error(`✗ ${(e as Error).message}`);
      return 2;
    }
    throw e;
  } finally {
    offInterrupt();
    await stopSharedServices();
  }
}
