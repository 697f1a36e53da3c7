// Cache validity tied to an app build: compile and heal stamp the build the user names (config
// "appBuild" or STEPWRIGHT_APP_BUILD) on what they write, and run reports the steps compiled
// against another build. Real CLI, real Chromium.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory } from '../../demo/static-server.js';
import { readRecords, removeDir, stepwright, tempDir, writeFiles } from '../support/cli.ts';

const PAGE = (label: string) => `<!doctype html><title>Shop</title>
<label for="q">${label}</label><input id="q"><button onclick="out.textContent='found ' + q.value">Search</button><p id="out"></p>`;
const FEATURE = `Feature: Search
  Scenario: search
    Given I open "/index.html"
    When I type "tea" into the "Search" field
    And I click the "Search" button
    Then I should see "found tea"
`;

let root = '';
let site: { url: string; close: () => Promise<void> };
const builds = () => [...readRecords(join(root, 'step-cache')).values()]
  .flatMap((r) => r.bindings.map((b) => `${r.expression}=${(b.provenance as { appBuild?: string }).appBuild ?? '-'}`)).sort();

beforeAll(async () => {
  root = tempDir();
  writeFiles(root, { 'site/index.html': PAGE('Search'), 'features/search.feature': FEATURE,
    'stepwright.config.json': JSON.stringify({ planner: 'rules', appBuild: '1.0', timeouts: { stepMs: 1_500 } }) });
  site = await serveDirectory(join(root, 'site'));
});
afterAll(async () => {
  await site?.close();
  removeDir(root);
});

describe('the app build', () => {
  it('is stamped by compile and heal, shown in the generated steps, and run reports bindings of another build', async () => {
    const compiled = await stepwright(['compile', '--base-url', site.url], { cwd: root });
    expect(compiled.code, compiled.output).toBe(0);
    expect(builds().every((b) => b.endsWith('=1.0'))).toBe(true);
    expect(readFileSync(join(root, 'step-cache/steps/navigation.steps.mjs'), 'utf8')).toMatch(/\(rules, features\/search\.feature:3, build 1\.0\)/);

    const same = await stepwright(['run', '--base-url', site.url], { cwd: root });
    expect(same.code, same.output).toBe(0);
    expect(same.stdout).not.toContain('App build');

    // the environment names a newer build: run still replays, and says which steps were compiled against 1.0
    const newer = await stepwright(['run', '--base-url', site.url], { cwd: root, env: { STEPWRIGHT_APP_BUILD: '2.0' } });
    expect(newer.code, newer.output).toBe(0);
    expect(newer.stdout).toMatch(/App build 2\.0: 4 of 4 compiled steps were compiled against another build \(1\.0: 4\):/);
    expect(newer.stdout).toMatch(/I type \{string\} into the \{string\} field\s+\(features\/search\.feature:4, build 1\.0\)/);

    // build 2.0 relabels the field; heal repairs that step and stamps 2.0 on what it wrote
    writeFileSync(join(root, 'site/index.html'), PAGE('Search products'));
    const healed = await stepwright(['heal', '--base-url', site.url], { cwd: root, env: { STEPWRIGHT_APP_BUILD: '2.0' } });
    expect(healed.code, healed.output).toBe(0);
    expect(builds()).toContain('I type {string} into the {string} field=2.0');
    const after = await stepwright(['run', '--base-url', site.url], { cwd: root, env: { STEPWRIGHT_APP_BUILD: '2.0' } });
    expect(after.code, after.output).toBe(0);
    expect(after.stdout).toMatch(/App build 2\.0: 4 of 5 compiled steps were compiled against another build/);
  });
});
