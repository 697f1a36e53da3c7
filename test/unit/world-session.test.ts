// A scenario's session picks its app driver by platform and asks for Android settings only when
// the scenario runs on Android (regression: a web replay without them failed with an Android error).
import { describe, expect, it } from 'vitest';
import { StepwrightSession, stepwright, setUpReplay, type ReplayParameters } from '../../src/runtime/world-session.ts';

const parameters: ReplayParameters = {
  browser: { headed: false, chromium: '/nonexistent/chromium', chromedriver: '/nonexistent/chromedriver', windowSize: { width: 800, height: 600 },
    browserName: 'chrome', args: [], capabilities: {} },
  runtime: { timeoutMs: 1000, waitTimeoutMs: 1000, identityThreshold: 0.6, baseUrl: 'http://127.0.0.1:9' },
  artifactsDir: '/tmp/sw-session-test',
};

describe('StepwrightSession', () => {
  it('starts the web driver for untagged scenarios, without needing Android settings', async () => {
    const s = new StepwrightSession(parameters, [{ name: '@smoke' }]);
    expect(s.platform).toBe('web');
    await expect(s.app()).rejects.toThrow(/Chromium not found at \/nonexistent\/chromium/);
  });

  it('runs @android scenarios on Android and says so when the replay has no Android settings', async () => {
    const s = new StepwrightSession(parameters, [{ name: '@android' }]);
    expect(s.platform).toBe('android');
    await expect(s.app()).rejects.toThrow(/runs on Android, but the replay was started without Android settings/);
    expect(new StepwrightSession({ ...parameters, platform: 'android' }).platform).toBe('android');
  });

  it('takes its settings from the world parameter, else from what stepwright/support sets up, else says what to load', () => {
    expect(() => stepwright({})).toThrow(/Stepwright's support code is not loaded: add require.resolve\('stepwright\/support'\)/);
    const given = stepwright({ parameters: { stepwright: parameters } });
    expect(given.parameters).toBe(parameters);
    expect(() => given.options).toThrow(/support code is not loaded/);
    const fromConfig = { ...parameters, artifactsDir: '/tmp/sw-from-config' };
    setUpReplay({ parameters: () => fromConfig, env: { DEMO_PASSWORD: 'from the config' } });
    expect(stepwright({}).parameters).toBe(fromConfig);
    // step values read the environment the config read, not the process's own
    expect(given.options.env).toEqual({ DEMO_PASSWORD: 'from the config' });
  });
});
