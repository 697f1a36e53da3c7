import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import type { WebAppDriver } from '../../src/drivers/web/web-driver.ts';
import { StepFailure } from '../../src/runtime/failures.ts';
import { byId, perform, targetOf } from '../fixtures/pages/harness.ts';
import { serveFixturePages } from '../fixtures/pages/serve.ts';
import { startBrowser } from '../support/browser.ts';

// An element that is there but will not take the action (WebDriver's "invalid element state", "not
// interactable") fails that step with the reason, as an action that failed; it never escapes as a
// raw WebDriver error that ends a whole compile (a CKEditor sample's read-only switch did). Real Chromium.

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

describe('an element that will not take the action', () => {
  it('fails the step as an action that failed, naming why', async () => {
    await app.navigate(`${site.url}/readonly.html`);
    const obs = await app.observe({ settle: true });
    const e = await perform(app, site.url, { do: 'type', target: targetOf(byId(obs, 'code')!, obs), value: { literal: 'B-2' } })
      .then(() => undefined, (x: unknown) => x);
    expect(e).toBeInstanceOf(StepFailure);
    expect(e).toMatchObject({ kind: 'action-failed', message: expect.stringMatching(/^Could not type "B-2" into textbox "Code": invalid element state/) });
  });
});
