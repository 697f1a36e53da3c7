import type { Target } from '../locators/target.ts';

/** Replay knobs, the same at compile time and in CI so a compiled step behaves identically. */
export interface RuntimeOptions {
  /** how long to wait for an element or an expectation */
  timeoutMs: number;
  /** longest wait for an explicit `wait for …` step */
  waitTimeoutMs: number;
  /** minimum fingerprint similarity for "the same element" */
  identityThreshold: number;
  /** resolves relative navigation targets */
  baseUrl: string;
  env: NodeJS.ProcessEnv;
  /** the project root: relative file paths of uploads resolve against it */
  root?: string;
  /** guarded overlay dismissals to try when an action is intercepted (learned by heal) */
  guards?: Target[];
  /** told once when a wait has lasted a second: the step is probably failing (a "before" screenshot) */
  onSlowWait?: () => void;
}
