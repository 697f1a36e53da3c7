import { describe, expect, it } from 'vitest';
import { usePageBrowser } from '../support/page-browser.ts';
import { ground, perform, targetOf, words } from '../fixtures/pages/harness.ts';

// An iframe whose body is editable (a classic rich-text editor) is one text field, named by its frame
// (issue 17): "the message body" is grounded on it, typed into through replay, and its text is read.

const page = usePageBrowser();

describe('an editable frame', () => {
  it('is a text field named by its frame, typed into and read back', async () => {
    await page.app.navigate(`${page.url}/frame-editor.html`);
    const obs = await page.app.observe({ settle: true });
    const field = ground(obs, words('message body', 'textbox'), 'type');
    expect(field).toMatchObject({ tag: 'body', role: 'textbox', name: 'Message body' });
    await perform(page.app, page.url, { do: 'type', target: targetOf(field, obs), value: { literal: 'Meeting notes for Monday' } });
    expect(await page.app.pageText()).toContain('Meeting notes for Monday');
    expect(await page.app.pageText()).not.toContain('Hello world!');
  });

  it('takes a key chord: Ctrl+A selects all the text, then a key replaces it, on the field or on the page', async () => {
    await page.app.navigate(`${page.url}/frame-editor.html`);
    const obs = await page.app.observe({ settle: true });
    const target = targetOf(ground(obs, words('message body', 'textbox'), 'type'), obs);
    await perform(page.app, page.url, { do: 'press', key: 'Control+A', target });
    await perform(page.app, page.url, { do: 'press', key: 'Backspace', target });
    expect(await page.app.pageText()).not.toContain('Hello world!');
    await page.app.navigate(`${page.url}/frame-editor.html`);
    await perform(page.app, page.url, { do: 'click', target });
    await perform(page.app, page.url, { do: 'press', key: 'Control+A' });
    await perform(page.app, page.url, { do: 'press', key: 'Delete' });
    expect(await page.app.pageText()).not.toContain('Hello world!');
  });

  it('is emptied as a person empties it, select all and delete: the text typed stays in the heading it replaces',
    async () => {
      await page.app.navigate(`${page.url}/heading-editor.html`);
      const obs = await page.app.observe({ settle: true });
      for (const [name, value] of [['message body', 'Tea tasting notes'], ['notes', 'Monday']] as const) {
        const target = targetOf(ground(obs, words(name, 'textbox'), 'type'), obs);
        await perform(page.app, page.url, { do: 'type', target, value: { literal: value } });
      }
      const html = (await page.app.pageText()).replace(/\s+/g, ' ');
      expect(html).not.toMatch(/Hello world!|Second line|Agenda|Old item/);
      // (read as headings: the editor kept the block the old text was in)
      const after = await page.app.observe({ settle: true });
      const headings = after.elements.filter((e) => e.role === 'heading').map((e) => e.name);
      expect(headings, JSON.stringify(after.elements.map((e) => [e.role, e.name]))).toEqual(
        expect.arrayContaining(['Tea tasting notes', 'Monday']));
    });
});

