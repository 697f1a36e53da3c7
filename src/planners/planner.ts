import type { StepAction, StepKeyword } from '../cache/schema.ts';
import type { Target } from '../locators/target.ts';
import type { AppDriver } from '../drivers/driver.ts';
import type { Observation } from '../observation/element.ts';
import type { StepParameter } from '../gherkin/expression.ts';
import type { RuntimeOptions } from '../runtime/options.ts';
import type { StepArgs } from '../runtime/values.ts';

/** The step a planner is asked to compile, in the scenario it belongs to. */
export interface StepToPlan {
  text: string;
  keyword: StepKeyword;
  location: string;
  parameters: StepParameter[];
  /** cucumber's arguments for the expression, as text */
  args: string[];
  table?: string[][];
  docString?: string;
  /** where "${NAME}" values come from: the resolved config's environment */
  env: NodeJS.ProcessEnv;
}

/** What the runtime needs to resolve this step's values: the same at compile time as at replay. */
export function stepArgsOf(step: StepToPlan): StepArgs {
  return { args: step.args, table: step.table, docString: step.docString, env: step.env };
}

/** A step compiled earlier in the same scenario, with what it did: the agent's history. */
export interface CompiledStepMemory {
  text: string;
  actions: string[];
  /** the same actions as the cache holds them: what a later step reads of them (where the caret was left) */
  did: StepAction[];
  /** the step's values, which fill the placeholders of what it did */
  args?: StepArgs;
}

/** What a look at one earlier page finds: from its observation, or by reading the page through the driver. */
export type Seen<T> = (o: Observation, driver: AppDriver<unknown>) => T | undefined | Promise<T | undefined>;

export interface PlanContext {
  driver: AppDriver<unknown>;
  step: StepToPlan;
  scenario: { name: string; steps: string[]; index: number };
  history: CompiledStepMemory[];
  opts: RuntimeOptions;
  /** the project's named pages (config `pages`): a page name in words → its path under the base URL */
  pages?: Record<string, string>;
  /** saves a screenshot of the current page for the report and returns its path */
  capture(label: string): Promise<string | undefined>;
  /** a fresh browser with the scenario's validated steps before this one replayed; replaces `driver` */
  restore(): Promise<void>;
  /**
   * the scenario's earlier pages: replays its validated steps in a fresh browser (replacing `driver`),
   * observing after each, and returns the first thing `seen` finds on them
   */
  revisit?<T>(seen: Seen<T>): Promise<T | undefined>;
  /**
   * set when revisit's replay of the scenario's steps ended on a page that reads otherwise than the scenario's own
   * did: an app that keeps state (a note saved twice, the second time refused) is not where the scenario left it
   */
  replayedOtherwise?: boolean;
  /**
   * elements an earlier plan of this step took, which a later check of the scenario did not bear out: set aside,
   * no candidate now
   */
  setAside?: Target[];
  /** the look-alike to take where the step's words fit several equally: the compiler trying each in turn */
  lookAlike?: Target;
  /** why the rule planner left this step to the agent (auto mode): its reading and its doubt */
  rulesNote?: string;
}

/** One line of what a planner saw and decided, for the compile report. */
export interface TraceEntry {
  kind: 'candidates' | 'choice' | 'refused' | 'verdict' | 'restore' | 'assertion' | 'defect' | 'note';
  text: string;
  screenshot?: string;
}

export interface PlanUsage {
  llmCalls: number;
  promptTokens: number;
  completionTokens: number;
  model?: string;
}

/**
 * What a planner made of a step. `unsure` is the rule planner's honest "I would be guessing": in
 * auto mode the step goes to the agent. `defect` means the app did not do what the step expects.
 */
export type PlanOutcome = (
  | { status: 'compiled'; actions: StepAction[]; generic: boolean; notes?: string[];
    /** indexes of the actions whose element the step names exactly (the only one with that name and role) */
    namedExactly?: number[];
    /** an element was placed by what earlier steps named, not by the step's own words (StepBinder) */
    placedByScenario?: true }
  | { status: 'unsure'; reason: string;
    /** sentences that do compile on the page the step was tried on (rules/suggest.ts) */
    suggestions?: string[];
    /**
     * tried on the page after each later step of the scenario: the step's actions once a later page holds the
     * evidence it lacked (an element a later step shows, whose absence this check is about)
     */
    settleLater?: (later: PlanContext) => Promise<StepAction[] | undefined>;
    /**
     * a check that failed after the step at this place in the history picked its element by kind alone, of
     * several: with that step planned again without the element it took, the check may compile
     */
    pickAgain?: number;
    /**
     * look-alikes the step's words fit equally, to click: the compiler may take each in turn and keep the one
     * the check after the step bears out. Links each leading elsewhere change nothing in the app when followed;
     * others (`waysMayWrite`) are tried only in a browser that may not write
     */
    ways?: Target[];
    waysMayWrite?: boolean }
  /** `absence`: the check was that something is not there (what an earlier scenario left may be it) */
  | { status: 'defect'; reason: string; screenshots: string[]; absence?: boolean }
  | { status: 'failed'; reason: string }
) & { usage?: PlanUsage; trace?: TraceEntry[] };

/** Planners compile a step by performing it live: when `compiled` is returned the app is in the
 * state after the step, exactly as replay will leave it. */
export interface StepPlanner {
  readonly name: 'rules' | 'agent';
  plan(ctx: PlanContext): Promise<PlanOutcome>;
}
