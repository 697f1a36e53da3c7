// --shard i/n: a deterministic partition of the scenarios.
import { describe, expect, it } from 'vitest';
import { parseShard, shardScenarios, type PlannedScenario } from '../../src/cli/shard.ts';

const plan: PlannedScenario[] = ['b.feature', 'a.feature', 'c/d.feature'].flatMap((uri, f) =>
  Array.from({ length: 3 + f * 2 }, (_, i) => ({ uri, location: { line: 3 + i * 7 } })));

describe('shardScenarios', () => {
  for (const total of [1, 2, 3, 4, 7, 20]) {
    it(`${total} shard(s): union is the suite, no scenario twice, sizes differ by at most one`, () => {
      const shards = Array.from({ length: total }, (_, i) => shardScenarios(plan, { index: i + 1, total }));
      const all = shards.flat();
      expect(all).toHaveLength(plan.length);
      expect(new Set(all).size).toBe(plan.length);
      expect(new Set(all)).toEqual(new Set(plan.map((p) => `${p.uri}:${p.location.line}`)));
      const sizes = shards.map((s) => s.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    });
  }

  it('does not depend on the order cucumber planned the scenarios in (e.g. --order random)', () => {
    const shuffled = [...plan].reverse().sort((a, b) => (a.location.line * 13) % 5 - (b.location.line * 13) % 5);
    for (const index of [1, 2, 3]) {
      expect(shardScenarios(shuffled, { index, total: 3 })).toEqual(shardScenarios(plan, { index, total: 3 }));
    }
  });

  it('sorts lines as numbers within a file', () => {
    const p = [10, 9, 100].map((line) => ({ uri: 'x.feature', location: { line } }));
    expect(shardScenarios(p, { index: 1, total: 1 })).toEqual(['x.feature:9', 'x.feature:10', 'x.feature:100']);
  });
});

describe('parseShard', () => {
  it('reads i/n and refuses anything else with the expected form', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, total: 4 });
    for (const bad of ['0/2', '3/2', '1/0', '2', 'a/b', '1/2/3']) expect(() => parseShard(bad), bad).toThrow(/--shard needs i\/n/);
  });
});
