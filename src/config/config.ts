import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { SetupError } from '../drivers/errors.ts';
import type { AndroidSettings } from '../drivers/android/settings.ts';
import { PLATFORMS } from '../drivers/factory.ts';
import { defaultBrowserPaths, type BrowserSettings } from '../drivers/web/settings.ts';
import { ANDROID_DEFAULTS, AndroidConfig, resolveAndroid } from './android.ts';
import { resolveWebServer, WebServerConfig, type WebServerSettings } from './web-server-config.ts';
import { DEFAULT_IDENTITY_THRESHOLD, DEFAULT_TIMEOUT_MS, DEFAULT_WAIT_TIMEOUT_MS } from './defaults.ts';

export const CONFIG_FILE = 'stepwright.config.json';

export const PlannerMode = z.enum(['rules', 'auto', 'llm']);
export type PlannerMode = z.infer<typeof PlannerMode>;

/**
 * How replay isolates scenarios on the web: one browser per process and a new browser context per
 * scenario, a fresh browser each, or one browser per process, cleared in between.
 */
export const Isolation = z.enum(['context', 'fresh', 'reuse']);
export type Isolation = z.infer<typeof Isolation>;

/** `stepwright.config.json`. Paths are relative to the file's directory (the project root). */
export const ConfigFile = z.strictObject({
  $schema: z.string().optional(),
  platform: z.enum(PLATFORMS).default('web').describe('what features run on unless tagged @web or @android; ' +
    'overridden by STEPWRIGHT_PLATFORM'),
  baseUrl: z.url().optional().describe(
    'where the app under test runs; overridden by STEPWRIGHT_BASE_URL and --base-url'),
  pages: z.record(z.string().min(1), z.string().min(1)).default({}).describe('pages a step names in words that ' +
    'the app itself does not say, as cucumber-rails\' paths.rb: "inbox": "/" makes "Given I am on the inbox page" ' +
    'go to /; "home" is the home page (default /)'),
  features: z.array(z.string()).default(['features']),
  cacheDir: z.string().default('step-cache'),
  steps: z.array(z.string()).default([]).describe('extra files or directories of hand-written step definitions'),
  reportsDir: z.string().optional()
    .describe('results files, reports, drift file and screenshots; default: .stepwright/reports beside the cache ' +
      'dir; overridden by STEPWRIGHT_REPORTS_DIR and --reports-dir'),
  planner: PlannerMode.default('auto'),
  webServer: WebServerConfig.optional(),
  timeouts: z.strictObject({
    stepMs: z.number().int().positive().default(DEFAULT_TIMEOUT_MS),
    waitMs: z.number().int().positive().default(DEFAULT_WAIT_TIMEOUT_MS),
  }).default({ stepMs: DEFAULT_TIMEOUT_MS, waitMs: DEFAULT_WAIT_TIMEOUT_MS }),
  identityThreshold: z.number().min(0).max(1).default(DEFAULT_IDENTITY_THRESHOLD),
  browser: z.strictObject({
    headed: z.boolean().default(false),
    grid: z.url().optional(),
    chromium: z.string().optional(),
    chromedriver: z.string().optional(),
    windowSize: z.strictObject({ width: z.number().int(), height: z.number().int() })
      .default({ width: 1280, height: 900 }),
    browserName: z.string().min(1).default('chrome').describe('WebDriver browserName; ' +
      'local runs use Chromium ("chrome"), a Grid may offer others'),
    platformName: z.string().optional().describe('WebDriver platformName a Grid node must have, e.g. "linux"'),
    args: z.array(z.string()).default([]).describe('extra browser command-line arguments'),
    capabilities: z.record(z.string(), z.unknown()).default({}).describe('extra W3C capabilities for the session ' +
      'request (e.g. "se:name"); set last'),
  }).default({ headed: false, windowSize: { width: 1280, height: 900 }, browserName: 'chrome', args: [],
    capabilities: {} }),
  android: AndroidConfig.default(ANDROID_DEFAULTS),
  parallel: z.number().int().min(1).default(1),
  isolation: Isolation.default('context')
    .describe('replay on the web: "context" = one browser per worker process, a new browser context (cookies, ' +
      'storage, cache, permissions) per scenario; "fresh" = a new browser per scenario; ' +
      '"reuse" = one per worker process, cookies, storage and windows cleared between scenarios (state outside those ' +
      'can leak); overridden by STEPWRIGHT_ISOLATION and --isolation'),
  appBuild: z.string().optional().describe('the app build under test (a version, a commit); ' +
    'overridden by STEPWRIGHT_APP_BUILD'),
  codegen: z.strictObject({
    language: z.enum(['js', 'ts']).default('js')
      .describe('generated step files: "js" = ESM JavaScript with JSDoc types (.mjs, plain cucumber-js), ' +
        '"ts" = TypeScript (.mts)'),
  }).default({ language: 'js' }),
  llm: z.strictObject({
    baseUrl: z.string().optional(),
    models: z.strictObject({ actor: z.string().optional(), verifier: z.string().optional(),
      reflector: z.string().optional() }).default({}),
    timeoutMs: z.number().int().positive().optional(),
    maxRetries: z.number().int().min(0).optional(),
    maxLlmCallsPerStep: z.number().int().positive().optional(),
  }).default({ models: {} }),
});
export type ConfigFile = z.infer<typeof ConfigFile>;

/** Settings a command line may override. */
export interface CliOverrides {
  config?: string;
  baseUrl?: string;
  cacheDir?: string;
  reportsDir?: string;
  planner?: PlannerMode;
  headed?: boolean;
  grid?: string;
  parallel?: number;
  isolation?: Isolation;
}

export interface ResolvedConfig extends Omit<ConfigFile, 'baseUrl' | 'browser' | 'android' | 'reportsDir'
  | 'webServer'> {
  root: string;
  /** absolute: where results files, reports, the drift file and screenshots go */
  reportsDir: string;
  configPath?: string;
  baseUrl?: string;
  browser: BrowserSettings;
  android: AndroidSettings;
  /** the app to start around compile, run and heal; none when --base-url names an app already running */
  webServer?: WebServerSettings;
  /** the environment this config was resolved from: the one place library code reads it */
  env: NodeJS.ProcessEnv;
}

/** An environment value that must be one of `allowed`: a clear error instead of a silent default. */
function envChoice<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[]): T | undefined {
  const v = env[name];
  if (v === undefined || v === '') return undefined;
  if (!(allowed as readonly string[]).includes(v)) throw new SetupError(
    `${name}="${v}" is not one of: ${allowed.join(', ')}.`);
  return v as T;
}

function readConfigFile(path: string): ConfigFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new SetupError(`${path}: not valid JSON (${(e as Error).message}).`);
  }
  const parsed = ConfigFile.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new SetupError(`${path} is not a valid Stepwright config:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * The flag (relative to cwd), else the environment or config file (relative to the project root), else
 * `.stepwright/reports` beside the cache dir, so a cache elsewhere keeps its reports with it and
 * nothing lands in whatever directory the command happened to run from.
 */
function reportsDirOf(cwd: string, root: string, cacheDir: string, flag: string | undefined,
  configured: string | undefined): string {
  if (flag) return resolve(cwd, flag);
  if (configured) return resolve(root, configured);
  return join(dirname(cacheDir), '.stepwright', 'reports');
}

/**
 * The process's environment. Read here, in the config, and nowhere else: everything below gets it
 * handed in (ResolvedConfig.env, or the replay setup of src/support.ts).
 */
export function readEnvironment(): NodeJS.ProcessEnv {
  return process.env;
}

/** Defaults < stepwright.config.json < environment < command-line flags. */
export function resolveConfig(
  cwd: string, cli: CliOverrides, env: NodeJS.ProcessEnv = readEnvironment(),
): ResolvedConfig {
  const explicit = cli.config ?? env.STEPWRIGHT_CONFIG;
  const configPath = explicit ? resolve(cwd, explicit)
    : existsSync(resolve(cwd, CONFIG_FILE)) ? resolve(cwd, CONFIG_FILE) : undefined;
  if (explicit && !existsSync(configPath!)) throw new SetupError(`Config file not found: ${configPath}`);
  const file = configPath ? readConfigFile(configPath) : ConfigFile.parse({});
  const root = configPath ? dirname(configPath) : cwd;
  const paths = defaultBrowserPaths(env);
  const baseUrl = cli.baseUrl ?? env.STEPWRIGHT_BASE_URL ?? file.baseUrl ?? file.webServer?.url;
  if (baseUrl && !URL.canParse(baseUrl)) throw new SetupError(`The base URL "${baseUrl}" is not a URL.`);
  // a cache dir given on the command line is relative to where the command runs
  const cacheDir = cli.cacheDir ? resolve(cwd, cli.cacheDir) : resolve(root, env.STEPWRIGHT_CACHE_DIR ?? file.cacheDir);
  return {
    ...file,
    root,
    configPath,
    baseUrl,
    env,
    cacheDir,
    reportsDir: reportsDirOf(cwd, root, cacheDir, cli.reportsDir, env.STEPWRIGHT_REPORTS_DIR || file.reportsDir),
    planner: cli.planner ?? envChoice(env, 'STEPWRIGHT_PLANNER', PlannerMode.options) ?? file.planner,
    platform: envChoice(env, 'STEPWRIGHT_PLATFORM', PLATFORMS) ?? file.platform,
    android: resolveAndroid(file.android, root, env),
    webServer: resolveWebServer(file.webServer, cli.baseUrl, env),
    parallel: cli.parallel ?? file.parallel,
    isolation: cli.isolation ?? envChoice(env, 'STEPWRIGHT_ISOLATION', Isolation.options) ?? file.isolation,
    // read once here: compile and heal stamp it on what they write, run compares it with what was stamped
    appBuild: env.STEPWRIGHT_APP_BUILD || file.appBuild,
    browser: {
      headed: cli.headed ?? (env.STEPWRIGHT_HEADED === '1' || file.browser.headed),
      grid: cli.grid ?? env.STEPWRIGHT_GRID ?? file.browser.grid,
      chromium: file.browser.chromium ? resolve(root, file.browser.chromium) : paths.chromium,
      chromedriver: file.browser.chromedriver ? resolve(root, file.browser.chromedriver) : paths.chromedriver,
      windowSize: file.browser.windowSize,
      browserName: file.browser.browserName,
      platformName: file.browser.platformName,
      args: file.browser.args,
      capabilities: file.browser.capabilities,
    },
  };
}

export function requireBaseUrl(c: ResolvedConfig): string {
  if (!c.baseUrl) {
    throw new SetupError('No base URL for the app under test. Set "baseUrl" in stepwright.config.json, ' +
      'pass --base-url URL, or set STEPWRIGHT_BASE_URL.');
  }
  return c.baseUrl;
}
