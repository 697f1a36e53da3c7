import { readFileSync } from 'node:fs';
import { migrateRecord } from './migrate.ts';
import { StepRecord } from './schema.ts';

/** A cache record that cannot be used: the message names the file and what is wrong with it. */
export class CacheRecordError extends Error {
  constructor(readonly path: string, detail: string) {
    super(`Invalid cache record ${path}: ${detail}. Run "npx stepwright compile" to rediscover it.`);
    this.name = 'CacheRecordError';
  }
}

function describeIssues(err: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return err.issues.slice(0, 3).map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ');
}

/**
 * Reads, migrates (migrate.ts) and validates one record. Shared by replay and compile, so both accept
 * and reject the same files; `changes` says what an earlier shape on disk needed.
 */
export function readRecord(path: string): { record: StepRecord; changes: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new CacheRecordError(path, (e as Error).message);
  }
  const { record, changes } = migrateRecord(raw);
  const parsed = StepRecord.safeParse(record);
  if (!parsed.success) throw new CacheRecordError(path, describeIssues(parsed.error));
  return { record: parsed.data, changes };
}

export function readRecordFile(path: string): StepRecord {
  return readRecord(path).record;
}
