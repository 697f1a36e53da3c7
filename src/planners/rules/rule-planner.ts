import type { StepAction, Value } from '../../cache/schema.ts';
import type { ObservedElement } from '../../observation/element.ts';
import { executeAction } from '../../runtime/execute.ts';
import { StepFailure } from '../../runtime/failures.ts';
import { resolveValue } from '../../runtime/values.ts';
import { StepBinder } from '../binding.ts';
import { isWatched, performWatched, type Watched } from '../effect.ts';
import { stepArgsOf, type PlanContext, type PlanOutcome, type StepPlanner, type StepToPlan } from '../planner.ts';
import { groundTarget, type Purpose } from './ground.ts';
import type { Intent, TargetPhrase } from './intent.ts';
import { parseStep } from './parse-step.ts';
import { actionsFor } from './rule-actions.ts';
import { Unsure, UnsureAmongWays, UnsureUntilLater } from './unsure.ts';
import { resolveBackReferences } from './back-reference.ts';
import { phrasingsOn } from './suggest.ts';
import { actionBefore, typingAtCaret } from './caret.ts';
import { failedCheck } from './defect-doubts.ts';

async function ground(ctx: PlanContext, phrase: TargetPhrase, purpose: Purpose): Promise<ObservedElement> {
  const g = groundTarget(phrase, (await ctx.driver.observe()).elements, purpose);
  if (!g.ok) throw new Unsure(g.message);
  return g.match.element;
}

// "When I fill in the form:" + a two-column table: one field per row, label → value.
const FORM_STEP = /\b(fill|fills|filled|enter|enters|complete|completes|provide|provides)\b.*(:|form|details|fields)\s*$/i;
// "And I enter the following notes:" + a doc string: the noun names the field.
const DOC_STEP = /\b(?:enter|type|write|fill in|paste|add)s?\s+(?:the\s+following\s+|this\s+|these\s+)?(?:text\s+(?:in|into)\s+(?:the\s+)?)?([\w -]+?)\s*:?\s*$/i;

/** Intents of a step that carries a Gherkin argument instead of quoted values. */
function argumentIntents(step: StepToPlan): Intent[] | undefined {
  if (step.table && FORM_STEP.test(step.text) && step.table.every((r) => r.length === 2)) {
    return step.table.map((row, r) => ({
      kind: 'type', target: { words: row[0]!, quoted: { text: row[0]!, at: -1 } },
      value: { text: `\u0000table:${r}`, at: -1 },
    }));
  }
  const m = step.docString !== undefined ? DOC_STEP.exec(step.text) : null;
  if (m) return [{ kind: 'type', target: { words: m[1]! }, value: { text: '\u0000docString', at: -1 } }];
  return undefined;
}

/** Table-cell and doc-string markers from argumentIntents become their cache values. */
function argumentValue(a: StepAction, step: StepToPlan,
  el: () => Promise<ObservedElement>): Promise<StepAction> | StepAction {
  if (a.do !== 'type' || !('literal' in a.value) || !a.value.literal.startsWith('\u0000')) return a;
  const marker = a.value.literal.slice(1);
  if (marker === 'docString') return { ...a, value: { docString: true } };
  const r = Number(marker.split(':')[1]);
  const cell: Value = { table: [r, 1] };
  // a table row may name a select, a checkbox or a radio button: act the way that field takes a value
  return el().then((e): StepAction => {
    if (e.role === 'combobox' && e.tag === 'select') return { do: 'select', target: a.target, option: cell };
    if (e.role === 'checkbox' || e.role === 'switch') {
      const v = step.table![r]![1]!.trim().toLowerCase();
      return { do: 'check', target: a.target, checked: !['no', 'false', 'off', 'unchecked', ''].includes(v) };
    }
    if (e.role === 'radio') return { do: 'check', target: a.target, checked: true };
    return { ...a, value: cell };
  });
}

const occurrences = (text: string, of: string): number => {
  const flat = (t: string): string => t.replace(/\s+/g, ' ');
  return of.trim() ? flat(text).split(flat(of).trim()).length - 1 : 0;
};

/**
 * Types where the caret is, and says so only when the typed text then shows once more on the page:
 * with nothing that takes text focused, the keys go nowhere, and that is no step to record.
 */
async function typedHere(ctx: PlanContext,
  action: Extract<StepAction, { do: 'typeHere' }>): Promise<string | undefined> {
  const text = resolveValue(action.text, stepArgsOf(ctx.step));
  const before = occurrences(await ctx.driver.pageText(), text);
  await executeAction(ctx.driver, action, stepArgsOf(ctx.step), ctx.opts);
  if (occurrences(await ctx.driver.pageText(), text) > before) return undefined;
  return `typing "${text}" where the caret is showed it nowhere: nothing that takes text has the focus ` +
    '(name the field: I type "…" into the … field)';
}

/** A text that appeared for these arguments says nothing of others: a generic binding keeps the element's state. */
function withoutAppeared(a: StepAction): StepAction {
  if (!('effect' in a) || !a.effect?.appeared) return a;
  const { appeared: _dropped, ...effect } = a.effect;
  return { ...a, effect };
}

/**
 * The deterministic planner: parses explicit steps, grounds each named element by scored matching
 * with a confidence margin, and performs each action live so the next one sees the page it left.
 * It never guesses: anything unclear comes back `unsure`, for the agent.
 */
export class RulePlanner implements StepPlanner {
  readonly name = 'rules' as const;

  async plan(ctx: PlanContext): Promise<PlanOutcome> {
    const out = await this.planHere(ctx);
    if (out.status !== 'unsure') return out;
    // what would compile on this very page: a team without an LLM is never left guessing the grammar
    const elements = (await ctx.driver.observe().catch(() => undefined))?.elements ?? [];
    const suggestions = await phrasingsOn(ctx.driver, ctx.step.text, ctx.step.keyword, elements,
      ctx.opts.identityThreshold);
    return suggestions.length ? { ...out, suggestions } : out;
  }

  private async planHere(ctx: PlanContext): Promise<PlanOutcome> {
    const step = ctx.step;
    const fromArgument = argumentIntents(step);
    let intents: Intent[];
    if (fromArgument) {
      intents = fromArgument;
    } else {
      const parsed = parseStep(step.text, step.keyword);
      if (!parsed.ok) return { status: 'unsure', reason: parsed.reason };
      const resolved = resolveBackReferences(parsed.intents, ctx);
      if (typeof resolved === 'string') return { status: 'unsure', reason: resolved };
      intents = resolved;
    }
    const b = new StepBinder(step);
    const actions: StepAction[] = [];
    const timesBefore: Watched[] = [];
    for (let i = 0; i < intents.length; i++) {
      const intent = intents[i]!;
      let planned: StepAction[];
      try {
        // what an action opens is planned after it, on the page it opened (a list a button drops down)
        const then: Intent[] = [];
        planned = await actionsFor(intent, ctx, b, then);
        intents.splice(i + 1, 0, ...then);
        if (intent.kind === 'type' && fromArgument) {
          // the element as the row's words found it to type into (a field nothing labels is found by
          // its markup, and headings then say the same words); a select or a checkbox only as read
          const field = (): Promise<ObservedElement> =>
            ground(ctx, intent.target, 'type').catch(() => ground(ctx, intent.target, 'read'));
          planned = [await argumentValue(planned[0]!, step, field)];
        }
      } catch (e) {
        // (a single check a later step may settle: the compiler tries it again after those steps)
        if (e instanceof UnsureUntilLater && intents.length === 1) {
          return { status: 'unsure', reason: e.message, settleLater: e.settle };
        }
        if (e instanceof UnsureAmongWays && intents.length === 1) {
          return { status: 'unsure', reason: e.message, ways: e.ways, waysMayWrite: e.mayWrite };
        }
        if (e instanceof Unsure) return { status: 'unsure', reason: e.message };
        throw e;
      }
      for (const next of planned) {
        const action = next.do === 'type' ? await typingAtCaret(ctx, next, actionBefore(ctx, actions)) : next;
        try {
          if (action.do === 'typeHere') {
            const unseen = await typedHere(ctx, action);
            if (unseen) return { status: 'unsure', reason: unseen };
            actions.push(action);
            continue;
          }
          if (isWatched(action)) {
            // "twice": done with the last time, whose effect is that of them all
            if ('repeated' in intent && intent.repeated) {
              timesBefore.push(action);
              continue;
            }
            const earlier = timesBefore.splice(0);
            const done = await performWatched(ctx.driver, action, stepArgsOf(step), ctx.opts, earlier);
            if ('noEffect' in done) return { status: 'unsure', reason: done.noEffect };
            actions.push(...earlier, done.action);
            continue;
          }
          await executeAction(ctx.driver, action, stepArgsOf(step), ctx.opts);
        } catch (e) {
          if (!(e instanceof StepFailure)) throw e;
          if (action.do === 'assert' || action.do === 'waitFor') {
            return failedCheck(ctx, action, e, b.takenOnScreen);
          }
          return { status: 'failed', reason: e.message };
        }
        actions.push(action);
      }
    }
    const namedExactly = actions.flatMap(
      (a, i) => ('target' in a && a.target && b.namedExactly.has(a.target) ? [i] : []));
    const generic = !fromArgument && b.generic;
    return { status: 'compiled', actions: generic ? actions.map(withoutAppeared) : actions, generic,
      ...(namedExactly.length ? { namedExactly } : {}), ...(b.placedByScenario ? { placedByScenario: true } : {}) };
  }
}
