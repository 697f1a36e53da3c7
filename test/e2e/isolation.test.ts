// End-to-end: `isolation: "reuse"` keeps one browser per worker process and empties it between
// scenarios: a scenario that signs in and leaves cookies, storage, IndexedDB, a second window and a
// narrow window behind is followed by one that finds none of it, in the same browser session; the
// sign-in feature passes with --parallel 2 on at most two browsers. Real Chromium, demo app.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO, stepwright, useDemoApp, writeFiles } from '../support/cli.ts';

const demo = useDemoApp();
let project: string;

const STEPS = `
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { After, Then, When } from '@cucumber/cucumber';
import { stepwright } from 'stepwright';

When('the page leaves state behind', async function () {
  const d = await stepwright(this).driver();
  await d.executeAsyncScript(\`const done = arguments[0];
    localStorage.setItem('left', 'behind'); sessionStorage.setItem('left', 'behind');
    document.cookie = 'left=behind; path=/; max-age=3600';
    const open = indexedDB.open('left-db');
    open.onupgradeneeded = () => open.result.createObjectStore('s');
    open.onsuccess = () => { open.result.close(); done(); };\`);
  await d.manage().window().setRect({ width: 600, height: 700 });
  const here = await d.getCurrentUrl();
  await d.switchTo().newWindow('window');
  await d.get(here);
});

Then('the browser shows no page, with one window of the configured size', async function () {
  const d = await stepwright(this).driver();
  const url = await d.getCurrentUrl();
  assert.ok(!/^https?:/.test(url), \`still on \${url}\`);
  assert.equal((await d.getAllWindowHandles()).length, 1);
  const { width, height } = await d.manage().window().getRect();
  assert.deepEqual({ width, height }, { width: 1280, height: 900 });
});

Then('nothing is left in the page\\'s storage', async function () {
  const d = await stepwright(this).driver();
  const state = await d.executeAsyncScript(\`const done = arguments[0];
    indexedDB.databases().then((dbs) => done({ local: localStorage.getItem('left'), session: sessionStorage.getItem('left'),
      cookie: document.cookie, databases: dbs.map((db) => db.name) }));\`);
  assert.deepEqual(state, { local: null, session: null, cookie: '', databases: [] });
});

After(async function ({ pickle }) {
  const s = stepwright(this);
  if (!s.hasApp) return;
  const id = (await (await s.driver()).getSession()).getId();
  appendFileSync(process.env.SESSION_LOG, \`\${pickle.name}\\t\${id}\\n\`);
});
`;

const FEATURE = `Feature: Isolation between scenarios
  Scenario: Signed in, with storage, a second window and a narrow window
    Given I open "/login"
    When I enter "alice" as username and "wonderland" as password
    And I click the "Sign in" button
    Then I should see "Welcome, Alice"
    When the page leaves state behind

  Scenario: The next scenario finds none of it
    Then the browser shows no page, with one window of the configured size
    When I go to "/settings"
    Then the URL should contain "/login"
    And nothing is left in the page's storage
`;

beforeAll(() => {
  project = join(demo.root, 'project');
  writeFiles(project, {
    'stepwright.config.json': JSON.stringify({ baseUrl: demo.app.url, cacheDir: join(REPO, 'step-cache'), steps: ['steps'],
      features: ['features'], isolation: 'reuse' }),
    'features/isolation.feature': FEATURE,
    'steps/isolation.steps.mjs': STEPS,
  });
});

/** scenario name → browser session id, in the order the scenarios ended */
function sessions(log: string): [string, string][] {
  return readFileSync(log, 'utf8').trim().split('\n').map((l) => l.split('\t') as [string, string]);
}

describe('isolation "reuse"', () => {
  it('the next scenario runs in the same browser and finds no cookie, storage, window or size left; "fresh" starts a new one', async () => {
    const log = join(project, 'reuse.log');
    const r = await stepwright(['run'], { cwd: project, env: { SESSION_LOG: log } });
    expect(r.code, r.output).toBe(0);
    expect(r.stdout).toContain('2 scenarios (2 passed)');
    const ids = sessions(log).map(([, id]) => id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);

    // the flag overrides the config: a new browser per scenario
    const freshLog = join(project, 'fresh.log');
    const f = await stepwright(['run', '--isolation', 'fresh'], { cwd: project, env: { SESSION_LOG: freshLog } });
    expect(f.code, f.output).toBe(0);
    expect(new Set(sessions(freshLog).map(([, id]) => id)).size).toBe(2);
  });

  it('with --parallel 2: the sign-in feature passes on one browser per worker', async () => {
    const log = join(project, 'parallel.log');
    const r = await stepwright(['run', join(REPO, 'features/sign-in.feature'), '--isolation', 'reuse', '--parallel', '2'],
      { cwd: project, env: { SESSION_LOG: log, DEMO_PASSWORD: 'wonderland' } });
    expect(r.code, r.output).toBe(0);
    expect(r.stdout).toContain('6 scenarios (6 passed)');
    const ids = new Set(sessions(log).map(([, id]) => id));
    expect(ids.size).toBeGreaterThanOrEqual(1);
    expect(ids.size).toBeLessThanOrEqual(2);
  });
});
