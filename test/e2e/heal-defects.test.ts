// Defects stay defects: when the recorded elements are found and acted on but the expectation fails
// (a Then step, or an action whose effect does not happen), heal reports a possible defect with
// screenshots and changes nothing — for that step and for every later step of the scenario, even
// one whose element also drifted. Real CLI, real Chromium.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory } from '../../demo/static-server.js';
import { recordFor, removeDir, snapshot, stepwright, tempDir, writeFiles } from '../support/cli.ts';

const page = (save: string, next: string, terms: string) => `<!doctype html><title>Signup</title>
<label for="email">Email</label><input id="email" type="email">
<button id="save" onclick="${save}; document.getElementById('next').hidden = false">Save</button>
<p id="out"></p>
<div id="next" hidden><button onclick="document.getElementById('out2').textContent = 'done'">${next}</button></div><p id="out2"></p>
<label><input type="checkbox" id="terms"${terms}> I agree</label>`;
const VALIDATES = "out.textContent = /@/.test(email.value) ? 'saved' : 'Enter a valid email'";
const V1 = page(VALIDATES, 'Continue', '');
// broken: the app accepts any email, the terms box cannot be ticked, and "Continue" became "Next"
const V2 = page("out.textContent = 'saved'", 'Next', ' onclick="return false"');

const FEATURE = `Feature: Signup
  Scenario: an invalid email is refused
    Given I open "/index.html"
    When I type "nope" into the "Email" field
    And I click the "Save" button
    Then I should see "Enter a valid email"
    When I click the "Continue" button
    Then I should see "done"

  Scenario: agreeing to the terms
    Given I open "/index.html"
    When I check "I agree"
    Then the "I agree" checkbox should be checked
`;

let root = '';
let site: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  root = tempDir();
  writeFiles(root, { 'site/index.html': V1, 'features/signup.feature': FEATURE,
    'stepwright.config.json': JSON.stringify({ planner: 'rules', timeouts: { stepMs: 1_500 } }) });
  site = await serveDirectory(join(root, 'site'));
  const compiled = await stepwright(['compile', '--base-url', site.url], { cwd: root });
  if (compiled.code !== 0) throw new Error(compiled.output);
  writeFileSync(join(root, 'site/index.html'), V2);
});
afterAll(async () => {
  await site?.close();
  removeDir(root);
});

describe('heal and defects', () => {
  it('reports possible defects with screenshots, heals nothing after them, and writes nothing for them', async () => {
    const cache = snapshot(join(root, 'step-cache'));
    const r = await stepwright(['heal', '--base-url', site.url], { cwd: root });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/Heal: 9 steps — 4 unchanged, 0 healed deterministically, 0 re-discovered, 0 still failing, 2 possible defects, 3 skipped/);
    const row = (step: string) => r.stdout.split('\n').find((l) => l.startsWith(step)) ?? '';
    // a Then assertion that no longer holds
    expect(row('Then I should see "Enter a valid email"')).toMatch(/possible defect\s+the assertion failed: Expected text "Enter a valid email"/);
    // a possible defect is a claim: it names the action before the check and what that action did at compile
    expect(row('Then I should see "Enter a valid email"')).toMatch(/after click button "Save" \(features\/signup\.feature:5\), which left the page text changed at compile \(now: the page text changed\)/);
    // an action whose effect does not happen
    expect(row('When I check "I agree"')).toMatch(/possible defect\s+the action had no effect: checkbox "I agree" did not become checked/);
    for (const shot of [...row('Then I should see "Enter a valid email"').matchAll(/screenshots: ([^\]]+)\]/g)].flatMap((m) => m[1]!.split(', '))) {
      expect(existsSync(join(root, shot)), shot).toBe(true);
    }
    // "Continue" drifted to "Next", but it comes after the defect: not healed, not even tried
    expect(row('When I click the "Continue" button')).toMatch(/skipped\s+not healed: it comes after the possible defect at features\/signup\.feature:6/);
    expect(snapshot(join(root, 'step-cache'))).toEqual(cache);
    expect(JSON.stringify(recordFor(join(root, 'step-cache'), 'I click the {string} button')!.record)).not.toContain('Next');

    // heal never made an expectation pass: replay fails exactly as before
    const run = await stepwright(['run', '--base-url', site.url], { cwd: root });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/2 scenarios \(2 failed\)/);
    expect(run.stdout).toMatch(/2 possible defects/);
    const drift = readFileSync(join(root, '.stepwright/reports/drift.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    const check = drift.find((d) => d.location === 'features/signup.feature:6');
    expect(check).toMatchObject({ kind: 'assertion-failed', preceding: { action: 'click button "Save"', location: 'features/signup.feature:5' },
      // the page's text, and what its fields hold (the typed email), each named by where it was read
      searched: [{ where: 'page', text: expect.stringContaining('saved') }, { where: 'page > form fields', text: 'nope' }], screenshots: { after: expect.any(String) } });
  });
});
