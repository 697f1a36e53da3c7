import type { Observation } from '../observation/element.ts';
import type { Fingerprint, Strategy } from '../locators/target.ts';

/** A target with its parameter placeholders already filled in. */
export interface ResolvedTarget {
  description: string;
  strategies: Strategy[];
  fingerprint: Fingerprint;
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
  tried: StrategyAttempt[];
}

/** Which screen the app shows: a URL and page title on the web, a package/activity and title on Android. */
export interface ScreenIdentity {
  /** the page URL, or android-app://<package>/<activity> */
  id: string;
  title: string;
}

export interface ElementState {
  visible: boolean;
  enabled: boolean;
  checked: boolean;
  value: string;
}

/**
 * One interface over the app under test. Every method is a single attempt with no waiting: the
 * runtime owns waits and retries, so they behave the same on every backend.
 */
export interface AppDriver<E = unknown> {
  readonly platform: 'web' | 'android';
  /** "open": a URL on the web; a deep link (scheme://…) or an activity (.ui.Settings) on Android */
  navigate(target: string): Promise<void>;
  observe(): Promise<Observation>;
  locate(target: ResolvedTarget, opts: { visibleOnly: boolean; threshold: number }): Promise<LocateResult<E>>;
  click(el: E): Promise<void>;
  /** `inputType` (from the fingerprint) lets the backend pick the right way to fill the field */
  type(el: E, text: string, inputType?: string): Promise<void>;
  selectOption(el: E, option: string): Promise<boolean>;
  hover(el: E): Promise<void>;
  pressKey(key: string, el?: E): Promise<void>;
  scroll(el: E | undefined, direction?: 'down' | 'up' | 'top' | 'bottom'): Promise<void>;
  readState(el: E): Promise<ElementState>;
  pageText(): Promise<string>;
  /** how many visible elements an (opaque, per-platform) collection selector matches */
  countMatching(selector: string): Promise<number>;
  screen(): Promise<ScreenIdentity>;
  screenshot(): Promise<Buffer>;
  /** a small screenshot as a data URL, cheap enough to show a model */
  modelScreenshot(): Promise<string>;
  back(): Promise<void>;
  /** press and hold (Android long-click; on the web a held mouse button) */
  longPress(el: E): Promise<void>;
  /** a swipe across the screen; `up` moves the finger up, so the content moves up too */
  swipe(direction: 'up' | 'down' | 'left' | 'right'): Promise<void>;
  /** closes the on-screen keyboard when it is open; nothing to do on the web */
  hideKeyboard(): Promise<void>;
  close(): Promise<void>;
}
