import type { Observation, ObservedElement } from '../observation/element.ts';
import type { Anchor, Fingerprint, Scope, Strategy } from '../locators/target.ts';

/** What a step can do to the app under test as a whole (Android: activateApp, terminateApp, backgroundApp). */
export const APP_LIFECYCLE = ['launch', 'restart', 'close', 'background', 'foreground'] as const;
export type AppLifecycle = typeof APP_LIFECYCLE[number];

/** How a text is drawn, for "I see "…" in bold" */
export const TEXT_STYLES = ['bold', 'italic', 'underline', 'strikethrough'] as const;
export type TextStyle = typeof TEXT_STYLES[number];
/** Where in an element's text a click lands: before its first character, past its last, or on these words */
export type TextPlace = 'start' | 'end' | { words: string };

/** `asWritten`: with any text-transform undone; `style`: only the text drawn so ("in bold") */
export interface ReadTextOptions {
  asWritten?: boolean;
  style?: TextStyle;
}

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
  /** names and texts compared letter for letter, case too (web; a step template tried on new values) */
  exactCase?: boolean;
}

/** Which screen the app shows: a URL and page title on the web, a package/activity and title on Android. */
export interface ScreenIdentity {
  /** the page URL, or android-app://<package>/<activity> */
  id: string;
  title: string;
}

/** Text a person reads in one part of the page: the page itself, a frame, a shadow root, a dialog… */
/** The `where` of the text read from the browser's own dialog (alert, confirm, prompt) an action opened. */
export const BROWSER_DIALOG = 'browser dialog';

export interface TextPart {
  /** where it was read: "page", "page > frame "Email body"", "dialog", … */
  where: string;
  text: string;
}

export interface ElementState {
  visible: boolean;
  enabled: boolean;
  checked: boolean;
  value: string;
  /** what a drop-down shows of its value: the chosen option's text ("French" for the value "fr"), where it differs */
  shown?: string;
  /** open/closed for disclosure widgets (aria-expanded, details/summary); undefined when it has none */
  expanded?: boolean;
  focused?: boolean;
  /** a person can type into it now (an enabled text field that is not read-only, an editing host); undefined where
   * the backend cannot tell */
  editable?: boolean;
  /** the caret is in it: the text selection starts inside it (a heading inside an editing host that has the focus) */
  holdsCaret?: boolean;
  /** a selected tab or option, the current page's link (aria-selected, aria-current) */
  selected?: boolean;
  /** a toggle button that is on (aria-pressed) */
  pressed?: boolean;
  /** how the element looks to its stylesheet (its classes), where the backend can tell */
  look?: string;
}

/** How long "settled" must last and how long to wait for it (discovery only; replay polls). */
export interface SettleOptions {
  /** the DOM must have been quiet this long, counted from the last change or input (default 100) */
  quietMs?: number;
  /** give up after this long and report what kept the page busy (default 2000) */
  maxMs?: number;
  /** wait for the page to change at all before waiting for quiet: for re-observing */
  change?: boolean;
  /**
   * with `change`: a change made after the last input (the action just performed, whose own handler may
   * change the page at once, before this call) counts too. Web only: a screen dump has no such time.
   */
  acted?: boolean;
}

export interface SettleResult {
  settled: boolean;
  waitedMs: number;
  /** what still kept the page busy when `maxMs` ran out */
  busy?: 'navigating' | 'loading' | 'mutating' | 'animating' | 'unchanged';
}

export interface ObserveOptions {
  /** settle first (true = default SettleOptions): what discovery wants after an action */
  settle?: boolean | SettleOptions;
}

/**
 * One interface over the app under test. Every method is a single attempt with no waiting: the
 * runtime owns waits and retries, so they behave the same on every backend.
 */
/** What covers an element an action could not reach: the overlay, and the controls inside it. */
export interface OverlayInfo {
  /** e.g. `div#cookies.banner "We use cookies"` */
  overlay: string;
  controls: ObservedElement[];
}

export interface AppDriver<E = unknown> {
  readonly platform: 'web' | 'android';
  /**
   * The page holds only what is on screen (Android's page source: a list's rows further down are not
   * in it until scrolled to), so an element the page lacks may be a scroll away. Unset: the page
   * holds all of its content, on screen or not (the web's DOM).
   */
  readonly onScreenOnly?: boolean;
  /** "open": a URL on the web; a deep link (scheme://…) or an activity (.ui.Settings) on Android */
  navigate(target: string): Promise<void>;
  observe(opts?: ObserveOptions): Promise<Observation>;
  /**
   * Waits until the page has settled: no navigation pending, DOM quiet, no finite animation
   * running; bounded by `maxMs`. The one method that waits on its own, for discovery to observe
   * what the user would see once the app is done reacting.
   */
  settle(opts?: SettleOptions): Promise<SettleResult>;
  locate(target: ResolvedTarget, opts: LocateOptions): Promise<LocateResult<E>>;
  click(el: E): Promise<void>;
  /** `inputType` (from the fingerprint) lets the backend pick the right way to fill the field */
  type(el: E, text: string, inputType?: string): Promise<void>;
  selectOption(el: E, option: string): Promise<boolean>;
  hover(el: E): Promise<void>;
  pressKey(key: string, el?: E): Promise<void>;
  /**
   * Types where the focus is (the caret of a field or a rich-text editor), clearing nothing: CodeceptJS's
   * `I.type`. Optional: a backend that cannot send keys to whatever has the focus does not have it.
   */
  typeHere?(text: string): Promise<void>;
  /**
   * Clicks (or double-clicks) at a place in the element's text: its start or end, where a person clicks to
   * put the caret there (editing a heading in place), or on some of its words (a word inside a rich-text
   * editor). Optional, as typeHere.
   */
  clickAt?(el: E, at: TextPlace, double?: boolean): Promise<void>;
  /**
   * Answers the browser's own dialog (alert, confirm, prompt) an action opened: OK (accept) or Cancel; its
   * message. Throws when none is open. Optional: a backend without such dialogs does not have it.
   */
  answerDialog?(accept: boolean): Promise<string>;
  /**
   * A step about to do something other than answer the browser's dialog: one no step answered is
   * dismissed first (Cancel), as WebDriver itself would, so the page behind it can be found and used.
   */
  leaveDialog?(): Promise<void>;
  scroll(el: E | undefined, direction?: 'down' | 'up' | 'top' | 'bottom'): Promise<void>;
  readState(el: E): Promise<ElementState>;
  /** all the text a person reads on the page, every part of it joined (readText) */
  pageText(): Promise<string>;
  /**
   * The text a person reads, part by part: the page and each same-origin frame and shadow root in it
   * or, with an anchor, in each part of the page it names (every dialog, the row for "Alice"…; [] when
   * there is none). Compile and replay check text with this one reader. `asWritten`: the text before a
   * stylesheet's text-transform (a backend without one reads the same either way).
   */
  readText(anchor?: Anchor, opts?: ReadTextOptions): Promise<TextPart[]>;
  /** how many visible elements an (opaque, per-platform) collection selector matches */
  countMatching(selector: string): Promise<number>;
  screen(): Promise<ScreenIdentity>;
  /**
   * Where the page and its parts that scroll are scrolled to, one string to compare before and after an action;
   * with an element, once that element is in view, as the action brings it first. Optional: a backend that
   * cannot tell does not have it, and a scroll is then no effect compile sees.
   */
  scrollSpot?(el?: E): Promise<string>;
  /** the page URL, or android-app://<package>/<activity> (= screen().id) */
  url(): Promise<string>;
  /** the page title, or the app bar's title (= screen().title) */
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
  /** press and hold (Android long-click; on the web a held mouse button) */
  longPress(el: E): Promise<void>;
  /** a swipe across the screen; `up` moves the finger up, so the content moves up too */
  swipe(direction: 'up' | 'down' | 'left' | 'right'): Promise<void>;
  /** closes the on-screen keyboard when it is open; nothing to do on the web */
  hideKeyboard(): Promise<void>;
  /**
   * The app under test as a whole: launch (or bring to the front), restart, close, send to the
   * background, bring back. Optional: a backend without an app of its own (the web) does not have it.
   */
  app?(go: AppLifecycle): Promise<void>;
  /**
   * Activates an element another way than a pointer click, for widgets a WebDriver click leaves
   * untouched: its own click() ("script") or Enter on it ("keyboard"). Optional: a backend without
   * such ways does not implement it, and compile does not try them there.
   */
  activate?(el: E, how: 'script' | 'keyboard'): Promise<void>;
  /** the overlay covering `el`, if one does (optional: backends without overlays need not implement it) */
  overlayOver?(el: E): Promise<OverlayInfo | undefined>;
  /**
   * The platform's own session under this driver, for a team's own steps and hooks: a
   * selenium-webdriver WebDriver on the web, a webdriverio Browser on Android.
   */
  nativeDriver(): unknown;
  /**
   * How many requests that would write to the app's server this driver refused: a driver started to look but
   * not write (drivers/factory.ts `refuseWrites`) counts them; undefined for any other (it refuses nothing).
   */
  refusedWrites?(): number | undefined;
  close(): Promise<void>;
}
