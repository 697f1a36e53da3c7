import { describe, expect, it } from 'vitest';
import type { Observation } from '../../src/observation/element.ts';
import { byId, ground, named, perform, targetOf } from '../fixtures/pages/harness.ts';
import { usePageBrowser } from '../support/page-browser.ts';

// Issue 16, "reuse the last observation when nothing changed": a second observe of an unchanged page
// gives the first observation again (shown here by a value set from script, which no page event
// announces: the reused observation still has the old one), and anything that does change the page
// — a DOM change of its own, one of our actions (a hover's CSS menu), a scrolled box — is observed anew.

const page = usePageBrowser();
const names = (o: Observation): string[] => o.elements.map((e) => e.name);
const valueOf = (o: Observation): string | undefined => byId(o, 'name')?.value;
const setQuietly = (v: string): Promise<unknown> =>
  page.app.driver.executeScript('document.getElementById("name").value = arguments[0]', v);

describe('observing an unchanged page', () => {
  it('gives the last observation again, and a new one once the page has changed', async () => {
    await page.app.navigate(`${page.url}/unchanged.html`);
    const first = await page.app.observe({ settle: true });
    expect(valueOf(first)).toBe('first');
    await setQuietly('second');
    const again = await page.app.observe();
    expect(again).toEqual(first);
    expect(valueOf(again)).toBe('first');
    // the page changes its own DOM: a new observation, which also reads the value as it is now
    await perform(page.app, page.url, { do: 'click', target: targetOf(ground(first, named('Add later', 'button')), first) });
    await page.app.settle({ change: true });
    const later = await page.app.observe({ settle: true });
    expect(names(later)).toContain('Late');
    expect(valueOf(later)).toBe('second');
  });

  it('observes anew after an action of ours that no page event shows (a CSS hover menu)', async () => {
    await page.app.navigate(`${page.url}/unchanged.html`);
    const before = await page.app.observe({ settle: true });
    expect(names(before)).not.toContain('Profile');
    const account = await page.app.driver.findElement({ css: '.menu button' });
    await page.app.hover(account);
    expect(names(await page.app.observe())).toContain('Profile');
  });

  it('observes anew when a box was scrolled: what is in view moved', async () => {
    await page.app.navigate(`${page.url}/unchanged.html`);
    const before = await page.app.observe({ settle: true });
    const at = (o: Observation): number | undefined => o.elements.find((e) => e.name === 'Bottom of the box')?.bounds.y;
    await page.app.driver.executeScript('document.getElementById("box").scrollTop = 100');
    const after = await page.app.observe();
    expect(at(after)).toBeDefined();
    expect(at(after)).not.toBe(at(before));
  });

  it('observes anew after a navigation, even to the same page', async () => {
    await page.app.navigate(`${page.url}/unchanged.html`);
    await page.app.observe({ settle: true });
    await setQuietly('second');
    await page.app.driver.navigate().refresh(); // behind the driver's back: the page's token differs all the same
    await page.app.settle();
    expect(valueOf(await page.app.observe())).toBe('first');
  });
});
