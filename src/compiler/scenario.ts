// One scenario of a compile or heal run, step by step in one browser: cached steps replay, missing
// ones are planned (rules, then the agent), and — in heal mode — a cached step that fails is handed
// to heal, which repairs it, reports a possible defect, or asks for it to be planned anew.
import type { Binding, HealEntry } from '../cache/schema.ts';
import { describeAction, describeLocators } from '../cache/describe.ts';
import type { AppDriver } from '../drivers/driver.ts';
import { PageNotSettledError } from '../drivers/errors.ts';
import type { StartOptions } from '../drivers/factory.ts';
import type { LoadedScenario } from '../gherkin/load-features.ts';
import { stepArgsOf, type PlanContext, type PlanOutcome } from '../planners/planner.ts';
import { executeHeldToEffects, type TextsBefore } from '../runtime/effect.ts';
import { StepFailure } from '../runtime/failures.ts';
import type { RuntimeOptions } from '../runtime/options.ts';
import { fillTemplate, saidIn, type StepArgs } from '../runtime/values.ts';
import type { CompileOptions } from './compile.ts';
import type { StepOutcome } from '../report/outcome.ts';
import { planStep } from './plan-step.ts';
import type { RecordBook } from './records.ts';
import { ScenarioSession, type Shots } from './scenario-session.ts';
import { needsCheck, outcome, type ResolvedStep } from './steps.ts';
import { leftHalfway, oneMeaning, type Unfinished } from './verdicts.ts';
import { settleLater, unsettled, type LaterCheck } from './later-checks.ts';
import { newBinding, type Replan } from './new-binding.ts';
import { pickAgain, type PickContext } from './pick-again.ts';
import { followEach } from './follow-each.ts';

export type { Unfinished } from './verdicts.ts';

export interface ScenarioRun {
  o: CompileOptions;
  book: RecordBook;
  opts: RuntimeOptions;
  /** expressions compiled in this run: reused even with --force */
  fresh: Set<string>;
  shots: Shots;
  /** a new driver for the scenario; `refuseWrites`: one to try something in (ScenarioSession.trial) */
  startDriver: (o?: StartOptions) => Promise<AppDriver<unknown>>;
  push(out: StepOutcome): void;
  /**
   * per feature, the first of its scenarios that stopped partway in this run: the app may keep what it left,
   * and lack what its steps not done would have made (the values they give)
   */
  unfinished: Map<string, Unfinished>;
}

const first = (m: string): string => m.split('\n')[0]!;

/** A step done and validated: part of the prefix restore() replays, and what the next check is held against. */
function remember(session: ScenarioSession, s: ResolvedStep, actions: Binding['actions'], texts?: TextsBefore): void {
  session.prefix.push({ text: s.plan.text, location: s.source.location, actions, args: argsIn(session, s), texts });
}

/** The step's values, with the quoted texts of the scenario's steps before it (what a `said` anchor tries). */
const argsIn = (session: ScenarioSession, s: ResolvedStep): StepArgs => ({ ...stepArgsOf(s.plan),
  said: saidIn(session.prefix.map((p) => ({ text: p.text, table: p.args.table }))) });

/** The step a binding was placed at by what its scenario named before it, when that is not this step. */
const placedElsewhere = (b: Binding, s: ResolvedStep): string | undefined =>
  (b.provenance.placedByScenario && b.provenance.source !== s.source.location ? b.provenance.source : undefined);

/** How long a generic binding may look for its element with values it was not checked with. */
const TEMPLATE_CHECK_MS = 1_500;

/** Settling before a template check is a courtesy: a page that never holds still is fine, a lost browser is not. */
const onlyUnsettled = (e: unknown): void => {
  if (!(e instanceof PageNotSettledError)) throw e;
};

/** The scenario being run: its steps, its browser, and — once a step blocks the rest — why they are skipped. */
interface ScenarioState {
  r: ScenarioRun;
  scenario: LoadedScenario;
  steps: ResolvedStep[];
  session: ScenarioSession;
  blocked?: string;
  /** unsure checks a later step may settle (PlanOutcome.settleLater), tried again after each step */
  later: LaterCheck[];
}

export async function runScenario(r: ScenarioRun, scenario: LoadedScenario, steps: ResolvedStep[]): Promise<void> {
  const session = await ScenarioSession.open(() => r.startDriver(), r.opts, r.shots,
    () => r.startDriver({ refuseWrites: true }));
  const state: ScenarioState = { r, scenario, steps, session, later: [] };
  let stoppedAt: number | undefined;
  try {
    for (const [index, s] of steps.entries()) {
      const started = Date.now();
      if (state.blocked) {
        stoppedAt ??= index - 1;
        r.push(outcome(scenario, s, 'skipped', 0, state.blocked));
        continue;
      }
      if (s.handwritten) {
        r.push(outcome(scenario, s, 'handwritten', 0, 'defined by a hand-written step; not run during compile'));
        continue;
      }
      const replan = await replayCached(state, s, started);
      if (replan) await planAndRecord(state, s, index, started, replan);
      if (!state.blocked) await settleLater(r, scenario, state.later, (p) => planContext(state, p, index), s);
    }
    unsettled(r, scenario, state.later.splice(0));
    if (state.blocked && !r.unfinished.has(scenario.feature)) {
      const undone = steps.slice(stoppedAt ?? steps.length - 1).flatMap((x) => x.plan.args);
      r.unfinished.set(scenario.feature, { location: scenario.location, undone });
    }
  } finally {
    await session.close();
  }
}

/** Replays the step's cached binding, if it has one: undefined when that settled the step, else what planning needs. */
async function replayCached(state: ScenarioState, s: ResolvedStep, started: number): Promise<Replan | undefined> {
  const { r, scenario, session } = state;
  const { o, book, opts, fresh } = r;
  // a step compiled earlier in this run (even in this scenario) is reused, --force or not: the binding the book
  // holds now, not the one read before the scenario ran (a template line 22 just gave a binding of its own)
  if (!s.binding || fresh.has(s.expression)) s.binding = book.bindingFor(s);
  const binding = s.binding;
  if (!binding || (o.force && !fresh.has(s.expression))) return { templateFailed: false, shotsBefore: [] };
  // placed by what another step's scenario named before it (the note it opened): that place is not this one's
  const placedBy = placedElsewhere(binding, s);
  if (placedBy) {
    return { templateFailed: false, shotsBefore: [], failed: binding,
      note: `the cached definition was placed by what the scenario of ${placedBy} named before it; planned anew` };
  }
  try {
    // a template tried on new values gets a short wait: the page has settled, and a value it
    // does not fit should go to discovery quickly, not after the full step timeout
    // (and finds elements only by names written as the value is: otherwise the words may mean another element)
    const tryOpts = needsCheck(s) ? { ...opts, timeoutMs: Math.min(opts.timeoutMs, TEMPLATE_CHECK_MS), exactCase: true }
      : opts;
    // a page that never holds still is tried as it is: the template's own check decides
    if (needsCheck(s)) await session.driver.settle().catch(onlyUnsettled);
    const args = argsIn(session, s);
    const texts = await executeHeldToEffects(session.driver, binding.actions, args, tryOpts, session.lastAction(),
      opts);
    remember(session, s, binding.actions, texts);
    if (needsCheck(s)) book.verified(s, binding);
    book.proved(s);
    r.push(outcome(scenario, s, 'cached', Date.now() - started));
    return undefined;
  } catch (e) {
    if (!(e instanceof StepFailure)) throw e;
    return afterCachedFailure(state, s, binding, e, started);
  }
}

/** A cached binding failed: in heal mode heal decides; otherwise, or when heal says so, the step is planned anew. */
async function afterCachedFailure(state: ScenarioState, s: ResolvedStep, failed: Binding, e: StepFailure,
  started: number): Promise<Replan | undefined> {
  const { r, scenario, session } = state;
  const { o, book, opts, fresh } = r;
  let note: string;
  let repair: Omit<HealEntry, 'method'> | undefined;
  let shotsBefore: string[] = [];
  if (e.kind === 'no-effect') {
    // the action before the check did nothing: neither the check nor the app is to blame, and the check
    // is not planned anew (it would only report a possible defect)
    state.blocked = `not run: the action at ${e.missed?.step?.location ?? 'the step before'} had no effect`;
    const shot = await session.capture('no-effect');
    r.push({ ...outcome(scenario, s, 'failed', Date.now() - started, first(e.message)),
      screenshots: shot ? [shot] : [] });
    return undefined;
  }
  if (o.heal) {
    const verdict = await o.heal.onCachedFailure({ session, step: s, binding: failed, failure: e, opts });
    if (verdict.status === 'healed') {
      book.addBinding(s, scenario.feature, verdict.binding);
      fresh.add(s.expression);
      remember(session, s, verdict.binding.actions);
      r.push({ ...outcome(scenario, s, 'healed', Date.now() - started, verdict.note),
        change: verdict.change, screenshots: verdict.screenshots });
      return undefined;
    }
    if (verdict.status === 'defect') {
      state.blocked = `not healed: it comes after the possible defect at ${s.source.location}`;
      r.push({ ...outcome(scenario, s, 'defect', Date.now() - started, verdict.reason),
        screenshots: verdict.screenshots });
      return undefined;
    }
    ({ note, entry: repair, screenshots: shotsBefore } = verdict);
  } else {
    note = `the cached definition failed (${first(e.message)}); rediscovered`;
  }
  const templateFailed = failed.args === null;
  // a first action whose element was not found (or not the recorded one) did nothing: the page is still the
  // state to plan on, and replaying the prefix of a stateful app (a note saved twice) could only spoil it
  // (nor did a binding that only checks: a check still waiting out an animation changed nothing either)
  const untouched = !o.heal && ((e.actionIndex === 0 && (e.kind === 'locator-miss' || e.kind === 'wrong-element'))
    || failed.actions.every((a) => a.do === 'assert' || a.do === 'waitFor'));
  const restored = untouched ? undefined : await session.restore().then(() => undefined, (x: unknown) => x);
  if (restored) {
    if (!(restored instanceof StepFailure)) throw restored;
    state.blocked = 'an earlier step of this scenario did not compile';
    const why = `${note}, but restoring the earlier steps failed: ${first(restored.message)}`;
    r.push(outcome(scenario, s, 'failed', Date.now() - started, why));
    return undefined;
  }
  return { note, templateFailed, repair, shotsBefore, failed };
}

/** What a planner is given for this step: the live app, the scenario so far, and a way back to this point. */
function planContext(state: ScenarioState, s: ResolvedStep, index: number): PlanContext {
  const { session, scenario, steps } = state;
  const ctx: PlanContext = {
    driver: session.driver, step: s.plan, opts: state.r.opts, pages: state.r.o.config.pages,
    scenario: { name: scenario.pickle.name, steps: steps.map((x) => `${x.source.keyword} ${x.plan.text}`), index },
    history: session.prefix.map((p) => ({ text: p.text, actions: p.actions.map(describeAction), did: p.actions,
      args: p.args })),
    capture: (label) => session.capture(label),
    restore: async () => {
      await session.restore();
      ctx.driver = session.driver;
    },
    revisit: async (seen) => {
      const before = await session.driver.pageText().catch(() => undefined);
      const found = await session.revisit(seen);
      // (the same steps replayed should end on the same page: an app that keeps state may show another)
      if (await session.driver.pageText().catch(() => undefined) !== before) ctx.replayedOtherwise = true;
      ctx.driver = session.driver;
      return found;
    },
  };
  return ctx;
}

/** Plans the step (rules, then the agent) and records the binding, or the reason it did not compile. */
async function planAndRecord(state: ScenarioState, s: ResolvedStep, index: number, started: number,
  replan: Replan): Promise<void> {
  const { r, scenario, session } = state;
  const { o, book, fresh } = r;
  const { note, repair, shotsBefore, failed } = replan;
  let planned: { result: PlanOutcome; planner: 'rules' | 'agent' };
  try {
    planned = await planStep(o.planners, planContext(state, s, index));
  } catch (e) {
    // replaying the prefix to restore a state can fail too: that ends this scenario, not the compile
    if (!(e instanceof StepFailure)) throw e;
    const reason = `restoring the scenario's earlier steps failed: ${first(e.message)}`;
    planned = { result: { status: 'failed', reason }, planner: 'rules' };
  }
  // (a check may settle which of several elements an earlier step meant, or which look-alike link this one means)
  const at: PickContext = { r, feature: scenario.feature, session, steps: state.steps,
    ctxFor: (x, i) => planContext(state, x, i), argsFor: (x) => argsIn(session, x) };
  const unsure = planned.result.status === 'unsure' ? planned.result : undefined;
  const again = unsure?.pickAgain !== undefined ? await pickAgain(at, s, index, unsure.pickAgain)
    : unsure?.ways ? await followEach(at, s, index, unsure.ways, unsure.waysMayWrite) : undefined;
  if (again) planned = again;
  const { planner } = planned;
  let { result } = planned;
  if (result.status === 'defect' && !o.heal) {
    const values = state.steps.slice(0, index + 1).flatMap((x) => x.plan.args);
    result = leftHalfway(result, r.unfinished.get(scenario.feature), values);
  }
  const review = repair && failed && result.status === 'compiled'
    ? o.heal?.reviewRediscovery(failed, result.actions, stepArgsOf(s.plan), result.namedExactly) : undefined;
  if (review && 'refused' in review) result = { status: 'unsure', reason: review.refused, usage: result.usage,
    trace: result.trace };
  if (review && 'accepted' in review) replan.named = review.accepted;
  if (result.status === 'compiled' && !repair) result = oneMeaning(book, s, failed, result);
  // what another step's binding would do here is not what this step means: replay must not run it here
  const elsewhere = result.status !== 'compiled' && (planned.result.status === 'compiled'
    || (failed !== undefined && placedElsewhere(failed, s) !== undefined));
  const ms = Date.now() - started;
  if (result.status === 'compiled') {
    book.addBinding(s, scenario.feature, newBinding(r, s, result, planner, ms, replan));
    fresh.add(s.expression);
    remember(session, s, result.actions);
    const fill = (t: string) => fillTemplate(t, stepArgsOf(s.plan));
    const change = repair && failed
      ? `${fill(describeLocators(failed.actions))} → ${fill(describeLocators(result.actions))}` : undefined;
    const notes = [note, replan.named, ...(result.notes ?? [])].filter(Boolean).join('; ') || undefined;
    r.push({ ...outcome(scenario, s, repair ? 'rediscovered' : 'compiled', ms, notes),
      planner, usage: result.usage, trace: result.trace, screenshots: shotsBefore, ...(change ? { change } : {}) });
  } else if (result.status === 'unsure' && result.settleLater && !o.heal) {
    // nothing done, nothing to block: the steps after it run, and one of them may settle it
    state.later.push({ s, started, reason: result.reason, settle: result.settleLater });
    o.reporter.note(`  … ${s.source.keyword.trim()} ${s.plan.text}: tried again after the later steps that name it`);
  } else {
    state.blocked = o.heal && result.status === 'defect'
      ? `not healed: it comes after the possible defect at ${s.source.location}`
      : 'an earlier step of this scenario did not compile';
    if (!o.heal) book.refuse(s, `${result.status}: ${first(result.reason)}`, elsewhere);
    const suggestions = result.status === 'unsure' && result.suggestions ? { suggestions: result.suggestions } : {};
    r.push({ ...outcome(scenario, s, result.status, ms, note ? `${note}; ${result.reason}` : result.reason), planner,
      ...suggestions,
      screenshots: [...shotsBefore, ...(result.status === 'defect' ? result.screenshots : [])],
      usage: result.usage, trace: result.trace });
  }
}
