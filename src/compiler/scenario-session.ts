// One scenario's browser during compile or heal: the validated prefix of steps, a fresh browser with
// that prefix replayed on demand (restore), and numbered screenshots for the report.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StepAction } from '../cache/schema.ts';
import type { AppDriver } from '../drivers/driver.ts';
import type { Seen } from '../planners/planner.ts';
import type { PerformedAction, TextsBefore } from '../runtime/effect.ts';
import { executeActions } from '../runtime/execute.ts';
import { StepFailure } from '../runtime/failures.ts';
import { lastPerformed } from '../runtime/replay.ts';
import type { RuntimeOptions } from '../runtime/options.ts';
import type { StepArgs } from '../runtime/values.ts';

export interface PrefixStep {
  text: string;
  actions: StepAction[];
  args: StepArgs;
  /** feature:line */
  location?: string;
  /** the page text read before its actions that need it (runtime/effect.ts) */
  texts?: TextsBefore;
}

/** Screenshot file names numbered across a whole run. */
export class Shots {
  private n = 0;
  constructor(readonly dir: string) {}

  async save(driver: AppDriver<unknown>, label: string): Promise<string | undefined> {
    const png = await driver.screenshot().catch(() => undefined);
    if (!png) return undefined;
    mkdirSync(this.dir, { recursive: true });
    const file = join(this.dir, `${String(++this.n).padStart(3, '0')}-${label.replace(/[^a-z0-9-]+/gi, '-')}.png`);
    writeFileSync(file, png);
    return file;
  }
}

export class ScenarioSession {
  /** the steps performed so far and validated: what restore() replays */
  readonly prefix: PrefixStep[] = [];

  private constructor(public driver: AppDriver<unknown>, private start: () => Promise<AppDriver<unknown>>,
    private readonly opts: RuntimeOptions, private readonly shots: Shots,
    private readonly startRefusingWrites?: () => Promise<AppDriver<unknown>>) {}

  /** `startRefusingWrites`: a driver that may look but not write, for trial(); none, no trials. */
  static async open(start: () => Promise<AppDriver<unknown>>, opts: RuntimeOptions, shots: Shots,
    startRefusingWrites?: () => Promise<AppDriver<unknown>>): Promise<ScenarioSession> {
    return new ScenarioSession(await start(), start, opts, shots, startRefusingWrites);
  }

  /**
   * `fn` run on a driver of its own that has replayed the prefix and may not write to the app's server: the
   * scenario's driver waits meanwhile, as it was, and the app holds what it held. `fn`'s value; undefined when
   * no such driver starts, the prefix does not replay in it, or it refused a write (the prefix or `fn` would
   * have changed what the app holds, so what `fn` saw is not what the scenario would).
   */
  async trial<T>(fn: () => Promise<T>): Promise<T | undefined> {
    const own = { driver: this.driver, start: this.start };
    const start = this.startRefusingWrites;
    const trying = start && await start().catch(() => undefined);
    if (!start || !trying) return undefined;
    // (a restore within the trial starts another such driver: never one that writes)
    this.start = start;
    this.driver = trying;
    try {
      for (const p of this.prefix) await executeActions(this.driver, p.actions, p.args, this.opts);
      const value = await fn();
      // (a write the last step set off reaches the guard a moment later: the page settles first)
      await this.driver.settle().catch(() => undefined);
      return this.driver.refusedWrites?.() === 0 ? value : undefined;
    } catch (e) {
      if (e instanceof StepFailure) return undefined;
      throw e;
    } finally {
      await this.driver.close().catch(() => undefined);
      this.driver = own.driver;
      this.start = own.start;
    }
  }

  /** A fresh browser with the validated prefix replayed: the state before the current step. */
  async restore(): Promise<void> {
    await this.driver.close();
    this.driver = await this.start();
    for (const p of this.prefix) await executeActions(this.driver, p.actions, p.args, this.opts);
  }

  /**
   * The scenario's history: a fresh browser replays the validated prefix, observing the page after
   * each step, until `seen` finds what it looks for; the rest is replayed, so the app ends where it was.
   * What an element absent now was, when the same scenario saw it earlier.
   */
  async revisit<T>(seen: Seen<T>): Promise<T | undefined> {
    await this.driver.close();
    this.driver = await this.start();
    let found: T | undefined;
    for (const p of this.prefix) {
      await executeActions(this.driver, p.actions, p.args, this.opts);
      found ??= await seen(await this.driver.observe({ settle: true }), this.driver);
    }
    return found;
  }

  /** The last action performed with a recorded effect: what a failing check right after it is held against. */
  lastAction(): PerformedAction | undefined {
    return this.prefix.reduce<PerformedAction | undefined>((prev, p) =>
      lastPerformed(p.actions, p.args, prev, { text: p.text, location: p.location }, p.texts), undefined);
  }

  capture(label: string): Promise<string | undefined> {
    return this.shots.save(this.driver, label);
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
