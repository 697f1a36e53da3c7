import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileFeatures, type CompileResult } from '../../src/compiler/compile.ts';
import type { AndroidSettings } from '../../src/drivers/android/settings.ts';
import { resolveConfig } from '../../src/config/config.ts';
import { DEFAULT_LIMITS, HistoryAgent } from '../../src/planners/agent/agent.ts';
import { ExperienceStore } from '../../src/planners/agent/experience.ts';
import { LlmClient, llmSettingsFromEnv, UsageMeter } from '../../src/planners/agent/llm/index.ts';
import { CacheStore } from '../../src/cache/store.ts';
import { stepResultOf } from '../../src/report/compile-results.ts';
import { LocatorBook } from '../../src/report/locators.ts';
import { Redactor } from '../../src/report/redact.ts';
import { writeReport } from '../../src/report/render.ts';
import { readAllResults, ResultsWriter } from '../../src/report/results-file.ts';
import { selectRuns } from '../../src/report/select-runs.ts';
import { RulePlanner } from '../../src/planners/rules/rule-planner.ts';
import { startOpenAIServer, type CapturedRequest, type ScriptedReply } from '../fixtures/openai-server.ts';

export type Role = 'actor' | 'verifier' | 'assertion' | 'outcome' | 'reflector' | 'input';

const SYSTEM_MARKS: [Role, string][] = [
  ['verifier', 'You verify the effect'], ['assertion', 'You turn a Gherkin "Then" step'],
  ['outcome', 'expected outcome was checked'], ['reflector', 'You learn from an agent'],
  ['input', 'You invent realistic input'], ['actor', 'You operate a web application'],
];

export function roleOf(req: CapturedRequest): Role {
  const system = String(req.body.messages?.[0]?.content ?? '');
  return SYSTEM_MARKS.find(([, mark]) => system.includes(mark))?.[0] ?? 'actor';
}

/** The index the prompt gives an element: `[12] link "Next"` → 12. */
export function indexOf(prompt: string, role: string, name: string): number | undefined {
  const m = new RegExp(`\\[(\\d+)\\] ${role} ${JSON.stringify(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).exec(prompt);
  return m ? Number(m[1]) : undefined;
}

export const act = (verb: string, element: number | null, text: string | null = null, reason = 'scripted') =>
  ({ step_done: false, chosen_action: { verb, element, text }, action_description: `${verb} ${element ?? text}`, reason });
export const done = (reason = 'scripted: done') => ({ step_done: true, chosen_action: null, action_description: 'done', reason });
export const verdict = (valid: boolean, stepDone: boolean, observation = 'something changed') =>
  ({ observation, action_valid: valid, step_done: stepDone, reason: 'scripted' });

/** Scripted answers per role; a handler may also return a raw reply (an HTTP error, bad JSON). */
export type Brain = Partial<Record<Role, (prompt: string, req: CapturedRequest) => unknown>>;

export interface AgentRun {
  result: CompileResult;
  requests: CapturedRequest[];
  roles: Role[];
  dir: string;
  cacheDir: string;
  runDir: string;
  meter: UsageMeter;
}

const isReply = (x: unknown): x is ScriptedReply => typeof x === 'object' && x !== null && ('status' in x || 'content' in x || 'delayMs' in x);

/** Compiles `features` in a temp project with the rule planner and the agent against a scripted LLM. */
export async function compileWithAgent(o: { features: Record<string, string>; baseUrl: string; brain: Brain; env?: Record<string, string>; mode?: 'auto' | 'llm'; android?: AndroidSettings }): Promise<AgentRun> {
  const dir = mkdtempSync(join(tmpdir(), 'sw-agent-'));
  mkdirSync(join(dir, 'features'));
  for (const [name, text] of Object.entries(o.features)) writeFileSync(join(dir, 'features', name), text);
  const roles: Role[] = [];
  const llm = await startOpenAIServer((req) => {
    const role = roleOf(req);
    roles.push(role);
    const handler = o.brain[role];
    if (!handler) return { status: 500, body: { error: { message: `no scripted ${role}` } } };
    const answer = handler(req.text, req);
    return isReply(answer) ? answer : { json: answer };
  });
  const saved = { ...process.env };
  Object.assign(process.env, o.env ?? {});
  try {
    const cacheDir = join(dir, 'step-cache');
    const config = resolveConfig(dir, { baseUrl: o.baseUrl, cacheDir });
    config.timeouts = { stepMs: 3_000, waitMs: 5_000 };
    if (o.android) config.android = o.android;
    const meter = new UsageMeter();
    const settings = llmSettingsFromEnv({}, { baseUrl: llm.url, apiKey: 'test-key', maxRetries: 2, timeoutMs: 30_000 });
    const agent = new HistoryAgent(new LlmClient(settings, meter, { sleep: async () => undefined }),
      new ExperienceStore(join(cacheDir, 'experience.json')), DEFAULT_LIMITS, settings.models.actor);
    const runDir = join(dir, 'report');
    const result = await compileFeatures({
      config, baseUrl: o.baseUrl, paths: [join(dir, 'features')], cwd: dir, force: false, runDir,
      planners: { mode: o.mode ?? 'auto', rules: new RulePlanner(), agent },
      reporter: { scenario: () => undefined, step: () => undefined, note: () => undefined },
    });
    // the results file and report compile writes, from the outcomes
    const results = new ResultsWriter({ reportsDir: runDir, command: 'compile', redactor: new Redactor(process.env) });
    const book = new LocatorBook(new CacheStore(cacheDir).load().records);
    for (const out of result.outcomes) results.step(stepResultOf(out, undefined, book, (p) => results.shot(p)));
    results.end({ phases: [], llm: { calls: 0, promptTokens: 0, completionTokens: 0 } });
    writeReport({ runs: selectRuns(readAllResults(runDir), false), out: join(runDir, 'report.html') });
    for (const out of result.outcomes.filter((x) => x.planner === 'agent')) {
      console.log(`agent step "${out.text}": ${out.status}, ${out.usage?.llmCalls ?? 0} LLM calls, ${out.usage?.promptTokens ?? 0} prompt tokens${out.reason ? ` (${out.reason})` : ""}`);
    }
    return { result, requests: llm.requests, roles, dir, cacheDir, runDir, meter };
  } finally {
    for (const k of Object.keys(o.env ?? {})) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    await llm.close();
  }
}

export const SIGN_IN = `
    Given I open "/login"
    When I enter "alice" as username and "wonderland" as password
    And I click the "Sign in" button`;
