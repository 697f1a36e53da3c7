// Page loads as WebDriver BiDi events: where a browser speaks BiDi (isolation "context" keeps its
// websocket open anyway), waiting for a navigation to finish is waiting for the browser to say so
// (browsingContext.domContentLoaded / load), not asking the page again every 20–200 ms. Any window's or
// frame's load counts: the one WebDriver is in may be a frame, or a window a step switched to.
import { EventEmitter } from 'node:events';

/** The document loads of a browser, in the order it reported them. */
export interface PageLoads {
  /** a number that only grows: every event after now gets a higher one */
  mark(): number;
  /** Resolves true once one of `kinds` is reported after `since` (a mark()), false after `timeoutMs` without one. */
  after(since: number, kinds: LoadKind[], timeoutMs: number): Promise<boolean>;
  /**
   * The message of an alert the browser reported opening after `since` (a mark()): BiDi closes an alert
   * itself, so its words are known only this way. Optional: a browser without these events has none.
   */
  alertSince?(since: number): string | undefined;
}

export type LoadKind = 'domContentLoaded' | 'load';

export const LOAD_EVENTS = ['browsingContext.domContentLoaded', 'browsingContext.load',
  'browsingContext.userPromptOpened'] as const;

interface Seen { kind: LoadKind; seq: number }

/**
 * PageLoads over a BiDi client that emits each event by its method name (selenium-webdriver's
 * bidi/index.js does), once `session.subscribe` to LOAD_EVENTS was sent on it.
 */
export class BidiPageLoads implements PageLoads {
  private seq = 0;
  /** the last few events: a wait that starts after its event still finds it */
  private recent: Seen[] = [];
  private readonly woken = new EventEmitter();

  /** the last alert reported, and when */
  private alert?: { seq: number; message: string };

  constructor(client: EventEmitter) {
    for (const method of LOAD_EVENTS.slice(0, 2)) {
      const kind = method.split('.')[1] as LoadKind;
      client.on(method, () => this.seen(kind));
    }
    client.on('browsingContext.userPromptOpened', (p: { type?: string; message?: string }) => {
      if (p?.type === 'alert') this.alert = { seq: ++this.seq, message: p.message ?? '' };
    });
    this.woken.setMaxListeners(0);
  }

  private seen(kind: LoadKind): void {
    const event = { kind, seq: ++this.seq };
    this.recent = [...this.recent.slice(-31), event];
    this.woken.emit('event', event);
  }

  mark(): number {
    return this.seq;
  }

  alertSince(since: number): string | undefined {
    return this.alert && this.alert.seq > since ? this.alert.message : undefined;
  }

  after(since: number, kinds: LoadKind[], timeoutMs: number): Promise<boolean> {
    const fits = (e: Seen): boolean => e.seq > since && kinds.includes(e.kind);
    if (this.recent.some(fits)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (result: boolean): void => {
        clearTimeout(timer);
        this.woken.off('event', onEvent);
        resolve(result);
      };
      const onEvent = (e: Seen): void => {
        if (fits(e)) done(true);
      };
      const timer = setTimeout(() => done(false), Math.max(0, timeoutMs));
      this.woken.on('event', onEvent);
    });
  }
}
