// End-to-end: the config's "webServer" starts the app around compile and run and stops it after;
// an app that is already up is reused and left running. Real child processes, real Chromium.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, portOpen, REPO, stepwright, useDemoApp, writeFiles } from '../support/cli.ts';

const FEATURE = `Feature: Sign in
  Scenario: Sign in
    Given I open "/login"
    When I enter "alice" as username and "\${DEMO_PASSWORD}" as password
    And I click the "Sign in" button
    Then I should see "Welcome, Alice"
`;

const demo = useDemoApp();

describe('webServer', () => {
  it('compile and run start the app from the config and stop it afterwards', async () => {
    const port = await freePort();
    const project = join(demo.root, 'started');
    writeFiles(project, {
      'features/sign-in.feature': FEATURE,
      'stepwright.config.json': JSON.stringify({
        baseUrl: `http://127.0.0.1:${port}`,
        cacheDir: '../started-cache',
        webServer: { command: `node ${JSON.stringify(join(REPO, 'demo/server.js'))}`, url: `http://127.0.0.1:${port}/login` },
      }, null, 2),
    });
    const env = { DEMO_PASSWORD: 'wonderland', PORT: String(port) };
    expect(await portOpen(port)).toBe(false);

    const compile = await stepwright(['compile', '--planner', 'rules'], { cwd: project, env });
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toContain(`Starting the app: node `);
    expect(compile.stdout).toMatch(/^4 steps, 0 cached, 4 compiled by rules$/m);
    expect(await portOpen(port)).toBe(false);

    const run = await stepwright(['run'], { cwd: project, env });
    expect(run.code, run.output).toBe(0);
    expect(run.stdout).toContain('Starting the app: node ');
    expect(run.stdout).toContain('1 scenario (1 passed)');
    expect(await portOpen(port)).toBe(false);
  });

  it('an app that already answers at webServer.url is reused and left running', async () => {
    const project = join(demo.root, 'reused');
    writeFiles(project, {
      'features/sign-in.feature': FEATURE,
      'stepwright.config.json': JSON.stringify({
        // no baseUrl: it falls back to webServer.url
        webServer: { command: 'node -e "process.exit(3)"', url: `${demo.app.url}/login` },
      }, null, 2),
    });
    // off the CI default, where reuseExistingServer is off
    const env = { DEMO_PASSWORD: 'wonderland', CI: undefined };
    const compile = await stepwright(['compile', '--planner', 'rules'], { cwd: project, env });
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toContain(`Using the app already running at ${demo.app.url}/login`);
    expect(compile.stdout).not.toContain('Starting the app');
    expect(await portOpen(Number(new URL(demo.app.url).port))).toBe(true);
  });
});
