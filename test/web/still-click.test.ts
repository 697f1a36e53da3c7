import { describe, expect, it } from 'vitest';
import { ground, named, perform, targetOf, textOf } from '../fixtures/pages/harness.ts';
import { usePageBrowser } from '../support/page-browser.ts';

// A control still sliding in (a modal's Cancel during its fade-in, which the modal ignores until its
// transition ends, as Bootstrap's does) is clicked once it has stopped moving, as Playwright's "stable"
// check does: the click closes the modal instead of being swallowed.

const page = usePageBrowser();

describe('a click on an element that is still moving', () => {
  it('waits until it holds still, so the page takes the click', async () => {
    await page.app.navigate(`${page.url}/sliding-modal.html`);
    const obs = await page.app.observe({ settle: true });
    await perform(page.app, page.url, { do: 'click', target: targetOf(ground(obs, named('Logout', 'button')), obs) });
    // the Cancel button's target, taken from a page where the modal has finished sliding in (as compile saw it)
    await page.app.settle();
    const shown = await page.app.observe();
    const cancel = targetOf(ground(shown, named('Cancel', 'button')), shown);
    await page.app.navigate(`${page.url}/sliding-modal.html`);
    const again = await page.app.observe({ settle: true });
    // replay: Logout, then Cancel at once, while the modal still moves
    await perform(page.app, page.url, { do: 'click', target: targetOf(ground(again, named('Logout', 'button')), again) });
    await perform(page.app, page.url, { do: 'click', target: cancel });
    expect(await textOf(page.app, 'out')).toBe('closed');
  });
});
