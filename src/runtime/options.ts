import type { Target } from '../locators/target.ts';

/** what a slow wait waits for: an element to appear or be enabled, a check to hold, a page to load or react */
export type SlowWaitKind = 'element' | 'check' | 'page';

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
  /**
   * names compared letter for letter, case too: compile tries a step template on values it was not made with, and
   * "More" must not be taken for a "more" button where a "More" tab is what the words name (planned anew instead)
   */
  exactCase?: boolean;
  /** guarded overlay dismissals to try when an action is intercepted (learned by heal) */
  guards?: Target[];
  /**
   * told once when a wait has lasted a second, with what it waits for: an element or a check (the
   * step is probably failing: replay takes a "before" screenshot), or a page still loading or reacting
   * (compile shows each on its progress line)
   */
  onSlowWait?: (what: string, kind: SlowWaitKind) => void;
}
