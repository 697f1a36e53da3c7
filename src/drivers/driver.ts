import type { Observation } from '../observation/element.ts';
import type { Fingerprint, Scope, Strategy } from '../locators/target.ts';

/** A target with its parameter placeholders already filled in. */
export interface ResolvedTarget {
  description: string;
  strategies: Strategy[];
  fingerprint: Fingerprint;
  scope?: Scope;
  ordinal?: number;
}

/** What one locate attempt saw, per strategy: the material of a readable failure message. */
export interface StrategyAttempt {
  by: string;
  count: number;
  score?: number;
  error?: string;
}

export interface LocateResult<E> {
  element: E | null;
  by?: string;
  score?: number;
  /** whether the found element accepts input, when the backend can tell in the same round trip */
  enabled?: boolean;
  /** with `describe`: the found element in the observation model (unvalidated) */
  described?: unknown;
  /** with `all`: every candidate the first strategy and the scope allow, in the observation model */
  all?: unknown[];
  tried: StrategyAttempt[];
}

export interface LocateOptions {
  visibleOnly: boolean;
  threshold: number;
  /** also describe the found element (discovery checks what replay will find) */
  describe?: boolean;
  /** return every candidate instead of one element (discovery of relational targets) */
  all?: boolean;
}

export interface ElementState {
  visible: boolean;
  enabled: boolean;
  checked: boolean;
  value: string;
  /** open/closed for disclosure widgets (aria-expanded, details/summary); undefined when it has none */
  expanded?: boolean;
  focused?: boolean;
}

/**
 * One interface over the app under test. Every method is a single attempt with no waiting: the
 * runtime owns waits and retries, so they behave the same on every backend.
 */
export interface AppDriver<E = unknown> {
  readonly platform: 'web' | 'android';
  navigate(url: string): Promise<void>;
  observe(): Promise<Observation>;
  locate(target: ResolvedTarget, opts: LocateOptions): Promise<LocateResult<E>>;
  click(el: E): Promise<void>;
  /** `inputType` (from the fingerprint) lets the backend pick the right way to fill the field */
  type(el: E, text: string, inputType?: string): Promise<void>;
  selectOption(el: E, option: string): Promise<boolean>;
  hover(el: E): Promise<void>;
  pressKey(key: string, el?: E): Promise<void>;
  scroll(el: E | undefined, direction?: 'down' | 'up' | 'top' | 'bottom'): Promise<void>;
  readState(el: E): Promise<ElementState>;
  pageText(): Promise<string>;
  countMatching(css: string): Promise<number>;
  url(): Promise<string>;
  title(): Promise<string>;
  screenshot(): Promise<Buffer>;
  /** a small screenshot as a data URL, cheap enough to show a model */
  modelScreenshot(): Promise<string>;
  back(): Promise<void>;
  doubleClick(el: E): Promise<void>;
  contextClick(el: E): Promise<void>;
  dragTo(el: E, to: E): Promise<void>;
  /** sets a file input's file: `path` is absolute */
  upload(el: E, path: string): Promise<void>;
  focus(el: E): Promise<void>;
  clear(el: E): Promise<void>;
  history(go: 'back' | 'forward' | 'reload'): Promise<void>;
  close(): Promise<void>;
}
