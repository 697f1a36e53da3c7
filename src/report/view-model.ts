// The report's data as the template lays it out: per run a dashboard, then features → scenarios →
// steps, each step with what the filters match on (status, tags, feature, text).
import { dashboard, featureAnchor, formatMs, segments, type Dashboard } from './dashboard.ts';
import { shotPath } from './results-file.ts';
import { isProblemStatus, STATUS_LABEL, type Status, type StepResult } from './results-schema.ts';
import type { Run } from './select-runs.ts';
import type { Thumbnails } from './thumbnails.ts';
import { lineDiff, type DiffLine } from './diff.ts';

export interface StepView {
  status: Status;
  statusLabel: string;
  problem: boolean;
  keyword: string;
  text: string;
  location: string;
  tags: string;
  feature: string;
  search: string;
  planner?: string;
  time: string;
  llm?: string;
  locators: { description: string; strategies: string[] }[];
  reason?: string;
  suggestions: string[];
  failure?: StepResult['failure'];
  shots: { label: string; src?: string; href: string }[];
  diff: DiffLine[];
  trace: StepResult['trace'];
}

export interface ScenarioView {
  name: string;
  location: string;
  tags: string[];
  steps: StepView[];
}

export interface FeatureView {
  path: string;
  anchor: string;
  name: string;
  /** the feature's name is known (not only its path) */
  named: boolean;
  counts: Dashboard['counts'];
  scenarios: ScenarioView[];
}

export interface RunView {
  id: string;
  command: string;
  title: string;
  startedAt: string;
  parts: string[];
  dashboard: Dashboard;
  features: FeatureView[];
}

function stepView(s: StepResult, shot: (p: string) => { src?: string; href: string }): StepView {
  return {
    status: s.status, statusLabel: STATUS_LABEL[s.status], problem: isProblemStatus(s.status),
    keyword: s.keyword, text: s.text,
    location: s.location, tags: s.tags.join(' '), feature: s.feature,
    search: `${s.keyword} ${s.text} ${s.location} ${s.scenario} ${s.reason ?? ''}`.toLowerCase(),
    ...(s.planner ? { planner: s.planner } : {}), time: formatMs(s.durationMs),
    ...(s.llm ? { llm: `${s.llm.calls} LLM ` +
      `call${s.llm.calls === 1 ? '' : 's'}, ${s.llm.promptTokens + s.llm.completionTokens} tokens` } : {}),
    locators: s.locators, ...(s.reason ? { reason: s.reason } : {}), suggestions: s.suggestions,
    ...(s.failure ? { failure: s.failure } : {}),
    shots: s.screenshots.map((sh) => ({ label: sh.label, ...shot(sh.path) })),
    diff: s.heal ? lineDiff(s.heal.old, s.heal.new) : [],
    trace: s.trace,
  };
}

/** Feature names by path: compile knows only paths; run's messages carry the names. */
export type FeatureNames = Map<string, string>;

function featuresOf(run: Run, thumbs: Thumbnails, names: FeatureNames): FeatureView[] {
  const features = new Map<string, FeatureView>();
  const scenarios = new Map<string, ScenarioView>();
  const all: StepResult[] = [];
  for (const part of run.parts) {
    for (const s of part.steps) {
      all.push(s);
      const f = features.get(s.feature) ?? { path: s.feature, anchor: featureAnchor(run.runId, s.feature),
        name: names.get(s.feature) ?? s.feature, named: names.has(s.feature), counts: [], scenarios: [] };
      features.set(s.feature, f);
      const key = `${s.feature}\u0000${s.scenarioLocation ?? ''}\u0000${s.scenario}`;
      let sc = scenarios.get(key);
      if (!sc) {
        sc = { name: s.scenario, location: s.scenarioLocation ?? '', tags: s.tags, steps: [] };
        scenarios.set(key, sc);
        f.scenarios.push(sc);
      }
      sc.steps.push(stepView(s, (p) => thumbs.of(shotPath(part, p))));
    }
  }
  const line = (loc: string) => Number(loc.slice(loc.lastIndexOf(':') + 1)) || 0;
  return [...features.values()].sort((a, b) => a.path.localeCompare(b.path)).map((f) => {
    f.scenarios.sort((a, b) => line(a.location) - line(b.location));
    f.counts = segments(all.filter((s) => s.feature === f.path));
    return f;
  });
}

export function runView(run: Run, thumbs: Thumbnails, names: FeatureNames): RunView {
  const steps = run.parts.flatMap((p) => p.steps);
  const ends = run.parts.flatMap((p) => (p.end ? [p.end] : []));
  const h = run.parts[0]!.header;
  const parts = run.parts.map((p) => (p.header.part
    ? `${p.header.part.kind} ${p.header.part.index}/${p.header.part.total}` : '')).filter(Boolean);
  const merged = run.parts.flatMap((p) => p.header.mergedFrom ?? []);
  return {
    id: run.runId, command: run.command,
    title: `${run.command}${h.dryRun ? ' (dry run)' : ''}`,
    startedAt: run.startedAt.replace('T', ' ').slice(0, 19),
    parts: merged.length ? [`merged from ${merged.length} files`] : parts,
    dashboard: dashboard(steps, ends, run.runId),
    features: featuresOf(run, thumbs, names),
  };
}
