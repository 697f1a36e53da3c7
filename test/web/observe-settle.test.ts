import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import type { WebAppDriver } from '../../src/drivers/web/web-driver.ts';
import { observeUntil } from '../../src/planners/observe-settled.ts';
import { startBrowser } from '../support/browser.ts';
import { ground, groundAndClick, named, perform, targetOf, textOf } from '../fixtures/pages/harness.ts';
import { serveFixturePages } from '../fixtures/pages/serve.ts';

// Observing only once the page has settled (issue 7, defect "observing before the page settled"):
// a click that expands an animated section, content that arrives later, a navigation started by a
// timer, a page that never stops changing, and an endless spinner.

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

const has = (names: string[], name: string): boolean => names.includes(name);
const names = (o: { elements: { name: string }[] }): string[] => o.elements.map((e) => e.name);

describe('settling before observing', () => {
  it('waits for an expanding section to finish its animation and render its content', async () => {
    await app.navigate(`${site.url}/animated.html`);
    const obs = await app.observe({ settle: true });
    const clickedAt = Date.now();
    await perform(app, site.url, { do: 'click', target: targetOf(ground(obs, named('Show details', 'button')), obs) });
    const early = await app.observe();
    // the defect: right after the click the content is not there yet (checked while it cannot be)
    if (Date.now() - clickedAt < 250) expect(has(names(early), 'Confirm order')).toBe(false);
    const settled = await app.settle();
    expect(settled.settled).toBe(true);
    const after = await app.observe();
    expect(has(names(after), 'Confirm order')).toBe(true);
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(300); // the transition's length, at least
    await groundAndClick(app, site.url, named('Confirm order', 'button'));
    expect(await textOf(app, 'out')).toBe('confirmed');
  });

  it('counts a hash a link set as a change, though only CSS (:target) shows what it opened', async () => {
    await app.navigate(`${site.url}/unchanged.html`);
    const obs = await app.observe({ settle: true });
    await perform(app, site.url, { do: 'click', target: targetOf(ground(obs, named('Open the panel', 'link')), obs) });
    // the hash changed after the click, before settling began: that change is the one asked about
    expect(await app.settle({ change: true, acted: true, maxMs: 5_000 })).toMatchObject({ settled: true });
    expect(await textOf(app, 'panel')).toBe('Shown by its hash');
  });

  it('observe({ settle: true }) is settle + observe in one call', async () => {
    await app.navigate(`${site.url}/animated.html`);
    await groundAndClick(app, site.url, named('Show details', 'button'));
    expect(has(names(await app.observe({ settle: true })), 'Confirm order')).toBe(true);
  });

  it('does not wait for an endless animation, and waits little on a quiet page', async () => {
    await app.navigate(`${site.url}/animated.html`);
    await app.observe(); // installs the change watcher
    await new Promise((r) => setTimeout(r, 150)); // let the page be quiet for longer than the window
    const res = await app.settle();
    expect(res).toMatchObject({ settled: true });
    expect(res.waitedMs).toBeLessThan(500); // the spinner (infinite) runs all the time
  });

  it('gives up on a page that never stops changing, and says why', async () => {
    await app.navigate(`${site.url}/busy.html`);
    const res = await app.settle({ maxMs: 600 });
    expect(res).toMatchObject({ settled: false, busy: 'mutating' });
    expect(res.waitedMs).toBeGreaterThanOrEqual(550);
    expect(res.waitedMs).toBeLessThan(3_000);
  });

  it('waits for a navigation a timer started to a slow server, then observes the new page', async () => {
    await app.navigate(`${site.url}/animated.html`);
    await groundAndClick(app, site.url, named('Go to checkout', 'button'));
    const obs = await app.observe({ settle: true });
    expect(obs.url).toContain('/checkout.html');
    expect(has(names(obs), 'Pay now')).toBe(true);
  });
});

describe('re-observing for a bounded time', () => {
  it('re-observes until content that arrives 600 ms after a click is there', async () => {
    await app.navigate(`${site.url}/animated.html`);
    await groundAndClick(app, site.url, named('Load reviews', 'button'));
    const wanted = (o: { elements: { name: string }[] }): boolean => has(names(o), 'Mark review helpful');
    // a settled page is quiet long before the reviews come: one settled look is not enough
    expect(wanted(await app.observe({ settle: true }))).toBe(false);
    const res = await observeUntil(app, wanted, 3_000);
    expect(res.matched).toBe(true);
    expect(res.observations).toBeGreaterThanOrEqual(1);
    expect(res.waitedMs).toBeLessThan(3_000);
  });

  it('stops at the timeout with the last observation when the predicate never holds', async () => {
    await app.navigate(`${site.url}/animated.html`);
    const start = Date.now();
    const res = await observeUntil(app, (o) => has(names(o), 'Nothing like this'), 800);
    expect(res.matched).toBe(false);
    expect(res.observation.title).toBe('Animated');
    expect(res.observations).toBeGreaterThanOrEqual(2);
    expect(Date.now() - start).toBeGreaterThanOrEqual(750);
    expect(Date.now() - start).toBeLessThan(3_000);
  });
});
