import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../demo/server.js';
import { startOpenAIServer, type OpenAIServer } from '../fixtures/openai-server.ts';
import { act, indexOf, roleOf, SIGN_IN, verdict } from '../support/agent-harness.ts';
import { stepwright } from '../support/cli.ts';

let demo: { url: string; close(): Promise<void> };
let llm: OpenAIServer;

beforeAll(async () => {
  demo = await startDemoServer({ port: 0 });
  llm = await startOpenAIServer((req) => {
    const role = roleOf(req);
    if (role === 'actor') return { json: act('click', indexOf(req.text, 'button', 'Add') !== undefined ? Number(/\[(\d+)\] button "Add" in "Sencha/.exec(req.text)?.[1]) : null) };
    if (role === 'verifier') return { json: verdict(true, true, 'Sencha was added to the cart') };
    return { status: 500 };
  });
});
afterAll(async () => { await demo.close(); await llm.close(); });

describe('stepwright compile --planner auto with an OpenAI-compatible endpoint', () => {
  // ("I click "Add" for "Sencha"" used to need the agent; the rule planner reads that relation now)
  it('sends only the step the rules are unsure about to the agent, prints usage, writes the report; replay needs no LLM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sw-cli-agent-'));
    mkdirSync(join(dir, 'features'));
    writeFileSync(join(dir, 'features', 'cart.feature'), `Feature: cart\n  Scenario: add sencha${SIGN_IN}
    When I buy "Sencha"
    Then I should see "Cart (1)"\n`);
    const compile = await stepwright(['compile', '--base-url', demo.url, '--planner', 'auto'], { cwd: dir, env: { OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'k' } });
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/compiled When I buy "Sencha" by agent \d+ ms · \d+ LLM calls, [\d,]+ prompt \+ [\d,]+ completion tokens/);
    // ten look-alike "Add" buttons: the actor also gets a screenshot to tell them apart
    expect(JSON.stringify(llm.requests.find((r) => roleOf(r) === 'actor')!.body.messages)).toContain('data:image/');
    expect(compile.stdout).toMatch(/3 compiled by rules, 1 by the agent|compiled by rules, 1 by the agent/);
    expect(compile.stdout, compile.stdout).toMatch(/LLM usage: \d+ calls, [\d,]+ prompt \+ [\d,]+ completion tokens/);
    const report = /Report: (\S+)/.exec(compile.stdout)?.[1];
    expect(report && existsSync(join(dir, report))).toBe(true);
    expect(readFileSync(join(dir, report!), 'utf8')).toMatch(/actions offered/);
    expect(llm.requests.every((r) => /CURRENT STEP: When I buy "Sencha"|STEP/.test(r.text))).toBe(true);
    const recs = readdirSync(join(dir, 'step-cache', 'records')).map((f) => JSON.parse(readFileSync(join(dir, 'step-cache', 'records', f), 'utf8')));
    const add = recs.find((r) => r.expression === 'I buy {string}');
    expect(add.bindings[0].provenance).toMatchObject({ planner: 'agent' });
    expect(add.bindings[0].provenance.llmCalls).toBeGreaterThanOrEqual(2);
    expect(add.bindings[0].actions[0].target.fingerprint.key).toEqual(['context']);
    // replay: no LLM settings at all, still green
    const run = await stepwright(['run', '--base-url', demo.url], { cwd: dir });
    expect(run.code, run.output).toBe(0);
    expect(run.stdout).toMatch(/1 scenario \(1 passed\)/);
  });
});
