// The composition a team's World relies on: stepwright(world) gives each World instance its own
// session, settings from the world parameter `stepwright` when given, else from the config file.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { existingSession, stepwright, type ReplayParameters } from '../../src/runtime/session.ts';

const params = (baseUrl: string): ReplayParameters => ({
  browser: { headed: false, chromium: '/usr/bin/chromium', chromedriver: '/usr/bin/chromedriver', windowSize: { width: 800, height: 600 } },
  runtime: { timeoutMs: 1000, waitTimeoutMs: 2000, identityThreshold: 0.6, baseUrl },
  artifactsDir: '/tmp/x',
});

describe('stepwright(world)', () => {
  it('one session per World instance, whatever the class; none until asked for', () => {
    class TeamWorld { parameters = { stepwright: params('http://127.0.0.1:1') }; }
    const a = new TeamWorld();
    const b = new TeamWorld();
    expect(existingSession(a)).toBeUndefined();
    const s = stepwright(a);
    expect(stepwright(a)).toBe(s);
    expect(existingSession(a)).toBe(s);
    expect(stepwright(b)).not.toBe(s);
    expect(s.hasApp).toBe(false);
    expect(s.options.baseUrl).toBe('http://127.0.0.1:1');
    expect(s.options.env).toBe(process.env);
  });

  it('without the world parameter, reads stepwright.config.json from the working directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sw-session-'));
    writeFileSync(join(dir, 'stepwright.config.json'), JSON.stringify({ baseUrl: 'http://127.0.0.1:4321', timeouts: { stepMs: 777 } }));
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const s = stepwright({ parameters: { team: 'x' } });
      expect(s.options.baseUrl).toBe('http://127.0.0.1:4321');
      expect(s.options.timeoutMs).toBe(777);
      expect(s.parameters.artifactsDir).toBe(join(dir, '.stepwright/reports/replay'));
    } finally {
      process.chdir(cwd);
    }
  });
});
