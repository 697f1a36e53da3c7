import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stableJson, writeFileAtomic } from './json.ts';
import { CacheRecordError, readRecordFile } from './record-file.ts';
import type { Binding, StepRecord } from './schema.ts';

/** File name of an expression's record: readable, and unique through a short hash. */
export function recordName(expression: string): string {
  const slug = expression.toLowerCase().replace(/\{(\w*)\}/g, '$1').replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '').slice(0, 60).replace(/-$/, '');
  const hash = createHash('sha1').update(expression).digest('hex').slice(0, 6);
  return `${slug || 'step'}-${hash}`;
}

/**
 * `step-cache/`: `records/*.json` (one per step expression, the reviewable data) and `steps/*.ts`
 * (generated step definitions that point at the records).
 */
export class CacheStore {
  readonly recordsDir: string;
  readonly stepsDir: string;

  constructor(readonly dir: string) {
    this.recordsDir = join(dir, 'records');
    this.stepsDir = join(dir, 'steps');
  }

  recordPath(expression: string): string {
    return join(this.recordsDir, `${recordName(expression)}.json`);
  }

  /** Every valid record by expression, and the errors of the ones that are not valid. */
  load(): { records: Map<string, StepRecord>; errors: CacheRecordError[] } {
    const records = new Map<string, StepRecord>();
    const errors: CacheRecordError[] = [];
    if (!existsSync(this.recordsDir)) return { records, errors };
    for (const file of readdirSync(this.recordsDir).filter((f) => f.endsWith('.json')).sort()) {
      const path = join(this.recordsDir, file);
      try {
        const rec = readRecordFile(path);
        if (`${recordName(rec.expression)}.json` !== file) {
          throw new CacheRecordError(path, `its expression "${rec.expression}" belongs in ${recordName(rec.expression)}.json`);
        }
        records.set(rec.expression, rec);
      } catch (e) {
        if (e instanceof CacheRecordError) errors.push(e);
        else throw e;
      }
    }
    return { records, errors };
  }

  write(record: StepRecord): void {
    writeFileAtomic(this.recordPath(record.expression), stableJson(record));
  }

  remove(expression: string): void {
    rmSync(this.recordPath(expression), { force: true });
  }
}

/** Adds or replaces the binding for the same arguments (or the generic one). */
export function withBinding(record: StepRecord, binding: Binding): StepRecord {
  const same = (b: Binding) => JSON.stringify(b.args) === JSON.stringify(binding.args) && platformOf(b) === platformOf(binding);
  const bindings = [...record.bindings.filter((b) => !same(b)), binding];
  // specific bindings first, by their arguments, so the file order does not depend on compile order
  bindings.sort((a, b) => (a.args === null ? 1 : 0) - (b.args === null ? 1 : 0)
    || JSON.stringify(a.args).localeCompare(JSON.stringify(b.args)));
  return { ...record, bindings };
}

const platformOf = (b: Binding): string => b.platform ?? 'web';

/**
 * The binding replay uses for these arguments on this platform: the exact one, else the generic
 * one. A sentence compiled for the web and for Android keeps one binding per platform.
 */
export function pickBinding(record: StepRecord, args: string[], platform: 'web' | 'android' = 'web'): Binding | undefined {
  const key = JSON.stringify(args);
  const mine = record.bindings.filter((b) => platformOf(b) === platform);
  return mine.find((b) => b.args !== null && JSON.stringify(b.args) === key) ?? mine.find((b) => b.args === null);
}
