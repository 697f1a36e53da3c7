import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../demo/server.js';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import { act, compileWithAgent, done, indexOf, SIGN_IN, verdict } from '../support/agent-harness.ts';

let demo: { url: string; close(): Promise<void> };
beforeAll(async () => { demo = await startDemoServer({ port: 0 }); });
afterAll(async () => { await demo.close(); await stopSharedDriverService(); });

const records = (cacheDir: string) => readdirSync(join(cacheDir, 'records')).map((f) => JSON.parse(readFileSync(join(cacheDir, 'records', f), 'utf8')));
const currentStep = (prompt: string) => /CURRENT STEP: (.*)/.exec(prompt)?.[1] ?? '';

describe('the history-aware agent (real Chromium, scripted OpenAI-compatible server)', () => {
  it('finds an item behind pagination over several actions, with history in every call; auto mode uses it only where the rules are unsure', async () => {
    const run = await compileWithAgent({
      baseUrl: demo.url,
      features: { 'find.feature': `Feature: find\n  Scenario: find a tea on a later page${SIGN_IN}
    When I go to "/products"
    And I bring up the tea called "Yunnan Gold"
    Then the title should contain "Yunnan Gold"\n` },
      brain: {
        actor: (p) => indexOf(p, 'link', 'Yunnan Gold') !== undefined ? act('click', indexOf(p, 'link', 'Yunnan Gold')!)
          : act('click', indexOf(p, 'link', 'Next')!),
        verifier: (p) => verdict(true, /AFTER: title "Yunnan Gold/.test(p), /AFTER: .*(URL \S+)/.exec(p)?.[1] ?? 'moved'),
      },
    });
    const byStep = run.result.outcomes.map((o) => `${o.status}/${o.planner ?? '-'} ${o.text}`);
    expect(byStep).toEqual([
      'compiled/rules I open "/login"', 'compiled/rules I enter "alice" as username and "wonderland" as password',
      'compiled/rules I click the "Sign in" button', 'compiled/rules I go to "/products"',
      'compiled/agent I bring up the tea called "Yunnan Gold"', 'compiled/rules the title should contain "Yunnan Gold"',
    ]);
    // every LLM call was about the one step the rules could not do
    expect(run.requests.every((r) => currentStep(r.text).includes('Yunnan Gold') || !r.text.includes('CURRENT STEP'))).toBe(true);
    expect(run.roles.filter((r) => r === 'actor')).toHaveLength(3);
    // HxAgent memory: the third actor call sees the validated actions of earlier steps and of this one
    const third = run.requests.filter((_, i) => run.roles[i] === 'actor')[2]!.text;
    expect(third).toMatch(/step 4 \(I go to "\/products"\): open \{0\}/);
    expect(third).toMatch(/this step so far: click link "Next" → .*; click link "Next"/);
    // the agent is told what the rule planner could not decide (the "unsure" table it inherits)
    expect(third).toMatch(/RULE PLANNER COULD NOT DECIDE: no rule matches "I bring up the tea called "Yunnan Gold""/);
    const rec = records(run.cacheDir).find((r) => r.expression === 'I bring up the tea called {string}');
    expect(rec.bindings[0].actions.map((a: { do: string }) => a.do)).toEqual(['click', 'click', 'click']);
    expect(rec.bindings[0].provenance).toMatchObject({ planner: 'agent', llmCalls: 6 });
    expect(rec.bindings[0].provenance.promptTokens).toBeGreaterThan(0);
    // the target that names the parameter is templated, so another tea name replays too
    expect(JSON.stringify(rec.bindings[0].actions[2].target)).toContain('{{0}}');
  });

  it('blocks an invalidated action, restores the state and re-plans without offering it again', async () => {
    const run = await compileWithAgent({
      baseUrl: demo.url,
      features: { 'next.feature': `Feature: next\n  Scenario: second page${SIGN_IN}
    When I go to "/products"
    And I move on to the following page of teas\n` },
      brain: {
        actor: (p) => (/\] link "Orders" → click/.test(p) ? act('click', indexOf(p, 'link', 'Orders')!) : act('click', indexOf(p, 'link', 'Next')!)),
        verifier: (p) => (/ACTION TAKEN: click link "Orders"/.test(p) ? verdict(false, false, 'the orders page opened') : verdict(true, true, 'page 2 of the teas')),
        reflector: () => ({ rule: 'To page through a list use its Next link, not the navigation bar.' }),
      },
    });
    expect(run.result.outcomes.at(-1)).toMatchObject({ status: 'compiled', planner: 'agent' });
    const actorPrompts = run.requests.filter((_, i) => run.roles[i] === 'actor').map((r) => r.text);
    expect(actorPrompts[0]).toMatch(/link "Orders"/);
    // after the invalid click: back on /products (restored), and "Orders" is no longer offered
    expect(actorPrompts[1]).toMatch(/STATE: title "Products · Tea Shop", URL \/products/);
    expect(actorPrompts[1]).not.toMatch(/\] link "Orders" → click/);
    expect(actorPrompts[1]).toMatch(/REJECTED[\s\S]*click link "Orders": scripted/);
    const rec = records(run.cacheDir).find((r) => r.expression === 'I move on to the following page of teas');
    expect(rec.bindings[0].actions).toHaveLength(1);
    expect(rec.bindings[0].actions[0].target.description).toBe('link "Next"');
    // reflection persisted as experience for later compiles
    const experience = JSON.parse(readFileSync(join(run.cacheDir, 'experience.json'), 'utf8'));
    expect(experience.rules[0].rule).toMatch(/Next link/);
    expect(experience.sequences[0]).toEqual({ step: 'I move on to the following page of teas', actions: ['click link "Next"'] });
  });

  it('does not stop early: a premature "done" is checked by the verifier and the agent goes on', async () => {
    let actorCalls = 0;
    const run = await compileWithAgent({
      baseUrl: demo.url,
      features: { 'third.feature': `Feature: third\n  Scenario: third page${SIGN_IN}
    When I go to "/products"
    And I page forward twice through the teas\n` },
      brain: {
        actor: (p) => {
          actorCalls++;
          // claims "done" before doing anything, and again after one page
          if (actorCalls === 1 || actorCalls === 3) return done();
          return act('click', indexOf(p, 'link', 'Next')!);
        },
        verifier: (p) => {
          const onPage3 = /AFTER: .*URL \/products\?page=3/.test(p);
          return { ...verdict(true, onPage3, onPage3 ? 'page 3' : 'page 2'), reason: onPage3 ? 'two pages on' : 'only one page forward so far' };
        },
        reflector: () => ({ rule: 'Count the pages the step asks for before saying done.' }),
      },
    });
    expect(run.result.outcomes.at(-1)).toMatchObject({ status: 'compiled', planner: 'agent' });
    const rec = records(run.cacheDir).find((r) => r.expression === 'I page forward twice through the teas');
    expect(rec.bindings[0].actions.map((a: { target: { description: string } }) => a.target.description)).toEqual(['link "Next"', 'link "Next"']);
    const actorPrompts = run.requests.filter((_, i) => run.roles[i] === 'actor').map((r) => r.text);
    expect(actorPrompts[1]).toMatch(/not done: no action has been taken/);
    expect(actorPrompts[3]).toMatch(/not done yet: only one page forward so far/);
  });
});
