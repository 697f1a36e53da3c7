import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StepAction } from '../../src/cache/schema.ts';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import type { WebAppDriver } from '../../src/drivers/web/web-driver.ts';
import { buildTarget } from '../../src/locators/build-target.ts';
import { executeAction, executeActions } from '../../src/runtime/execute.ts';
import { StepFailure } from '../../src/runtime/failures.ts';
import { runtimeOptions, startBrowser } from '../support/browser.ts';
import { page, servePages } from '../support/pages.ts';

const FORM = page('Form', `
  <h1>Orders</h1>
  <table><tr><td>Assam</td><td><button class="del">Delete</button></td></tr>
         <tr><td>Sencha</td><td><button class="del">Delete</button></td></tr></table>
  <label for="who">Customer name</label><input id="who" name="customer">
  <label>Delivery date <input type="date" id="when"></label>
  <label for="tea">Tea</label><select id="tea"><option>Assam</option><option>Sencha</option></select>
  <label for="lang">Language</label><select id="lang"><option value="en">English</option><option value="fr">French</option></select>
  <label><input type="checkbox" id="gift"> Gift wrap</label>
  <button id="later" disabled>Later</button>
  <div id="slow"></div><p id="out"></p>
  <script>
    document.querySelectorAll('.del').forEach((b) => b.onclick = () => { document.getElementById('out').textContent = 'Deleted ' + b.closest('tr').cells[0].textContent; });
    setTimeout(() => { document.getElementById('slow').innerHTML = '<button onclick="this.textContent=\\'Done\\'">Slow button</button>'; document.getElementById('later').disabled = false; }, 700);
  </script>`);

let app: WebAppDriver;
let site: { url: string; close(): Promise<void> };

beforeAll(async () => {
  site = await servePages({ '/form': FORM, '/other': FORM.replace('Sencha</td><td><button class="del">Delete', 'Sencha</td><td><button class="del">Remove') });
  app = await startBrowser();
});
afterAll(async () => {
  await app?.close();
  await site?.close();
  await stopSharedDriverService();
});

const s = (args: string[] = []) => ({ args, env: { SECRET_NAME: 'Ada' } });

describe('web runtime against real Chromium', () => {
  it('observes visible interactables with role, name, label and row context', async () => {
    await app.navigate(`${site.url}/form`);
    const obs = await app.observe();
    expect(obs.title).toBe('Form');
    const who = obs.elements.find((e) => e.id === 'who')!;
    expect(who).toMatchObject({ tag: 'input', role: 'textbox', label: 'Customer name', nameAttr: 'customer', editable: true });
    const deletes = obs.elements.filter((e) => e.name === 'Delete');
    expect(deletes).toHaveLength(2);
    expect(deletes[1]!.context).toContain('Sencha');
    expect(obs.elements.find((e) => e.id === 'tea')?.options).toEqual(['Assam', 'Sencha']);
  });

  it('tells the second of two identical buttons apart by its fingerprint and acts on it', async () => {
    await app.navigate(`${site.url}/form`);
    const el = (await app.observe()).elements.filter((e) => e.name === 'Delete')[1]!;
    const target = buildTarget(el)!;
    await executeAction(app, { do: 'click', target }, s(), runtimeOptions(site.url));
    expect(await app.pageText()).toContain('Deleted Sencha');
  });

  it('fails with "wrong element" when a strategy finds an element that is not the recorded one', async () => {
    await app.navigate(`${site.url}/form`);
    const obs = await app.observe();
    const el = obs.elements.filter((e) => e.name === 'Delete')[1]!;
    // only the role strategy: on /other the Sencha row's button is "Remove", the Assam one still "Delete"
    const target = { ...buildTarget(el, [], obs.elements)!, strategies: [{ by: 'role' as const, role: 'button', value: 'Delete' }] };
    expect(target.fingerprint.key).toEqual(['context']);
    await app.navigate(`${site.url}/other`);
    const err = await executeAction(app, { do: 'click', target }, s(), runtimeOptions(site.url, { timeoutMs: 600 })).catch((e) => e);
    expect(err).toBeInstanceOf(StepFailure);
    expect(err.kind).toBe('wrong-element');
    expect(err.message).toMatch(/role=button\[name="Delete"\] → 1 match, best identity score/);
    expect(await app.pageText()).not.toContain('Deleted');
  });

  it('waits for elements that appear late and for disabled controls to be enabled (no sleeps)', async () => {
    await app.navigate(`${site.url}/form`);
    const actions: StepAction[] = [
      { do: 'click', target: { description: 'button "Slow button"', strategies: [{ by: 'role', role: 'button', value: 'Slow button' }], fingerprint: { tag: 'button', role: 'button', name: 'Slow button' } } },
      { do: 'assert', expect: { check: 'text', text: { literal: 'Done' }, negate: false } },
      { do: 'assert', expect: { check: 'state', state: 'enabled', target: { description: 'Later', strategies: [{ by: 'id', value: 'later' }], fingerprint: { tag: 'button', role: 'button', name: 'Later' } } } },
    ];
    await executeActions(app, actions, s(), runtimeOptions(site.url));
  });

  it('types parameters and env references, picks dates, options and checkboxes', async () => {
    await app.navigate(`${site.url}/form`);
    const obs = await app.observe();
    const t = (id: string) => buildTarget(obs.elements.find((e) => e.id === id)!)!;
    await executeActions(app, [
      { do: 'type', target: t('who'), value: { env: 'SECRET_NAME' } },
      { do: 'type', target: t('when'), value: { param: 0 } },
      { do: 'select', target: t('tea'), option: { literal: 'Sencha' } },
      { do: 'check', target: t('gift'), checked: true },
      { do: 'assert', expect: { check: 'fieldValue', target: t('who'), value: { literal: 'Ada' } } },
      { do: 'assert', expect: { check: 'fieldValue', target: t('when'), value: { param: 0 } } },
      { do: 'assert', expect: { check: 'state', target: t('gift'), state: 'checked' } },
    ], s(['2026-12-24']), runtimeOptions(site.url));
    expect(await app.driver.executeScript('return document.getElementById("tea").value')).toBe('Sencha');
  });

  it("checks a drop-down's value as the option it shows or as the value it holds, and neither when negated", async () => {
    await app.navigate(`${site.url}/form`);
    const obs = await app.observe();
    const t = (id: string) => buildTarget(obs.elements.find((e) => e.id === id)!)!;
    const value = (v: string, negate = false): StepAction => ({ do: 'assert',
      expect: { check: 'fieldValue', target: t('lang'), value: { literal: v }, op: 'contains', negate } });
    await executeActions(app, [{ do: 'select', target: t('lang'), option: { literal: 'French' } }, value('French'),
      value('fr'), value('English', true)], s(), runtimeOptions(site.url));
    const err = await executeAction(app, value('German'), s(), runtimeOptions(site.url, { timeoutMs: 300 }))
      .catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/found value "fr" \(shown as "French"\)/);
    const not = await executeAction(app, value('French', true), s(), runtimeOptions(site.url, { timeoutMs: 300 }))
      .catch((e: unknown) => e);
    expect(not).toBeInstanceOf(StepFailure);
  });

  it('explains a failed assertion with what was expected and what the page showed', async () => {
    await app.navigate(`${site.url}/form`);
    const err = await executeAction(app, { do: 'assert', expect: { check: 'text', text: { literal: 'Order confirmed' }, negate: false } },
      s(), runtimeOptions(site.url, { timeoutMs: 300 })).catch((e) => e);
    expect(err.kind).toBe('assertion-failed');
    expect(err.message).toMatch(/Expected text "Order confirmed" within 300 ms, but found it in none of the 1 part\(s\) read — page: "Orders/);
  });

  it('resolves relative navigation against the base URL given at run time', async () => {
    await executeAction(app, { do: 'navigate', url: { literal: '/form' } }, s(), runtimeOptions(`${site.url}/`));
    expect(await app.url()).toBe(`${site.url}/form`);
  });
});
