// Every way a replayed step can fail is told apart, against real Chromium: target not found, found
// but not the same element, intercepted by an element on top, no effect, and a failed assertion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assertion, StepAction } from '../../src/cache/schema.ts';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import type { WebAppDriver } from '../../src/drivers/web/web-driver.ts';
import { buildTarget } from '../../src/locators/build-target.ts';
import { candidatesFor } from '../../src/runtime/diagnose.ts';
import { executeActions } from '../../src/runtime/execute.ts';
import { StepFailure } from '../../src/runtime/failures.ts';
import type { Target } from '../../src/locators/target.ts';
import { runtimeOptions, startBrowser } from '../support/browser.ts';
import { page, servePages } from '../support/pages.ts';

const V1 = page('Shop', `
  <form><label for="email">Email</label><input id="email" name="email" type="email">
  <button id="save" type="button" onclick="out.textContent='saved'">Save</button></form>
  <label><input type="checkbox" id="stuck" onclick="return false"> Stuck option</label>
  <button id="tip" type="button" title="hover me">Help</button>
  <ul id="items"><li>one</li><li>two</li></ul><ul id="empty"></ul>
  <p id="out"></p>`);
// the same page after a redesign: ids renamed, the field relabelled, a cookie wall over everything
const V2 = page('Shop', `
  <form><label for="contact">Email address</label><input id="contact" name="contact" type="email">
  <button id="store" type="button" onclick="out.textContent='saved'">Save</button></form>
  <div class="cookie-wall" style="position:fixed;inset:0;background:rgba(0,0,0,.3)"><button>Accept cookies</button></div>
  <p id="out"></p>`);

// the same Save button under a layer that slides away after a moment (a story animating into place)
const V3 = page('Shop', `
  <button id="save" type="button" onclick="out.textContent='saved'">Save</button>
  <div id="slide" style="position:fixed;inset:0;background:rgba(0,0,0,.3)"></div>
  <p id="out"></p><script>setTimeout(() => slide.remove(), 2000)</script>`);

let app: WebAppDriver;
let site: { url: string; close(): Promise<void> };
const targets: Record<string, Target> = {};

beforeAll(async () => {
  site = await servePages({ '/v1': V1, '/v2': V2, '/v3': V3 });
  app = await startBrowser();
  await app.navigate(`${site.url}/v1`);
  const obs = await app.observe();
  for (const id of ['email', 'save', 'stuck', 'tip']) targets[id] = buildTarget(obs.elements.find((e) => e.id === id)!, [], obs.elements)!;
});
afterAll(async () => {
  await app?.close();
  await site?.close();
  await stopSharedDriverService();
});

const opts = () => runtimeOptions(site.url, { timeoutMs: 500 });
const args = { args: [], env: {} };
async function failureOf(path: string, actions: StepAction[]): Promise<StepFailure> {
  await app.navigate(`${site.url}${path}`);
  const e = await executeActions(app, actions, args, opts()).then(() => undefined, (x: unknown) => x);
  expect(e).toBeInstanceOf(StepFailure);
  return e as StepFailure;
}

describe('diagnosis of a failing replayed step', () => {
  it('target not found: names the action that failed and ranks the renamed field first', async () => {
    const f = await failureOf('/v2', [{ do: 'navigate', url: { literal: '/v2' } }, { do: 'type', target: targets.email!, value: { literal: 'a@b.c' } }]);
    expect(f.kind).toBe('locator-miss');
    expect(f.actionIndex).toBe(1);
    expect(f.target?.description).toBe('textbox "Email"');
    const candidates = await candidatesFor(app, f.target!);
    expect(candidates[0]).toMatchObject({ description: expect.stringContaining('Email address'), locator: 'id="contact"' });
    expect(candidates[0]!.score).toBeGreaterThan(candidates[1]?.score ?? 0);
  });

  it('intercepted: a click on a covered button names the element on top', async () => {
    // role + name still find "Save" on v2, but the cookie wall covers it
    const f = await failureOf('/v2', [{ do: 'click', target: targets.save! }]);
    expect(f.kind).toBe('intercepted');
    expect(f.obstruction).toContain('cookie-wall');
    expect(f.message).toMatch(/Could not click button "Save": another element is on top/);
    expect(await app.pageText()).not.toContain('saved');
  });

  it('an element on top for a moment is waited out: the click is made once it moves away', async () => {
    await app.navigate(`${site.url}/v3`);
    await executeActions(app, [{ do: 'click', target: targets.save! }], args,
      runtimeOptions(site.url, { timeoutMs: 5_000 }));
    expect(await app.pageText()).toContain('saved');
  });

  it('intercepted: hovering a covered element is reported too, not silently hovering the cover', async () => {
    const help: Target = { ...targets.tip!, strategies: [{ by: 'css', value: '#store' }], fingerprint: { tag: 'button', role: 'button' } };
    const f = await failureOf('/v2', [{ do: 'hover', target: help }]);
    expect(f.kind).toBe('intercepted');
  });

  it('no effect: a checkbox that does not change is an action failure, not a locator problem', async () => {
    const f = await failureOf('/v1', [{ do: 'check', target: targets.stuck!, checked: true }]);
    expect(f.kind).toBe('action-failed');
    expect(f.message).toMatch(/did not become checked/);
  });

  it('assertion failed: the element or page is there, the expectation does not hold', async () => {
    const text: Assertion = { check: 'text', text: { literal: 'saved' }, negate: false };
    expect((await failureOf('/v1', [{ do: 'assert', expect: text }])).kind).toBe('assertion-failed');
    const value: Assertion = { check: 'fieldValue', target: targets.email!, value: { literal: 'x' } };
    expect((await failureOf('/v1', [{ do: 'assert', expect: value }])).kind).toBe('assertion-failed');
    const empty: Assertion = { check: 'count', selector: '#empty > li', description: 'items', count: { literal: '2' } };
    expect((await failureOf('/v1', [{ do: 'assert', expect: empty }])).kind).toBe('assertion-failed');
  });

  it('a check whose element or list is gone is a locator problem, not a failed expectation', async () => {
    const value: Assertion = { check: 'fieldValue', target: targets.email!, value: { literal: '' } };
    const f = await failureOf('/v2', [{ do: 'assert', expect: value }]);
    expect(f.kind).toBe('locator-miss');
    expect(f.target?.description).toBe('textbox "Email"');
    const gone: Assertion = { check: 'count', selector: '#items > li', description: 'items', count: { literal: '2' } };
    expect((await failureOf('/v2', [{ do: 'assert', expect: gone }])).kind).toBe('locator-miss');
  });
});
