import type { Assertion, StepAction, Value } from '../../cache/schema.ts';
import type { Target } from '../../locators/target.ts';
import type { ObservedElement } from '../../observation/element.ts';
import { expectAssertion } from '../../runtime/assertions.ts';
import { executeAction } from '../../runtime/execute.ts';
import { StepFailure } from '../../runtime/failures.ts';
import { StepBinder, type Grounded } from '../binding.ts';
import { stepArgsOf, type PlanContext, type PlanOutcome, type StepPlanner, type StepToPlan } from '../planner.ts';
import { groundCollection, groundTarget } from './ground.ts';
import type { Intent, TargetPhrase } from './intent.ts';
import { parseStep } from './parse-step.ts';

type Purpose = Parameters<typeof groundTarget>[2];

/** Raised inside planning when the rule planner would have to guess. */
class Unsure extends Error {}

async function ground(ctx: PlanContext, phrase: TargetPhrase, purpose: Purpose): Promise<Grounded> {
  const obs = await ctx.driver.observe();
  const g = groundTarget(phrase, obs.elements, purpose);
  if (!g.ok) throw new Unsure(g.message);
  return { el: g.match.element, peers: obs.elements };
}

/** Builds the cache action for one intent, grounding its target in the current page. */
async function actionFor(intent: Intent, ctx: PlanContext, b: StepBinder): Promise<StepAction> {
  const on = async (phrase: TargetPhrase, purpose: Purpose) => b.target(await ground(ctx, phrase, purpose), b.paramAt(phrase.quoted));
  switch (intent.kind) {
    case 'navigate': return { do: 'navigate', url: b.value(intent.url) };
    case 'click': return { do: 'click', target: await on(intent.target, 'click') };
    case 'type': return { do: 'type', target: await on(intent.target, 'type'), value: b.value(intent.value) };
    case 'select': return { do: 'select', target: await on(intent.target, 'select'), option: b.value(intent.option) };
    case 'check': return { do: 'check', target: await on(intent.target, 'check'), checked: intent.checked };
    case 'hover': return { do: 'hover', target: await on(intent.target, 'hover') };
    case 'press': return { do: 'press', key: intent.key, ...(intent.target ? { target: await on(intent.target, 'press') } : {}) };
    case 'scroll': return { do: 'scroll', ...(intent.target ? { target: await on(intent.target, 'scroll') } : {}), ...(intent.direction ? { direction: intent.direction } : {}) };
    case 'waitForText': return { do: 'waitFor', until: { check: 'text', text: b.value(intent.text), negate: intent.negate } };
    case 'waitForElement': {
      // the element may not be there yet: wait for it by name before grounding
      const words = intent.target.quoted?.text ?? intent.target.words;
      if (intent.state === 'visible') return { do: 'waitFor', until: { check: 'text', text: intent.target.quoted ? b.value(intent.target.quoted) : { literal: words }, negate: false } };
      await expectAssertion(ctx.driver, { check: 'text', text: { literal: words }, negate: false }, stepArgsOf(ctx.step), ctx.opts, ctx.opts.waitTimeoutMs).catch(() => undefined);
      return { do: 'waitFor', until: { check: 'state', target: await on(intent.target, 'state'), state: intent.state } };
    }
    default: return { do: 'assert', expect: await assertionFor(intent, ctx, b, on) };
  }
}

async function assertionFor(intent: Intent, ctx: PlanContext, b: StepBinder,
  on: (p: TargetPhrase, purpose: Purpose) => Promise<Target>): Promise<Assertion> {
  switch (intent.kind) {
    case 'expectText': return { check: 'text', text: b.value(intent.text), negate: intent.negate };
    case 'expectValue': return { check: 'fieldValue', target: await on(intent.target, 'read'), value: b.value(intent.value) };
    case 'expectState': return { check: 'state', target: await on(intent.target, 'state'), state: intent.state };
    case 'expectCount': {
      const obs = await ctx.driver.observe();
      // the number in the step only breaks ties between lists that fit the noun equally well
      const g = groundCollection(intent.noun, obs.collections, Number(intent.count.text));
      if (!g.ok) throw new Unsure(g.message);
      return { check: 'count', css: g.collection.css, description: intent.noun, count: b.value(intent.count) };
    }
    case 'expectUrl': return { check: 'url', value: b.value(intent.value), op: intent.op };
    case 'expectTitle': return { check: 'title', value: b.value(intent.value), op: intent.op };
    default: throw new Unsure(`cannot turn "${intent.kind}" into an assertion`);
  }
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
function argumentValue(a: StepAction, step: StepToPlan, el: () => Promise<ObservedElement>): Promise<StepAction> | StepAction {
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

/**
 * The deterministic planner: parses explicit steps, grounds each named element by scored matching
 * with a confidence margin, and performs each action live so the next one sees the page it left.
 * It never guesses: anything unclear comes back `unsure`, for the agent.
 */
export class RulePlanner implements StepPlanner {
  readonly name = 'rules' as const;

  async plan(ctx: PlanContext): Promise<PlanOutcome> {
    const step = ctx.step;
    const fromArgument = argumentIntents(step);
    let intents: Intent[];
    if (fromArgument) {
      intents = fromArgument;
    } else {
      const parsed = parseStep(step.text, step.keyword);
      if (!parsed.ok) return { status: 'unsure', reason: parsed.reason };
      intents = parsed.intents;
    }
    const b = new StepBinder(step);
    const actions: StepAction[] = [];
    for (const intent of intents) {
      let action: StepAction;
      try {
        action = await actionFor(intent, ctx, b);
        const target = 'target' in action ? action.target : undefined;
        if (intent.kind === 'type' && target) {
          action = await argumentValue(action, step, async () => (await ground(ctx, intent.target, 'read')).el);
        }
      } catch (e) {
        if (e instanceof Unsure) return { status: 'unsure', reason: e.message };
        throw e;
      }
      try {
        await executeAction(ctx.driver, action, stepArgsOf(step), ctx.opts);
      } catch (e) {
        if (!(e instanceof StepFailure)) throw e;
        if (action.do === 'assert' || action.do === 'waitFor') {
          const shot = await ctx.capture('defect');
          return { status: 'defect', reason: e.message, screenshots: shot ? [shot] : [] };
        }
        return { status: 'failed', reason: e.message };
      }
      actions.push(action);
    }
    return { status: 'compiled', actions, generic: !fromArgument && b.generic };
  }
}
