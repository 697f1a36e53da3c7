import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory } from '../../demo/static-server.js';
import { REPO, removeDir, stepwright, tempDir } from '../support/cli.ts';

// The third-party TodoMVC app from the `todomvc` npm package: compiled once against one
// implementation, replayed unchanged against another.
const EXAMPLES = join(REPO, 'node_modules/todomvc/examples');
let vanilla: { url: string; close(): Promise<void> };
let backbone: { url: string; close(): Promise<void> };
let root: string;

beforeAll(async () => {
  vanilla = await serveDirectory(join(EXAMPLES, 'vanillajs'));
  backbone = await serveDirectory(join(EXAMPLES, 'backbone'));
  root = tempDir('stepwright-todomvc-');
  cpSync(join(REPO, 'examples/todomvc/features'), join(root, 'features'), { recursive: true });
});
afterAll(async () => {
  await vanilla.close();
  await backbone.close();
  removeDir(root);
});

describe('TodoMVC (third-party)', () => {
  it('compiles every step with the rule planner against vanillajs and replays against vanillajs and backbone', async () => {
    const cache = join(root, 'cache');
    const compiled = await stepwright(['compile', 'features', '--base-url', vanilla.url, '--cache-dir', cache, '--planner', 'rules'], { cwd: root });
    expect(compiled.code, compiled.output).toBe(0);
    expect(compiled.stdout).toMatch(/^34 steps, \d+ cached, \d+ compiled by rules$/m);
    for (const app of [vanilla, backbone]) {
      const run = await stepwright(['run', 'features', '--base-url', app.url, '--cache-dir', cache], { cwd: root });
      expect(run.code, run.output).toBe(0);
      expect(run.stdout).toContain('3 scenarios (3 passed)');
    }
  });
});
