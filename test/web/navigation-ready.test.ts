import { describe, expect, it } from 'vitest';
import { usePageBrowser } from '../support/page-browser.ts';
import { ground, named, perform, targetOf } from '../fixtures/pages/harness.ts';

// A page is ready when its DOM is (issue 17): a resource that never answers does not hold navigation
// for the page-load timeout. The page below never fires its load event; it is opened, observed and
// used while it is still loading.

const page = usePageBrowser();

describe('navigation readiness', () => {
  it('opens a page whose load event never comes, and works on it while it still loads', async () => {
    await page.app.navigate(`${page.url}/never-loads.html`);
    expect(await page.app.driver.executeScript('return document.readyState')).toBe('interactive');
    const obs = await page.app.observe({ settle: true });
    await perform(page.app, page.url, { do: 'click', target: targetOf(ground(obs, named('Build report', 'button')), obs) });
    expect(await page.app.pageText()).toContain('Report ready');
    expect(await page.app.driver.executeScript('return document.readyState')).toBe('interactive');
  });
});
