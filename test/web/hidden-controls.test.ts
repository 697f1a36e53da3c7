import { describe, expect, it } from 'vitest';
import { usePageBrowser } from '../support/page-browser.ts';
import { byId, ground, named, onTop, perform, targetOf } from '../fixtures/pages/harness.ts';

// A visually hidden native checkbox that its label (or the label right beside it) draws is that
// checkbox (issue 17): observed where the label is, clicked there, its state read from the input.
// A hidden checkbox next to another control's label is not drawn by it. Real Chromium.

const page = usePageBrowser();

const checked = (id: string) => onTop<boolean>(page.app, 'return document.getElementById(arguments[0]).checked', id);

describe('checkboxes drawn by their label', () => {
  it('observes each hidden checkbox where its label is, and never the orphan', async () => {
    await page.app.navigate(`${page.url}/hidden-controls.html`);
    const obs = await page.app.observe({ settle: true });
    for (const id of ['milk', 'dog', 'remember']) expect(byId(obs, id), id).toMatchObject({ role: 'checkbox' });
    expect(byId(obs, 'remember')).toMatchObject({ name: 'Remember me' });
    expect(byId(obs, 'remember')!.bounds.w).toBeGreaterThan(20); // the label's box, not the 1 px input
    expect(byId(obs, 'orphan')).toBeUndefined();
  });

  it('ticks them through replay, on the label a person clicks, and reads the state from the input', async () => {
    await page.app.navigate(`${page.url}/hidden-controls.html`);
    const obs = await page.app.observe({ settle: true });
    await perform(page.app, page.url, { do: 'check', target: targetOf(byId(obs, 'dog')!, obs), checked: true });
    expect(await checked('dog')).toBe(true);
    expect(await checked('milk')).toBe(false);
    await perform(page.app, page.url, { do: 'check', target: targetOf(ground(obs, named('Remember me', 'checkbox'), 'check'), obs), checked: true });
    expect(await checked('remember')).toBe(true);
    const state = await page.app.readState((await page.app.locate(targetOf(byId(obs, 'remember')!, obs), { visibleOnly: true, threshold: 0.5 })).element!);
    expect(state).toMatchObject({ visible: true, checked: true });
  });
});
