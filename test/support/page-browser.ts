// One browser and the fixture pages' server for a test file, started before its tests and closed
// after: what every real-Chromium observation test sets up the same way.
import { afterAll, beforeAll } from 'vitest';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import type { WebAppDriver } from '../../src/drivers/web/web-driver.ts';
import { serveFixturePages } from '../fixtures/pages/serve.ts';
import { startBrowser } from './browser.ts';

export function usePageBrowser(): { readonly app: WebAppDriver; readonly url: string } {
  const state = {} as { app: WebAppDriver; site: { url: string; close(): Promise<void> } };
  beforeAll(async () => {
    state.site = await serveFixturePages();
    state.app = await startBrowser();
  });
  afterAll(async () => {
    await state.app?.close();
    await state.site?.close();
    await stopSharedDriverService();
  });
  return { get app() { return state.app; }, get url() { return state.site.url; } };
}
