import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import type { WebAppDriver } from '../../src/drivers/web/web-driver.ts';
import { startBrowser } from '../support/browser.ts';
import { ground, named, perform, targetOf } from '../fixtures/pages/harness.ts';
import { serveFixturePages } from '../fixtures/pages/serve.ts';

// A page is ready when its DOM is (issue 17): a resource that never answers does not hold navigation
// for the page-load timeout. The page below never fires its load event; it is opened, observed and
// used while it is still loading.

let app: WebAppDriver;
let site: { url: string; close(): Promise<void> };

beforeAll(async () => {
  site = await serveFixturePages();
  app = await startBrowser();
});
afterAll(async () => {
  await app?.close();
  await site?.close();
  await stopSharedDriverService();
});

describe('navigation readiness', () => {
  it('opens a page whose load event never comes, and works on it while it still loads', async () => {
    await app.navigate(`${site.url}/never-loads.html`);
    expect(await app.driver.executeScript('return document.readyState')).toBe('interactive');
    const obs = await app.observe({ settle: true });
    await perform(app, site.url, { do: 'click', target: targetOf(ground(obs, named('Build report', 'button')), obs) });
    expect(await app.pageText()).toContain('Report ready');
    expect(await app.driver.executeScript('return document.readyState')).toBe('interactive');
  });
});
