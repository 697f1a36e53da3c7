// Replay diagnoses every failing step and CI gets a drift gate: real CLI, real Chromium. A changed
// UI fails `stepwright run` with the kind of failure in cucumber's output, a machine-readable drift
// file, a per-step summary at the end and the exact command that heals it; run itself never heals.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory } from '../../demo/static-server.js';
import type { DriftEntry } from '../../src/runtime/drift.ts';
import { lineOf, removeDir, snapshot, stepwright, tempDir, writeFiles } from '../support/cli.ts';

const V1 = `<!doctype html><title>Shop</title>
<form><label for="email">Email</label><input id="email" name="email" type="email"></form>
<button id="save" onclick="out.textContent='saved ' + document.querySelector('input').value">Save</button>
<p id="out"></p>`;
// relabelled and renamed field; Save is still there and answers, but not with what it used to (a
// defect, not drift; a Save that did nothing at all is "the action had no effect": verdicts.test.ts)
const V2 = `<!doctype html><title>Shop</title>
<form><label for="contact">Work email</label><input id="contact" name="contact" type="email"></form>
<button id="save" onclick="out.textContent='nothing to save'">Save</button>
<p id="out"></p>`;

const FEATURE = `Feature: Shop
  Scenario: save an email
    Given I open "/index.html"
    When I type "a@b.c" into the "Email" field
    And I click the "Save" button
    Then I should see "saved a@b.c"

  Scenario: save without an email
    Given I open "/index.html"
    When I click the "Save" button
    Then I should see "saved"
`;

let root = '';
let site: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  root = tempDir();
  writeFiles(root, { 'site/index.html': V1, 'features/shop.feature': FEATURE,
    'stepwright.config.json': JSON.stringify({ planner: 'rules', timeouts: { stepMs: 1_500 } }) });
  site = await serveDirectory(join(root, 'site'));
});
afterAll(async () => {
  await site?.close();
  removeDir(root);
});

describe('the drift gate', () => {
  it('fails a run on a changed UI with a diagnosis per step, a drift file and the heal command, and changes no record', async () => {
    const compiled = await stepwright(['compile', '--base-url', site.url], { cwd: root });
    expect(compiled.code, compiled.output).toBe(0);
    const clean = await stepwright(['run', '--base-url', site.url], { cwd: root });
    expect(clean.code, clean.output).toBe(0);
    expect(clean.output).not.toMatch(/drift/i);

    writeFileSync(join(root, 'site/index.html'), V2);
    const cache = snapshot(join(root, 'step-cache'));
    const run = await stepwright(['run', '--base-url', site.url], { cwd: root });
    expect(run.code).toBe(1);
    const feature = join(root, 'features/shop.feature');
    const typeLine = lineOf(feature, 'into the "Email" field');
    const lines = readFileSync(feature, 'utf8').split('\n');
    const thenLine = lines.length - [...lines].reverse().findIndex((l) => l.includes('Then I should see "saved"'));

    // cucumber's own output carries the diagnosis
    expect(run.output).toContain('UI drift — target not found');
    expect(run.output).toMatch(/Best candidates on the page now:\n\s+0\.\d\d\s+textbox "Work email"[^\n]*id="contact"/);
    expect(run.output).toContain(`Heal it with: npx stepwright heal features/shop.feature:${typeLine}`);
    expect(run.output).toContain('Possible defect — the assertion failed');

    // the machine-readable drift file
    const entries = readFileSync(join(root, '.stepwright/reports/drift.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as DriftEntry);
    expect(entries).toHaveLength(2);
    const drift = entries.find((e) => e.kind === 'locator-miss')!;
    expect(drift).toMatchObject({
      step: 'When I type "a@b.c" into the "Email" field', location: `features/shop.feature:${typeLine}`, scenario: 'save an email',
      drift: true, args: ['a@b.c', 'Email'], label: 'target not found', action: { index: 0, description: 'type {0} into textbox "Email"' },
    });
    expect(drift.record).toMatch(/^step-cache\/records\/i-type-string-into-the-string-field-\w+\.json$/);
    expect(drift.oldLocator!.strategies).toContain('label="Email"');
    expect(drift.candidates[0]).toMatchObject({ locator: 'id="contact"' });
    expect(drift.candidates[0]!.score).toBeGreaterThan(0.3);
    for (const shot of [drift.screenshots.before!, drift.screenshots.after!]) {
      expect(existsSync(join(root, shot)), shot).toBe(true);
    }
    const defect = entries.find((e) => e.kind === 'assertion-failed')!;
    expect(defect).toMatchObject({ drift: false, scenario: 'save without an email', candidates: [] });
    expect(defect.location).toBe(`features/shop.feature:${thenLine}`);

    // the summary at the end: one line per failed step, and the exact heal command for the drift
    const summary = run.stdout.slice(run.stdout.indexOf('Replay failures'));
    expect(summary).toMatch(new RegExp(`features/shop\\.feature:${typeLine}\\s+target not found\\s+textbox "\\{\\{1\\}\\}"|features/shop\\.feature:${typeLine}.*target not found`));
    expect(summary).toMatch(/assertion failed.*possible defect/);
    expect(summary).toContain(`npx stepwright heal features/shop.feature:${typeLine}`);
    expect(summary).not.toContain(`heal features/shop.feature:${defect.location.split(':')[1]}`);

    // run never heals: the cache is byte for byte what it was
    expect(snapshot(join(root, 'step-cache'))).toEqual(cache);
  });
});
