import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_FORMAT, type Binding, type StepRecord } from '../../src/cache/schema.ts';
import { CacheStore, pickBinding, withBinding } from '../../src/cache/store.ts';
import { stableJson } from '../../src/cache/json.ts';
import { readRecordFile } from '../../src/cache/record-file.ts';

const provenance = { source: 'features/a.feature:3', planner: 'rules' as const, durationMs: 12, compiledAt: '2026-11-22T00:00:00.000Z' };
const binding = (args: string[] | null, url = '/login'): Binding => ({ args, actions: [{ do: 'navigate', url: args ? { literal: url } : { param: 0 } }], provenance });
const record = (bindings: Binding[]): StepRecord => ({
  format: CACHE_FORMAT, keyword: 'Given', expression: 'I open {string}', parameterTypes: ['string'],
  feature: 'features/a.feature', argument: 'none', bindings,
});

describe('cache store', () => {
  it('writes records with a stable key order, whatever order the object was built in', () => {
    const a = record([binding(null)]);
    const shuffled = Object.fromEntries(Object.entries(a).reverse());
    expect(stableJson(shuffled)).toBe(stableJson(a));
    expect(Object.keys(JSON.parse(stableJson(shuffled)))).toEqual(['format', 'keyword', 'expression', 'parameterTypes', 'argument', 'feature', 'bindings']);
  });

  it('keeps commas inside values as they are (regression: "Welcome, Alice" gained a space per write)', () => {
    const a = record([binding(['Welcome, Alice'])]);
    const once = stableJson(a);
    expect(JSON.parse(once).bindings[0].args).toEqual(['Welcome, Alice']);
    expect(stableJson(JSON.parse(once))).toBe(once);
  });

  it('round-trips records and leaves no temporary files behind', () => {
    const store = new CacheStore(mkdtempSync(join(tmpdir(), 'sw-cache-')));
    store.write(record([binding(null)]));
    const { records, errors } = store.load();
    expect(errors).toEqual([]);
    expect(records.get('I open {string}')?.bindings).toHaveLength(1);
    expect(readdirSync(store.recordsDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('names the file of a corrupt or hand-broken record and keeps loading the others', () => {
    const store = new CacheStore(mkdtempSync(join(tmpdir(), 'sw-cache-')));
    store.write(record([binding(null)]));
    const path = store.recordPath('I open {string}');
    const broken = JSON.parse(readFileSync(path, 'utf8'));
    broken.bindings[0].actions[0].do = 'teleport';
    writeFileSync(path, JSON.stringify(broken));
    writeFileSync(join(store.recordsDir, 'half-written.json'), '{"format": 1, "keyw');
    const { records, errors } = store.load();
    expect(records.size).toBe(0);
    expect(errors.map((e) => e.path).sort()).toEqual([join(store.recordsDir, 'half-written.json'), path].sort());
    expect(() => readRecordFile(path)).toThrow(path);
    expect(errors.find((e) => e.path === path)?.message).toMatch(/bindings\.0\.actions\.0.*stepwright compile/s);
  });

  it('prefers the binding for the exact arguments, then the generic one', () => {
    let r = record([binding(null)]);
    r = withBinding(r, binding(['/special'], '/special-page'));
    expect(pickBinding(r, ['/special'])?.args).toEqual(['/special']);
    expect(pickBinding(r, ['/other'])?.args).toBeNull();
    expect(pickBinding(record([binding(['/a'])]), ['/b'])).toBeUndefined();
    // replacing a binding for the same arguments does not duplicate it
    expect(withBinding(r, binding(['/special'], '/x')).bindings).toHaveLength(2);
  });
});
