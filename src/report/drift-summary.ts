// The drift gate's verdict at the end of `stepwright run`: one line per failed step (what kind of
// failure, the recorded element and the best candidate now) and the exact command that heals the
// drift. Possible defects are listed apart: heal does not touch them.
import { relative } from 'node:path';
import type { DriftEntry, DriftLog } from '../runtime/drift.ts';
import { table } from './console.ts';

const cut = (s: string, n: number): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function change(e: DriftEntry): string {
  if (e.kind === 'intercepted') return `covered by ${cut(e.obstruction ?? 'another element', 60)}`;
  if (!e.drift) return `possible defect: ${cut(e.message, 80)}`;
  // the element is there; what it did is what changed
  if (e.effect) return cut(`${e.effect.recorded} → ${e.effect.observed}`, 100);
  const best = e.candidates[0];
  const old = e.oldLocator?.description ?? '?';
  return best ? `${old} → ${best.description} ${best.score.toFixed(2)} (${best.locator})` : `${old} → nothing like it on the page`;
}

/** A drift file with lines that are not JSON: said, not silently dropped. */
function unreadableLine(log: DriftLog, driftFile: string, cwd: string): string[] {
  if (!log.unreadable) return [];
  return [`${log.unreadable} unreadable line${log.unreadable === 1 ? '' : 's'} in ${relative(cwd, driftFile)} ` +
    '(written by a process that was killed mid-line?): the failures they held are not listed.'];
}

/** The summary, or undefined when no step failed and the drift file read cleanly. */
export function formatDriftSummary(log: DriftLog, driftFile: string, cwd: string): string | undefined {
  const { entries } = log;
  if (!entries.length) return log.unreadable ? unreadableLine(log, driftFile, cwd).join('\n') : undefined;
  const rows = entries.map((e) => [e.location, e.label.replace(/ \(.*\)$/, ''), cut(e.step, 50), change(e)]);
  const drifted = [...new Set(entries.filter((e) => e.drift && e.location).map((e) => e.location))];
  const defects = entries.filter((e) => !e.drift);
  const lines = [`Replay failures: ${entries.length} step${entries.length === 1 ? '' : 's'} (details and screenshots: ${relative(cwd, driftFile)})`,
    table([['Where', 'Kind', 'Step', 'Recorded → now'], ...rows]), ...unreadableLine(log, driftFile, cwd)];
  const builds = entries.filter((e) => e.compiledFor && e.appBuild && e.compiledFor !== e.appBuild);
  if (builds.length) lines.push(`${builds.length} failed step${builds.length === 1 ? ' was' : 's were'} compiled against another app build (${[...new Set(builds.map((e) => e.compiledFor))].join(', ')}).`);
  if (drifted.length) {
    lines.push('', `The UI changed under ${drifted.length} step${drifted.length === 1 ? '' : 's'}. Run never heals; review and repair with:`,
      `  npx stepwright heal ${drifted.join(' ')}`, 'Add --dry-run to see the repairs without writing them.');
  }
  if (defects.length) {
    lines.push('', `${defects.length} possible defect${defects.length === 1 ? '' : 's'} (an action had no effect or an expectation failed): ` +
      'not UI drift, so heal reports them and changes nothing.');
  }
  return lines.join('\n');
}
