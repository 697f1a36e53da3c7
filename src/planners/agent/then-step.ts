// The agent's Then steps: one assertion checked live; a failing check is the agent's error or a possible defect.
import type { Assertion } from '../../cache/schema.ts';
import type { Observation, ObservedElement } from '../../observation/element.ts';
import { expectAssertion } from '../../runtime/assertions.ts';
import { StepFailure } from '../../runtime/failures.ts';
import type { PlanOutcome } from '../planner.ts';
import { AssertionAnswer, OutcomeAnswer } from './answers.ts';
import { imagePart } from './llm/index.ts';
import * as P from './prompts.ts';
import type { StepRun } from './step-run.ts';

const firstLine = (message: string): string => message.split('\n')[0];

/** Asks for a check, up to three times, until one holds or the failure looks like the app's. */
export async function planThen(run: StepRun): Promise<PlanOutcome> {
  const { ctx } = run;
  // the screen the expectation is judged on, kept in case it turns out to be a defect
  const before = await ctx.capture('then-before');
  for (let attempt = 0; attempt < 3; attempt++) {
    const obs = await ctx.driver.observe();
    const answer = await askForCheck(run, obs);
    const built = assertionFrom(run, answer, obs);
    if (typeof built === 'string') {
      run.rejected.push(built);
      run.log('refused', built);
      continue;
    }
    run.log('assertion', `${JSON.stringify(built)} — ${answer.reason}`);
    try {
      await expectAssertion(ctx.driver, built, run.args, ctx.opts);
      return { status: 'compiled', actions: [{ do: 'assert', expect: built }], generic: run.binder.generic };
    } catch (e) {
      if (!(e instanceof StepFailure)) throw e;
      const verdict = await classify(run, e.message);
      if (verdict.expectation_met || verdict.classification === 'agent-error') {
        run.rejected.push(`${JSON.stringify(built)} failed (${firstLine(e.message)}) although the expectation is met: `
          + 'choose a better check');
        continue;
      }
      const shot = await ctx.capture('defect-after');
      run.log('defect', `${verdict.classification}: ${verdict.reason}`, shot);
      return {
        status: 'defect',
        reason: `possible application defect (${verdict.classification}): ${verdict.reason}. ${firstLine(e.message)}`,
        screenshots: [before, shot].filter((x): x is string => Boolean(x)),
      };
    }
  }
  return { status: 'failed', reason: 'the agent found no check for this step that holds' };
}

/** The actor's proposed check, from the elements, collections and visible text of the screen. */
async function askForCheck(run: StepRun, obs: Observation): Promise<AssertionAnswer> {
  const text = run.mask.apply((await run.ctx.driver.pageText()).replace(/\s+/g, ' ').slice(0, 1500));
  const collections = obs.collections.slice(0, 12)
    .map((c, i) => `[${i}] ${c.css} (${c.count} items, e.g. ${JSON.stringify(c.sample.slice(0, 40))})`).join('\n');
  return run.ask('actor', P.ASSERTION_SYSTEM, [
    ...run.context(obs),
    run.rejected.length ? `REJECTED CHECKS:\n${run.rejected.map((r) => `  - ${r}`).join('\n')}` : '',
    `ELEMENTS:\n<page>\n${P.elementLines(obs.elements)}\n</page>`,
    `COLLECTIONS:\n<page>\n${collections}\n</page>`,
    `VISIBLE TEXT:\n<page>\n${text}\n</page>`,
  ].filter(Boolean), AssertionAnswer, 'assertion_answer');
}

/** The answer as a cache assertion, or why it cannot be one. */
function assertionFrom(run: StepRun, a: AssertionAnswer, obs: Observation): Assertion | string {
  const b = run.binder;
  const el = (): ObservedElement | undefined => obs.elements.find((e) => e.index === a.element);
  const value = a.value ?? '';
  switch (a.check) {
    case 'text': return value ? { check: 'text', text: b.valueOfText(value), negate: a.negate } : 'a text check ' +
      'needs a value';
    case 'url': return value ? { check: 'url', value: b.valueOfText(value),
      op: a.op ?? 'contains' } : 'a URL check needs a value';
    case 'title':
      return value ? { check: 'title', value: b.valueOfText(value), op: a.op ?? 'contains' } : 'a title check ' +
        'needs a value';
    case 'count': {
      const c = a.collection === null ? undefined : obs.collections[a.collection];
      if (!c || !/^\d+$/.test(value.trim())) return 'a count check needs a listed collection and a number';
      const description = c.name.split(' ').slice(0, 3).join(' ');
      return { check: 'count', selector: c.css, description, count: b.valueOfText(value.trim()) };
    }
    case 'state': case 'fieldValue': {
      const e = el();
      if (!e) return `element [${a.element}] is not on the screen`;
      const target = b.target({ el: e, peers: obs.elements }, b.paramNaming(e));
      if (a.check === 'state') return a.state ? { check: 'state', target, state: a.state } : 'a state check ' +
        'needs a state';
      return { check: 'fieldValue', target, value: b.valueOfText(value) };
    }
  }
}

/** GUITester's reflector: agent error (retry with another check) or application defect. */
async function classify(run: StepRun, failure: string): Promise<OutcomeAnswer> {
  const { ctx } = run;
  const text = run.mask.apply((await ctx.driver.pageText()).replace(/\s+/g, ' ').slice(0, 1200));
  const verdict = await run.ask('verifier', P.OUTCOME_SYSTEM, [
    `STEP: ${ctx.step.keyword} ${ctx.step.text}`,
    P.memoryBlock(ctx.history, []),
    `CHECK FAILED: ${firstLine(failure)}`,
    `VISIBLE TEXT:\n<page>\n${text}\n</page>`,
    imagePart(await ctx.driver.modelScreenshot(), 'low'),
  ], OutcomeAnswer, 'outcome_answer');
  const met = verdict.expectation_met ? 'expectation met' : 'expectation not met';
  run.log('verdict', `${met} (${verdict.classification}): ${verdict.reason}`);
  return verdict;
}
