import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../demo/server.js';
import { startOpenAIServer, type OpenAIServer } from '../fixtures/openai-server.ts';
import { act, indexOf, roleOf, SIGN_IN, verdict } from '../support/agent-harness.ts';

const CLI = resolve(dirname(fileURLToPath(import.meta.url)), '../../bin/stepwright.js');
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

/** Runs the CLI without blocking this process: the app and the LLM server live here. */
function cli(args: string[], cwd: string, env: Record<string, string | undefined>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const merged: NodeJS.ProcessEnv = { ...process.env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete merged[k]; else merged[k] = v;
  return new Promise((res) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env: merged });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('exit', (status) => res({ status, stdout, stderr }));
  });
}

describe('stepwright compile --planner auto with an OpenAI-compatible endpoint', () => {
  it('sends only the step the rules are unsure about to the agent, prints usage, writes the report; replay needs no LLM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sw-cli-agent-'));
    mkdirSync(join(dir, 'features'));
    writeFileSync(join(dir, 'features', 'cart.feature'), `Feature: cart\n  Scenario: add sencha${SIGN_IN}
    When I click "Add" for "Sencha"
    Then I should see "Cart (1)"\n`);
    const compile = await cli(['compile', '--base-url', demo.url, '--planner', 'auto'], dir, { OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'k' });
    expect(compile.status, compile.stdout + compile.stderr).toBe(0);
    expect(compile.stdout).toMatch(/compiled When I click "Add" for "Sencha" by agent \d+ ms · \d+ LLM calls, [\d,]+ prompt \+ [\d,]+ completion tokens/);
    // ten look-alike "Add" buttons: the actor also gets a screenshot to tell them apart
    expect(JSON.stringify(llm.requests.find((r) => roleOf(r) === 'actor')!.body.messages)).toContain('data:image/');
    expect(compile.stdout).toMatch(/3 compiled by rules, 1 by the agent|compiled by rules, 1 by the agent/);
    expect(compile.stdout, compile.stdout).toMatch(/LLM usage: \d+ calls, [\d,]+ prompt \+ [\d,]+ completion tokens/);
    const report = /Report: (\S+)/.exec(compile.stdout)?.[1];
    expect(report && existsSync(join(dir, report))).toBe(true);
    expect(readFileSync(join(dir, report!), 'utf8')).toMatch(/actions offered/);
    expect(llm.requests.every((r) => /CURRENT STEP: When I click "Add" for "Sencha"|STEP/.test(r.text))).toBe(true);
    const recs = readdirSync(join(dir, 'step-cache', 'records')).map((f) => JSON.parse(readFileSync(join(dir, 'step-cache', 'records', f), 'utf8')));
    const add = recs.find((r) => r.expression === 'I click {string} for {string}');
    expect(add.bindings[0].provenance).toMatchObject({ planner: 'agent' });
    expect(add.bindings[0].provenance.llmCalls).toBeGreaterThanOrEqual(2);
    expect(add.bindings[0].actions[0].target.fingerprint.key).toEqual(['context']);
    // replay: no LLM settings at all, still green
    const run = await cli(['run', '--base-url', demo.url], dir, { OPENAI_BASE_URL: undefined, OPENAI_API_KEY: undefined });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/1 scenario \(1 passed\)/);
  });
});
