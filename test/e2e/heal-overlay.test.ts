// Optional UI: a cookie banner that intercepts a click. Heal records a guarded dismissal of it
// (its "Accept cookies" control), shown as such in the record and the generated comment; replay
// performs it only when the banner is there, and any other step it intercepts is protected too.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory } from '../../demo/static-server.js';
import { recordFor, removeDir, stepwright, tempDir, writeFiles } from '../support/cli.ts';

const PAGE = `<!doctype html><title>Shop</title>
<button onclick="out.textContent='saved'">Save</button><p id="out"></p>
<button onclick="out2.textContent='loaded'">Load more</button><p id="out2"></p>`;
const BANNER = `<div id="cookies" role="dialog" aria-label="Cookies" style="position:fixed;inset:0;background:rgba(255,255,255,.9)">
  We use cookies. <button onclick="document.getElementById('cookies').remove()">Accept cookies</button></div>`;

const FEATURE = `Feature: Shop
  Scenario: save
    Given I open "/index.html"
    When I click the "Save" button
    Then I should see "saved"

  Scenario: load more
    Given I open "/index.html"
    When I click "Load more"
    Then I should see "loaded"
`;

let root = '';
let site: { url: string; close: () => Promise<void> };
const serve = (html: string) => writeFileSync(join(root, 'site/index.html'), html);
beforeAll(async () => {
  root = tempDir();
  writeFiles(root, { 'site/index.html': PAGE, 'features/shop.feature': FEATURE,
    'stepwright.config.json': JSON.stringify({ planner: 'rules', timeouts: { stepMs: 1_500 } }) });
  site = await serveDirectory(join(root, 'site'));
  const compiled = await stepwright(['compile', '--base-url', site.url], { cwd: root });
  if (compiled.code !== 0) throw new Error(compiled.output);
});
afterAll(async () => {
  await site?.close();
  removeDir(root);
});

describe('an overlay that intercepts an action', () => {
  it('is diagnosed at replay, healed with a guarded dismissal, and replay then passes with and without it', async () => {
    serve(PAGE + BANNER);
    const broken = await stepwright(['run', '--base-url', site.url], { cwd: root });
    expect(broken.code).toBe(1);
    expect(broken.output).toContain('UI drift — the action was intercepted by an element on top (overlay)');
    expect(broken.output).toMatch(/covered by <div id="cookies" role="dialog"/);

    const healed = await stepwright(['heal', '--base-url', site.url], { cwd: root });
    expect(healed.code, healed.output).toBe(0);
    expect(healed.stdout).toMatch(/When I click the "Save" button\s+\S+\s+healed deterministically\s+\+ guarded dismissal of div#cookies "Cookies": button "Accept cookies"/);
    // the second scenario's click is protected by the guard heal just learned: unchanged
    expect(healed.stdout).toMatch(/Heal: 6 steps — 5 unchanged, 1 healed deterministically, 0 re-discovered, 0 still failing/);

    const { record } = recordFor(join(root, 'step-cache'), 'I click the {string} button')!;
    const binding = record.bindings.find((b) => b.actions[0]!.do === 'dismissIf')!;
    expect(binding.actions[0]).toMatchObject({ do: 'dismissIf', overlay: 'div#cookies "Cookies"', target: { description: 'button "Accept cookies"' } });
    expect(binding.actions[1]).toMatchObject({ do: 'click' });
    expect(binding.provenance).toMatchObject({ healedFrom: [{ method: 'guarded', failure: 'intercepted', previous: [] }] });
    expect(readFileSync(join(root, 'step-cache/steps/interaction.steps.mjs'), 'utf8'))
      .toContain('1. if div#cookies "Cookies" is shown: click button "Accept cookies" (guarded, optional)');

    for (const html of [PAGE + BANNER, PAGE]) {
      serve(html);
      const run = await stepwright(['run', '--base-url', site.url], { cwd: root });
      expect(run.code, run.output).toBe(0);
      expect(run.stdout).toContain('2 scenarios (2 passed)');
    }
  });
});
