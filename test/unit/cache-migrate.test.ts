// A cache an earlier Stepwright wrote still loads: a count check's selector, once called `css` (it
// holds an XPath on Android), is read as `selector`; compile writes such records back in the current
// shape and says so, and a record already current is neither reported nor rewritten.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COUNT_SELECTOR, migrationNote } from '../../src/cache/migrate.ts';
import { readRecordFile } from '../../src/cache/record-file.ts';
import { CacheStore, recordName } from '../../src/cache/store.ts';
import { removeDir, tempDir } from '../support/cli.ts';

const expression = 'the list should have {int} items';
const provenance = { source: 'features/a.feature:3', planner: 'rules', durationMs: 1, compiledAt: '2026-01-01T00:00:00.000Z' };

/** A record as Stepwright wrote it before the rename: the count selector under `css`. */
function oldRecord(): Record<string, unknown> {
  const count = (css: string) => ({ check: 'count', css, description: 'items', count: { param: 0 } });
  return {
    format: 1, keyword: 'Then', expression, parameterTypes: ['int'], feature: 'features/a.feature', argument: 'none',
    bindings: [{ args: ['2'], platform: 'android', provenance, actions: [
      { do: 'waitFor', until: count('//android.widget.ListView/android.widget.TextView') },
      { do: 'assert', expect: count('//android.widget.ListView/android.widget.TextView') },
    ] }],
  };
}

const current = {
  format: 1, keyword: 'Given', expression: 'I open the app', parameterTypes: [], feature: 'features/a.feature',
  argument: 'none', bindings: [{ args: [], provenance, actions: [{ do: 'navigate', url: { literal: '/' } }] }],
};

let dir: string | undefined;
afterEach(() => removeDir(dir));

/** A cache holding one current record (written by this version) and nothing else yet. */
function freshStore(): CacheStore {
  dir = tempDir('stepwright-migrate-');
  const store = new CacheStore(join(dir, 'step-cache'));
  store.write(current as never);
  return store;
}

describe('cache migration', () => {
  it('reads a count check\'s old "css" as "selector", at compile (load) and at replay (readRecordFile)', () => {
    const store = freshStore();
    const path = store.recordPath(expression);
    writeFileSync(path, JSON.stringify(oldRecord()));

    const { records, errors, outdated } = store.load();
    expect(errors).toEqual([]);
    expect(outdated).toEqual([{ file: `${recordName(expression)}.json`, expression, changes: [COUNT_SELECTOR] }]);
    const actions = records.get(expression)!.bindings[0]!.actions;
    expect(actions.map((a) => (a.do === 'waitFor' ? a.until : a.do === 'assert' ? a.expect : a)))
      .toEqual(Array(2).fill({ check: 'count', selector: '//android.widget.ListView/android.widget.TextView',
        description: 'items', count: { param: 0 } }));
    expect(readRecordFile(path).bindings[0]!.actions).toEqual(actions);
  });

  it('upgrade writes the record back in the current shape; the next load finds nothing outdated', () => {
    const store = freshStore();
    const before = readFileSync(store.recordPath('I open the app'), 'utf8');
    writeFileSync(store.recordPath(expression), JSON.stringify(oldRecord()));

    const first = store.load();
    store.upgrade(first.outdated, first.records);
    const onDisk = readFileSync(store.recordPath(expression), 'utf8');
    expect(onDisk).toContain('"selector": "//android.widget.ListView/android.widget.TextView"');
    expect(onDisk).not.toContain('"css"');
    expect(readFileSync(store.recordPath('I open the app'), 'utf8')).toBe(before);
    const again = store.load();
    expect(again.outdated).toEqual([]);
    expect(again.records.get(expression)).toEqual(first.records.get(expression));
  });

  it('a record that already has a selector is left alone, and an invalid one still names its file', () => {
    const both = oldRecord();
    const store = freshStore();
    const binding = (both.bindings as { actions: { until?: Record<string, unknown> }[] }[])[0]!;
    binding.actions[0]!.until!.selector = 'li';
    writeFileSync(store.recordPath(expression), JSON.stringify(both));
    const { errors, outdated } = store.load();
    expect(outdated.map((o) => o.expression)).toEqual([expression]); // the assert's check still had only css
    expect(errors).toEqual([]);

    writeFileSync(store.recordPath(expression), JSON.stringify({ ...oldRecord(), keyword: 'Whenever' }));
    expect(store.load().errors.map((e) => e.message)).toEqual([expect.stringContaining(`${recordName(expression)}.json: keyword`)]);
  });

  it('says what it rewrote, naming at most five files', () => {
    expect(migrationNote([{ file: 'a.json', changes: [COUNT_SELECTOR] }]))
      .toBe(`Updated 1 cache record to the current format (${COUNT_SELECTOR}): a.json`);
    const seven = Array.from({ length: 7 }, (_, i) => ({ file: `r${i}.json`, changes: [COUNT_SELECTOR] }));
    expect(migrationNote(seven)).toBe(`Updated 7 cache records to the current format (${COUNT_SELECTOR}): ` +
      'r0.json, r1.json, r2.json, r3.json, r4.json and 2 more');
  });
});
