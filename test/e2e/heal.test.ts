// `stepwright heal` end to end: real CLI, real Chromium. A redesigned page breaks three scenarios;
// heal re-identifies what it can deterministically, re-discovers with the rule planner what it
// cannot, refuses a look-alike when the real element is gone (the false-heal trap), writes nothing
// with --dry-run, and heals only the scenario a feature:line names.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory } from '../../demo/static-server.js';
import { lineOf, recordFor, removeDir, snapshot, stepwright, tempDir, writeFiles } from '../support/cli.ts';

const V1 = `<!doctype html><title>Shop</title>
<form aria-label="Sign in"><label for="username">Username</label><input id="username" name="username">
<label for="password">Password</label><input id="password" name="password" type="password"></form>
<button onclick="out.textContent='signed in as ' + document.forms[0].elements[0].value">Sign in</button>
<label for="email">Email</label><input id="email" type="email">
<section aria-label="Drafts"><button id="remove-draft" onclick="out.textContent='draft removed'">Remove</button></section>
<p id="out"></p>`;
// the redesign: relabelled sign-in fields with new ids and names in a new wrapper, a relabelled email
// field, and the drafts section gone — a "Remove post" button elsewhere is only a look-alike
const V2 = `<!doctype html><title>Shop</title>
<div class="card"><form aria-label="Sign in"><div class="row"><label for="user-name">Your username</label><input id="user-name" name="user_name"></div>
<div class="row"><label for="pass">Your password</label><input id="pass" name="pass" type="password"></div></form></div>
<button onclick="out.textContent='signed in as ' + document.forms[0].elements[0].value">Sign in</button>
<label for="contact">Email address</label><input id="contact" type="email">
<section aria-label="Published"><button id="remove-post" onclick="out.textContent='post removed'">Remove post</button></section>
<p id="out"></p>`;

const FEATURE = `Feature: Shop
  Scenario: sign in
    Given I open "/index.html"
    When I enter "alice" as username and "pw" as password
    And I click the "Sign in" button
    Then I should see "signed in as alice"

  Scenario: email
    Given I open "/index.html"
    When I type "a@b.c" into the "Email" field
    Then the "Email" field should contain "a@b.c"

  Scenario: remove a draft
    Given I open "/index.html"
    When I click the Remove button
    Then I should see "draft removed"
`;

let root = '';
let site: { url: string; close: () => Promise<void> };
const cache = () => join(root, 'step-cache');
const heal = (...extra: string[]) => stepwright(['heal', ...extra, '--base-url', site.url], { cwd: root });

beforeAll(async () => {
  root = tempDir();
  writeFiles(root, { 'site/index.html': V1, 'features/shop.feature': FEATURE,
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

describe('stepwright heal', () => {
  it('--dry-run shows the per-step table and writes nothing', async () => {
    const before = snapshot(cache());
    const dry = await heal('--dry-run');
    expect(dry.code).toBe(1); // the trap still fails
    expect(dry.stdout).toMatch(/Heal \(dry run: nothing written\): 10 steps — \d+ unchanged, 1 healed deterministically, 2 re-discovered, 1 still failing, 0 possible defects/);
    expect(snapshot(cache())).toEqual(before);
  });

  it('heals only the scenario a feature:line names, deterministically, keeping the old locator', async () => {
    const line = lineOf(join(root, 'features/shop.feature'), 'as username');
    const r = await heal(`features/shop.feature:${line}`);
    expect(r.code, r.output).toBe(0);
    expect(r.stdout).toMatch(/Heal: 4 steps — 3 unchanged, 1 healed deterministically, 0 re-discovered, 0 still failing/);
    expect(r.stdout).toMatch(/When I enter "alice" as username and "pw" as password\s+features\/shop\.feature:\d+\s+healed deterministically\s+textbox "Username" \[id="username"\], textbox "Password" \[id="password"\] → textbox "Your username" \[id="user-name"\], textbox "Your password" \[id="pass"\]/);
    const { record } = recordFor(cache(), 'I enter {string} as username and {string} as password')!;
    const b = record.bindings[0]!;
    expect(JSON.stringify(b.actions)).toContain('"user-name"');
    type HealedFrom = { method: string; failure: string; previous: { target: { strategies: { value: string }[] } }[] };
    const healed = (b.provenance as unknown as { healedFrom: HealedFrom[] }).healedFrom;
    expect(healed[0]).toMatchObject({ method: 'reidentified', failure: 'locator-miss' });
    expect(healed[0]!.previous.map((p) => p.target.strategies[0]!.value)).toEqual(['username', 'password']);
    const steps = readFileSync(join(cache(), 'steps/forms.steps.mjs'), 'utf8');
    expect(steps).toMatch(/healed \d{4}-\d\d-\d\d \(reidentified after locator-miss\), was textbox "Username" \[id="username"\]/);
    // the email scenario was not selected: its record is untouched
    expect(JSON.stringify(recordFor(cache(), 'I type {string} into the {string} field')!.record)).not.toContain('healedFrom');
  });

  it('re-discovers what it cannot re-identify, refuses the look-alike, and replay then agrees', async () => {
    const r = await heal();
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/Heal: 10 steps — 6 unchanged, 0 healed deterministically, 2 re-discovered, 1 still failing, 0 possible defects, 1 skipped/);
    expect(r.stdout).toMatch(/When I type "a@b\.c" into the "Email" field\s+\S+\s+re-discovered \(rules\)\s+textbox "Email" \[label="Email"\] → textbox "Email address"/);
    // the false-heal trap: "Remove post" in Published is not the draft's Remove button
    expect(r.stdout).toMatch(/When I click the Remove button\s+\S+\s+still failing\s+.*a look-alike in another place is not healed/);
    expect(r.stdout).not.toMatch(/When I click the Remove button\s+\S+\s+(healed|re-discovered)/);
    expect(JSON.stringify(recordFor(cache(), 'I click the Remove button')!.record)).not.toContain('remove-post');

    const run = await stepwright(['run', '--base-url', site.url], { cwd: root });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/3 scenarios \(1 failed, 2 passed\)/);
    expect(run.stdout).toContain('target not found');
  });
});
