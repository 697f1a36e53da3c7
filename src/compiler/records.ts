// The records a compile or heal run works on: the cache loaded once, kept current in memory, and
// written through to step-cache/ unless the run is a dry run.
import type { Binding, StepRecord } from '../cache/schema.ts';
import { CACHE_FORMAT } from '../cache/schema.ts';
import { pickBinding, platformOf, refusalFor, withBinding, withRefusal, withVerified, type CacheStore,
} from '../cache/store.ts';
import type { ResolvedStep } from './steps.ts';

/** A step's words and values: one definition serves every step with the same. */
const provenKey = (s: ResolvedStep): string => JSON.stringify([s.expression, s.plan.args]);

export class RecordBook {
  /** the step and arguments this run compiled, and where: a later scenario's failure with them is that scenario's
   * state, and a binding it plans for them anew would take the place of the one that worked there */
  private readonly proven = new Map<string, string>();

  constructor(readonly store: CacheStore, readonly records: Map<string, StepRecord>, readonly write: boolean) {}

  private put(rec: StepRecord): void {
    // the store merges with what another compile wrote meanwhile and returns what is on disk now
    this.records.set(rec.expression, this.write ? this.store.write(rec) : rec);
  }

  /** The record of the step's expression, when it takes the same Gherkin argument. */
  recordOf(s: ResolvedStep): StepRecord | undefined {
    const rec = this.records.get(s.expression);
    return rec && rec.argument === s.argument ? rec : undefined;
  }

  /** The binding replay would use; arguments compile refused are tried again, never served by another binding. */
  bindingFor(s: ResolvedStep): Binding | undefined {
    const rec = this.recordOf(s);
    const refused = rec && refusalFor(rec, s.plan.args, s.source.location);
    return rec && !refused ? pickBinding(rec, s.plan.args, s.platform) : undefined;
  }

  /** Adds or replaces a binding (creating the record for a new expression). */
  addBinding(s: ResolvedStep, feature: string, binding: Binding): void {
    const rec = this.recordOf(s);
    let base: StepRecord = rec ?? {
      format: CACHE_FORMAT, keyword: s.source.keyword, expression: s.expression,
      parameterTypes: s.parameterTypes, feature, argument: s.argument, bindings: [binding],
    };
    // a new generic binding takes the old one's place: the values this run compiled with the old one keep it, as
    // theirs (`Click "add".` placed among look-alikes, then `Click "close all".` planned anew)
    const old = binding.args === null
      ? rec?.bindings.find((b) => b.args === null && platformOf(b) === platformOf(binding)) : undefined;
    for (const args of old ? this.provenArgs(s, rec!) : []) base = withBinding(base, { ...old!, args });
    this.put(withBinding(base, binding));
    this.proved(s);
  }

  /** The other values this run compiled the step's words with, that no binding of their own holds. */
  private provenArgs(s: ResolvedStep, rec: StepRecord): string[][] {
    const held = new Set(rec.bindings.map((b) => JSON.stringify(b.args)));
    return [...this.proven.keys()].map((k) => JSON.parse(k) as [string, string[]])
      .filter(([expression, args]) => expression === s.expression
        && JSON.stringify(args) !== JSON.stringify(s.plan.args) && !held.has(JSON.stringify(args)))
      .map(([, args]) => args);
  }

  /** The step's binding held for it (compiled or replayed from the cache). */
  proved(s: ResolvedStep): void {
    if (!this.proven.has(provenKey(s))) this.proven.set(provenKey(s), s.source.location);
  }

  /** Where this run compiled the step's words with these values, when that was at another step. */
  provenAt(s: ResolvedStep): string | undefined {
    const at = this.proven.get(provenKey(s));
    return at !== s.source.location ? at : undefined;
  }

  /** Replay must refuse these values, not run the generic binding that compile just saw fail. */
  refuse(s: ResolvedStep, reason: string, elsewhere = false): void {
    // (the same values compiled earlier in this run, in a scenario that got there: "I click "Maple syrup"" worked
    // where an earlier scenario made the note, and finds nothing where a scenario that stopped partway did not)
    // …but where that binding would do what this step does not mean (another note's "Edit"), this step refuses it
    const at = this.proven.get(provenKey(s));
    if (at === s.source.location || (at && !elsewhere)) return;
    const rec = this.recordOf(s);
    const here = at ? { here: true as const } : {};
    if (rec) this.put(withRefusal(rec, { args: s.plan.args, reason, source: s.source.location, ...here }));
  }

  /** The template held for these values too: remember it, so the next compile can skip them. */
  verified(s: ResolvedStep, binding: Binding): void {
    const rec = this.records.get(s.expression);
    if (rec) this.put(withBinding(rec, withVerified(binding, s.plan.args)));
  }
}
