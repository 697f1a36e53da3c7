import { World, type IWorldOptions } from '@cucumber/cucumber';
import type { AppDriver } from '../drivers/driver.ts';
import type { BrowserSettings } from '../drivers/web/chromium.ts';
import { WebAppDriver } from '../drivers/web/web-driver.ts';
import type { RuntimeOptions } from './options.ts';

/** What `stepwright run` hands every scenario through cucumber's worldParameters. */
export interface ReplayParameters {
  browser: BrowserSettings;
  runtime: Omit<RuntimeOptions, 'env'>;
  /** where failure screenshots go */
  artifactsDir: string;
}

/**
 * The cucumber World of a replayed scenario: one fresh browser (fresh profile) per scenario,
 * started on the first step that needs it.
 */
export class StepwrightWorld extends World<ReplayParameters> {
  private started?: Promise<AppDriver<unknown>>;

  constructor(options: IWorldOptions<ReplayParameters>) {
    super(options);
  }

  get options(): RuntimeOptions {
    return { ...this.parameters.runtime, env: process.env };
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
