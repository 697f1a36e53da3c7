// One scenario of a compile or heal run, step by step in one browser: cached steps replay, missing
// ones are planned (rules, then the agent), and — in heal mode — a cached step that fails is handed
// to heal, which repairs it, reports a possible defect, or asks for it to be planned anew.
import type { Binding, HealEntry } from '../cache/schema.ts';
import { describeAction, describeLocators } from '../codegen/describe.ts';
import type { AppDriver } from '../drivers/driver.ts';
import type { LoadedScenario } from '../gherkin/load-features.ts';
import { stepArgsOf, type PlanContext, type PlanOutcome } from '../planners/planner.ts';
import { executeActions } from '../runtime/execute.ts';
import { StepFailure } from '../runtime/failures.ts';
import type { RuntimeOptions } from '../runtime/options.ts';
import { fillTemplate } from '../runtime/values.ts';
import type { CompileOptions } from './compile.ts';
import type { StepOutcome } from './outcome.ts';
import { planStep } from './plan-step.ts';
import type { RecordBook } from './records.ts';
import { ScenarioSession, type Shots } from './session.ts';
import { needsCheck, outcome, type ResolvedStep } from './steps.ts';

export interface ScenarioRun {
  o: CompileOptions;
  book: RecordBook;
  opts: RuntimeOptions;
  /** expressions compiled in this run: reused even with --force */
  fresh: Set<string>;
  shots: Shots;
  startDriver: () => Promise<AppDriver<unknown>>;
  push(out: StepOutcome): void;
}

const first = (m: string): string => m.split('\n')[0]!;

/** How long a generic binding may look for its element with values it was not checked with. */
const TEMPLATE_CHECK_MS = 1_500;

export async function runScenario(r: ScenarioRun, scenario: LoadedScenario, steps: ResolvedStep[]): Promise<void> {
  const { o, book, opts, fresh } = r;
  const session = await ScenarioSession.open(r.startDriver, opts, r.shots);
  let blocked: string | undefined;
  try {
    for (const [index, s] of steps.entries()) {
      const started = Date.now();
      if (blocked) {
        r.push(outcome(scenario, s, 'skipped', 0, blocked));
        continue;
      }
      if (s.handwritten) {
        r.push(outcome(scenario, s, 'handwritten', 0, 'defined by a hand-written step; not run during compile'));
        continue;
      }
      let note: string | undefined;
      let templateFailed = false;
      let repair: Omit<HealEntry, 'method'> | undefined;
      let shotsBefore: string[] = [];
      let failed: Binding | undefined;
      // a step compiled earlier in this run (even in this scenario) is reused, --force or not
      if (!s.binding || (o.force && fresh.has(s.expression))) s.binding = book.bindingFor(s);
      if (s.binding && (!o.force || fresh.has(s.expression))) {
        try {
          // a template tried on new values gets a short wait: the page has settled, and a value it
          // does not fit should go to discovery quickly, not after the full step timeout
          const tryOpts = needsCheck(s) ? { ...opts, timeoutMs: Math.min(opts.timeoutMs, TEMPLATE_CHECK_MS) } : opts;
          if (needsCheck(s)) await session.driver.settle().catch(() => undefined);
          await executeActions(session.driver, s.binding.actions, stepArgsOf(s.plan), tryOpts);
          session.prefix.push({ text: s.plan.text, actions: s.binding.actions, args: stepArgsOf(s.plan) });
          if (needsCheck(s)) book.verified(s, s.binding);
          r.push(outcome(scenario, s, 'cached', Date.now() - started));
          continue;
        } catch (e) {
          if (!(e instanceof StepFailure)) throw e;
          failed = s.binding;
          if (o.heal) {
            const verdict = await o.heal.onCachedFailure({ session, step: s, binding: s.binding, failure: e, opts });
            if (verdict.status === 'healed') {
              book.addBinding(s, scenario.feature, verdict.binding);
              fresh.add(s.expression);
              session.prefix.push({ text: s.plan.text, actions: verdict.binding.actions, args: stepArgsOf(s.plan) });
              r.push({ ...outcome(scenario, s, 'healed', Date.now() - started, verdict.note), change: verdict.change, screenshots: verdict.screenshots });
              continue;
            }
            if (verdict.status === 'defect') {
              blocked = `not healed: it comes after the possible defect at ${s.source.location}`;
              r.push({ ...outcome(scenario, s, 'defect', Date.now() - started, verdict.reason), screenshots: verdict.screenshots });
              continue;
            }
            ({ note, entry: repair, screenshots: shotsBefore } = verdict);
          } else {
            note = `the cached definition failed (${first(e.message)}); rediscovered`;
          }
          // a generic binding that does not hold for these values must not speak for them again
          templateFailed = s.binding.args === null;
          const restored = await session.restore().then(() => undefined, (x: unknown) => x);
          if (restored) {
            if (!(restored instanceof StepFailure)) throw restored;
            blocked = 'an earlier step of this scenario did not compile';
            r.push(outcome(scenario, s, 'failed', Date.now() - started, `${note}, but restoring the earlier steps failed: ${first(restored.message)}`));
            continue;
          }
        }
      }
      const ctx: PlanContext = {
        driver: session.driver, step: s.plan, opts,
        scenario: { name: scenario.pickle.name, steps: steps.map((x) => `${x.source.keyword} ${x.plan.text}`), index },
        history: session.prefix.map((p) => ({ text: p.text, actions: p.actions.map(describeAction) })),
        capture: (label) => session.capture(label),
        restore: async () => {
          await session.restore();
          ctx.driver = session.driver;
        },
      };
      let planned: { result: PlanOutcome; planner: 'rules' | 'agent' };
      try {
        planned = await planStep(o.planners, ctx);
      } catch (e) {
        // replaying the prefix to restore a state can fail too: that ends this scenario, not the compile
        if (!(e instanceof StepFailure)) throw e;
        planned = { result: { status: 'failed', reason: `restoring the scenario's earlier steps failed: ${first(e.message)}` }, planner: 'rules' };
      }
      const { planner } = planned;
      let { result } = planned;
      const refusal = repair && failed && result.status === 'compiled' ? o.heal?.reviewRediscovery(failed, result.actions, stepArgsOf(s.plan)) : undefined;
      if (refusal) result = { status: 'unsure', reason: refusal, usage: result.usage, trace: result.trace };
      const ms = Date.now() - started;
      if (result.status === 'compiled') {
        const generic = result.generic && !templateFailed;
        const healedFrom = repair ? [{ ...repair, method: 'rediscovered' as const }, ...(failed?.provenance.healedFrom ?? [])].slice(0, 5) : undefined;
        const binding: Binding = {
          args: generic ? null : s.plan.args,
          ...(generic && s.plan.args.length ? { verified: [s.plan.args] } : {}),
          // web bindings stay as they always were; others say their platform
          ...(s.platform === 'web' ? {} : { platform: s.platform }),
          actions: result.actions,
          provenance: {
            source: s.source.location, planner, durationMs: ms, compiledAt: new Date().toISOString(),
            ...(o.config.appBuild ? { appBuild: o.config.appBuild } : {}),
            ...(result.usage ? { model: result.usage.model, llmCalls: result.usage.llmCalls,
              promptTokens: result.usage.promptTokens, completionTokens: result.usage.completionTokens } : {}),
            ...(healedFrom ? { healedFrom } : {}),
          },
        };
        book.addBinding(s, scenario.feature, binding);
        fresh.add(s.expression);
        session.prefix.push({ text: s.plan.text, actions: result.actions, args: stepArgsOf(s.plan) });
        const fill = (t: string) => fillTemplate(t, stepArgsOf(s.plan));
        const change = repair && failed ? `${fill(describeLocators(failed.actions))} → ${fill(describeLocators(result.actions))}` : undefined;
        r.push({ ...outcome(scenario, s, repair ? 'rediscovered' : 'compiled', ms, [note, ...(result.notes ?? [])].filter(Boolean).join('; ') || undefined),
          planner, usage: result.usage, trace: result.trace, screenshots: shotsBefore, ...(change ? { change } : {}) });
      } else {
        blocked = o.heal && result.status === 'defect' ? `not healed: it comes after the possible defect at ${s.source.location}`
          : 'an earlier step of this scenario did not compile';
        if (!o.heal) book.refuse(s, `${result.status}: ${first(result.reason)}`);
        r.push({ ...outcome(scenario, s, result.status, ms, note ? `${note}; ${result.reason}` : result.reason), planner,
          screenshots: [...shotsBefore, ...(result.status === 'defect' ? result.screenshots : [])], usage: result.usage, trace: result.trace });
      }
    }
  } finally {
    await session.close();
  }
}
