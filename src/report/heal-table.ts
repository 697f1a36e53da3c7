// What `stepwright heal` prints: a count per result and one row per step that did not simply replay,
// with the old → new locator and the screenshots to review.
import { relative } from 'node:path';
import type { StepOutcome } from './outcome.ts';
import { table } from './console.ts';

const RESULT: Partial<Record<StepOutcome['status'], string>> = {
  healed: 'healed deterministically', rediscovered: 're-discovered', unsure: 'still failing', failed: 'still failing',
  defect: 'possible defect', skipped: 'skipped', compiled: 'compiled (new step)',
};

export interface HealCounts {
  steps: number;
  unchanged: number;
  healed: number;
  rediscovered: number;
  stillFailing: number;
  defects: number;
  skipped: number;
  llmCalls: number;
}

export function healCounts(outcomes: StepOutcome[]): HealCounts {
  const n = (...s: StepOutcome['status'][]) => outcomes.filter((o) => s.includes(o.status)).length;
  return { steps: outcomes.length, unchanged: n('cached', 'handwritten'), healed: n('healed'),
    rediscovered: n('rediscovered'),
    stillFailing: n('unsure', 'failed'), defects: n('defect'), skipped: n('skipped'),
    llmCalls: outcomes.reduce((s, o) => s + (o.usage?.llmCalls ?? 0), 0) };
}

export function formatHealTable(outcomes: StepOutcome[], cwd: string, dryRun: boolean): string {
  const c = healCounts(outcomes);
  const head = `${dryRun ? 'Heal (dry run: nothing written)' : 'Heal'}: ${c.steps} steps — ${c.unchanged} ` +
    `unchanged, ${c.healed} healed deterministically, ` +
    `${c.rediscovered} re-discovered${c.llmCalls ? ` (${c.llmCalls} LLM calls)` : ''}, ${c.stillFailing} still ` +
    `failing, ${c.defects} possible defect${c.defects === 1 ? '' : 's'}` +
    `${c.skipped ? `, ${c.skipped} skipped` : ''}`;
  const rows = outcomes.filter((o) => RESULT[o.status]);
  if (!rows.length) return head;
  const shots = (o: StepOutcome) => (o.screenshots.length
    ? ` [screenshots: ${o.screenshots.map((s) => relative(cwd, s)).join(', ')}]` : '');
  const result = (o: StepOutcome) =>
    `${RESULT[o.status]}${o.status === 'rediscovered' && o.planner ? ` (${o.planner})` : ''}`;
  const why = (o: StepOutcome) => (o.reason ?? '').split('\n')[0]!;
  const detail = (o: StepOutcome) => (o.change ? [o.change, why(o)].filter(Boolean).join(' — ') : why(o)) + shots(o);
  return `${head}\n\n${table([['Step', 'Where', 'Result', 'Old → new locator / why'],
    ...rows.map((o) => [`${o.keyword} ${o.text}`, o.location, result(o), detail(o)])])}`;
}
