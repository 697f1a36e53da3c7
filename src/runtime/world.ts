import { World, type IWorldOptions } from '@cucumber/cucumber';
import type { AppDriver } from '../drivers/driver.ts';
import type { BrowserSettings } from '../drivers/web/chromium.ts';
import { WebAppDriver } from '../drivers/web/web-driver.ts';
import type { RuntimeOptions } from './options.ts';
import { saveScreenshot, type StepContext } from './report-failure.ts';

/** What `stepwright run` hands every scenario through cucumber's worldParameters. */
export interface ReplayParameters {
  browser: BrowserSettings;
  runtime: Omit<RuntimeOptions, 'env' | 'onSlowWait'>;
  /** where failure screenshots go */
  artifactsDir: string;
  /** where failed steps are recorded (the drift file), and the project root its paths are relative to */
  driftFile?: string;
  root?: string;
  /** the app build being replayed, when the user names one */
  appBuild?: string;
}

/**
 * The cucumber World of a replayed scenario: one fresh browser (fresh profile) per scenario,
 * started on the first step that needs it. It also knows which step is running, for the drift report.
 */
export class StepwrightWorld extends World<ReplayParameters> {
  private started?: Promise<AppDriver<unknown>>;
  /** the step being replayed (set by the BeforeStep hook) */
  step?: StepContext;
  /** a screenshot taken when the current step's wait turned slow */
  before?: Promise<string | undefined>;

  constructor(options: IWorldOptions<ReplayParameters>) {
    super(options);
  }

  get options(): RuntimeOptions {
    return { ...this.parameters.runtime, env: process.env, onSlowWait: () => this.slowWait() };
  }

  beginStep(step: StepContext): void {
    this.step = step;
    this.before = undefined;
  }

  private slowWait(): void {
    if (this.before || !this.started) return;
    const name = `${this.step?.location ?? 'step'}-${Date.now().toString(36)}-before`;
    this.before = this.started.then((d) => saveScreenshot(d, this.parameters.artifactsDir, name)).catch(() => undefined);
  }

  app(): Promise<AppDriver<unknown>> {
    this.started ??= WebAppDriver.start(this.parameters.browser);
    return this.started;
  }

  get hasApp(): boolean {
    return this.started !== undefined;
  }

  async dispose(): Promise<void> {
    const started = this.started;
    this.started = undefined;
    if (started) await (await started.catch(() => undefined))?.close();
  }
}
