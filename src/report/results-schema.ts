// The results file format: one JSON line per fact, so compile, run and heal can append as they go
// (a crash keeps what was done) and shards, workers and CI machines can be merged by concatenation.
import { z } from 'zod';

export const RESULTS_VERSION = 1;

export const Command = z.enum(['compile', 'run', 'heal']);
export type Command = z.infer<typeof Command>;

/** What happened to one step, across the three commands. */
export const STATUSES = [
  'cached', 'compiled-rules', 'compiled-agent', 'healed', 'rediscovered', 'handwritten', 'green',
  'unsure', 'defect', 'failed', 'red', 'undefined', 'skipped',
] as const;
export const Status = z.enum(STATUSES);
export type Status = z.infer<typeof Status>;

export const STATUS_LABEL: Record<Status, string> = {
  cached: 'cached', 'compiled-rules': 'compiled by rules', 'compiled-agent': 'compiled by agent', healed: 'healed',
  rediscovered: 're-discovered', handwritten: 'hand-written', green: 'replayed green', unsure: 'unsure',
  defect: 'possible defect', failed: 'failed', red: 'replayed red', undefined: 'still to compile', skipped: 'skipped',
};

/** A step whose status needs someone to look at it. */
export const isProblemStatus = (s: Status): boolean => ['unsure', 'defect', 'failed', 'red', 'undefined'].includes(s);

export const Llm = z.object({
  calls: z.number().int().min(0),
  promptTokens: z.number().int().min(0),
  completionTokens: z.number().int().min(0),
});
export type Llm = z.infer<typeof Llm>;

export const NO_LLM: Llm = { calls: 0, promptTokens: 0, completionTokens: 0 };

export const addLlm = (a: Llm, b: Llm | undefined): Llm => (b ? { calls: a.calls + b.calls,
  promptTokens: a.promptTokens + b.promptTokens, completionTokens: a.completionTokens + b.completionTokens } : a);

/** An element a step acts on: its description and every strategy replay tries, in order. */
export const Locator = z.object({ description: z.string(), strategies: z.array(z.string()) });
export type Locator = z.infer<typeof Locator>;

export const Screenshot = z.object({
  label: z.string().describe('before, after, defect…'),
  path: z.string().describe('relative to the directory of the results file'),
});
export type Screenshot = z.infer<typeof Screenshot>;

export const RunHeader = z.object({
  type: z.literal('run'),
  version: z.literal(RESULTS_VERSION),
  /** shared by the files of one run: the workers of `compile --workers N` */
  runId: z.string(),
  command: Command,
  startedAt: z.string(),
  pid: z.number().int(),
  part: z.object({ kind: z.enum(['shard', 'worker']), index: z.number().int(), total: z.number().int() }).optional(),
  planner: z.string().optional(),
  appBuild: z.string().optional(),
  dryRun: z.boolean().optional(),
  /** a merged file: the files it was made from */
  mergedFrom: z.array(z.string()).optional(),
});
export type RunHeader = z.infer<typeof RunHeader>;

export const StepResult = z.object({
  type: z.literal('step'),
  /** feature file, relative to the project root */
  feature: z.string(),
  featureName: z.string().optional(),
  /** feature:line of the step */
  location: z.string(),
  scenario: z.string(),
  /** feature:line of the scenario (with an Examples row: the row's line) */
  scenarioLocation: z.string().optional(),
  tags: z.array(z.string()),
  keyword: z.string(),
  text: z.string(),
  status: Status,
  planner: z.enum(['rules', 'agent']).optional(),
  durationMs: z.number().min(0),
  locators: z.array(Locator).default([]),
  reason: z.string().optional(),
  suggestions: z.array(z.string()).default([]),
  screenshots: z.array(Screenshot).default([]),
  /** healed and re-discovered steps: the locators before and after, one line per element */
  heal: z.object({ old: z.array(z.string()), new: z.array(z.string()) }).optional(),
  /** a replayed step that failed: the kind of failure and the best candidates now */
  failure: z.object({
    kind: z.string(), label: z.string(), drift: z.boolean(), candidates: z.array(z.string()).default([]),
  }).optional(),
  llm: Llm.optional(),
  /** compile and heal: what the planner considered and decided, in order (the agent's candidates, verdicts…) */
  trace: z.array(z.object({ kind: z.string(), text: z.string() })).default([]),
  /** run --retry: the attempt this result is from (0 = first) */
  attempt: z.number().int().optional(),
});
export type StepResult = z.infer<typeof StepResult>;
export type StepResultInput = z.input<typeof StepResult>;

export const Phase = z.object({ name: z.string(), ms: z.number().min(0) });
export type Phase = z.infer<typeof Phase>;

export const RunEnd = z.object({
  type: z.literal('end'),
  finishedAt: z.string(),
  durationMs: z.number().min(0),
  phases: z.array(Phase).default([]),
  llm: Llm.default(NO_LLM),
  exitCode: z.number().int().optional(),
});
export type RunEnd = z.infer<typeof RunEnd>;

export const ResultLine = z.discriminatedUnion('type', [RunHeader, StepResult, RunEnd]);
export type ResultLine = z.infer<typeof ResultLine>;

/** A results file read back: its header, its steps and (unless the run was cut short) its end. */
export interface RunResults {
  file: string;
  header: RunHeader;
  steps: StepResult[];
  end?: RunEnd;
}
