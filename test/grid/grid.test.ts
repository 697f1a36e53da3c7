// Opt-in (`npm run test:grid`, also run by .ci/run): replay through a real Selenium Grid 4 — a hub
// and a node with two Chromium slots on 127.0.0.1 — serially and with --parallel 2, and session
// capabilities taken from the config.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/server.js';
import { REPO, removeDir, stepwright, tempDir, writeFiles } from '../support/cli.ts';
import { startGrid, type Grid } from '../support/grid.ts';

let app: DemoServer;
let grid: Grid;
let root: string;

beforeAll(async () => {
  root = tempDir('stepwright-grid-');
  [app, grid] = await Promise.all([startDemoServer({ port: 0 }), startGrid(root, 2)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([app?.close(), grid?.stop()]);
  removeDir(root);
});

const FEATURE = join(REPO, 'features/sign-in.feature');
const env = { DEMO_PASSWORD: 'wonderland' };

/** scenario name → status, from a cucumber json report */
function results(file: string): Record<string, string> {
  const json = JSON.parse(readFileSync(file, 'utf8')) as { elements: { name: string; line: number; steps: { result: { status: string } }[] }[] }[];
  return Object.fromEntries(json.flatMap((f) => f.elements).map((e) => [`${e.line} ${e.name}`,
    e.steps.every((s) => s.result.status === 'passed') ? 'passed' : 'failed']));
}

describe('replay through a Selenium Grid', () => {
  it('isolation "fresh", serially and with --parallel 2: the same results, one Grid session per scenario', async () => {
    const runs: Record<string, string>[] = [];
    for (const extra of [['--isolation', 'fresh'], ['--isolation', 'fresh', '--parallel', '2']]) {
      const before = grid.sessionsCreated();
      const report = join(root, `grid-${extra.length}.json`);
      const r = await stepwright(['run', FEATURE, '--base-url', app.url, '--cache-dir', join(REPO, 'step-cache'),
        '--grid', grid.url, '--format', `json:${report}`, ...extra], { cwd: root, env, timeoutMs: 200_000 });
      expect(r.code, r.output).toBe(0);
      const res = results(report);
      expect(Object.values(res).every((s) => s === 'passed')).toBe(true);
      expect(grid.sessionsCreated() - before).toBe(Object.keys(res).length);
      runs.push(res);
    }
    expect(Object.keys(runs[0]!).length).toBeGreaterThanOrEqual(5);
    expect(runs[1]).toEqual(runs[0]);
  }, 300_000);

  it('isolation "reuse": one Grid session per worker, reset between scenarios, the same results', async () => {
    const before = grid.sessionsCreated();
    const report = join(root, 'grid-reuse.json');
    const r = await stepwright(['run', FEATURE, '--base-url', app.url, '--cache-dir', join(REPO, 'step-cache'),
      '--grid', grid.url, '--format', `json:${report}`, '--isolation', 'reuse', '--parallel', '2'], { cwd: root, env, timeoutMs: 200_000 });
    expect(r.code, r.output).toBe(0);
    const res = results(report);
    expect(Object.keys(res).length).toBeGreaterThanOrEqual(5);
    expect(Object.values(res).every((s) => s === 'passed')).toBe(true);
    expect(grid.sessionsCreated() - before).toBeLessThanOrEqual(2);
  }, 300_000);

  it('capabilities come from the config: browserName, platformName, args and extra capabilities reach the Grid', async () => {
    const project = join(root, 'caps');
    const config = (platformName: string) => JSON.stringify({
      baseUrl: app.url, cacheDir: join(REPO, 'step-cache'), features: [FEATURE],
      browser: { grid: grid.url, browserName: 'chrome', platformName, args: ['--lang=de'], capabilities: { 'se:name': 'stepwright-caps' } },
    });
    writeFiles(project, { 'stepwright.config.json': config('linux') });
    const scenario = `${FEATURE}:14`;
    const ok = await stepwright(['run', scenario], { cwd: project, env });
    expect(ok.code, ok.output).toBe(0);
    const request = grid.hubLog().split('Session request received').at(-1)!;
    expect(request).toContain('se:name: stepwright-caps');
    expect(request).toContain('platformName: linux');
    expect(request).toContain('--lang=de');

    // no node runs Windows: the Grid refuses the session and the step says so
    writeFiles(project, { 'stepwright.config.json': config('windows') });
    const refused = await stepwright(['run', scenario], { cwd: project, env });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(new RegExp(`SetupError: Could not start a browser on the grid at ${grid.url}: .*timed out`));
    expect(refused.stdout).toContain('1 scenario (1 failed)');
  }, 120_000);
});
