import { describe, expect, it } from 'vitest';
import { usePageBrowser } from '../support/page-browser.ts';
import { byId, targetOf } from '../fixtures/pages/harness.ts';

// A toggle button that is on (aria-pressed="true", a toolbar's Bold) reads as checked, so "the "Bold" button
// should be pressed" checks it; one that is off reads as unchecked. Real Chromium.

const page = usePageBrowser();

describe('toggle buttons', () => {
  it('read as checked when pressed, unchecked when not', async () => {
    await page.app.navigate(`${page.url}/toggle-buttons.html`);
    const obs = await page.app.observe({ settle: true });
    const stateOf = async (id: string) => page.app.readState((await page.app.locate(targetOf(byId(obs, id)!, obs),
      { visibleOnly: true, threshold: 0.5 })).element!);
    expect(await stateOf('bold')).toMatchObject({ checked: true, pressed: true });
    expect(await stateOf('italic')).toMatchObject({ checked: false, pressed: false });
  });
});
