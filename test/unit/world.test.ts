// The replay World picks its app driver by platform and asks for Android settings only when a
// scenario runs on Android (regression: a web replay without them failed with an Android error).
import { describe, expect, it } from 'vitest';
import { StepwrightWorld, type ReplayParameters } from '../../src/runtime/world.ts';

const parameters: ReplayParameters = {
  browser: { headed: false, chromium: '/nonexistent/chromium', chromedriver: '/nonexistent/chromedriver', windowSize: { width: 800, height: 600 } },
  runtime: { timeoutMs: 1000, waitTimeoutMs: 1000, identityThreshold: 0.6, baseUrl: 'http://127.0.0.1:9' },
  artifactsDir: '/tmp/sw-world-test',
};
const world = (p: ReplayParameters) => new StepwrightWorld({ parameters: p, attach: (() => undefined) as never, log: () => undefined, link: () => undefined });

describe('StepwrightWorld', () => {
  it('starts the web driver for untagged scenarios, without needing Android settings', async () => {
    const w = world(parameters);
    w.useTags([{ name: '@smoke' }]);
    expect(w.platform).toBe('web');
    await expect(w.app()).rejects.toThrow(/Chromium not found at \/nonexistent\/chromium/);
  });

  it('runs @android scenarios on Android and says so when the replay has no Android settings', async () => {
    const w = world(parameters);
    w.useTags([{ name: '@android' }]);
    expect(w.platform).toBe('android');
    await expect(w.app()).rejects.toThrow(/runs on Android, but the replay was started without Android settings/);
    expect(world({ ...parameters, platform: 'android' }).platform).toBe('android');
  });
});
