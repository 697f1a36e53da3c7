import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import type { WebAppDriver } from '../../src/drivers/web/web-driver.ts';
import { startBrowser } from '../support/browser.ts';
import { byId, ground, named, onTop, perform, targetOf } from '../fixtures/pages/harness.ts';
import { serveFixturePages } from '../fixtures/pages/serve.ts';

// A visually hidden native checkbox that its label (or the label right beside it) draws is that
// checkbox (issue 17): observed where the label is, clicked there, its state read from the input.
// A hidden checkbox next to another control's label is not drawn by it. Real Chromium.

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

const checked = (id: string) => onTop<boolean>(app, 'return document.getElementById(arguments[0]).checked', id);

describe('checkboxes drawn by their label', () => {
  it('observes each hidden checkbox where its label is, and never the orphan', async () => {
    await app.navigate(`${site.url}/hidden-controls.html`);
    const obs = await app.observe({ settle: true });
    for (const id of ['milk', 'dog', 'remember']) expect(byId(obs, id), id).toMatchObject({ role: 'checkbox' });
    expect(byId(obs, 'remember')).toMatchObject({ name: 'Remember me' });
    expect(byId(obs, 'remember')!.bounds.w).toBeGreaterThan(20); // the label's box, not the 1 px input
    expect(byId(obs, 'orphan')).toBeUndefined();
  });

  it('ticks them through replay, on the label a person clicks, and reads the state from the input', async () => {
    await app.navigate(`${site.url}/hidden-controls.html`);
    const obs = await app.observe({ settle: true });
    await perform(app, site.url, { do: 'check', target: targetOf(byId(obs, 'dog')!, obs), checked: true });
    expect(await checked('dog')).toBe(true);
    expect(await checked('milk')).toBe(false);
    await perform(app, site.url, { do: 'check', target: targetOf(ground(obs, named('Remember me', 'checkbox'), 'check'), obs), checked: true });
    expect(await checked('remember')).toBe(true);
    const state = await app.readState((await app.locate(targetOf(byId(obs, 'remember')!, obs), { visibleOnly: true, threshold: 0.5 })).element!);
    expect(state).toMatchObject({ visible: true, checked: true });
  });
});
