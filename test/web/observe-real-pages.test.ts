import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import type { WebAppDriver } from '../../src/drivers/web/web-driver.ts';
import { groundTarget } from '../../src/planners/rules/ground.ts';
import { startBrowser } from '../support/browser.ts';
import { byId, groundAndClick, named, perform, targetOf, textOf, words } from '../fixtures/pages/harness.ts';
import { serveFixturePages } from '../fixtures/pages/serve.ts';

// Role-less clickables and icon buttons (issue 7, classes 7 and 8), observed in real Chromium,
// grounded by the rule planner's scorer and clicked again through replay's locator.

let app: WebAppDriver;
let site: { url: string; close(): Promise<void> };

beforeAll(async () => {
  site = await serveFixturePages();
  app = await startBrowser();
});
afterAll(async () => {
  await app?.close();
  await site?.close();
  await stopSharedDriverService();
});

describe('role-less clickables', () => {
  it('sees spans and divs that take clicks, with a role guessed from their class or style', async () => {
    await app.navigate(`${site.url}/clickables.html`);
    const obs = await app.observe({ settle: true });
    expect(byId(obs, 'archive')).toMatchObject({ tag: 'span', role: 'generic', clickable: true, name: 'Archive' });
    expect(byId(obs, 'save')).toMatchObject({ tag: 'div', role: 'button', clickable: true, name: 'Save draft' });
    expect(byId(obs, 'terms')).toMatchObject({ role: 'link', clickable: true });
    expect(byId(obs, 'organic')).toMatchObject({ role: 'button', clickable: true });
    expect(byId(obs, 'publish')).toMatchObject({ role: 'button', clickable: true });
    expect(byId(obs, 'card')).toMatchObject({ role: 'generic', clickable: true });
    // only the outermost pointer element is a target; plain text is none
    expect(obs.elements.find((e) => e.classes.includes('tag'))).toBeUndefined();
    // also when the outer element is a candidate already (a test id) rather than found by the walk
    expect(obs.elements.find((e) => e.testId === 'product-oolong')).toMatchObject({ clickable: true });
    expect(obs.elements.find((e) => e.classes.includes('title') || e.classes.includes('price'))).toBeUndefined();
    expect(byId(obs, 'plain')).toBeUndefined();
    // real controls are not marked as guesses
    expect(obs.elements.filter((e) => e.tag === 'h3').every((e) => e.clickable === undefined)).toBe(true);
  });

  it.each([
    ['the "Save draft" button', named('Save draft', 'button'), 'saved'],
    ['the "Terms of use" link', named('Terms of use', 'link'), 'terms shown'],
    ['"Only organic"', named('Only organic'), 'organic only'],
    ['the "Publish" button', named('Publish', 'button'), 'published'],
    ['"Archive"', named('Archive'), 'archived'],
    ['"Oolong"', named('Oolong'), 'opened oolong'],
  ])('grounds %s and clicks it again through the locator', async (_, phrase, effect) => {
    await app.navigate(`${site.url}/clickables.html`);
    await groundAndClick(app, site.url, phrase);
    expect(await textOf(app, 'out')).toBe(effect);
  });

  it('finds a guessed-role element again by role and by text alone, not only by its path', async () => {
    for (const only of [['role'], ['text']] as const) {
      await app.navigate(`${site.url}/clickables.html`);
      await groundAndClick(app, site.url, named('Save draft', 'button'), [...only]);
      expect(await textOf(app, 'out')).toBe('saved');
    }
  });

  it('clicks a pointer-cursor card found only by the walk (text strategy)', async () => {
    await app.navigate(`${site.url}/clickables.html`);
    const obs = await app.observe({ settle: true });
    const card = byId(obs, 'card')!;
    await perform(app, site.url, { do: 'click', target: targetOf(card, obs, ['text']) });
    expect(await textOf(app, 'out')).toBe('opened green tea');
  });
});

describe('icon buttons', () => {
  it('names icon buttons from titles and SVG titles, and gives icon words from sprites, classes and glyphs', async () => {
    await app.navigate(`${site.url}/icons.html`);
    const obs = await app.observe({ settle: true });
    expect(byId(obs, 'trash')).toMatchObject({ role: 'button', iconWords: 'trash', iconAlias: 'delete' });
    expect(byId(obs, 'close')).toMatchObject({ name: '×', iconWords: 'close' });
    expect(byId(obs, 'search')).toMatchObject({ iconWords: 'search' });
    expect(byId(obs, 'settings')).toMatchObject({ name: 'Settings' });
    expect(byId(obs, 'refresh')).toMatchObject({ name: 'Refresh list' });
    // the accessible name stays what it is; the glyph only adds icon words
    expect(byId(obs, 'edit')).toMatchObject({ name: 'Edit profile', iconWords: 'pencil', iconAlias: 'edit' });
    expect(byId(obs, 'menu')).toMatchObject({ tag: 'i', role: 'button', clickable: true, iconWords: 'menu' });
  });

  it.each([
    ['the trash icon', words('trash', 'image'), 'clicked trash'],
    ['the delete button', words('delete', 'button'), 'clicked trash'],
    ['the close button', words('close', 'button'), 'clicked close'],
    ['the search button', words('search', 'button'), 'clicked search'],
    ['the "Settings" button', named('Settings', 'button'), 'clicked settings'],
    ['"Refresh list"', named('Refresh list'), 'clicked refresh'],
    ['the menu icon', words('menu', 'image'), 'clicked menu'],
  ])('grounds %s and clicks it', async (_, phrase, effect) => {
    await app.navigate(`${site.url}/icons.html`);
    await groundAndClick(app, site.url, phrase);
    expect(await textOf(app, 'out')).toBe(effect);
  });

  it('reads Bootstrap close buttons, emoji, Material UI test ids, ligature fonts and CSS-drawn glyphs', async () => {
    await app.navigate(`${site.url}/icons-more.html`);
    const obs = await app.observe({ settle: true });
    expect(byId(obs, 'dismiss')).toMatchObject({ name: '', iconWords: 'close' });
    expect(byId(obs, 'bin')).toMatchObject({ iconWords: 'trash', iconAlias: 'delete' });
    expect(byId(obs, 'add')).toMatchObject({ iconWords: 'add' });
    expect(byId(obs, 'fav')).toMatchObject({ iconWords: 'favorite' });
    expect(byId(obs, 'destroy')).toMatchObject({ name: '', iconWords: 'destroy close', iconAlias: 'delete' });
    for (const [phrase, effect] of [[words('trash', 'image'), 'clicked bin'], [words('add', 'button'), 'clicked add'],
      [words('destroy', 'button'), 'clicked destroy']] as const) {
      await groundAndClick(app, site.url, phrase);
      expect(await textOf(app, 'out')).toBe(effect);
    }
    // two icons mean "delete" here (a bin, a destroy ×): the step is unsure, not a guess
    const g = groundTarget(words('delete', 'button'), obs.elements, 'click');
    expect(g.ok).toBe(false);
    expect(!g.ok && g.reason).toBe('ambiguous');
    expect(!g.ok && g.candidates.slice(0, 2).map((c) => c.element.id).sort()).toEqual(['bin', 'destroy']);
  });

  it('still prefers a button that says the word over an icon that only shows it', async () => {
    await app.navigate(`${site.url}/icons.html`);
    await app.driver.executeScript(`document.body.insertAdjacentHTML('beforeend', '<button id="worded">Delete</button>')`);
    const obs = await app.observe({ settle: true });
    const g = groundTarget(words('delete', 'button'), obs.elements, 'click');
    expect(g.ok && g.match.element.id).toBe('worded');
  });
});
