// End-to-end: two `stepwright compile` runs on one cache at the same time, and a third killed
// mid-way. No binding is lost or corrupt, the step files of both features survive (each compile writes
// them from the records on disk, under the cache lock), and the next compile finishes the job.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CacheStore } from '../../src/cache/store.ts';
import { BIN, childEnv, listFiles, REPO, stepwright, useDemoApp, writeFiles } from '../support/cli.ts';

const demo = useDemoApp();

/** The repository's feature file with only its first `n` scenarios (and its Background). */
function firstScenarios(name: string, n: number): string {
  const parts = readFileSync(join(REPO, 'features', `${name}.feature`), 'utf8').split(/(?=\n {2}(?:@\S+\n {2})?Scenario)/);
  return `${parts.slice(0, n + 1).join('')}\n`;
}
const env = { DEMO_PASSWORD: 'wonderland' };

describe('compiles running at once', () => {
  it('two compiles and a killed one: every record valid, both step files complete, nothing left locked', async () => {
    const project = join(demo.root, 'shared');
    mkdirSync(join(project, 'features'), { recursive: true });
    for (const f of ['sign-in', 'products', 'settings']) writeFiles(project, { [`features/${f}.feature`]: firstScenarios(f, 3) });
    writeFiles(project, { 'stepwright.config.json': JSON.stringify({ baseUrl: demo.app.url, planner: 'rules' }) });

    // the one to kill: stopped as soon as it has compiled (and written) its first step
    // (in a process group of its own, killed whole: its chromedriver and browser die with it, as when CI cancels)
    const victim = spawn(process.execPath, [BIN, 'compile', 'features/settings.feature'],
      { cwd: project, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let victimOut = '';
    const killed = new Promise<void>((resolve) => {
      victim.stdout.on('data', (d: Buffer) => {
        victimOut += d.toString();
        if (/✚ compiled/.test(victimOut) && victim.exitCode === null) process.kill(-victim.pid!, 'SIGKILL');
      });
      victim.on('close', () => resolve());
    });
    const [a, b] = await Promise.all([
      stepwright(['compile', 'features/sign-in.feature'], { cwd: project, env, timeoutMs: 600_000 }),
      stepwright(['compile', 'features/products.feature'], { cwd: project, env, timeoutMs: 600_000 }),
      killed,
    ]);
    expect(a.code, a.output).toBe(0);
    expect(b.code, b.output).toBe(0);
    expect(victim.signalCode).toBe('SIGKILL');

    const cache = join(project, 'step-cache');
    expect(new CacheStore(cache).load().errors).toEqual([]);
    expect(listFiles(cache).filter((f) => /\.(lock|tmp|stale)$/.test(f))).toEqual([]);
    expect(readdirSync(join(cache, 'steps')).sort()).toEqual(['checks.steps.mjs', 'forms.steps.mjs', 'interaction.steps.mjs', 'navigation.steps.mjs']);
    // every step of both features has a definition: a dry run finds nothing still to compile
    const dry = await stepwright(['run', '--dry-run', 'features/sign-in.feature', 'features/products.feature'], { cwd: project, env });
    expect(dry.code, dry.output).toBe(0);
    const replay = await stepwright(['run', 'features/sign-in.feature', 'features/products.feature'], { cwd: project, env, timeoutMs: 600_000 });
    expect(replay.code, replay.output).toBe(0);

    // the killed compile's feature: the next compile picks up where it stopped
    const rest = await stepwright(['compile'], { cwd: project, env, timeoutMs: 600_000 });
    expect(rest.code, rest.output).toBe(0);
    expect(rest.stdout).toMatch(/\d+ cached, [1-9]\d* compiled by rules/);
    expect((await stepwright(['run', '--dry-run'], { cwd: project, env })).code).toBe(0);
  }, 600_000);
});
