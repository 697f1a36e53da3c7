// Merge-on-write: what a record becomes when a compile writes it over one another compile wrote.
import { describe, expect, it } from 'vitest';
import { mergeRecords } from '../../src/cache/merge.ts';
import { CACHE_FORMAT, type Binding, type StepRecord } from '../../src/cache/schema.ts';

const b = (args: string[] | null, url: string): Binding => ({
  args, actions: [{ do: 'navigate', url: { literal: url } }],
  provenance: { source: 'features/a.feature:3', planner: 'rules', durationMs: 1, compiledAt: '2026-01-01T00:00:00.000Z' },
});
const rec = (feature: string, bindings: Binding[], extra: Partial<StepRecord> = {}): StepRecord => ({
  format: CACHE_FORMAT, keyword: 'Given', expression: 'I open {string}', parameterTypes: ['string'], feature, argument: 'none', bindings, ...extra,
});
const urls = (r: StepRecord) => r.bindings.map((x) => `${JSON.stringify(x.args)}=${(x.actions[0] as { url: { literal: string } }).url.literal}`);

describe('mergeRecords', () => {
  it('keeps the bindings of both, ours for the same arguments, specific before generic, and the first feature', () => {
    const disk = rec('features/first.feature', [b(['x'], '/disk-x'), b(null, '/disk-generic')]);
    const ours = rec('features/second.feature', [b(['x'], '/our-x'), b(['a'], '/our-a')]);
    const merged = mergeRecords(ours, disk);
    expect(urls(merged)).toEqual(['["a"]=/our-a', '["x"]=/our-x', 'null=/disk-generic']);
    expect(merged.feature).toBe('features/first.feature');
  });

  it('an incompatible record on disk (other parameter types or argument kind) is replaced by ours', () => {
    const disk = rec('features/a.feature', [b(['1'], '/disk')], { parameterTypes: ['int'] });
    const ours = rec('features/b.feature', [b(['x'], '/ours')]);
    expect(mergeRecords(ours, disk)).toEqual(ours);
  });

  it('notes about arguments that did not compile are united too, except those one of our bindings answers', () => {
    type Noted = StepRecord & { notCompiled: { args: string[]; reason: string }[] };
    const disk = { ...rec('f', [b(null, '/g')]), notCompiled: [{ args: ['p'], reason: 'unsure' }, { args: ['q'], reason: 'defect' }] } as Noted;
    const ours = rec('f', [b(['q'], '/q')]);
    expect((mergeRecords(ours, disk) as Noted).notCompiled).toEqual([{ args: ['p'], reason: 'unsure' }]);
  });
});
