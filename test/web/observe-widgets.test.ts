import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import type { WebAppDriver } from '../../src/drivers/web/web-driver.ts';
import { observeUntil } from '../../src/planners/observe-settled.ts';
import { startBrowser } from '../support/browser.ts';
import { byId, ground, groundAndClick, named, perform, targetOf, textOf, words } from '../fixtures/pages/harness.ts';
import { serveFixturePages } from '../fixtures/pages/serve.ts';

// Custom widgets built without ARIA roles (issue 7, class 8): div tabs, collapsible sections,
// autocomplete lists and a date picker. Each is observed with the role and state a step talks
// about, grounded, operated through replay's locator, and observed again to see the state change.

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

describe('table header cells', () => {
  it('sees a header cell as the column or row header it is, and clicks "the Age column header"', async () => {
    await app.navigate(`${site.url}/sortable.html`);
    const obs = await app.observe({ settle: true });
    const roles = Object.fromEntries(obs.elements.filter((e) => e.tag === 'th').map((e) => [e.text ?? e.name, e.role]));
    expect(roles).toEqual({ Name: 'columnheader', Age: 'columnheader', Ada: 'rowheader', Grace: 'rowheader' });
    await groundAndClick(app, site.url, named('Age', 'heading'));
    expect(await textOf(app, 'out')).toBe('Sorted by Age');
  });
});

describe('fields known by the text just before them', () => {
  it('names an unlabelled field by the cell before it in a table form, or the words before it on its line', async () => {
    await app.navigate(`${site.url}/visual-labels.html`);
    const obs = await app.observe({ settle: true });
    expect(ground(obs, words('Subtitle', 'textbox'), 'type').id).toBe('subtitle');
    expect(ground(obs, words('Title of this wiki', 'textbox'), 'type').id).toBe('title');
    expect(ground(obs, words('Nickname', 'textbox'), 'type').id).toBe('nick');
    // a cell holding a field labels nothing; a real label is the field's own
    expect(byId(obs, 'to')?.caption).not.toBe('1');
    expect(byId(obs, 'email')).toMatchObject({ label: 'Email' });
    expect(byId(obs, 'email')?.caption).toBeUndefined();
    // the words of its line, past the line break and the script that wrote the select
    expect(byId(obs, 'languages')?.caption).toBe('Available languages (3 languages!)');
    expect(ground(obs, words('Available languages', 'combobox'), 'select').id).toBe('languages');
    // a label that shows an icon only: its tooltip names the checkbox
    expect(byId(obs, 'bold')).toMatchObject({ name: 'Bold', role: 'checkbox' });
    expect(ground(obs, words('Source', 'checkbox'), 'check').id).toBe('source');
    // a heading over a drop-down and then a list box captions the drop-down: the field in between is what it names
    expect(byId(obs, 'chat')?.caption).toBe('Form select');
    expect(byId(obs, 'chats')?.caption).not.toBe('Form select');
    // …but a field something else names (a labelled content-type drop-down) leaves the heading to the next one
    expect(byId(obs, 'body')?.caption).toBe('Request body');
  });
});

describe('div tabs', () => {
  it('sees class-named divs as tabs with the active one selected, and switches tabs', async () => {
    await app.navigate(`${site.url}/tabs.html`);
    let obs = await app.observe({ settle: true });
    const tabs = obs.elements.filter((e) => e.role === 'tab');
    expect(tabs.map((t) => [t.name, t.selected])).toEqual([['Profile', true], ['Billing', false], ['Security', false]]);
    // the panels say "tab" in their class too, but they are not tabs
    expect(obs.elements.some((e) => e.classes.includes('tab-panel'))).toBe(false);
    await groundAndClick(app, site.url, named('Billing', 'tab'));
    obs = await app.observe({ settle: true });
    expect(obs.elements.filter((e) => e.role === 'tab' && e.selected).map((t) => t.name)).toEqual(['Billing']);
    expect(obs.elements.some((e) => e.name === 'Update card' && e.role === 'button')).toBe(true);
  });
});

describe('collapsible sections', () => {
  it('exposes expanded on summary, aria-expanded buttons and role-less toggles, and it follows clicks', async () => {
    await app.navigate(`${site.url}/disclosure.html`);
    let obs = await app.observe({ settle: true });
    const state = (name: string): boolean | undefined => obs.elements.find((e) => e.name === name)?.expanded;
    expect([state('Shipping details'), state('What is oolong?'), state('More filters')]).toEqual([false, false, false]);
    expect(byId(obs, 'filters')).toMatchObject({ role: 'button', clickable: true });
    expect(obs.elements.some((e) => e.name === 'Track parcel')).toBe(false);
    // a link in a closed CSS accordion has a box of its own, inside a body drawn with no height
    expect(obs.elements.some((e) => e.name === 'Layout 1')).toBe(false);

    await groundAndClick(app, site.url, named('Shipping details'));
    await groundAndClick(app, site.url, named('What is oolong?', 'button'));
    await groundAndClick(app, site.url, named('More filters', 'button'));
    await app.driver.executeScript('document.getElementById("layouts-open").checked = true');
    obs = await app.observe({ settle: true });
    expect(obs.elements.some((e) => e.name === 'Layout 1' && e.role === 'link')).toBe(true);
    expect([state('Shipping details'), state('What is oolong?'), state('More filters')]).toEqual([true, true, true]);
    expect(obs.elements.some((e) => e.name === 'Track parcel')).toBe(true);
    expect(obs.elements.some((e) => e.name === 'Read more' && e.role === 'link')).toBe(true);
    expect(byId(obs, 'organic')).toMatchObject({ role: 'checkbox', checked: false });
  });

  it('lets the runtime expand a role-less toggle by its expanded state', async () => {
    await app.navigate(`${site.url}/disclosure.html`);
    const obs = await app.observe({ settle: true });
    const toggle = ground(obs, named('More filters'));
    await perform(app, site.url, { do: 'expand', target: targetOf(toggle, obs), expanded: true });
    await perform(app, site.url, { do: 'expand', target: targetOf(toggle, obs), expanded: true }); // already open: no click
    expect(await app.driver.executeScript('return document.getElementById("filter-box").hidden')).toBe(false);
  });
});

describe('autocomplete lists', () => {
  it.each([
    ['a list classed "suggestions"', 'Country', 'Ca', 'Canada', 'country: Canada'],
    ['a plain list right after its input', 'City', 'Ky', 'Kyoto', 'city: Kyoto'],
  ])('offers the suggestions of %s as options once they arrive, and picks one', async (_, field, typed, option, effect) => {
    await app.navigate(`${site.url}/autocomplete.html`);
    let obs = await app.observe({ settle: true });
    const input = ground(obs, named(field, 'textbox'), 'type');
    await perform(app, site.url, { do: 'type', target: targetOf(input, obs), value: { literal: typed } });
    // the suggestions come 150 ms after typing: re-observe until they are there
    const seen = await observeUntil(app, (o) => o.elements.some((e) => e.role === 'option' && e.name === option), 3_000);
    expect(seen.matched).toBe(true);
    obs = seen.observation;
    const options = obs.elements.filter((e) => e.role === 'option');
    expect(options.every((o) => o.clickable && o.tag === 'li')).toBe(true);
    expect(options.map((o) => o.name)).toContain(option);
    await perform(app, site.url, { do: 'click', target: targetOf(ground(obs, named(option, 'option')), obs) });
    expect(await textOf(app, 'chosen')).toBe(effect);
  });

  it('does not take a plain list after an ordinary field for suggestions', async () => {
    await app.navigate(`${site.url}/autocomplete.html`);
    const obs = await app.observe({ settle: true });
    expect(obs.elements.some((e) => e.name === 'Call the courier')).toBe(false);
    expect(obs.collections.some((c) => c.sample === 'Call the courier' && c.count === 2)).toBe(true);
  });
});

describe('date picker', () => {
  it('sees the days of a table calendar as grid cells and picks one', async () => {
    await app.navigate(`${site.url}/datepicker.html`);
    let obs = await app.observe({ settle: true });
    expect(obs.elements.some((e) => e.role === 'gridcell')).toBe(false); // hidden until opened
    await groundAndClick(app, site.url, named('Delivery date'));
    obs = await app.observe({ settle: true });
    const days = obs.elements.filter((e) => e.role === 'gridcell');
    expect(days.map((d) => d.name)).toEqual(Array.from({ length: 30 }, (_, i) => String(i + 1)));
    expect(days.every((d) => d.tag === 'td' && d.clickable && d.selected === false)).toBe(true);
    // the weekday headers and the empty cells are not days
    expect(obs.elements.some((e) => e.name === 'Mo')).toBe(false);
    await groundAndClick(app, site.url, named('15'));
    expect(await app.driver.executeScript('return document.getElementById("when").value')).toBe('2024-06-15');
  });
});
