// What bench:heal prints for the upgrade cases: one block per case (what the release changes, every step that
// did not simply replay and why), then one table with the targets — false heals 0, false defects 0 — met or not.
import type { UpgradeResult } from './upgrade-measure.ts';

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sc = (r: { passed: number; total: number }) => `${r.passed}/${r.total}`;

export function upgradeBlock(r: UpgradeResult): string {
  const lines = [`  what changes: ${r.changes}`];
  const list = (title: string, items: string[]) => { if (items.length) lines.push(`  ${title}:`, ...items.map((i) => `    ${i}`)); };
  list('left out (not meaningful on the old version)', r.leftOut);
  list('not compiled on the old version', r.notCompiledOnOld);
  list('still failing after heal', r.stillFailingWhy);
  list('possible defects reported by heal', r.defectsWhy);
  list('FALSE DEFECTS (the fresh compile on the new version passes the step)', r.falseDefects);
  list('FALSE HEALS', r.falseHeals);
  lines.push(`  after heal equals a fresh compile on the new version: ${r.equalsFresh ? 'yes' : 'no'}`);
  list('difference', r.difference);
  lines.push(r.table.split('\n').map((l) => `    ${l}`).join('\n'));
  return lines.join('\n');
}

export function upgradeTable(results: UpgradeResult[]): string {
  const head = ['upgrade', 'steps', 'compiled on old', 'replay old', 'unchanged', 'healed (0 LLM)', 're-discovered',
    'compiled anew', 'still failing', 'possible defects', 'false defects', 'false heals', 'skipped', 'heal time',
    'replay new after heal', 'fresh compile new', 'fresh replay', 'heal = fresh'];
  const rows = results.map((r) => [r.name, r.steps, r.compiledOnOld, sc(r.replayOld), r.unchanged, r.healed,
    r.rediscovered,
    r.compiledAnew, r.stillFailing, r.defects, r.falseDefects.length, r.falseHeals.length, r.skipped, s(r.healMs),
    sc(r.replayNew), `${r.freshCompiled}/${r.steps}`, sc(r.freshReplay),
    r.equalsFresh ? 'yes' : `no (${r.difference.length} differences)`].map(String));
  const w = head.map((h, i) => Math.max(...[h, ...rows.map((r) => r[i]!)].map((x) => x.length)));
  const line = (r: string[]) => `| ${r.map((x, i) => x.padEnd(w[i]!)).join(' | ')} |`;
  const heals = results.reduce((n, r) => n + r.falseHeals.length, 0);
  const defects = results.reduce((n, r) => n + r.falseDefects.length, 0);
  return [line(head), `|${w.map((n) => '-'.repeat(n + 2)).join('|')}|`, ...rows.map(line), '',
    `Targets (upgrades): false heals 0 — ${heals === 0 ? 'met' : `NOT met (${heals})`}; false defects 0 — ${defects === 0 ? 'met' : `NOT met (${defects})`}`].join('\n');
}

export const upgradeTargetsMet = (results: UpgradeResult[]): boolean =>
  results.every((r) => r.falseHeals.length === 0 && r.falseDefects.length === 0);
