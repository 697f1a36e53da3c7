// End-to-end: the real `features/sign-in.feature` of the repo, copied into a project outside it,
// compiled with the rule planner and replayed with cucumber-js. Real child processes, real Chromium.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecords, REPO, stepwright, useDemoApp } from '../support/cli.ts';

const demo = useDemoApp();

describe('features/sign-in.feature', () => {
  it('compiles with the rules and replays green', async () => {
    const project = join(demo.root, 'project');
    mkdirSync(join(project, 'features'), { recursive: true });
    copyFileSync(join(REPO, 'features/sign-in.feature'), join(project, 'features/sign-in.feature'));
    const cache = join(demo.root, 'cache');
    const env = { DEMO_PASSWORD: 'wonderland' };

    const compile = await stepwright(['compile', 'features', '--base-url', demo.app.url, '--cache-dir', cache, '--planner', 'rules'], { cwd: project, env });
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/^43 steps, \d+ cached, \d+ compiled by rules$/m);
    expect(compile.stdout).not.toContain('Not compiled:');
    expect(readRecords(cache).size).toBeGreaterThan(5);

    const run = await stepwright(['run', 'features', '--base-url', demo.app.url, '--cache-dir', cache], { cwd: project, env });
    expect(run.code, run.output).toBe(0);
    expect(run.stdout).toContain('6 scenarios (6 passed)');
    expect(run.stdout).toContain('43 steps (43 passed)');
  }, 500_000);
});
