import { readFileSync } from 'node:fs';
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

/** Reads and validates one record. Shared by replay and compile, so both reject the same files. */
export function readRecordFile(path: string): StepRecord {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new CacheRecordError(path, (e as Error).message);
  }
  const parsed = StepRecord.safeParse(raw);
  if (!parsed.success) throw new CacheRecordError(path, describeIssues(parsed.error));
  return parsed.data;
}
