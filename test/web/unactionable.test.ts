import { describe, expect, it } from 'vitest';
import { usePageBrowser } from '../support/page-browser.ts';
import { StepFailure } from '../../src/runtime/failures.ts';
import { byId, perform, targetOf } from '../fixtures/pages/harness.ts';
import { performWatched } from '../../src/planners/effect.ts';
import { runtimeOptions } from '../support/browser.ts';

// An element that is there but will not take the action (WebDriver's "invalid element state", "not
// interactable") fails that step with the reason, as an action that failed; it never escapes as a
// raw WebDriver error that ends a whole compile (a CKEditor sample's read-only switch did). Real Chromium.

const page = usePageBrowser();

describe('an element that will not take the action', () => {
  it('fails the step as an action that failed, naming why', async () => {
    await page.app.navigate(`${page.url}/readonly.html`);
    const obs = await page.app.observe({ settle: true });
    const e = await perform(page.app, page.url, { do: 'type', target: targetOf(byId(obs, 'code')!, obs), value: { literal: 'B-2' } })
      .then(() => undefined, (x: unknown) => x);
    expect(e).toBeInstanceOf(StepFailure);
    expect(e).toMatchObject({ kind: 'action-failed', message: expect.stringMatching(/^Could not type "B-2" into textbox "Code": invalid element state/) });
  });

  it('ends the retries of a click with no seen effect when the element will no longer take one, without a crash',
    async () => {
      await page.app.navigate(`${page.url}/inert-button.html`);
      const obs = await page.app.observe({ settle: true });
      const target = targetOf(byId(obs, 'inert')!, obs);
      const r = await performWatched(page.app, { do: 'click', target }, { args: [], env: {} }, runtimeOptions(page.url));
      // Enter on a control that cannot take the focus is refused: the retries stop there, the step is unsure
      expect(r).toMatchObject({ noEffect: expect.stringMatching(/^clicking button "Apply later" had no visible effect \(tried a click, then the element's own click\(\): /) });
    });
});
