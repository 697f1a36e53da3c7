// End-to-end: one scenario leaves every kind of state in the browser (cookies, local and session
// storage, IndexedDB, Cache Storage, a service worker, a granted permission, an HTTP-cached response,
// a second window, a window WebDriver opened) and the next scenario looks for it, under each
// isolation mode: "context" (the default) and "fresh" leave nothing; what "reuse" leaks is asserted as
// the documented fact of the README's table. Real Chromium, real child processes.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, stepwright, tempDir } from '../support/cli.ts';
import { byName, leaked, left, readStateLog, startStateServer, STATE_KINDS, writeStateProject, type StateServer } from '../support/leaky-state.ts';

let server: StateServer;
let project: string;

beforeAll(async () => {
  server = await startStateServer();
  project = tempDir('stepwright-state-');
  writeStateProject(project, server.url);
});

afterAll(async () => {
  await server?.close();
  removeDir(project);
});

async function run(mode: 'context' | 'fresh' | 'reuse', flag = true) {
  const log = join(project, `${mode}.log`);
  const r = await stepwright(['run', ...(flag ? ['--isolation', mode] : [])], { cwd: project,
    env: { STATE_LOG: log, STATE_RUN: mode, STATE_URL: server.url } });
  expect(r.code, r.output).toBe(0);
  expect(r.stdout).toContain('4 scenarios (4 passed)');
  const entries = readStateLog(log);
  // the leaving scenarios saw every kind of state they left, or the test would prove nothing
  expect(left(entries)).toEqual([...STATE_KINDS]);
  return { r, entries, sessions: byName(entries) };
}

describe('what a scenario leaves for the next one', () => {
  it('isolation "context" (the default): nothing, in the same browser; a WebDriver window replaces the browser, loudly', async () => {
    const { r, sessions } = await run('context', false);
    expect(leaked(Object.values(sessions))).toEqual([]);
    expect(sessions.next.session).toBe(sessions.left.session);
    // WebDriver's New Window lands in the browser's shared default context: the browser is replaced after it
    expect(sessions['webdriver-next'].session).not.toBe(sessions['webdriver-left'].session);
    expect(r.stderr).toContain('isolation "context": a scenario opened a window through WebDriver\'s New Window');
  });

  it('isolation "fresh": nothing, each scenario in a new browser', async () => {
    const { sessions } = await run('fresh');
    expect(leaked(Object.values(sessions))).toEqual([]);
    expect(new Set(Object.values(sessions).map((s) => s.session)).size).toBe(4);
  });

  it('isolation "reuse": the same browser, emptied; what it leaks is the documented fact', async () => {
    const { sessions } = await run('reuse');
    expect(sessions.next.session).toBe(sessions.left.session);
    expect(leaked(Object.values(sessions))).toEqual(['permission', 'httpCache']);
  });
});
