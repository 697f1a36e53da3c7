// End-to-end: `compile --workers 2` discovers on two browsers at once (the sign-in feature's scenarios),
// each worker a contiguous slice of the scenarios, into one cache; every scenario is compiled by exactly
// one worker, and the suite then replays green.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CacheStore } from '../../src/cache/store.ts';
import { REPO, stepwright, useDemoApp, writeFiles } from '../support/cli.ts';

const demo = useDemoApp();
const env = { DEMO_PASSWORD: 'wonderland' };

describe('compile --workers 2', () => {
  it('splits the scenarios between two workers (each once), fills one cache, and the suite replays', async () => {
    const project = join(demo.root, 'workers');
    mkdirSync(join(project, 'features'), { recursive: true });
    for (const f of ['sign-in']) copyFileSync(join(REPO, 'features', `${f}.feature`), join(project, 'features', `${f}.feature`));
    writeFiles(project, { 'stepwright.config.json': JSON.stringify({ baseUrl: demo.app.url, planner: 'rules' }) });

    const r = await stepwright(['compile', '--workers', '2'], { cwd: project, env, timeoutMs: 600_000 });
    expect(r.code, r.output).toBe(0);
    expect(r.stdout).toMatch(/^2 workers finished in [\d.]+ s; exit codes 0, 0$/m);
    // scenario header lines: "[i/2] <name> features/x.feature:N"
    const headers = r.stdout.split('\n').map((l) => /^\[(\d)\/2\] .* (features\/\S+\.feature:\d+)/.exec(l)).filter((m) => m !== null);
    const byWorker = (w: string) => headers.filter((m) => m[1] === w).map((m) => m[2]!);
    expect(byWorker('1').length).toBeGreaterThan(0);
    expect(byWorker('2').length).toBeGreaterThan(0);
    const all = [...byWorker('1'), ...byWorker('2')];
    expect(new Set(all).size).toBe(all.length);

    const whole = await stepwright(['run', '--dry-run', '--format', 'summary'], { cwd: project, env });
    expect(whole.code, whole.output).toBe(0);
    expect(whole.stdout).toContain(`${all.length} scenarios (${all.length} skipped)`);
    expect(new CacheStore(join(project, 'step-cache')).load().errors).toEqual([]);
    const replay = await stepwright(['run'], { cwd: project, env, timeoutMs: 600_000 });
    expect(replay.code, replay.output).toBe(0);
    expect(replay.stdout).toContain(`${all.length} scenarios (${all.length} passed)`);
  }, 600_000);

  it('--workers must be a positive whole number', async () => {
    const r = await stepwright(['compile', '--workers', '0', '--base-url', demo.app.url], { cwd: demo.root });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--workers needs a positive whole number.');
  });
});
