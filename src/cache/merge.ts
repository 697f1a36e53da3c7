// Merge-on-write for cache records: a compile writes what it knows, the record on disk may hold
// bindings another compile (or worker) wrote meanwhile. Nothing either side compiled is lost.
import type { Binding, StepRecord } from './schema.ts';

type WithArgs = { args: string[] | null };
const key = (x: WithArgs): string => JSON.stringify(x.args);

/** Entries of `ours`, plus those of `theirs` for arguments `ours` does not have and `skip` does not exclude. */
function union<T extends WithArgs>(ours: T[], theirs: T[], skip: Set<string> = new Set()): T[] {
  const have = new Set(ours.map(key));
  return [...ours, ...theirs.filter((t) => !have.has(key(t)) && !skip.has(key(t)))];
}

/** Specific bindings first, by their arguments, generic last: the file order never depends on who wrote first. */
export function sortBindings<T extends WithArgs>(bindings: T[]): T[] {
  return [...bindings].sort((a, b) => (a.args === null ? 1 : 0) - (b.args === null ? 1 : 0)
    || key(a).localeCompare(key(b)));
}

/**
 * `ours` merged with the record already on disk: bindings (and notes about arguments that did not
 * compile, when the format has them) are united per argument list, ours winning for the same
 * arguments; the record keeps the feature that first defined it. Incompatible records (another
 * argument kind or parameter types): ours.
 */
export function mergeRecords(ours: StepRecord, disk: StepRecord): StepRecord {
  if (disk.argument !== ours.argument
    || JSON.stringify(disk.parameterTypes) !== JSON.stringify(ours.parameterTypes)) return ours;
  const merged: StepRecord = { ...ours, feature: disk.feature,
    bindings: sortBindings(union<Binding>(ours.bindings, disk.bindings)) };
  // notes of arguments that did not compile (newer cache formats): a binding for the same arguments answers them
  const notes = (r: StepRecord) => (r as StepRecord & { notCompiled?: WithArgs[] }).notCompiled ?? [];
  const allNotes = union(notes(ours), notes(disk), new Set(ours.bindings.map(key)));
  if (allNotes.length) Object.assign(merged,
    { notCompiled: [...allNotes].sort((a, b) => key(a).localeCompare(key(b))) });
  return merged;
}
