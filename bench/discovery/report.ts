// Prints the figures: one table per group (the existing apps, the tuning half, the report half), each with its
// total, at step and scenario level, then the steps that did not compile or compiled wrong, and the verdict
// against the targets.
import { total, type AppFigures } from './figures.ts';
import { GROUPS, type Group } from './halves.ts';

export const TARGET_RULES_SHARE = 0.95;

const GROUP_TITLES: Record<Group, string> = {
  existing: 'Existing apps (features written for issue 7)',
  tuning: 'Tuning half (blind apps: features the planner may be tuned on)',
  report: 'Report half (blind apps: features nobody tuned on)',
};

const pct = (a: number, b: number): string => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');

/** The total of all, or the one unit's own figures when there is just one. */
export const overall = (all: AppFigures[]): AppFigures => (all.length === 1 ? all[0]! : total(all));

/** Issue 17's target for the blind halves: this share of the scenarios fully compiled and green on replay. */
export const TARGET_SCENARIO_SHARE = 0.9;

/**
 * The targets: steps and wrong for every group; the existing apps replay every scenario green (issue 7), a blind
 * half at least TARGET_SCENARIO_SHARE of them (issue 17: one unfamiliar widget may stop a scenario).
 */
export function targetsMet(t: AppFigures): { rules: boolean; wrong: boolean; replay: boolean; all: boolean } {
  const rules = t.steps > 0 && t.rules / t.steps >= TARGET_RULES_SHARE;
  const wrong = t.wrong === 0;
  const replay = t.group === 'existing' ? t.replayGreen
    : t.scenarios > 0 && t.scenariosGreen / t.scenarios >= TARGET_SCENARIO_SHARE;
  return { rules, wrong, replay, all: rules && wrong && replay };
}

function replayCell(f: AppFigures): string {
  if (f.noFeatures) return 'no features';
  if (f.error) {
    return f.error.startsWith('compile crashed') ? 'not run (compile crashed)' : `error: ${f.error.slice(0, 60)}`;
  }
  return `${f.scenariosGreen}/${f.replay.scenarios}${f.replayGreen ? ' green' : ''}`;
}

const HEAD = ['app', 'steps', 'rules', 'rules %', 'unsure', 'failed', 'skipped', 'wrong (incl. false defects)',
  'scenarios', 'fully compiled', 'replayed green', 'median ms/step', 'plan ms/step'];

const row = (f: AppFigures): string[] => [f.app, String(f.steps), String(f.rules), pct(f.rules, f.steps),
  String(f.unsure), String(f.failed), String(f.skipped), f.wrong ? `${f.wrong} (${f.defect} defect, ${f.wrongReplay} replay)` : '0',
  String(f.scenarios), String(f.scenariosCompiled), replayCell(f), String(f.medianStepMs), String(f.planMsPerStep)];

/** The figures as a Markdown table (readable in a terminal and pasteable into the README), with a total row. */
export function table(all: AppFigures[], totalName = '**TOTAL**'): string {
  const rows = [HEAD, ...all.map(row)];
  if (all.length > 1) rows.push(row(total(all)).map((c, i) => (i === 0 ? totalName : c)));
  const widths = HEAD.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]): string => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(HEAD), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

export function verdict(all: AppFigures[]): string {
  const t = overall(all);
  const m = targetsMet(t);
  const yes = (b: boolean): string => (b ? 'met' : 'NOT met');
  return `Targets: ≥95% of explicit steps compiled by rules — ${pct(t.rules, t.steps)}, ${yes(m.rules)}; ` +
    `0 wrong — ${t.wrong}, ${yes(m.wrong)}; ` + (t.group === 'existing'
      ? `replay green — ${t.replay.passed}/${t.replay.scenarios} scenarios, ${yes(m.replay)}. `
      : `≥90% of scenarios fully compiled and green — ${t.scenariosGreen}/${t.scenarios} ` +
        `(${pct(t.scenariosGreen, t.scenarios)}), ${yes(m.replay)}. `) +
    `Overall: ${m.all ? 'MET' : 'NOT MET'}.`;
}

export function problemList(f: AppFigures, max = 60): string {
  if (!f.problems.length) return '';
  const lines = f.problems.slice(0, max).map((p) => `  ${p.kind.padEnd(24)} ${p.where}  ${p.step}\n      ${p.why.slice(0, 220)}`);
  if (f.problems.length > max) lines.push(`  … and ${f.problems.length - max} more (see --json)`);
  return `${f.app}: steps that did not compile, or compiled wrong\n${lines.join('\n')}`;
}

/** The figures of the groups present, in order: each group's table (with its total) and verdict. */
export function groupedReport(all: AppFigures[]): string {
  return GROUPS.map((g) => all.filter((f) => f.group === g)).filter((fs) => fs.length).map((fs) => {
    const g = fs[0]!.group;
    return `## ${GROUP_TITLES[g]}\n\n${table(fs, `**TOTAL ${g}**`)}\n\n${verdict(fs)}`;
  }).join('\n\n');
}
