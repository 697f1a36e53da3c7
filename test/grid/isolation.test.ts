// Opt-in (`npm run test:grid`): isolation "context" through a real Selenium Grid 4 — the BiDi user
// contexts are reached through the Grid's own websocket endpoint (/session/<id>/se/bidi): one
// scenario leaves every kind of state behind and the next one, in the same remote browser, sees none
// of it ("reuse" leaks the permission and the HTTP cache, as locally); the sign-in feature passes
// with --parallel 2 on one Grid session per worker.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/server.js';
import { REPO, removeDir, stepwright, tempDir } from '../support/cli.ts';
import { startGrid, type Grid } from '../support/grid.ts';
import { byName, leaked, left, readStateLog, startStateServer, STATE_KINDS, writeStateProject, type StateServer } from '../support/leaky-state.ts';

let app: DemoServer;
let state: StateServer;
let grid: Grid;
let root: string;

beforeAll(async () => {
  root = tempDir('stepwright-grid-isolation-');
  [app, state, grid] = await Promise.all([startDemoServer({ port: 0 }), startStateServer(), startGrid(root, 2)]);
  writeStateProject(join(root, 'state'), state.url, { browser: { grid: grid.url } });
}, 120_000);

afterAll(async () => {
  await Promise.all([app?.close(), state?.close(), grid?.stop()]);
  removeDir(root);
});

async function runState(mode: 'context' | 'reuse') {
  const log = join(root, `state-${mode}.log`);
  const before = grid.sessionsCreated();
  const r = await stepwright(['run', '--isolation', mode], { cwd: join(root, 'state'),
    env: { STATE_LOG: log, STATE_RUN: `grid-${mode}`, STATE_URL: state.url }, timeoutMs: 200_000 });
  expect(r.code, r.output).toBe(0);
  expect(r.stdout).toContain('4 scenarios (4 passed)');
  const entries = readStateLog(log);
  expect(left(entries)).toEqual([...STATE_KINDS]);
  return { r, entries, sessions: byName(entries), created: grid.sessionsCreated() - before };
}

describe('isolation through a Selenium Grid', () => {
  it('"context": the next scenario, in the same remote browser, sees none of the state the last one left', async () => {
    const { r, entries, sessions, created } = await runState('context');
    expect(leaked(entries)).toEqual([]);
    expect(sessions.next.session).toBe(sessions.left.session);
    // a window opened through WebDriver (the shared default context) replaces the browser: two sessions in all
    expect(created).toBe(2);
    expect(r.stderr).not.toContain('could not create a browser context');
  }, 300_000);

  it('"reuse" through the Grid leaks what it leaks locally: the permission and the HTTP cache', async () => {
    const { entries, sessions } = await runState('reuse');
    expect(sessions.next.session).toBe(sessions.left.session);
    expect(leaked(entries)).toEqual(['permission', 'httpCache']);
  }, 300_000);

  it('"context" is the default: the sign-in feature passes with --parallel 2 on one Grid session per worker', async () => {
    const before = grid.sessionsCreated();
    const r = await stepwright(['run', join(REPO, 'features/sign-in.feature'), '--base-url', app.url, '--cache-dir', join(REPO, 'step-cache'),
      '--grid', grid.url, '--parallel', '2'], { cwd: root, env: { DEMO_PASSWORD: 'wonderland' }, timeoutMs: 200_000 });
    expect(r.code, r.output).toBe(0);
    expect(r.stdout).toContain('6 scenarios (6 passed)');
    expect(r.stderr).not.toContain('stepwright: isolation');
    expect(grid.sessionsCreated() - before).toBeLessThanOrEqual(2);
  }, 300_000);
});
