// Turns one app's compile outcomes and replay results into the figures issue 7 asks for (steps, compiled
// by rules, unsure, wrong, compile time per step, replay), and prints them as a table with the targets.
import type { AppRun } from './measure.ts';

export const TARGET_RULES_SHARE = 0.95;

export interface Problem { where: string; step: string; kind: string; why: string }

export interface AppFigures {
  app: string;
  steps: number;
  /** compiled by the rule planner now, or reused from a step it compiled earlier in this run */
  rules: number;
  unsure: number;
  /** compile reported a possible defect: the apps are correct, so the planner checked a wrong target */
  defect: number;
  /** an action failed during compile */
  failed: number;
  /** not tried: an earlier step of the scenario did not compile */
  skipped: number;
  /** replay failed at a step compile said was compiled */
  wrongReplay: number;
  wrong: number;
  compileMs: number;
  msPerStep: number;
  /** steps the rule planner planned (compiled, unsure, defect or failed now; not reused or skipped) */
  planned: number;
  /** mean time the rule planner spent on one step it planned (compile's per-step duration) */
  planMsPerStep: number;
  replay: { scenarios: number; passed: number; exit: number | null };
  replayGreen: boolean;
  problems: Problem[];
  error?: string;
}

const firstLine = (s: string | undefined): string => (s ?? '').split('\n').find((l) => l.trim())?.trim() ?? '';

export function figures(run: AppRun): AppFigures {
  const outcomes = run.compiled.map((c) => c.outcome);
  const count = (s: string): number => outcomes.filter((o) => o.status === s).length;
  const rules = outcomes.filter((o) => o.status === 'compiled' || o.status === 'cached').length;
  const compiledAt = new Map(run.compiled.map((c) => [`${c.scenario}#${c.index}`, c]));
  const problems: Problem[] = [];
  for (const c of run.compiled) {
    const o = c.outcome;
    if (o.status === 'unsure' || o.status === 'defect' || o.status === 'failed') {
      problems.push({ where: o.location, step: `${o.keyword} ${o.text}`, kind: o.status === 'defect' ? 'WRONG (defect reported)' : o.status, why: firstLine(o.reason) });
    }
  }
  let wrongReplay = 0;
  for (const r of run.replayed) {
    if (r.status === 'passed' || r.status === 'skipped') continue;
    const c = compiledAt.get(`${r.scenario}#${r.index}`);
    if (!c || (c.outcome.status !== 'compiled' && c.outcome.status !== 'cached')) continue;
    wrongReplay++;
    problems.push({ where: `${c.outcome.location} (scenario ${r.scenario})`, step: `${c.outcome.keyword} ${c.outcome.text}`, kind: `WRONG (replay ${r.status})`, why: firstLine(r.error) });
  }
  const planned = outcomes.filter((o) => ['compiled', 'unsure', 'defect', 'failed'].includes(o.status));
  const replayGreen = !run.error && run.replayExit === 0 && run.replayScenarios.total > 0
    && run.replayScenarios.passed === run.replayScenarios.total;
  return {
    app: run.app, steps: outcomes.length, rules, unsure: count('unsure'), defect: count('defect'), failed: count('failed'),
    skipped: count('skipped'), wrongReplay, wrong: count('defect') + wrongReplay, compileMs: run.compileMs,
    msPerStep: outcomes.length ? Math.round(run.compileMs / outcomes.length) : 0,
    planned: planned.length,
    planMsPerStep: planned.length ? Math.round(planned.reduce((t, o) => t + o.durationMs, 0) / planned.length) : 0,
    replay: { scenarios: run.replayScenarios.total, passed: run.replayScenarios.passed, exit: run.replayExit },
    replayGreen, problems, ...(run.error ? { error: run.error } : {}),
  };
}

export function total(all: AppFigures[]): AppFigures {
  const sum = (k: keyof AppFigures): number => all.reduce((t, f) => t + (f[k] as number), 0);
  const steps = sum('steps');
  const compileMs = sum('compileMs');
  const planned = sum('planned');
  const plannedMs = all.reduce((t, f) => t + f.planMsPerStep * f.planned, 0);
  return {
    app: 'TOTAL', steps, rules: sum('rules'), unsure: sum('unsure'), defect: sum('defect'), failed: sum('failed'), skipped: sum('skipped'),
    wrongReplay: sum('wrongReplay'), wrong: sum('wrong'), compileMs, msPerStep: steps ? Math.round(compileMs / steps) : 0,
    planned, planMsPerStep: planned ? Math.round(plannedMs / planned) : 0,
    replay: { scenarios: all.reduce((t, f) => t + f.replay.scenarios, 0),
      passed: all.reduce((t, f) => t + f.replay.passed, 0), exit: null },
    replayGreen: all.every((f) => f.replayGreen), problems: [],
  };
}

const pct = (a: number, b: number): string => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');

export function targetsMet(t: AppFigures): { rules: boolean; wrong: boolean; replay: boolean; all: boolean } {
  const rules = t.steps > 0 && t.rules / t.steps >= TARGET_RULES_SHARE;
  const wrong = t.wrong === 0;
  return { rules, wrong, replay: t.replayGreen, all: rules && wrong && t.replayGreen };
}

/** The figures as a Markdown table (readable in a terminal and pasteable into the README). */
export function table(all: AppFigures[]): string {
  const head = ['app', 'steps', 'rules', 'rules %', 'unsure', 'failed', 'skipped', 'wrong', 'ms/step', 'plan ms/step', 'replay'];
  const row = (f: AppFigures): string[] => [f.app, String(f.steps), String(f.rules), pct(f.rules, f.steps),
    String(f.unsure), String(f.failed), String(f.skipped), f.wrong ? `${f.wrong} (${f.defect} defect, ${f.wrongReplay} replay)` : '0', String(f.msPerStep), String(f.planMsPerStep),
    f.error ? (f.error.startsWith('compile crashed') ? 'not run (compile crashed)' : `error: ${f.error.slice(0, 60)}`)
      : `${f.replayGreen ? 'green' : 'red'} ${f.replay.passed}/${f.replay.scenarios}`];
  const rows = [head, ...all.map(row)];
  if (all.length > 1) rows.push(row(total(all)).map((c, i) => (i === 0 ? '**TOTAL**' : c)));
  const widths = head.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]): string => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

export function verdict(all: AppFigures[]): string {
  const t = all.length > 1 ? total(all) : all[0]!;
  const m = targetsMet(t);
  const yes = (b: boolean): string => (b ? 'met' : 'NOT met');
  return `Targets: ≥95% of explicit steps compiled by rules — ${pct(t.rules, t.steps)}, ${yes(m.rules)}; ` +
    `0 wrong — ${t.wrong}, ${yes(m.wrong)}; replay green — ${t.replay.passed}/${t.replay.scenarios} scenarios, ${yes(m.replay)}. ` +
    `Overall: ${m.all ? 'MET' : 'NOT MET'}.`;
}

export function problemList(f: AppFigures, max = 60): string {
  if (!f.problems.length) return '';
  const lines = f.problems.slice(0, max).map((p) => `  ${p.kind.padEnd(24)} ${p.where}  ${p.step}\n      ${p.why.slice(0, 220)}`);
  if (f.problems.length > max) lines.push(`  … and ${f.problems.length - max} more (see --json)`);
  return `${f.app}: steps that did not compile, or compiled wrong\n${lines.join('\n')}`;
}
