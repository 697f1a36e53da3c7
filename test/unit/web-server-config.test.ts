// The config's webServer: reuseExistingServer defaults off when CI is set, and a --base-url on the
// command line means the app is already running (no webServer to start).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/config.ts';

function configWith(webServer: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'stepwright-ws-'));
  writeFileSync(join(dir, 'stepwright.config.json'), JSON.stringify({ webServer }));
  return dir;
}

const SERVER = { command: 'node app.js', url: 'http://127.0.0.1:4173/login' };

describe('webServer settings', () => {
  it('reuses an existing server by default, except when CI is set', () => {
    const dir = configWith(SERVER);
    expect(resolveConfig(dir, {}, {}).webServer?.reuseExistingServer).toBe(true);
    expect(resolveConfig(dir, {}, { CI: 'true' }).webServer?.reuseExistingServer).toBe(false);
    expect(resolveConfig(dir, {}, { CI: '1' }).webServer?.reuseExistingServer).toBe(false);
    expect(resolveConfig(dir, {}, { CI: 'false' }).webServer?.reuseExistingServer).toBe(true);
    expect(resolveConfig(dir, {}, { CI: '' }).webServer?.reuseExistingServer).toBe(true);
  });

  it('an explicit reuseExistingServer wins over CI', () => {
    const reuse = (explicit: boolean, env: NodeJS.ProcessEnv) =>
      resolveConfig(configWith({ ...SERVER, reuseExistingServer: explicit }), {}, env).webServer?.reuseExistingServer;
    expect(reuse(true, { CI: '1' })).toBe(true);
    expect(reuse(false, {})).toBe(false);
  });

  it('--base-url leaves no webServer to start; the environment\'s base URL does not', () => {
    const dir = configWith(SERVER);
    const flagged = resolveConfig(dir, { baseUrl: 'http://127.0.0.1:9000' }, {});
    expect(flagged.webServer).toBeUndefined();
    expect(flagged.baseUrl).toBe('http://127.0.0.1:9000');
    expect(resolveConfig(dir, {}, { STEPWRIGHT_BASE_URL: 'http://127.0.0.1:9000' }).webServer?.command).toBe('node app.js');
    expect(resolveConfig(dir, {}, {}).baseUrl).toBe(SERVER.url);
  });
});
