import { beforeAll, describe, expect, it } from 'vitest';
import { usePageBrowser } from '../support/page-browser.ts';
import { ground, named, targetOf } from '../fixtures/pages/harness.ts';
import { expectAssertion } from '../../src/runtime/assertions.ts';
import { runtimeOptions } from '../support/browser.ts';

// A control greyed out by the stylesheet (Bootstrap's pager: li.disabled > a.page-link, no pointer
// events) is disabled as a person sees it, so "the "Next" button should be disabled" on the last page
// is no false defect. No pointer events without a "disabled" class (a decorative link) stays enabled.
// Real Chromium.

const page = usePageBrowser();
beforeAll(async () => {
  await page.app.navigate(`${page.url}/pagination.html`);
});

const stateOf = async (name: string, state: 'enabled' | 'disabled', role: 'link' | 'textbox' = 'link'):
  Promise<void> => {
  const obs = await page.app.observe({ settle: true });
  const target = targetOf(ground(obs, named(name, role)), obs);
  await expectAssertion(page.app, { check: 'state', target, state }, { args: [], env: {} },
    runtimeOptions(page.url, { timeoutMs: 300 }));
};

describe('a control greyed out by its stylesheet', () => {
  it('is disabled when its item says so and takes no pointer, enabled otherwise', async () => {
    await stateOf('Next', 'disabled');
    await stateOf('Previous', 'enabled');
    await stateOf('3', 'enabled');
    await expect(stateOf('Next', 'enabled')).rejects.toThrow(/disabled|enabled/);
  });
  it('is disabled inside a disabled fieldset, though its own property says not', async () => {
    await stateOf('Coupon', 'disabled', 'textbox');
    await stateOf('Gift note', 'enabled', 'textbox');
    await expect(stateOf('Coupon', 'enabled', 'textbox')).rejects.toThrow(/disabled|enabled/);
  });
});
