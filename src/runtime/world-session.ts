// Gives any cucumber World the browser of its scenario by composition: a registry keyed by the World
// instance, so a team keeps its own World class, hooks and steps, and adds Stepwright's next to them.
import type { WebDriver } from 'selenium-webdriver';
import type { AppDriver } from '../drivers/driver.ts';
import type { AndroidSettings } from '../drivers/android/settings.ts';
import {
  keptIsolation, platformOf, releaseDriver, scenarioContextOf, startDriver, takeKeptDriver,
  type KeptIsolation, type Platform,
} from '../drivers/factory.ts';
import type { BrowserSettings } from '../drivers/web/settings.ts';
import type { PerformedAction } from './effect.ts';
import type { RuntimeOptions } from './options.ts';
import { saveScreenshot, type StepContext } from './report-failure.ts';

/** What replay needs; `stepwright run` passes it as the world parameter `stepwright`. */
export interface ReplayParameters {
  /** the configured platform; a scenario tagged @web or @android overrides it */
  platform?: Platform;
  browser: BrowserSettings;
  android?: AndroidSettings;
  runtime: Omit<RuntimeOptions, 'env' | 'onSlowWait'>;
  /** where failure screenshots go */
  artifactsDir: string;
  /** where failed steps are recorded (the drift file), and the project root its paths are relative to */
  driftFile?: string;
  root?: string;
  /** the app build being replayed, when the user names one */
  appBuild?: string;
  /**
   * web scenarios: one browser per process with a new browser context per scenario ("context", the
   * default), a new browser each ("fresh"), or one per process, reset in between ("reuse")
   */
  isolation?: 'context' | 'fresh' | 'reuse';
}

/**
 * One scenario's Stepwright state: a fresh app, started on first use — on the web, the process's kept
 * browser in a new browser context (isolation "context"), a fresh browser profile ("fresh") or the
 * kept browser emptied since its last scenario ("reuse"); a new Appium session with the app's data
 * cleared on Android.
 */
export class StepwrightSession {
  private started?: Promise<AppDriver<unknown>>;
  readonly platform: Platform;

  /** the Gherkin step being replayed, for the drift report */
  step?: StepContext;
  /** a screenshot taken when the current step's wait turned slow: the drift report's "before" */
  before?: Promise<string | undefined>;
  /** the last action performed with a recorded effect: what a failing check right after it is held against */
  lastAction?: PerformedAction;

  constructor(readonly parameters: ReplayParameters, tags: ReadonlyArray<{ name: string }> = []) {
    this.platform = platformOf(tags, parameters.platform ?? 'web');
  }

  get options(): RuntimeOptions {
    // a page that is slow to load is no sign of a failing step: only a slow element or check is
    return { ...this.parameters.runtime, env: (setup ?? notSetUp()).env, onSlowWait: (_what, kind) => {
      if (kind !== 'page') this.slowWait();
    } };
  }

  beginStep(step: StepContext | undefined): void {
    this.step = step;
    this.before = undefined;
  }

  private slowWait(): void {
    if (this.before || !this.started) return;
    const name = `${this.step?.location ?? 'step'}-${Date.now().toString(36)}-before`;
    this.before = this.started.then((d) => saveScreenshot(d, this.parameters.artifactsDir,
      name)).catch(() => undefined);
  }

  /** the app driver compiled steps replay through */
  app(): Promise<AppDriver<unknown>> {
    this.started ??= this.start();
    return this.started;
  }

  private async start(): Promise<AppDriver<unknown>> {
    const android = this.parameters.android;
    if (this.platform === 'android' && !android) throw new Error('This scenario runs on Android, ' +
      'but the replay was started without Android settings.');
    const settings = { browser: this.parameters.browser, android: android as AndroidSettings };
    if (this.keeps) return takeKeptDriver(this.platform, settings, this.keeps);
    return startDriver(this.platform, settings);
  }

  /**
   * The scenario's own session of its platform, for the team's own steps and hooks: a
   * selenium-webdriver WebDriver on the web, a webdriverio Browser on Android.
   */
  async nativeDriver<T = unknown>(): Promise<T> {
    return (await this.app()).nativeDriver() as T;
  }

  /** the scenario's selenium-webdriver session (a web scenario's nativeDriver) */
  async driver(): Promise<WebDriver> {
    const app = await this.app();
    if (app.platform !== 'web') {
      throw new Error(`This scenario drives a ${app.platform} app, not a WebDriver browser: use nativeDriver() ` +
        `for its own session.`);
    }
    return app.nativeDriver() as WebDriver;
  }

  /**
   * The browser context of the scenario under isolation "context" (undefined otherwise): its id is
   * BiDi's userContext and DevTools' browserContextId, e.g. for `Browser.grantPermissions`, which
   * without it grants to the browser's default context, not the scenario's.
   */
  async browserContext(): Promise<string | undefined> {
    const app = await this.app();
    return scenarioContextOf(app);
  }

  get hasApp(): boolean {
    return this.started !== undefined;
  }

  /** how a kept browser isolates this scenario (web only, Android always starts anew); undefined: a new browser */
  private get keeps(): KeptIsolation | undefined {
    return keptIsolation(this.platform, this.parameters.isolation ?? 'context');
  }

  async dispose(): Promise<void> {
    const started = this.started;
    this.started = undefined;
    const app = await started?.catch(() => undefined);
    if (!app) return;
    if (this.keeps) await releaseDriver(app);
    else await app.close();
  }
}

const sessions = new WeakMap<object, StepwrightSession>();
const scenarioTags = new WeakMap<object, ReadonlyArray<{ name: string }>>();

/** Remembers the scenario's tags (hooks.ts's Before hook) for the session started later. */
export function noteScenarioTags(world: object, tags: ReadonlyArray<{ name: string }>): void {
  scenarioTags.set(world, tags);
}

/**
 * What the `stepwright/support` entry (src/support.ts) hands the runtime, which does not import the
 * config above it: read once per process, in the config.
 */
export interface ReplaySetup {
  /** the settings when the World has no `stepwright` parameter (plain cucumber-js): stepwright.config.json */
  parameters: () => ReplayParameters;
  /** the environment `"${NAME}"` references in steps are read from */
  env: NodeJS.ProcessEnv;
}

let setup: ReplaySetup | undefined;

export function setUpReplay(s: ReplaySetup): void {
  setup = s;
}

function notSetUp(): never {
  throw new Error('Stepwright\'s support code is not loaded: add require.resolve(\'stepwright/support\') to ' +
    'cucumber\'s "import" (npx stepwright init writes such a profile), or replay with npx stepwright run.');
}

/**
 * The Stepwright session of a scenario, for any World: `stepwright(this)` in a step or hook. Settings
 * come from the world parameter `stepwright` (set by `stepwright run`), else from
 * stepwright.config.json (plain cucumber-js, through `stepwright/support`).
 */
export function stepwright(world: object): StepwrightSession {
  let session = sessions.get(world);
  if (!session) {
    const given = (world as { parameters?: { stepwright?: ReplayParameters } }).parameters?.stepwright;
    session = new StepwrightSession(given ?? (setup ?? notSetUp()).parameters(), scenarioTags.get(world));
    sessions.set(world, session);
  }
  return session;
}

/** The session of this World if a step or hook started one (the After hook must not start one). */
export function existingSession(world: object): StepwrightSession | undefined {
  return sessions.get(world);
}
