import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import type { WebAppDriver } from '../../src/drivers/web/web-driver.ts';
import { ground, perform, targetOf, words } from '../fixtures/pages/harness.ts';
import { serveFixturePages } from '../fixtures/pages/serve.ts';
import { startBrowser } from '../support/browser.ts';

// An iframe whose body is editable (a classic rich-text editor) is one text field, named by its frame
// (issue 17): "the message body" is grounded on it, typed into through replay, and its text is read.

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

describe('an editable frame', () => {
  it('is a text field named by its frame, typed into and read back', async () => {
    await app.navigate(`${site.url}/frame-editor.html`);
    const obs = await app.observe({ settle: true });
    const field = ground(obs, words('message body', 'textbox'), 'type');
    expect(field).toMatchObject({ tag: 'body', role: 'textbox', name: 'Message body' });
    await perform(app, site.url, { do: 'type', target: targetOf(field, obs), value: { literal: 'Meeting notes for Monday' } });
    expect(await app.pageText()).toContain('Meeting notes for Monday');
    expect(await app.pageText()).not.toContain('Hello world!');
  });
});
