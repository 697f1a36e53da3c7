import { World, type IWorldOptions } from '@cucumber/cucumber';
import type { AppDriver } from '../drivers/driver.ts';
import type { AndroidSettings } from '../drivers/android/settings.ts';
import { platformOf, startDriver, type Platform } from '../drivers/factory.ts';
import type { BrowserSettings } from '../drivers/web/chromium.ts';
import type { RuntimeOptions } from './options.ts';

/** What `stepwright run` hands every scenario through cucumber's worldParameters. */
export interface ReplayParameters {
  /** the configured platform; a scenario tagged @web or @android overrides it */
  platform?: Platform;
  browser: BrowserSettings;
  android?: AndroidSettings;
  runtime: Omit<RuntimeOptions, 'env'>;
  /** where failure screenshots go */
  artifactsDir: string;
}

/**
 * The cucumber World of a replayed scenario: one fresh app per scenario (a fresh browser profile,
 * or a new Appium session with the app's data cleared), started on the first step that needs it.
 */
export class StepwrightWorld extends World<ReplayParameters> {
  private started?: Promise<AppDriver<unknown>>;
  platform: Platform;

  constructor(options: IWorldOptions<ReplayParameters>) {
    super(options);
    this.platform = this.parameters.platform ?? 'web';
  }

  /** Picks the platform from the scenario's tags (called by the Before hook). */
  useTags(tags: ReadonlyArray<{ name: string }>): void {
    this.platform = platformOf(tags, this.parameters.platform ?? 'web');
  }

  get options(): RuntimeOptions {
    return { ...this.parameters.runtime, env: process.env };
  }

  app(): Promise<AppDriver<unknown>> {
    this.started ??= this.start();
    return this.started;
  }

  private async start(): Promise<AppDriver<unknown>> {
    const android = this.parameters.android;
    if (this.platform === 'android' && !android) throw new Error('This scenario runs on Android, but the replay was started without Android settings.');
    return startDriver(this.platform, { browser: this.parameters.browser, android: android as AndroidSettings });
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
