import { defaultBrowserPaths, type BrowserSettings } from '../../src/drivers/web/settings.ts';
import { WebAppDriver } from '../../src/drivers/web/web-driver.ts';
import { DEFAULT_IDENTITY_THRESHOLD } from '../../src/config/defaults.ts';
import type { RuntimeOptions } from '../../src/runtime/options.ts';

export function browserSettings(): BrowserSettings {
  return { headed: false, ...defaultBrowserPaths(process.env), windowSize: { width: 1280, height: 900 } };
}

export function startBrowser(): Promise<WebAppDriver> {
  return WebAppDriver.start(browserSettings());
}

export function runtimeOptions(baseUrl: string, over: Partial<RuntimeOptions> = {}): RuntimeOptions {
  return { timeoutMs: 2_000, waitTimeoutMs: 5_000, identityThreshold: DEFAULT_IDENTITY_THRESHOLD, baseUrl,
    env: process.env, ...over };
}
