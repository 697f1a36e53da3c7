// A team's existing cucumber-js project (test/fixtures/team-project: its own World, Before/After
// hooks and steps) adds the packed Stepwright: compile leaves its steps alone, and plain
// `npx cucumber-js` runs compiled and hand-written steps on one browser per scenario, with the
// team's World and hooks untouched.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/server.js';
import { REPO, removeDir, tempDir } from '../support/cli.ts';
import { installTarball, npx, packRepo } from '../support/pack.ts';

let root: string;
let project: string;
let app: DemoServer;

beforeAll(async () => {
  app = await startDemoServer({ port: 0 });
  root = tempDir('stepwright-team-');
  project = join(root, 'team-project');
  cpSync(join(REPO, 'test/fixtures/team-project'), project, { recursive: true });
  const { tarball } = await packRepo(root);
  await installTarball(project, tarball);
}, 600_000);

afterAll(async () => {
  await app?.close();
  removeDir(root);
});

/** `npx <args>` in the project, with a clean reports/ folder */
function run(args: string[]) {
  rmSync(join(project, 'reports'), { recursive: true, force: true });
  return npx(args, project, { DEMO_PASSWORD: 'wonderland', STEPWRIGHT_BASE_URL: app.url });
}
const report = (f: string): string => readFileSync(join(project, 'reports', f), 'utf8');
const FORMATS = ['html:reports/run.html', 'junit:reports/run.xml', 'json:reports/run.json', 'message:reports/run.ndjson']
  .flatMap((f) => ['--format', f]);

/** The four report formats of a run of the @flaky scenario that passed on its second attempt. */
function expectFlakyReports(): void {
  expect(report('run.html')).toMatch(/^<!DOCTYPE html>/i);
  expect(report('run.html')).toContain('A flaky check passes when retried');
  expect(report('run.xml')).toMatch(/<testcase [^>]*name="A flaky check passes when retried"/);
  const json = JSON.parse(report('run.json')) as { elements: { name: string; steps: { result: { status: string } }[] }[] }[];
  const scenario = json[0]!.elements.find((e) => e.name === 'A flaky check passes when retried')!;
  expect(scenario.steps.map((st) => st.result.status)).toContain('passed');
  const messages = report('run.ndjson').trim().split('\n').map((l) => JSON.parse(l) as Record<string, { attempt?: number; willBeRetried?: boolean }>);
  expect(messages.filter((m) => m.testCaseStarted).map((m) => m.testCaseStarted!.attempt)).toEqual([0, 1]);
  expect(messages.filter((m) => m.testCaseFinished).map((m) => m.testCaseFinished!.willBeRetried))
    .toEqual([true, false]);
}
const afterLog = (): string[] => readFileSync(join(project, 'reports/after-hooks.log'), 'utf8').trim().split('\n');

describe("a team's own World, hooks and steps", () => {
  it('compile discovers the plain-English steps and leaves the hand-written ones alone', async () => {
    const r = await run(['stepwright', 'compile']);
    expect(r.code, r.output).toBe(0);
    expect(r.stdout).toMatch(/^12 steps, \d+ cached, \d+ compiled by rules, 4 handwritten$/m);
    const expressions = readdirSync(join(project, 'step-cache/records')).join(' ');
    expect(expressions).not.toMatch(/title|world|window|attempt/);
    expect(readdirSync(join(project, 'step-cache/steps')).sort()).toEqual(['checks.steps.mjs', 'forms.steps.mjs', 'interaction.steps.mjs', 'navigation.steps.mjs']);
  });

  it('plain npx cucumber-js: compiled and team steps share the browser; the team World and hooks work', async () => {
    const r = await run(['cucumber-js']);
    expect(r.code, r.output).toBe(0);
    expect(r.stdout).toContain('2 scenarios (2 passed)');
    expect(r.stdout).toContain('10 steps (10 passed)');
    // the team's After hook ran while the browser was still open, with the team World's state
    const log = afterLog();
    expect(log).toHaveLength(2);
    expect(log[0]).toMatch(new RegExp(`^Alice signs in \\| PASSED \\| ${app.url}/\\S* \\| team world parameter: tea-shop; title checked: \\S+ · Tea Shop$`));
    expect(log[1]).toMatch(/^The sign-in page on a narrow window \| PASSED \| http:\/\/127\.0\.0\.1:\d+\/login \| team world parameter: tea-shop$/);
  });

  it("a profile of the team's config: cucumber-js -p ci runs only @smoke and writes its JUnit report", async () => {
    const r = await run(['cucumber-js', '-p', 'ci']);
    expect(r.code, r.output).toBe(0);
    expect(r.stdout).toMatch(/1 scenario \(1 passed\)/);
    const junit = readFileSync(join(project, 'reports/ci-junit.xml'), 'utf8');
    expect(junit).toContain('name="Alice signs in"');
    expect(junit).not.toContain('narrow window');
  });

  it('plain cucumber-js: --retry rescues a flaky scenario, and html, junit, json and message reports are written', async () => {
    const once = await run(['cucumber-js', '-p', 'flaky']);
    expect(once.code).toBe(1);
    expect(once.stdout).toContain('attempt 1 of "A flaky check passes when retried" fails on purpose');
    const retried = await run(['cucumber-js', '-p', 'flaky', '--retry', '1', ...FORMATS]);
    expect(retried.code, retried.output).toBe(0);
    expectFlakyReports();
  });
});

describe('the same through npx stepwright run (it runs inside the team config and its profiles)', () => {
  it("the default profile: the team's World and hooks are loaded, @flaky is left out", async () => {
    const r = await run(['stepwright', 'run']);
    expect(r.code, r.output).toBe(0);
    expect(r.stdout).toContain('2 scenarios (2 passed)');
    expect(afterLog()).toHaveLength(2);
    expect(afterLog()[0]).toContain('team world parameter: tea-shop; title checked');
  });

  it('--parallel 2, and plain cucumber-js --parallel 2: each worker gets the same runtime and the team hooks', async () => {
    for (const args of [['stepwright', 'run', '--parallel', '2'], ['cucumber-js', '--parallel', '2']]) {
      const r = await run(args);
      expect(r.code, r.output).toBe(0);
      expect(r.stdout).toContain('2 scenarios (2 passed)');
      expect(afterLog().sort()).toEqual([expect.stringMatching(/^Alice signs in \| PASSED/), expect.stringMatching(/^The sign-in page on a narrow window \| PASSED/)]);
    }
  });

  it('--profile ci and --tags', async () => {
    const ci = await run(['stepwright', 'run', '--profile', 'ci']);
    expect(ci.code, ci.output).toBe(0);
    expect(ci.stdout).toMatch(/1 scenario \(1 passed\)/);
    expect(report('ci-junit.xml')).toContain('name="Alice signs in"');
    const narrow = await run(['stepwright', 'run', '--tags', '@narrow']);
    expect(narrow.code, narrow.output).toBe(0);
    expect(narrow.stdout).toContain('1 scenario (1 passed)');
    expect(afterLog()).toEqual([expect.stringMatching(/^The sign-in page on a narrow window \| PASSED/)]);
  });

  it('--retry and the four report formats', async () => {
    expect((await run(['stepwright', 'run', '-p', 'flaky'])).code).toBe(1);
    const r = await run(['stepwright', 'run', '-p', 'flaky', '--retry', '1', ...FORMATS]);
    expect(r.code, r.output).toBe(0);
    expectFlakyReports();
  });

  it('--dry-run lists the steps still to compile with file:line and fails; a compiled suite passes it', async () => {
    expect(existsSync(join(project, 'features/later.feature'))).toBe(false);
    const ok = await run(['stepwright', 'run', '--dry-run']);
    expect(ok.code, ok.output).toBe(0);
    expect(ok.stdout).not.toContain('still to compile');
    const feature = 'Feature: Later\n  Scenario: Not yet\n    Given I open "/login"\n    Then the page heading reads "Sign in"\n';
    writeFileSync(join(project, 'features/later.feature'), feature);
    try {
      const r = await run(['stepwright', 'run', '--dry-run']);
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('1 step still to compile:\n  features/later.feature:4  Then the page heading reads "Sign in"\n' +
        'Run "npx stepwright compile" to discover them against the app.');
      expect(r.stdout).toContain('Still to compile: `npx stepwright compile` discovers Then "the page heading reads {string}" against the app.');
      const plain = await run(['cucumber-js', '--dry-run', 'features/later.feature']);
      expect(plain.stdout).toContain('Still to compile: `npx stepwright compile` discovers Then "the page heading reads {string}"');
    } finally {
      rmSync(join(project, 'features/later.feature'));
    }
  });
});
