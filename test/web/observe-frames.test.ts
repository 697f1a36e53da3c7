import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import type { WebAppDriver } from '../../src/drivers/web/web-driver.ts';
import { startBrowser } from '../support/browser.ts';
import { byId, ground, named, onTop, perform, targetOf, textOf } from '../fixtures/pages/harness.ts';
import { serveFixturePages } from '../fixtures/pages/serve.ts';

// Same-origin iframes and open shadow roots (issue 7, class 8): their elements are observed with
// paths that cross the boundary (host >>> inside), and replay finds them again by every strategy,
// switching frames where WebDriver needs it (an element of another frame cannot be returned from
// executeScript at all: chromedriver answers "stale element not found in the current frame").

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

describe('same-origin iframes', () => {
  it('observes the elements of an iframe and of an iframe inside it, placed on the page', async () => {
    await app.navigate(`${site.url}/frame.html`);
    const obs = await app.observe({ settle: true });
    const email = obs.elements.find((e) => e.label === 'Email address')!;
    expect(email).toMatchObject({ tag: 'input', role: 'textbox', editable: true });
    expect(email.css).toMatch(/^#signup >>> /);
    expect(email.xpath).toMatch(/ >>> /);
    // bounds in page coordinates: inside the iframe's box, not at the iframe document's origin
    const frameBox = (await app.driver.executeScript('const r = document.getElementById("signup").getBoundingClientRect(); return [r.x, r.y]')) as number[];
    expect(email.bounds.x).toBeGreaterThan(frameBox[0]!);
    expect(email.bounds.y).toBeGreaterThan(frameBox[1]!);
    const agree = obs.elements.find((e) => e.role === 'checkbox')!;
    expect(agree).toMatchObject({ label: 'I agree to the terms' });
    expect(agree.css.split(' >>> ')).toHaveLength(3);
  });

  it('types into and clicks elements of the iframe through replay, then works on the top page again', async () => {
    await app.navigate(`${site.url}/frame.html`);
    const obs = await app.observe({ settle: true });
    await perform(app, site.url, { do: 'type', target: targetOf(ground(obs, named('Email address'), 'type'), obs), value: { literal: 'ada@example.com' } });
    await perform(app, site.url, { do: 'click', target: targetOf(ground(obs, named('Subscribe', 'button')), obs) });
    // read on the top document: the driver is back out of the frame for page-wide calls
    expect(await app.pageText()).toContain('Subscribed ada@example.com');
    expect((await app.observe()).elements.some((e) => e.name === 'Newsletter')).toBe(true);
  });

  it.each([['css'], ['xpath'], ['id'], ['role'], ['label']] as const)('finds an iframe element again by %s alone', async (by) => {
    await app.navigate(`${site.url}/frame.html`);
    const obs = await app.observe({ settle: true });
    const button = ground(obs, named(by === 'label' ? 'Email address' : 'Subscribe'), by === 'label' ? 'type' : 'click');
    const target = targetOf(button, obs, [by]);
    if (by === 'label') {
      await perform(app, site.url, { do: 'type', target, value: { literal: `by ${by}` } });
      expect(await onTop(app, 'return document.getElementById("signup").contentDocument.getElementById("email").value')).toBe('by label');
    } else {
      await perform(app, site.url, { do: 'click', target });
      expect(await textOf(app, 'out')).toBe('Subscribed ');
    }
  });

  it('checks a checkbox two frames down, reading its state through the same frame', async () => {
    await app.navigate(`${site.url}/frame.html`);
    const obs = await app.observe({ settle: true });
    const agree = ground(obs, named('I agree to the terms', 'checkbox'), 'check');
    await perform(app, site.url, { do: 'check', target: targetOf(agree, obs), checked: true });
    expect(await textOf(app, 'out')).toBe('agreed');
  });
});

describe('open shadow roots', () => {
  it('observes elements inside shadow roots, nested ones too, with labels resolved inside the root', async () => {
    await app.navigate(`${site.url}/shadow.html`);
    const obs = await app.observe({ settle: true });
    expect(byId(obs, 'qty')).toMatchObject({ role: 'spinbutton', label: 'Quantity' });
    const add = byId(obs, 'add')!;
    expect(add).toMatchObject({ role: 'button', name: 'Add to basket' });
    expect(add.css).toMatch(/^body > tea-order:nth-of-type\(1\) >>> /);
    const gift = byId(obs, 'gift')!;
    expect(gift.css.split(' >>> ')).toHaveLength(3);
  });

  it.each([['css'], ['xpath'], ['id'], ['role'], ['text']] as const)('clicks a button in a shadow root found by %s alone', async (by) => {
    await app.navigate(`${site.url}/shadow.html`);
    const obs = await app.observe({ settle: true });
    await perform(app, site.url, { do: 'click', target: targetOf(ground(obs, named('Add a gift note', 'button')), obs, [by]) });
    expect(await textOf(app, 'out')).toBe('gift note added');
  });

  it('types into a shadow-root field by its label and clicks the button next to it', async () => {
    await app.navigate(`${site.url}/shadow.html`);
    const obs = await app.observe({ settle: true });
    await perform(app, site.url, { do: 'type', target: targetOf(ground(obs, named('Quantity'), 'type'), obs, ['label']), value: { literal: '3' } });
    await perform(app, site.url, { do: 'click', target: targetOf(ground(obs, named('Add to basket', 'button')), obs) });
    expect(await textOf(app, 'out')).toBe('Added 3');
  });
});
