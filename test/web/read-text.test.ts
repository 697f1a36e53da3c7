import { beforeAll, describe, expect, it } from 'vitest';
import { usePageBrowser } from '../support/page-browser.ts';
import { expectAssertion } from '../../src/runtime/assertions.ts';
import { StepFailure } from '../../src/runtime/failures.ts';
import { runtimeOptions } from '../support/browser.ts';
import { ground, perform, targetOf, words } from '../fixtures/pages/harness.ts';

// Text checks read what a person sees (issue 14): every same-origin frame (nested too) and open shadow
// root, text split across inline elements with white space as a person reads it, and nothing hidden.
// A failure names every part it read. Real Chromium.

const page = usePageBrowser();
beforeAll(async () => {
  await page.app.navigate(`${page.url}/mail.html`);
});

const see = (text: string, negate = false) => expectAssertion(page.app, { check: 'text', text: { literal: text }, negate },
  { args: [], env: {} }, runtimeOptions(page.url, { timeoutMs: 300 }));

describe('the text reader', () => {
  it('reads the page, each frame and each shadow root, named by where', async () => {
    const parts = await page.app.readText();
    expect(parts.map((p) => p.where)).toEqual(['page', 'page > <sender-card> shadow root', 'page > frame "Email body"',
      'page > frame "Email body" > frame "Receipt"']);
    expect(parts[2]!.text).toContain('Dear Ada');
  });

  it('reads "the letter body" as the one frame the page shows, when nothing says "letter"; a frame by title', async () => {
    const body = await page.app.readText({ kind: 'section', noun: 'letter body' });
    expect(body.map((p) => p.text).join(' ')).toContain('Dear Ada');
    expect(body.map((p) => p.text).join(' ')).not.toContain('Inbox');
    // Mink's "in the "Email body" frame": the frame of that title; no frame has the title "Invoice"
    const titled = await page.app.readText({ kind: 'section', noun: 'frame', text: 'Email body' });
    expect(titled.map((p) => p.text).join(' ')).toContain('Dear Ada');
    expect(titled.map((p) => p.text).join(' ')).not.toContain('Inbox');
    expect((await page.app.readText({ kind: 'section', noun: 'frame', text: 'Invoice' })).map((p) => p.text).join(''))
      .toBe('');
    // two frames, neither marked so: no body is the letter's
    await page.app.navigate(`${page.url}/two-frames.html`);
    expect((await page.app.readText({ kind: 'section', noun: 'letter body' })).map((p) => p.text).join('')).toBe('');
    await page.app.navigate(`${page.url}/mail.html`);
  });

  it('reads a name and its value in a block its markup calls a row of that name (no table row needed)', async () => {
    const to = await page.app.readText({ kind: 'row', text: 'To' });
    expect(to.map((p) => p.text).join(' ')).toContain('ada@example.com');
    expect(to.map((p) => p.text).join(' ')).not.toContain('Inbox');
    // no row is called "Cc": nothing is read, so a check there cannot pass on the page's other text
    expect((await page.app.readText({ kind: 'row', text: 'Cc' })).map((p) => p.text).join('')).toBe('');
  });

  it('passes checks for text in a frame, a nested frame and a shadow root, split across inline elements', async () => {
    await see('Total: 10.00 USD');
    await see('Receipt no. 42');
    await see('From shop@example.com');
  });

  it('does not read hidden text, and a missing text fails naming every part it searched', async () => {
    await see('Refunded 99.00 USD', true);
    await see('Secret footer', true);
    await see('Archived 2 messages', true); // a collapsed accordion body: no height, clips what it holds
    await see('Sent by the relay', true); // a popover card before its button is hovered: fully transparent
    const e = await see('Refunded 99.00 USD').then(() => undefined, (x: unknown) => x);
    expect(e).toBeInstanceOf(StepFailure);
    const f = e as StepFailure;
    expect(f.kind).toBe('assertion-failed');
    expect(f.searched).toHaveLength(4);
    expect(f.message).toMatch(/none of the 4 part\(s\) read — page: "Inbox.*page > frame "Email body": "Dear Ada, Total: 10.00 USD/);
  });

  it('compares with the text as written when a stylesheet transforms its case, for see and not see', async () => {
    await see('Latest version: 0.5.9'); // shown as LATEST VERSION: 0.5.9
    await see('LATEST VERSION: 0.5.9'); // what the page shows is seen too
    await see('Latest version: 0.6.0', true);
    await see('Earnings (Monthly)'); // upper-cased by a class whose rule is !important
    const e = (await see('Latest version: 0.5.9', true).then(() => undefined, (x: unknown) => x)) as StepFailure;
    expect(e).toBeInstanceOf(StepFailure);
    expect((await page.app.readText())[0]!.text).toContain('LATEST VERSION: 0.5.9'); // the page is back as it was
  });

  it('a negative check fails when the text is in a frame', async () => {
    const e = (await see('10.00 USD', true).then(() => undefined, (x: unknown) => x)) as StepFailure;
    expect(e.message).toMatch(/Expected no text "10.00 USD" .* but found it in page > frame "Email body"/);
  });

  it('reads what visible form fields show (a generated config, a typed name, a button input), never a password or a hidden buffer',
    async () => {
      await page.app.navigate(`${page.url}/config-output.html`);
      try {
        await see('config.toolbarGroups = [');
        await see('Ada Lovelace');
        await see('hunter2-secret', true);
        await see('editor scratch buffer', true);
        const parts = await page.app.readText();
        expect(parts.map((p) => p.where)).toEqual(['page', 'page > form fields']);
        await see('Copy config'); // an <input type=button>'s label
      } finally {
        await page.app.navigate(`${page.url}/mail.html`);
      }
    });

  it('reads only a full-window opaque layer over the page, and through a see-through backdrop', async () => {
    const click = async (name: string): Promise<void> => {
      const obs = await page.app.observe({ settle: true });
      await perform(page.app, page.url, { do: 'click', target: targetOf(ground(obs, words(name, 'button'), 'click'), obs) });
    };
    await page.app.navigate(`${page.url}/tour.html`);
    await see('Make Something of Your Notes');
    await click('Start tour');
    await see('Welcome to this tour.');
    await see('Make Something of Your Notes', true);
    await click('Close tour');
    await click('Open dialog');
    await see('Are you sure?');
    await see('Make Something of Your Notes');
    await page.app.navigate(`${page.url}/mail.html`);
  });

  it('matches a regular expression, bare or between slashes with flags (Mink\'s "should see text matching")',
    async () => {
      const match = (pattern: string, negate = false) => expectAssertion(page.app,
        { check: 'text', text: { literal: pattern }, negate, matches: true }, { args: [], env: {} },
        runtimeOptions(page.url, { timeoutMs: 300 }));
      await match('Dear [A-Z][a-z]+');
      await match('/dear ada/i');
      await match('Dear [0-9]+', true);
      await expect(match('/dear ada/i', true)).rejects.toThrow(/Expected no text matching \/dear ada\/i/);
      await expect(match('Dear [0-9]+')).rejects.toThrow(/no match in the 4 part/);
    });
});

