// The one place that turns a platform name into a running AppDriver, so the compiler and the
// replay runtime never name a backend: a new driver, a driver kept between scenarios, and the
// platform's own session for a team's steps. Android code (webdriverio, Appium) loads only when used.
import type { AppDriver } from './driver.ts';
import type { AndroidSettings } from './android/settings.ts';
import { stopSharedDriverService } from './web/chromium.ts';
import type { BrowserSettings } from './web/settings.ts';
import { browserContextOf, closeReusedBrowsers, giveBack, takeBrowser } from './web/kept-browsers.ts';
import { WebAppDriver } from './web/web-driver.ts';
import { startGuarded } from './web/write-guard.ts';

export const PLATFORMS = ['web', 'android'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** What starting a driver needs, per platform (the resolved config carries both). */
export interface DriverSettings {
  browser: BrowserSettings;
  android: AndroidSettings;
}

let androidStarted = false;

/** How a driver is started. */
export interface StartOptions {
  /**
   * to look but not write: requests that would change what the app's server holds are refused and counted
   * (AppDriver.refusedWrites). Only browsers can: asked of another driver, the start fails.
   */
  refuseWrites?: boolean;
}

export async function startDriver(platform: Platform, s: DriverSettings,
  o: StartOptions = {}): Promise<AppDriver<unknown>> {
  if (platform === 'android') {
    if (o.refuseWrites) throw new Error('An Android driver cannot refuse the app\'s writes.');
    androidStarted = true;
    const { AndroidAppDriver } = await import('./android/android-driver.ts');
    return AndroidAppDriver.start(s.android);
  }
  return o.refuseWrites ? startGuarded(s.browser) : WebAppDriver.start(s.browser);
}

/** The isolation modes that keep a driver between scenarios (isolation "fresh" starts one each). */
export type KeptIsolation = 'context' | 'reuse';

/**
 * How a kept driver isolates a scenario on `platform`, or undefined when every scenario starts a
 * driver of its own: only browsers are kept (an Android scenario always gets a new session).
 */
export function keptIsolation(platform: Platform, isolation: KeptIsolation | 'fresh'): KeptIsolation | undefined {
  return isolation !== 'fresh' && platform === 'web' ? isolation : undefined;
}

/** A kept driver ready for a scenario: an idle one of this process, else a new one that will be kept. */
export async function takeKeptDriver(
  platform: Platform, s: DriverSettings, mode: KeptIsolation,
): Promise<AppDriver<unknown>> {
  if (!keptIsolation(platform, mode)) throw new Error(`A ${platform} driver is not kept between scenarios ` +
    `(isolation "${mode}").`);
  return takeBrowser(s.browser, mode);
}

/** The scenario is over: a kept driver is renewed and kept for the next one, any other closed. */
export async function releaseDriver(app: AppDriver<unknown>): Promise<void> {
  return app instanceof WebAppDriver ? giveBack(app) : app.close();
}

/** Closes every driver this process keeps (before stopSharedServices: they run on its services). */
export function closeKeptDrivers(): Promise<void> {
  return closeReusedBrowsers();
}

/**
 * The browser context a kept driver runs its current scenario in (isolation "context"; undefined
 * otherwise): BiDi's userContext, which is also DevTools' browserContextId.
 */
export function scenarioContextOf(app: AppDriver<unknown>): string | undefined {
  return app instanceof WebAppDriver ? browserContextOf(app) : undefined;
}

/** Stops what this process started for its drivers: the shared chromedriver, the in-process Appium. */
export async function stopSharedServices(): Promise<void> {
  const stops: Promise<void>[] = [stopSharedDriverService()];
  if (androidStarted) stops.push(import('./android/appium-server.ts').then((m) => m.stopSharedAppium()));
  await Promise.all(stops);
}

/**
 * The platform of a scenario: an @android or @web tag picks it, else the configured one. One
 * repository can hold the features of both.
 */
export function platformOf(tags: ReadonlyArray<string | { name: string }>, configured: Platform): Platform {
  const names = tags.map((t) => (typeof t === 'string' ? t : t.name).toLowerCase());
  return names.includes('@android') ? 'android' : names.includes('@web') ? 'web' : configured;
}
