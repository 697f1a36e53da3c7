// End-to-end on Android: the repo's features/android/*.feature, copied into a project outside the
// repo, compiled with the rule planner against the simulated device (served by the real Appium
// server, driven by webdriverio), then replayed by `stepwright run` through cucumber-js.
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { BIN, childEnv, readRecords, removeDir, REPO, stepwright, tempDir, writeFiles } from '../support/cli.ts';
import { SIMULATED_AUTOMATION } from '../support/android.ts';

const root = tempDir('stepwright-android-');
afterAll(() => removeDir(root));

const CONFIG = {
  platform: 'android',
  android: {
    appiumHome: REPO, automationName: SIMULATED_AUTOMATION, deviceName: 'Simulated Pixel',
    appPackage: 'com.example.teashop', appActivity: '.ui.CatalogActivity',
  },
};

describe('features/android on the simulated device', () => {
  it('compiles with the rules, then replays green through webdriverio', async () => {
    const project = join(root, 'project');
    mkdirSync(join(project, 'features'), { recursive: true });
    const features = readdirSync(join(REPO, 'features/android')).filter((f) => f.endsWith('.feature'));
    for (const f of features) copyFileSync(join(REPO, 'features/android', f), join(project, 'features', f));
    writeFiles(project, { 'stepwright.config.json': JSON.stringify(CONFIG) });
    const cache = join(root, 'cache');

    const compile = await stepwright(['compile', 'features', '--cache-dir', cache, '--planner', 'rules'], { cwd: project, timeoutMs: 170_000 });
    expect(compile.code, compile.output).toBe(0);
    const summary = /^(\d+) steps, (\d+) cached, (\d+) compiled by rules$/m.exec(compile.stdout);
    expect(summary, compile.stdout).not.toBeNull();
    expect(compile.stdout).not.toContain('Not compiled:');
    const [, steps, cached, byRules] = summary!.map(Number);
    expect(byRules).toBeGreaterThanOrEqual(15);
    expect(cached! + byRules!).toBe(steps);

    // Android bindings say so; the step files are ordinary cucumber step definitions
    const records = [...readRecords(cache).values()];
    expect(records.flatMap((r) => r.bindings).every((b) => (b as { platform?: string }).platform === 'android')).toBe(true);
    const tap = records.find((r) => r.expression === 'I tap {string}')!;
    expect(JSON.stringify(tap.bindings)).toMatch(/"by":"(resourceId|accessibilityId|role)"/);
    expect(readFileSync(join(cache, 'steps/forms.steps.mjs'), 'utf8')).toContain('When("I select {string} from the {string} dropdown"');

    const run = await stepwright(['run', 'features', '--cache-dir', cache], { cwd: project, timeoutMs: 600_000 });
    expect(run.code, run.output).toBe(0);
    expect(run.stdout).toContain('6 scenarios (6 passed)');
    expect(run.stdout).toContain(`${steps} steps (${steps} passed)`);
    const executing = /executing steps: (\d+)m(\d+\.\d+)s/.exec(run.stdout);
    if (executing) {
      const ms = (Number(executing[1]) * 60 + Number(executing[2])) * 1000;
      console.log(`android replay: ${steps} steps in ${Math.round(ms)} ms (${(ms / steps!).toFixed(1)} ms/step, Appium start and one session per scenario included); compile ${compile.ms} ms`);
    }
  }, 600_000);

  it('reports a Then step the app does not live up to as a possible defect, and caches nothing for it', async () => {
    const project = join(root, 'changed');
    writeFiles(project, {
      'stepwright.config.json': JSON.stringify(CONFIG),
      'features/wifi.feature': '@android\nFeature: Wi-Fi\n  Scenario: Wi-Fi is on\n    Given I open "com.example.teashop/.ui.SettingsActivity"\n    Then the "Wi-Fi" switch should be on\n',
    });
    const cache = join(root, 'cache-changed');
    const compile = await stepwright(['compile', 'features', '--cache-dir', cache, '--planner', 'rules'], { cwd: project });
    expect(compile.code, compile.output).toBe(0);
    // after tapping, Wi-Fi is off: "should be on" is not something to compile around
    writeFiles(project, { 'features/wifi.feature': '@android\nFeature: Wi-Fi\n  Scenario: Wi-Fi is on\n    Given I open "com.example.teashop/.ui.SettingsActivity"\n    When I tap "Wi-Fi"\n    Then the "Wi-Fi" switch should be on\n' });
    const recompile = await stepwright(['compile', 'features', '--cache-dir', cache, '--planner', 'rules'], { cwd: project });
    expect(recompile.code, recompile.output).toBe(1);
    expect(recompile.stdout).toMatch(/Then the "Wi-Fi" switch should be on\s+features\/wifi\.feature:6\s+defect/);
    expect(recompile.stdout).toMatch(/Expected switch "Wi-Fi" checked within \d+ ms, but found visible, enabled, unchecked/);
  }, 500_000);

  it('stops with a clear message when the device goes away mid-compile, and keeps what it compiled', async () => {
    const project = join(root, 'disconnect');
    mkdirSync(join(project, 'features'), { recursive: true });
    for (const f of ['catalogue.feature', 'order.feature']) copyFileSync(join(REPO, 'features/android', f), join(project, 'features', f));
    const flaky = { ...CONFIG, android: { ...CONFIG.android, capabilities: { 'appium:simulateDisconnectAfterCommands': 40 } } };
    writeFiles(project, { 'stepwright.config.json': JSON.stringify(flaky) });
    const cache = join(root, 'cache-disconnect');
    const lost = await stepwright(['compile', 'features', '--cache-dir', cache, '--planner', 'rules'], { cwd: project });
    expect(lost.code, lost.output).toBe(2);
    expect(lost.stderr).toMatch(/The Appium session was lost during "[^"]+".*Everything compiled before this step is kept in the cache/s);
    const kept = [...readRecords(cache).values()].map((r) => r.expression);
    expect(kept).toEqual(expect.arrayContaining(['I open {string}', 'I tap {string}']));
    expect(readdirSync(join(cache, 'steps'))).toContain('navigation.steps.mjs');

    // the device is back: the next compile goes on from the cache
    writeFiles(project, { 'stepwright.config.json': JSON.stringify(CONFIG) });
    const again = await stepwright(['compile', 'features', '--cache-dir', cache, '--planner', 'rules'], { cwd: project, timeoutMs: 170_000 });
    expect(again.code, again.output).toBe(0);
    expect(Number(/^\d+ steps, (\d+) cached/m.exec(again.stdout)?.[1])).toBeGreaterThan(kept.length);
  }, 600_000);

  it('ends its sessions and Appium on Ctrl-C and exits as interrupted, not as a success', async () => {
    const project = join(root, 'interrupt');
    mkdirSync(join(project, 'features'), { recursive: true });
    copyFileSync(join(REPO, 'features/android/order.feature'), join(project, 'features/order.feature'));
    writeFiles(project, { 'stepwright.config.json': JSON.stringify(CONFIG) });
    const child = spawn(process.execPath, [BIN, 'compile', 'features', '--cache-dir', join(root, 'cache-interrupt'), '--planner', 'rules'],
      { cwd: project, env: childEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const started = new Promise<void>((resolve) => child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('compiled')) resolve();
    }));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('close', (code, signal) => resolve({ code, signal })));
    await started;
    const t = Date.now();
    child.kill('SIGINT');
    const end = await exited;
    expect(Date.now() - t).toBeLessThan(10_000);
    // Appium's own handler would have exited with 0; ours re-raises the signal after cleaning up
    expect(end.code === 130 || end.signal === 'SIGINT', JSON.stringify(end)).toBe(true);
  }, 600_000);

  it('doctor checks Appium and the driver for the configured automationName, and names the install command', async () => {
    const project = join(root, 'doctor');
    writeFiles(project, { 'stepwright.config.json': JSON.stringify(CONFIG) });
    const ok = await stepwright(['doctor'], { cwd: project });
    expect(ok.stdout).toMatch(/✓ Appium\s+appium 3\.\d+\.\d+, started in-process/);
    expect(ok.stdout).toMatch(/✓ Appium driver\s+stepwright-test-android-device 0\.0\.0 for StepwrightSimulatedDevice/);
    expect(ok.stdout).not.toContain('no base URL');
    writeFiles(project, { 'stepwright.config.json': JSON.stringify({ ...CONFIG, android: { ...CONFIG.android, automationName: 'Espresso' } }) });
    const missing = await stepwright(['doctor'], { cwd: project });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toMatch(/✗ Appium driver\s+none for automationName "Espresso" .* npm i -D appium appium-uiautomator2-driver/);
  });
});
