// The one place that turns a platform name into a running AppDriver, so the compiler and the
// replay runtime never name a backend. Android code (webdriverio, Appium) loads only when used.
import type { AppDriver } from './driver.ts';
import type { AndroidSettings } from './android/settings.ts';
import { stopSharedDriverService, type BrowserSettings } from './web/chromium.ts';
import { WebAppDriver } from './web/web-driver.ts';

export const PLATFORMS = ['web', 'android'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** What starting a driver needs, per platform (the resolved config carries both). */
export interface DriverSettings {
  browser: BrowserSettings;
  android: AndroidSettings;
}

let androidStarted = false;

export async function startDriver(platform: Platform, s: DriverSettings): Promise<AppDriver<unknown>> {
  if (platform === 'android') {
    androidStarted = true;
    const { AndroidAppDriver } = await import('./android/android-driver.ts');
    return AndroidAppDriver.start(s.android);
  }
  return WebAppDriver.start(s.browser);
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
