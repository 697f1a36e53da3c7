// npm run bench:heal [-- --todomvc backbone,angularjs,maria,react,dojo] [--no-demo] [--no-todomvc]
//
// Heal, measured. TodoMVC: the example feature compiled on vanillajs, healed onto other
// implementations of the `todomvc` package. Demo: the Tea Shop features compiled on the demo app,
// healed onto a changed copy (bench/heal/demo-variant.ts). Each healed suite is replayed 3 times.
// Rule planner only: every heal here is made with 0 LLM calls. Exit 1 on any false heal.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import { DEMO_CASE, ROOT, todomvcCase, type HealCase } from './cases.ts';
import { measureCase, type CaseResult } from './measure.ts';

const { values: flags } = parseArgs({ options: {
  todomvc: { type: 'string', default: 'backbone,angularjs,maria,react,dojo' },
  'no-demo': { type: 'boolean', default: false }, 'no-todomvc': { type: 'boolean', default: false },
} });

const cases: HealCase[] = [
  ...(flags['no-todomvc'] ? [] : flags.todomvc.split(',').map((i) => todomvcCase(i.trim()))),
  ...(flags['no-demo'] ? [] : [DEMO_CASE]),
];

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
} finally {
  await stopSharedDriverService();
}
console.log(`\n${table(results)}`);
const out = join(ROOT, '.stepwright/bench');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'heal.json'), JSON.stringify(results, null, 2));
console.log(`\nDetails: ${join('.stepwright/bench', 'heal.json')}`);
process.exit(results.some((r) => r.falseHeals > 0) ? 1 : 0);
