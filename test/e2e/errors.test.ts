// End-to-end: what the CLI does with broken input (feature files, cache records) and a broken setup
// (app not reachable, browser missing), and `doctor`. Real child processes, real Chromium.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort, lineOf, readRecords, recordFor, stepwright, useDemoApp, writeFiles } from '../support/cli.ts';

const INSTALL = 'apt-get install -y chromium chromium-driver';

const GOOD = `Feature: Good
  Scenario: The sign-in page opens
    Given I open "/login"
    Then I should see "Sign in"
`;

const PAGES = `Feature: Pages
  Scenario: The sign-in page has a heading
    Given I open "/login"
    Then I should see "Sign in"

  Scenario: The sign-in page has a title
    Given I go to "/login"
    Then the title should contain "Sign in"
`;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const BAD = `Feature: Bad
  Scenario: Something
    Given I open "/login"
  this line is not Gherkin
    Then I should see "Sign in"
`;

const demo = useDemoApp();

const env = { DEMO_PASSWORD: 'wonderland' };

describe('a malformed feature file', () => {
  it('is reported with file:line, and the good features are still compiled', async () => {
    const project = join(demo.root, 'malformed');
    writeFiles(project, { 'features/good.feature': GOOD, 'features/bad.feature': BAD });
    const cache = join(demo.root, 'malformed-cache');
    const r = await stepwright(['compile', 'features', '--base-url', demo.app.url, '--cache-dir', cache, '--planner', 'rules'], { cwd: project, env });
    expect(r.code, r.output).not.toBe(0);
    expect(r.output).toContain(`bad.feature:${lineOf(join(project, 'features/bad.feature'), 'not Gherkin')}:`);
    // the good feature compiled
    expect(r.stdout).toMatch(/^2 steps, 0 cached, 2 compiled by rules$/m);
    expect(recordFor(cache, 'I open {string}')?.record.bindings[0]!.provenance.source).toBe('features/good.feature:3');
    expect(recordFor(cache, 'I should see {string}')).toBeDefined();
    expect(existsSync(join(cache, 'steps', 'navigation.steps.mjs'))).toBe(true);
  });
});

describe('corrupt cache records', () => {
  it('fail run naming the file; compile warns, recompiles them, and run passes again', async () => {
    const project = join(demo.root, 'corrupt');
    writeFiles(project, { 'features/pages.feature': PAGES });
    const cache = join(demo.root, 'corrupt-cache');
    const args = ['features', '--base-url', demo.app.url, '--cache-dir', cache];
    const first = await stepwright(['compile', ...args, '--planner', 'rules'], { cwd: project, env });
    expect(first.code, first.output).toBe(0);

    // one record that is not JSON, one that is JSON but not a valid record
    const notJson = recordFor(cache, 'I should see {string}')!.path;
    const badSchema = recordFor(cache, 'the title should contain {string}')!.path;
    writeFileSync(notJson, readFileSync(notJson, 'utf8').slice(0, 40));
    const text = readFileSync(badSchema, 'utf8');
    expect(text).toContain('"do": "assert"');
    writeFileSync(badSchema, text.replace('"do": "assert"', '"do": "teleport"'));

    const run1 = await stepwright(['run', ...args], { cwd: project, env });
    expect(run1.code).toBe(1);
    expect(run1.stdout).toContain('2 scenarios (2 failed)');
    expect(run1.output).toContain(`Invalid cache record ${notJson}`);
    expect(run1.output).toMatch(new RegExp(`Invalid cache record ${escape(badSchema)}: bindings\\.0\\.actions\\.0\\.do`));

    const compile = await stepwright(['compile', ...args, '--planner', 'rules'], { cwd: project, env });
    expect(compile.code, compile.output).toBe(0);
    expect(compile.output).toMatch(new RegExp(`⚠ Invalid cache record ${escape(notJson)}: `));
    expect(compile.output).toMatch(new RegExp(`⚠ Invalid cache record ${escape(badSchema)}: bindings\\.0\\.actions\\.0\\.do`));
    expect(compile.stdout).toMatch(/✚ compiled\s+Then I should see "Sign in"/);
    expect(compile.stdout).toMatch(/✚ compiled\s+Then the title should contain "Sign in"/);
    const records = readRecords(cache); // every record is valid JSON again
    expect(records.get(notJson)?.bindings[0]!.actions[0]!.do).toBe('assert');
    expect(records.get(badSchema)?.bindings[0]!.actions[0]!.do).toBe('assert');

    const run2 = await stepwright(['run', ...args], { cwd: project, env });
    expect(run2.code, run2.output).toBe(0);
    expect(run2.stdout).toContain('2 scenarios (2 passed)');
  });
});

describe('setup problems', () => {
  let project: string;
  beforeAll(() => {
    project = join(demo.root, 'setup');
    writeFiles(project, { 'features/good.feature': GOOD });
  });

  it('an unreachable base URL stops compile with exit 2 and says how to set it', async () => {
    const port = await freePort();
    const r = await stepwright(['compile', 'features', '--base-url', `http://127.0.0.1:${port}`, '--cache-dir', join(demo.root, 'unreachable-cache')],
      { cwd: project, env });
    expect(r.code, r.output).toBe(2);
    expect(r.stderr).toContain(`not reachable at http://127.0.0.1:${port}`);
    expect(r.stderr).toContain('--base-url');
    expect(r.stderr).toContain('STEPWRIGHT_BASE_URL');
  });

  it('a missing browser stops compile with exit 2 and the install command', async () => {
    const r = await stepwright(['compile', 'features', '--base-url', demo.app.url, '--cache-dir', join(demo.root, 'nobrowser-cache')],
      { cwd: project, env: { ...env, STEPWRIGHT_CHROMIUM: '/nonexistent/chromium' } });
    expect(r.code, r.output).toBe(2);
    expect(r.stderr).toContain('/nonexistent/chromium');
    expect(r.stderr).toContain(INSTALL);
  });

  it('doctor reports the missing browser with exit 1 and the install command', async () => {
    const r = await stepwright(['doctor', '--base-url', demo.app.url, '--cache-dir', join(demo.root, 'nobrowser-cache')],
      { cwd: project, env: { STEPWRIGHT_CHROMIUM: '/nonexistent/chromium' } });
    expect(r.code, r.output).toBe(1);
    expect(r.stdout).toMatch(/✗ Chromium .*\/nonexistent\/chromium/);
    expect(r.stdout).toContain(INSTALL);
  });

  it('doctor with a good setup exits 0 and shows the browser versions and the LLM agent', async () => {
    const r = await stepwright(['doctor', '--base-url', demo.app.url, '--cache-dir', join(demo.root, 'doctor-cache')], { cwd: project });
    expect(r.code, r.output).toBe(0);
    expect(r.stdout).toMatch(/✓ Chromium\s+Chromium \d+\.\d+/);
    expect(r.stdout).toMatch(/✓ chromedriver\s+ChromeDriver \d+\.\d+/);
    expect(r.stdout).toMatch(/✓ App under test\s+.*answers/);
    expect(r.stdout).toMatch(/^. LLM agent\s+off: .*OPENAI_BASE_URL\/OPENAI_API_KEY/m);
  });
});
