// End-to-end: the app server's life cycle across real `stepwright run` processes: --base-url never
// starts webServer, two runs at once share one server and the first to end leaves it to the
// second, SIGTERM stops the server a run started, CI refuses a taken port, doctor finds a leftover.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leasePath } from '../../src/cli/server-lease.ts';
import { BIN, childEnv, freePort, portOpen, REPO, stepwright, useDemoApp, writeFiles } from '../support/cli.ts';

const demo = useDemoApp();
const SERVER = `node ${JSON.stringify(join(REPO, 'demo/server.js'))}`;

// a hand-written step that holds the run until the test releases it, then checks the app answers
const STEPS = `import { Given } from '@cucumber/cucumber';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
Given('the run holds until {string} is released', async function (name) {
  const dir = process.env.HOLD_DIR;
  writeFileSync(join(dir, name + '.waiting'), '');
  for (let i = 0; i < 1200 && !existsSync(join(dir, name)); i++) await new Promise((r) => setTimeout(r, 100));
  const res = await fetch(process.env.APP_URL);
  if (res.status >= 500) throw new Error('the app answered ' + res.status);
});
`;

function project(name: string, webServer: Record<string, unknown>): string {
  const dir = join(demo.root, name);
  writeFiles(dir, {
    'features/hold.feature': 'Feature: Hold\n  Scenario: Hold\n    Given the run holds until "a" is released\n',
    'features/hold-b.feature': 'Feature: Hold B\n  Scenario: Hold B\n    Given the run holds until "b" is released\n',
    'steps/hold.steps.mjs': STEPS,
    'stepwright.config.json': JSON.stringify({ steps: ['steps'], timeouts: { stepMs: 600_000 }, webServer }, null, 2),
  });
  return dir;
}

/** `stepwright run <feature>` left running; `done` resolves with its exit code and output. */
function startRun(cwd: string, feature: string, env: Record<string, string | undefined>):
  { child: ChildProcess; done: Promise<{ code: number | null; output: string }> } {
  const child = spawn(process.execPath, [BIN, 'run', feature], { cwd, env: childEnv({ HOLD_DIR: cwd, ...env }), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => { output += d.toString(); });
  child.stderr!.on('data', (d: Buffer) => { output += d.toString(); });
  return { child, done: new Promise((r) => child.on('close', (code) => r({ code, output }))) };
}

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the app server across runs', () => {
  it('--base-url names a running app: the config\'s webServer is neither started nor waited for', async () => {
    const dir = project('base-url', { command: 'node -e "require(\'fs\').writeFileSync(\'started\', \'\')"', url: 'http://127.0.0.1:9/' });
    writeFileSync(join(dir, 'a'), '');
    const r = await stepwright(['run', 'features/hold.feature', '--base-url', demo.app.url],
      { cwd: dir, env: { HOLD_DIR: dir, APP_URL: demo.app.url } });
    expect(r.code, r.output).toBe(0);
    expect(r.output).not.toContain('Starting the app');
    expect(existsSync(join(dir, 'started'))).toBe(false);
  });

  it('two runs at once share one server; the first to end leaves it to the second, the last stops it', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const dir = project('shared', { command: SERVER, url: `${url}/login` });
    const env = { PORT: String(port), APP_URL: `${url}/login` };
    const a = startRun(dir, 'features/hold.feature', env);
    await until('run a to hold', () => existsSync(join(dir, 'a.waiting')));
    const b = startRun(dir, 'features/hold-b.feature', env);
    await until('run b to hold', () => existsSync(join(dir, 'b.waiting')));

    writeFileSync(join(dir, 'a'), '');
    const first = await a.done;
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain('Starting the app');
    expect(first.output).not.toContain('Stopped the app');
    expect(await portOpen(port)).toBe(true);

    writeFileSync(join(dir, 'b'), '');
    const second = await b.done;
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain(`Using the app at ${url}/login: another Stepwright run (pid ${a.child.pid})`);
    expect(second.output).toContain('Stopped the app');
    expect(await portOpen(port)).toBe(false);
    expect(existsSync(leasePath(url))).toBe(false);
  });

  it('SIGTERM to a run stops the server it started', async () => {
    const port = await freePort();
    const dir = project('sigterm', { command: SERVER, url: `http://127.0.0.1:${port}/login` });
    const a = startRun(dir, 'features/hold.feature', { PORT: String(port), APP_URL: `http://127.0.0.1:${port}/login` });
    await until('the run to hold', () => existsSync(join(dir, 'a.waiting')));
    expect(await portOpen(port)).toBe(true);
    a.child.kill('SIGTERM');
    const r = await a.done;
    expect(r.code, r.output).toBe(143);
    expect(await portOpen(port)).toBe(false);
  });

  it('with CI set and the port taken, the run refuses with the port and what to do', async () => {
    const port = Number(new URL(demo.app.url).port);
    const dir = project('ci', { command: SERVER, url: `${demo.app.url}/login` });
    const r = await stepwright(['run', 'features/hold.feature'], { cwd: dir, env: { CI: '1', PORT: String(port) } });
    expect(r.code, r.output).toBe(2);
    expect(r.stderr).toContain(`Port ${port} is taken`);
    expect(r.stderr).toContain('reuseExistingServer is off (the default when CI is set)');
    expect(r.stderr).toContain(`--base-url ${demo.app.url}`);
    expect(r.output).not.toContain('Starting the app');
    expect(await portOpen(port)).toBe(true);
  });

  it('doctor reports a server an earlier run left running; the next run uses it and stops it', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/login`;
    const dir = project('leftover', { command: SERVER, url });
    const server = spawn(process.execPath, [join(REPO, 'demo/server.js')], { detached: true, stdio: 'ignore', env: childEnv({ PORT: String(port) }) });
    server.unref();
    await until('the leftover server', () => portOpen(port));
    // a lease as a killed run leaves it: the server up, its only user gone
    writeFiles(join(leasePath(url), '..'), { [`web-server-${port}.json`]: JSON.stringify({ url, command: SERVER, cwd: dir, state: 'up',
      pid: server.pid, starter: 999_999_999, users: [999_999_999], startedAt: '2026-01-01T00:00:00.000Z', log: join(dir, 'server.log') }) });
    const doctor = await stepwright(['doctor'], { cwd: dir });
    expect(doctor.stdout).toMatch(/! App server +.*left running by an earlier run \(pid 999999999/);
    expect(doctor.stdout).toContain(`kill -TERM -${server.pid}`);

    writeFileSync(join(dir, 'a'), '');
    const r = await stepwright(['run', 'features/hold.feature'], { cwd: dir, env: { HOLD_DIR: dir, APP_URL: url } });
    expect(r.code, r.output).toBe(0);
    expect(r.output).toContain('Stopped the app');
    expect(await portOpen(port)).toBe(false);
  });
});
