// Turns one measured unit's compile outcomes and replay results into its figures, at step level (steps,
// compiled by rules, unsure, wrong, compile time) and at scenario level (scenarios, fully compiled, green),
// and adds figures up into a total.
import type { Group } from './halves.ts';
import type { AppRun } from './measure.ts';

export interface Problem { where: string; step: string; kind: string; why: string }

export interface AppFigures {
  /** the row's name (app, or "app (half)") */
  app: string;
  group: Group;
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
  /** defect + wrongReplay ("wrong (incl. false defects)") */
  wrong: number;
  /** scenarios compile reached (a Scenario Outline counts once per Examples row) */
  scenarios: number;
  /** scenarios whose every step was compiled by rules */
  scenariosCompiled: number;
  /** scenarios replay ran green (= replay.passed) */
  scenariosGreen: number;
  compileMs: number;
  msPerStep: number;
  /** median of compile's own duration of one step, over the steps it reached (not skipped) */
  medianStepMs: number;
  /** steps the rule planner planned (compiled, unsure, defect or failed now; not reused or skipped) */
  planned: number;
  /** mean time the rule planner spent on one step it planned (compile's per-step duration) */
  planMsPerStep: number;
  replay: { scenarios: number; passed: number; exit: number | null };
  replayGreen: boolean;
  problems: Problem[];
  /** compile's per-step durations behind medianStepMs (for totals; left out of --json) */
  stepMs: number[];
  /** no .feature file in the unit's directory: nothing was compiled or replayed */
  noFeatures?: boolean;
  error?: string;
}

const firstLine = (s: string | undefined): string => (s ?? '').split('\n').find((l) => l.trim())?.trim() ?? '';
const isRules = (status: string): boolean => status === 'compiled' || status === 'cached';

export function median(xs: number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return Math.round(s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2);
}

function problems(run: AppRun): { list: Problem[]; wrongReplay: number } {
  const list: Problem[] = [];
  for (const { outcome: o } of run.compiled) {
    if (o.status === 'unsure' || o.status === 'defect' || o.status === 'failed') {
      list.push({ where: o.location, step: `${o.keyword} ${o.text}`, kind: o.status === 'defect' ? 'WRONG (defect reported)' : o.status, why: firstLine(o.reason) });
    }
  }
  const compiledAt = new Map(run.compiled.map((c) => [`${c.scenario}#${c.index}`, c]));
  let wrongReplay = 0;
  for (const r of run.replayed) {
    if (r.status === 'passed' || r.status === 'skipped') continue;
    const c = compiledAt.get(`${r.scenario}#${r.index}`);
    if (!c || !isRules(c.outcome.status)) continue;
    wrongReplay++;
    list.push({ where: `${c.outcome.location} (scenario ${r.scenario})`, step: `${c.outcome.keyword} ${c.outcome.text}`, kind: `WRONG (replay ${r.status})`, why: firstLine(r.error) });
  }
  return { list, wrongReplay };
}

/** Scenario-level counts: how many scenarios compile reached, and how many of them compiled whole. */
function scenarioCounts(run: AppRun): { scenarios: number; compiled: number } {
  const whole = new Map<string, boolean>();
  for (const c of run.compiled) whole.set(c.scenario, (whole.get(c.scenario) ?? true) && isRules(c.outcome.status));
  return { scenarios: whole.size, compiled: [...whole.values()].filter(Boolean).length };
}

export function figures(run: AppRun, group: Group): AppFigures {
  const outcomes = run.compiled.map((c) => c.outcome);
  const count = (s: string): number => outcomes.filter((o) => o.status === s).length;
  const { list, wrongReplay } = problems(run);
  const sc = scenarioCounts(run);
  const planned = outcomes.filter((o) => ['compiled', 'unsure', 'defect', 'failed'].includes(o.status));
  const stepMs = outcomes.filter((o) => o.status !== 'skipped').map((o) => o.durationMs);
  const replayGreen = !run.error && run.replayExit === 0 && run.replayScenarios.total > 0
    && run.replayScenarios.passed === run.replayScenarios.total;
  return {
    app: run.app, group, steps: outcomes.length, rules: outcomes.filter((o) => isRules(o.status)).length, unsure: count('unsure'),
    defect: count('defect'), failed: count('failed'), skipped: count('skipped'), wrongReplay, wrong: count('defect') + wrongReplay,
    scenarios: sc.scenarios, scenariosCompiled: sc.compiled, scenariosGreen: run.replayScenarios.passed,
    compileMs: run.compileMs, msPerStep: outcomes.length ? Math.round(run.compileMs / outcomes.length) : 0,
    medianStepMs: median(stepMs), planned: planned.length,
    planMsPerStep: planned.length ? Math.round(planned.reduce((t, o) => t + o.durationMs, 0) / planned.length) : 0,
    replay: { scenarios: run.replayScenarios.total, passed: run.replayScenarios.passed, exit: run.replayExit },
    replayGreen, problems: list, stepMs,
    ...(run.noFeatures ? { noFeatures: true } : {}), ...(run.error ? { error: run.error } : {}),
  };
}

/** The figures of several units added up (medians over all their steps, not a median of medians). */
export function total(all: AppFigures[], name = 'TOTAL'): AppFigures {
  const sum = (k: keyof AppFigures): number => all.reduce((t, f) => t + (f[k] as number), 0);
  const steps = sum('steps');
  const compileMs = sum('compileMs');
  const planned = sum('planned');
  const plannedMs = all.reduce((t, f) => t + f.planMsPerStep * f.planned, 0);
  const stepMs = all.flatMap((f) => f.stepMs);
  return {
    app: name, group: all[0]?.group ?? 'existing', steps, rules: sum('rules'), unsure: sum('unsure'), defect: sum('defect'),
    failed: sum('failed'), skipped: sum('skipped'), wrongReplay: sum('wrongReplay'), wrong: sum('wrong'),
    scenarios: sum('scenarios'), scenariosCompiled: sum('scenariosCompiled'), scenariosGreen: sum('scenariosGreen'),
    compileMs, msPerStep: steps ? Math.round(compileMs / steps) : 0, medianStepMs: median(stepMs),
    planned, planMsPerStep: planned ? Math.round(plannedMs / planned) : 0,
    replay: { scenarios: all.reduce((t, f) => t + f.replay.scenarios, 0), passed: sum('scenariosGreen'), exit: null },
    replayGreen: all.length > 0 && all.every((f) => f.replayGreen), problems: [], stepMs,
  };
}
