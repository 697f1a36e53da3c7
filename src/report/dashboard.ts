// The numbers at the top of a run's section: steps per status, time per phase, LLM use, a status
// bar per feature and the slowest steps — computed here so the template only lays them out.
import { addLlm, NO_LLM, STATUS_LABEL, STATUSES, type Llm, type Phase, type RunEnd, type Status,
  type StepResult } from './results-schema.ts';

export interface Segment {
  status: Status;
  label: string;
  n: number;
  pct: number;
  /** where the segment starts in a 0–100 bar */
  x: number;
}

export interface Dashboard {
  total: number;
  counts: Segment[];
  phases: { name: string; ms: number; text: string; pct: number }[];
  llm: Llm & { tokensText: string; one: boolean };
  featureBars: { feature: string; anchor: string; total: number; segments: Segment[] }[];
  slowest: { text: string; location: string; status: Status; ms: number; text2: string; pct: number }[];
  durationText: string;
}

export const formatMs = (ms: number): string => (ms < 1000 ? `${Math.round(ms)} ms`
  : ms < 60_000 ? `${(ms / 1000).toFixed(1)} s`
  : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`);

const pct = (n: number, of: number): number => (of ? Math.round((1000 * n) / of) / 10 : 0);

export function segments(steps: StepResult[]): Segment[] {
  let x = 0;
  return STATUSES.map((status) => {
    const n = steps.filter((s) => s.status === status).length;
    const seg = { status, label: STATUS_LABEL[status], n, pct: pct(n, steps.length), x };
    x = Math.round((x + seg.pct) * 10) / 10;
    return seg;
  }).filter((s) => s.n > 0);
}

/** The id of a feature's section within a run. */
export const featureAnchor = (runId: string,
  feature: string): string => `${runId}-${feature}`.replace(/[^A-Za-z0-9_-]+/g, '-');

/** Phases the parts recorded (summed by name), and the time the steps took per kind of work. */
function phasesOf(ends: RunEnd[], steps: StepResult[]): Phase[] {
  const byName = new Map<string, number>();
  for (const p of ends.flatMap((e) => e.phases)) byName.set(p.name, (byName.get(p.name) ?? 0) + p.ms);
  const work: [string, Status[]][] = [['steps: replayed', ['cached', 'green']],
    ['steps: rule planner', ['compiled-rules']],
    ['steps: agent', ['compiled-agent']], ['steps: healing', ['healed', 'rediscovered']],
    ['steps: problems', ['unsure', 'defect', 'failed', 'red']]];
  for (const [name, statuses] of work) {
    const ms = steps.filter((s) => statuses.includes(s.status)).reduce((t, s) => t + s.durationMs, 0);
    if (ms > 0) byName.set(name, ms);
  }
  return [...byName].map(([name, ms]) => ({ name, ms }));
}

export function dashboard(steps: StepResult[], ends: RunEnd[], runId = ''): Dashboard {
  const phases = phasesOf(ends, steps);
  const longest = Math.max(1, ...phases.map((p) => p.ms));
  const fromSteps = steps.reduce<Llm>((t, s) => addLlm(t, s.llm), NO_LLM);
  const fromEnds = ends.reduce<Llm>((t, e) => addLlm(t, e.llm), NO_LLM);
  const llm = fromEnds.calls >= fromSteps.calls ? fromEnds : fromSteps;
  const features = [...new Set(steps.map((s) => s.feature))];
  const slow = [...steps].sort((a, b) => b.durationMs - a.durationMs).slice(0, 10).filter((s) => s.durationMs > 0);
  const slowMax = Math.max(1, ...slow.map((s) => s.durationMs));
  return {
    total: steps.length,
    counts: segments(steps),
    phases: phases.map((p) => ({ ...p, text: formatMs(p.ms), pct: pct(p.ms, longest) })),
    llm: { ...llm, tokensText:
      `${llm.promptTokens.toLocaleString('en')} prompt + ${llm.completionTokens.toLocaleString('en')} completion`,
      one: llm.calls === 1 },
    featureBars: features.map((f) => {
      const mine = steps.filter((s) => s.feature === f);
      return { feature: f, anchor: featureAnchor(runId, f), total: mine.length, segments: segments(mine) };
    }),
    slowest: slow.map((s) => ({ text: `${s.keyword} ${s.text}`, location: s.location, status: s.status,
      ms: s.durationMs,
      text2: formatMs(s.durationMs), pct: pct(s.durationMs, slowMax) })),
    durationText: ends.length ? formatMs(Math.max(...ends.map((e) => e.durationMs))) : 'unfinished',
  };
}
