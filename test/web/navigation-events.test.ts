import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import { NAVIGATION_STATE_SCRIPT } from '../../src/drivers/web/page-scripts.ts';
import type { WebAppDriver } from '../../src/drivers/web/web-driver.ts';
import { closeReusedBrowsers, takeBrowser } from '../../src/drivers/web/kept-browsers.ts';
import { serveFixturePages } from '../fixtures/pages/serve.ts';
import { browserSettings } from '../support/browser.ts';

// Issue 16, "BiDi events instead of polling": under isolation "context" the browser reports document
// loads over WebDriver BiDi. Opening a page whose DOM is ready at once but whose load event waits 0.7 s
// for an image returns once it has loaded, having asked the page twice or so, not every 20-200 ms.

let site: { url: string; close(): Promise<void> };
let app: WebAppDriver;

beforeAll(async () => {
  site = await serveFixturePages();
  app = await takeBrowser(browserSettings(), 'context');
});
afterAll(async () => {
  await closeReusedBrowsers();
  await site?.close();
  await stopSharedDriverService();
});

describe('waiting for a navigation by the browser\'s load events', () => {
  it('opens a page and returns once it has loaded (0.7 s after its DOM), asking it a few times', async () => {
    const asked = vi.spyOn(app.driver, 'executeScript');
    await app.navigate(`${site.url}/slow-image.html`);
    const stateChecks = asked.mock.calls.filter(([script]) => script === NAVIGATION_STATE_SCRIPT).length;
    asked.mockRestore();
    expect(await app.driver.getTitle()).toBe('Slow image');
    expect(await app.driver.executeScript('return document.readyState')).toBe('complete');
    // polling would have asked about seven times in 0.7 s (every 20, 40, 80, 160, then 200 ms); on a busy
    // machine the page may already have loaded by the first question (readyState above says it did)
    expect(stateChecks).toBeGreaterThanOrEqual(1);
    expect(stateChecks).toBeLessThanOrEqual(3);
  });
});
