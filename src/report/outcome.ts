// What compile and heal found for each step, as the reports show it: the report layer owns the
// vocabulary it reports (like results-schema.ts), so the compiler imports it from here, not the reverse.
import type { PlanUsage, TraceEntry } from '../planners/planner.ts';

export type StepStatus =
  | 'cached'      // a valid cached binding exists (and, when the scenario ran, it replayed)
  | 'compiled'    // discovered now
  | 'healed'      // heal: the recorded element found again by its fingerprint, deterministically
  | 'rediscovered' // heal: the cached definition broke and the step was planned anew
  | 'handwritten' // defined by a hand-written step file: not compiled, not run during compile
  | 'unsure'      // no planner could compile it confidently
  | 'defect'      // the app did not do what the step expects
  | 'failed'      // an action or the setup failed
  | 'skipped';    // an earlier step of the scenario did not compile

export interface StepOutcome {
  location: string;
  scenario: string;
  keyword: string;
  text: string;
  status: StepStatus;
  planner?: 'rules' | 'agent';
  reason?: string;
  durationMs: number;
  screenshots: string[];
  usage?: PlanUsage;
  trace?: TraceEntry[];
  /** heal: the locators before → after */
  change?: string;
  /** unsure: sentences that do compile on the page the step was tried on */
  suggestions?: string[];
}

export const isProblem = (s: StepStatus): boolean => s === 'unsure' || s === 'defect' || s === 'failed';
