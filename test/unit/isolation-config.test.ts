// Isolation is read once into the resolved config: default "context" < config file < STEPWRIGHT_ISOLATION < flag.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/config.ts';
import { replayParameters } from '../../src/config/replay-parameters.ts';
import { removeDir, tempDir, writeFiles } from '../support/cli.ts';

const dir = tempDir('stepwright-isolation-');
afterAll(() => removeDir(dir));

describe('isolation setting', () => {
  it('defaults to context; the config file, the environment and the flag override it in that order', () => {
    expect(resolveConfig('/nonexistent-dir', {}, {}).isolation).toBe('context');
    writeFiles(dir, { 'stepwright.config.json': JSON.stringify({ baseUrl: 'http://127.0.0.1:9', isolation: 'reuse' }) });
    const file = resolveConfig(dir, {}, {});
    expect(file.isolation).toBe('reuse');
    expect(replayParameters(file, 'http://127.0.0.1:9').isolation).toBe('reuse');
    expect(resolveConfig(dir, {}, { STEPWRIGHT_ISOLATION: 'fresh' }).isolation).toBe('fresh');
    expect(resolveConfig(dir, { isolation: 'reuse' }, { STEPWRIGHT_ISOLATION: 'fresh' }).isolation).toBe('reuse');
  });

  it('an unknown value is a clear error', () => {
    expect(() => resolveConfig(dir, {}, { STEPWRIGHT_ISOLATION: 'shared' })).toThrow('STEPWRIGHT_ISOLATION="shared" is not one of: context, fresh, reuse.');
    writeFiles(join(dir, 'bad'), { 'stepwright.config.json': JSON.stringify({ isolation: 'shared' }) });
    expect(() => resolveConfig(join(dir, 'bad'), {}, {})).toThrow(/isolation: Invalid option/);
  });
});
