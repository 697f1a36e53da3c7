import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stableJson, writeFileAtomic } from './json.ts';
import { withFileLock } from './lock.ts';
import { mergeRecords } from './merge.ts';
import { CacheRecordError, readRecord, readRecordFile } from './record-file.ts';
import type { Binding, NotCompiled, StepRecord } from './schema.ts';

/** File name of an expression's record: readable, and unique through a short hash. */
export function recordName(expression: string): string {
  const slug = expression.toLowerCase().replace(/\{(\w*)\}/g, '$1').replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '').slice(0, 60).replace(/-$/, '');
  const hash = createHash('sha1').update(expression).digest('hex').slice(0, 6);
  return `${slug || 'step'}-${hash}`;
}

/** A record read in an earlier shape (cache/migrate.ts): its file and what changed. */
export interface OutdatedRecord {
  file: string;
  expression: string;
  changes: string[];
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

  /**
   * Every valid record by expression, the errors of the ones that are not valid, and the records
   * that are in an earlier shape on disk (read migrated; `upgrade` writes them back).
   */
  load(): { records: Map<string, StepRecord>; errors: CacheRecordError[]; outdated: OutdatedRecord[] } {
    const records = new Map<string, StepRecord>();
    const errors: CacheRecordError[] = [];
    const outdated: OutdatedRecord[] = [];
    if (!existsSync(this.recordsDir)) return { records, errors, outdated };
    for (const file of readdirSync(this.recordsDir).filter((f) => f.endsWith('.json')).sort()) {
      const path = join(this.recordsDir, file);
      try {
        const { record: rec, changes } = readRecord(path);
        if (`${recordName(rec.expression)}.json` !== file) {
          throw new CacheRecordError(path,
            `its expression "${rec.expression}" belongs in ${recordName(rec.expression)}.json`);
        }
        records.set(rec.expression, rec);
        if (changes.length) outdated.push({ file, expression: rec.expression, changes });
      } catch (e) {
        if (e instanceof CacheRecordError) errors.push(e);
        else throw e;
      }
    }
    return { records, errors, outdated };
  }

  /** Writes records read in an earlier shape back in the current one (under the lock, as write does). */
  upgrade(outdated: readonly OutdatedRecord[], records: ReadonlyMap<string, StepRecord>): void {
    for (const o of outdated) {
      const rec = records.get(o.expression);
      if (rec) this.write(rec);
    }
  }

  /**
   * Writes a record, merged with the one on disk under a lock: bindings another compile wrote
   * meanwhile are kept (merge.ts). Returns what was written.
   */
  write(record: StepRecord): StepRecord {
    const path = this.recordPath(record.expression);
    return withFileLock(path, () => {
      let disk: StepRecord | undefined;
      try {
        disk = existsSync(path) ? readRecordFile(path) : undefined;
      } catch (e) {
        if (!(e instanceof CacheRecordError)) throw e; // a broken file is replaced
      }
      const merged = disk ? mergeRecords(record, disk) : record;
      writeFileAtomic(path, stableJson(merged));
      return merged;
    });
  }

  /** Runs `work` (e.g. regenerating the step files from the records on disk) with the cache-wide lock. */
  exclusive<T>(work: () => T): T {
    return withFileLock(join(this.dir, '.steps'), work);
  }

  remove(expression: string): void {
    rmSync(this.recordPath(expression), { force: true });
  }
}

/** Adds or replaces the binding for the same arguments (or the generic one). */
export function withBinding(record: StepRecord, binding: Binding): StepRecord {
  const same = (b: Binding) => JSON.stringify(b.args) === JSON.stringify(binding.args)
    && platformOf(b) === platformOf(binding);
  const bindings = [...record.bindings.filter((b) => !same(b)), binding];
  const { notCompiled: _old, ...rest } = record;
  // a new binding answers the refusal for its own arguments only
  const notCompiled = (record.notCompiled ?? []).filter((n) => JSON.stringify(n.args) !== JSON.stringify(binding.args)
    || (n.here && n.source !== binding.provenance.source));
  record = notCompiled.length ? { ...rest, notCompiled } : rest;
  // specific bindings first, by their arguments, so the file order does not depend on compile order
  bindings.sort((a, b) => (a.args === null ? 1 : 0) - (b.args === null ? 1 : 0)
    || JSON.stringify(a.args).localeCompare(JSON.stringify(b.args)));
  return { ...record, bindings };
}

/** Records that compile could not compile the step for these arguments (replacing an older note). */
export function withRefusal(record: StepRecord, refusal: NotCompiled): StepRecord {
  const key = (n: NotCompiled): string => JSON.stringify([n.args, n.here ? n.source : null]);
  const notCompiled = [...(record.notCompiled ?? []).filter((n) => key(n) !== key(refusal)), refusal]
    .sort((a, b) => JSON.stringify(a.args).localeCompare(JSON.stringify(b.args)));
  return { ...record, notCompiled };
}

/** Why compile could not compile the step for these arguments (at that step, `at`: feature:line), if it could not. */
export function refusalFor(record: StepRecord, args: string[], at?: string): NotCompiled | undefined {
  const key = JSON.stringify(args);
  return record.notCompiled?.find((n) => JSON.stringify(n.args) === key && (!n.here || n.source === at));
}

/** Whether compile has seen this binding work for these arguments (always, for a per-value binding). */
export function verifiedFor(binding: Binding, args: string[]): boolean {
  if (binding.args !== null || !args.length) return true;
  const key = JSON.stringify(args);
  return (binding.verified ?? []).some((v) => JSON.stringify(v) === key);
}

/** The binding with these arguments added to the ones it has been checked with. */
export function withVerified(binding: Binding, args: string[]): Binding {
  if (verifiedFor(binding, args)) return binding;
  const verified = [...(binding.verified ?? []), args]
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return { ...binding, verified };
}

/** The platform a binding was compiled on (web unless it says). */
export const platformOf = (b: Binding): string => b.platform ?? 'web';

/**
 * The binding replay uses for these arguments on this platform: the exact one, else the generic
 * one. A sentence compiled for the web and for Android keeps one binding per platform.
 */
export function pickBinding(record: StepRecord, args: string[],
  platform: 'web' | 'android' = 'web'): Binding | undefined {
  const key = JSON.stringify(args);
  const mine = record.bindings.filter((b) => platformOf(b) === platform);
  return mine.find((b) => b.args !== null && JSON.stringify(b.args) === key) ?? mine.find((b) => b.args === null);
}
