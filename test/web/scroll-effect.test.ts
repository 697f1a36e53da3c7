import { describe, expect, it } from 'vitest';
import { usePageBrowser } from '../support/page-browser.ts';
import { byId, targetOf } from '../fixtures/pages/harness.ts';
import { performWatched } from '../../src/planners/effect.ts';
import { runtimeOptions } from '../support/browser.ts';

// A click whose only effect is to bring another part of the page into view (the window, or a part that
// scrolls) did what it is for: compile records a scroll, not "no visible effect". A button that does
// nothing at all stays without effect, also when the click had to scroll to it. Real Chromium
// (test/fixtures/pages/scroll-jump.html).

const page = usePageBrowser();

async function click(id: string): Promise<unknown> {
  await page.app.navigate(`${page.url}/scroll-jump.html`);
  const obs = await page.app.observe({ settle: true });
  const target = targetOf(byId(obs, id)!, obs);
  return performWatched(page.app, { do: 'click', target }, { args: [], env: {} }, runtimeOptions(page.url));
}

describe('a jump within the page', () => {
  it('is the effect of a click that scrolls the page or a part of it', async () => {
    expect(await click('jump')).toMatchObject({ action: { effect: { seen: ['scroll'] } } });
    expect(await click('end')).toMatchObject({ action: { effect: { seen: ['scroll'] } } });
  });

  it('is not made up for a click that changes nothing', async () => {
    expect(await click('idle')).toMatchObject({ noEffect: expect.stringMatching(/had no visible effect/) });
    // the click brings it into view first, which is no effect of the button's own
    expect(await click('idle-low')).toMatchObject({ noEffect: expect.stringMatching(/had no visible effect/) });
  });
});
