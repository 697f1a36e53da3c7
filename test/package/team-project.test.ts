// A team's existing cucumber-js project (test/fixtures/team-project: its own World, Before/After
// hooks and steps) adds the packed Stepwright: compile leaves its steps alone, and plain
// `npx cucumber-js` runs compiled and hand-written steps on one browser per scenario, with the
// team's World and hooks untouched.
import { cpSync, readdirSync, readFileSync } from 'node:fs';
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
}, 300_000);

afterAll(async () => {
  await app?.close();
  removeDir(root);
});

const run = (args: string[]) => npx(args, project, { DEMO_PASSWORD: 'wonderland', STEPWRIGHT_BASE_URL: app.url });
const afterLog = (): string[] => readFileSync(join(project, 'reports/after-hooks.log'), 'utf8').trim().split('\n');

describe("a team's own World, hooks and steps", () => {
  it('compile discovers the plain-English steps and leaves the hand-written ones alone', async () => {
    const r = await run(['stepwright', 'compile']);
    expect(r.code, r.output).toBe(0);
    expect(r.stdout).toMatch(/^10 steps, \d+ cached, \d+ compiled by rules, 3 handwritten$/m);
    const expressions = readdirSync(join(project, 'step-cache/records')).join(' ');
    expect(expressions).not.toMatch(/title|world|window/);
    expect(readdirSync(join(project, 'step-cache/steps'))).toEqual(['features-shop.steps.mjs']);
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
});
