import { describe, expect, it } from 'vitest';
import { ground, named, perform, targetOf, textOf } from '../fixtures/pages/harness.ts';
import { usePageBrowser } from '../support/page-browser.ts';

// An element the page replaces between being found and being acted on (a widget that re-renders as it
// starts) is found again and acted on once: the step does not fail on a stale element.

const page = usePageBrowser();

describe('an element replaced between locate and action', () => {
  it('is found again and clicked, once', async () => {
    await page.app.navigate(`${page.url}/replaced-once.html`);
    const obs = await page.app.observe({ settle: true });
    const go = targetOf(ground(obs, named('Go', 'button')), obs);
    await perform(page.app, page.url, { do: 'click', target: go });
    expect(await textOf(page.app, 'out')).toBe('clicked 1');
  });
});
