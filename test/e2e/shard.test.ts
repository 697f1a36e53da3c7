// End-to-end: `stepwright run --shard i/n` over this repository's features (dry runs: no browser).
// The shards' union is the whole (tag-filtered) suite and no scenario runs twice.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, removeDir, stepwright, tempDir } from '../support/cli.ts';

const out = tempDir('stepwright-shard-');

/** `feature:line` of every scenario a dry run planned. */
async function scenarios(args: string[], name: string): Promise<string[]> {
  const file = join(out, `${name}.json`);
  const r = await stepwright(['run', '--dry-run', '--format', `json:${file}`, ...args], { cwd: REPO });
  expect(r.code, r.output).toBe(0);
  const features = JSON.parse(readFileSync(file, 'utf8')) as { uri: string; elements: { line: number }[] }[];
  return features.flatMap((f) => f.elements.map((e) => `${f.uri}:${e.line}`));
}

describe('--shard', () => {
  it('three shards: together exactly the suite, each scenario once; with --tags, the tagged suite', async () => {
    try {
      const whole = await scenarios([], 'whole');
      expect(whole.length).toBeGreaterThan(10);
      const shards = await Promise.all([1, 2, 3].map((i) => scenarios(['--shard', `${i}/3`], `s${i}`)));
      expect(shards.flat().sort()).toEqual([...whole].sort());
      expect(new Set(shards.flat()).size).toBe(whole.length);
      for (const s of shards) expect(s.length).toBeGreaterThanOrEqual(Math.floor(whole.length / 3));

      const smoke = await scenarios(['--tags', '@smoke'], 'smoke');
      expect(smoke.length).toBeGreaterThan(0);
      expect(smoke.length).toBeLessThan(whole.length);
      const smokeShards = await Promise.all([1, 2].map((i) => scenarios(['--tags', '@smoke', '--shard', `${i}/2`], `smoke${i}`)));
      expect(smokeShards.flat().sort()).toEqual([...smoke].sort());
    } finally {
      removeDir(out);
    }
  });

  it('a malformed shard is a clear error', async () => {
    const r = await stepwright(['run', '--dry-run', '--shard', '4/3'], { cwd: REPO });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--shard needs i/n with 1 ≤ i ≤ n, e.g. --shard 2/4 (got "4/3").');
  });
});
