// npm run bench:heal [-- --todomvc backbone,angularjs,maria,react,dojo] [--no-demo] [--no-todomvc] [--no-android]
//                      [--case ID]…   (only these cases: todomvc-<impl>, demo, android, android-<change>, upgrades,
//                                      or an upgrade id)
//
// Heal, measured. TodoMVC: the example feature compiled on vanillajs, healed onto other
// implementations of the `todomvc` package. Demo: the Tea Shop features compiled on the demo app,
// healed onto a changed copy (bench/heal/demo-variant.ts). Each healed suite is replayed 3 times.
// Upgrades (bench/heal/upgrades.ts): the bench:discovery features compiled on an older release of a
// third-party npm app, healed onto the newer one, replayed, and compared with a fresh compile there.
// Android (bench/heal/android-cases.ts): features/android-real compiled on the simulated Kettle app,
// healed onto Kettle 2, one change per case, through the real Appium server.
// Rule planner only: every heal here is made with 0 LLM calls. Exit 1 on any false heal or false defect.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { stopSharedAppium } from '../../src/drivers/android/appium-server.ts';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import { ANDROID_CASES } from './android-cases.ts';
import { DEMO_CASE, ROOT, todomvcCase, type HealCase } from './cases.ts';
import { measureCase, type CaseResult } from './measure.ts';
import { measureUpgrade, type UpgradeResult } from './upgrade-measure.ts';
import { upgradeBlock, upgradeTable, upgradeTargetsMet } from './upgrade-report.ts';
import { UPGRADE_CASES } from './upgrades.ts';

const { values: flags } = parseArgs({ options: {
  todomvc: { type: 'string', default: 'backbone,angularjs,maria,react,dojo' },
  'no-demo': { type: 'boolean', default: false }, 'no-todomvc': { type: 'boolean', default: false },
  'no-android': { type: 'boolean', default: false },
  case: { type: 'string', multiple: true },
} });

const only = flags.case?.flatMap((c) => c.split(',').map((x) => x.trim())) ?? [];
const pick = (id: string, group: string) => !only.length || only.includes(id) || only.includes(group);
const unknown = only.filter((id) => !['demo', 'upgrades', 'android', ...Object.keys(ANDROID_CASES), ...UPGRADE_CASES.map((u) => u.id)].includes(id)
  && !id.startsWith('todomvc'));
if (unknown.length) {
  console.error(`Unknown case ${unknown.join(', ')}: have demo, todomvc, todomvc-<impl>, android, ${Object.keys(ANDROID_CASES).join(', ')}, ` +
    `upgrades, ${UPGRADE_CASES.map((u) => u.id).join(', ')}`);
  process.exit(2);
}
const impls = flags.todomvc.split(',').map((i) => i.trim());
const cases: HealCase[] = [
  ...(flags['no-todomvc'] ? [] : impls.filter((i) => pick(`todomvc-${i}`, 'todomvc')).map(todomvcCase)),
  ...(flags['no-demo'] || !pick('demo', 'demo') ? [] : [DEMO_CASE]),
  ...(flags['no-android'] ? [] : Object.entries(ANDROID_CASES).filter(([id]) => pick(id, 'android')).map(([, c]) => c)),
];
const upgrades = UPGRADE_CASES.filter((u) => pick(u.id, 'upgrades'));

function table(results: CaseResult[]): string {
  const head = ['case', 'steps', 'replayed unchanged', 'healed deterministically (0 LLM)', 're-discovered', 'still failing', 'skipped',
    'false heals', 'defects correctly reported', 'other possible defects', 'heal time', 'replay ×3 (scenarios passed)'];
  const rows = results.map((r) => [r.name, r.steps, r.unchanged, r.healed, r.rediscovered, r.stillFailing, r.skipped,
    r.falseHeals, `${r.defectsReported}/${r.knownDefects}`, r.otherDefects, `${(r.healMs / 1000).toFixed(1)} s`,
    r.replays.map((p) => `${p.passed}/${p.total}`).join(', ')].map(String));
  const w = head.map((h, i) => Math.max(...[h, ...rows.map((r) => r[i]!)].map((x) => x.length)));
  const line = (r: string[]) => `| ${r.map((x, i) => x.padEnd(w[i]!)).join(' | ')} |`;
  return [line(head), `|${w.map((n) => '-'.repeat(n + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

const results: CaseResult[] = [];
const upgraded: UpgradeResult[] = [];
try {
  for (const c of cases) {
    console.log(`▶ ${c.name}`);
    const r = await measureCase(c);
    results.push(r);
    console.log(`  ${r.unchanged} unchanged, ${r.healed} healed, ${r.rediscovered} re-discovered, ${r.stillFailing} still failing, ` +
      `${r.falseHeals} false heals, heal ${(r.healMs / 1000).toFixed(1)} s, replays ${r.replays.map((p) => `${p.passed}/${p.total}`).join(' ')}`);
    for (const n of r.notes) console.log(`    ${n}`);
    console.log(r.table.split('\n').map((l) => `    ${l}`).join('\n'));
  }
  for (const u of upgrades) {
    console.log(`▶ upgrade ${u.name}`);
    const r = await measureUpgrade(u);
    upgraded.push(r);
    console.log(upgradeBlock(r));
  }
} finally {
  await stopSharedDriverService();
  await stopSharedAppium();
}
if (results.length) console.log(`\n${table(results)}`);
if (upgraded.length) console.log(`\n${upgradeTable(upgraded)}`);
const out = join(ROOT, '.stepwright/bench');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'heal.json'), JSON.stringify({ cases: results, upgrades: upgraded }, null, 2));
console.log(`\nDetails: ${join('.stepwright/bench', 'heal.json')}`);
process.exit(results.some((r) => r.falseHeals > 0) || !upgradeTargetsMet(upgraded) ? 1 : 0);
