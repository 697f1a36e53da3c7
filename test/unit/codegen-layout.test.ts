// The generated step files' layout: one file per group, byte-identical from the same records in any
// order, no expression defined twice, and an old per-feature layout folded in with hand-written files kept.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StepRecord } from '../../src/cache/schema.ts';
import { CacheStore } from '../../src/cache/store.ts';
import { StepFileClashError, writeStepFiles } from '../../src/codegen/write-steps.ts';
import { REPO, removeDir, tempDir } from '../support/cli.ts';

const { records } = new CacheStore(join(REPO, 'step-cache')).load();
const all = [...records.values()];
const root = tempDir('stepwright-layout-');
afterAll(() => removeDir(root));

const HANDWRITTEN = "// our own steps\nimport { Then } from '@cucumber/cucumber';\nThen('the team is happy', function () {});\n";
const GROUPS = ['checks.steps.mjs', 'forms.steps.mjs', 'interaction.steps.mjs', 'navigation.steps.mjs'];

/** File name → content. */
const contents = (dir: string): Record<string, string> =>
  Object.fromEntries(readdirSync(dir).sort().map((f) => [f, readFileSync(join(dir, f), 'utf8')]));

/** A deterministic shuffle: the same records, compiled (and so listed) in another order. */
const shuffled = (rs: StepRecord[], seed: number): StepRecord[] =>
  rs.map((r, i) => ({ r, k: (i * 7919 + seed * 104729) % 1009 })).sort((a, b) => a.k - b.k).map((x) => x.r);

describe('writeStepFiles', () => {
  it('one file per group; the same records in any order give byte-identical files, and a rerun writes nothing', () => {
    const a = join(root, 'a');
    const b = join(root, 'b');
    expect(writeStepFiles(a, all).files).toEqual(GROUPS);
    writeStepFiles(b, shuffled(all, 3).map((r) => ({ ...r, bindings: [...r.bindings] })));
    expect(contents(b)).toEqual(contents(a));
    expect(writeStepFiles(a, shuffled(all, 5))).toMatchObject({ written: [], removed: [] });
  });

  it('never defines an expression twice across the files (cucumber would call the step ambiguous)', () => {
    const dir = join(root, 'unique');
    writeStepFiles(dir, all);
    const defined = readdirSync(dir).flatMap((f) =>
      [...readFileSync(join(dir, f), 'utf8').matchAll(/^(?:Given|When|Then)\((".*?"), async/gm)].map((m) => JSON.parse(m[1]!) as string));
    expect(defined).toHaveLength(all.length);
    expect(new Set(defined).size).toBe(all.length);
  });

  it('folds an old per-feature layout into the groups: old generated files gone, hand-written kept, said once', () => {
    const dir = join(root, 'old');
    cpSync(join(REPO, 'test/fixtures/old-layout/step-cache/steps'), dir, { recursive: true });
    writeFileSync(join(dir, 'team.steps.mjs'), HANDWRITTEN);
    const old = new CacheStore(join(REPO, 'test/fixtures/old-layout/step-cache')).load().records.values();
    const first = writeStepFiles(dir, old);
    expect(first.regrouped).toBe('Regrouped 2 generated step files into 4: checks.steps.mjs, forms.steps.mjs, interaction.steps.mjs, navigation.steps.mjs (steps are grouped by what they do; hand-written files untouched)');
    expect(first.removed.map((f) => f.slice(dir.length + 1)).sort()).toEqual(['features-remember.steps.mjs', 'features-sign-in.steps.mjs']);
    expect(readdirSync(dir).sort()).toEqual([...GROUPS, 'team.steps.mjs'].sort());
    expect(readFileSync(join(dir, 'team.steps.mjs'), 'utf8')).toBe(HANDWRITTEN);
    const again = writeStepFiles(dir, new CacheStore(join(REPO, 'test/fixtures/old-layout/step-cache')).load().records.values());
    expect(again.regrouped).toBeUndefined();
  });

  it('switching language replaces the files without calling it a regrouping', () => {
    const dir = join(root, 'lang');
    writeStepFiles(dir, all);
    const ts = writeStepFiles(dir, all, 'ts');
    expect(ts.removed).toHaveLength(GROUPS.length);
    expect(ts.regrouped).toBeUndefined();
    expect(readdirSync(dir).sort()).toEqual(GROUPS.map((f) => f.replace('.mjs', '.mts')));
  });

  it('a hand-written file where a group file goes is never overwritten: a clear error instead', () => {
    const dir = join(root, 'clash');
    writeStepFiles(dir, all);
    writeFileSync(join(dir, 'forms.steps.mjs'), HANDWRITTEN);
    expect(() => writeStepFiles(dir, all)).toThrow(StepFileClashError);
    expect(readFileSync(join(dir, 'forms.steps.mjs'), 'utf8')).toBe(HANDWRITTEN);
    expect(existsSync(join(dir, 'checks.steps.mjs'))).toBe(true);
  });
});
