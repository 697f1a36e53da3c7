// What one cucumber run of bench/replay.ts did, from its messages (per-scenario results, per-step
// durations) and from the protocol commands it sent: WebDriver commands (counted on selenium's
// http.Executor), WebDriver BiDi commands (on selenium's BiDi client, isolation "context") and
// Playwright's CDP messages (through its own protocol log, pw:protocol, switched on only for the
// counting run: stringifying every message would slow the timed ones).
import { createRequire } from 'node:module';
import * as bidiModule from 'selenium-webdriver/bidi/index.js';
import * as seleniumHttp from 'selenium-webdriver/http/index.js';
import type { Envelope } from '@cucumber/messages';

export interface RunResult {
  wallMs: number;
  scenarios: number;
  passed: number;
  steps: number;
  /** pickle-step time without each scenario's first step (which includes the browser start) */
  stepMsNoStart: number;
  /** per step-definition pattern (or hook): total ms and occurrences */
  byPattern: Map<string, { ms: number; n: number }>;
  failures: string[];
  /** WebDriver commands sent during the run, by name, and the bytes of script they carried */
  commands: Map<string, number>;
  scriptBytes: number;
}

export const ms = (d: { seconds: number; nanos: number }): number => d.seconds * 1000 + d.nanos / 1e6;

export function collector(): { onMessage: (e: Envelope) => void; result: (wallMs: number) => Omit<RunResult, 'commands' | 'scriptBytes'> } {
  const patterns = new Map<string, string>(); // stepDefinition id -> pattern
  const hooks = new Map<string, string>(); // hook id -> name
  const pickles = new Map<string, { name: string; steps: Map<string, string> }>();
  type TestStep = { key: string; pickleStep: boolean; first: boolean; pickleId: string; text: string };
  const testSteps = new Map<string, TestStep>();
  const testCases = new Map<string, string>(); // testCase id -> pickle id
  const started = new Map<string, string>(); // testCaseStarted id -> testCase id
  const worst = new Map<string, string>(); // testCaseStarted id -> worst status
  const byPattern = new Map<string, { ms: number; n: number }>();
  const failures: string[] = [];
  let steps = 0;
  let stepMsNoStart = 0;
  return {
    onMessage(e) {
      if (e.stepDefinition) patterns.set(e.stepDefinition.id, e.stepDefinition.pattern.source);
      if (e.hook) hooks.set(e.hook.id, '(hooks: After closes or resets the browser)');
      if (e.pickle) {
        pickles.set(e.pickle.id, { name: e.pickle.name, steps: new Map(e.pickle.steps.map((s) => [s.id, s.text])) });
      }
      if (e.testCase) {
        testCases.set(e.testCase.id, e.testCase.pickleId);
        let first = true;
        for (const ts of e.testCase.testSteps) {
          const pickleStep = Boolean(ts.pickleStepId);
          const key = pickleStep ? (patterns.get(ts.stepDefinitionIds?.[0] ?? '') ?? '(undefined step)') : (hooks.get(ts.hookId ?? '') ?? '(hook)');
          const text = pickleStep ? pickles.get(e.testCase.pickleId)?.steps.get(ts.pickleStepId!) ?? '' : key;
          testSteps.set(ts.id, { key, pickleStep, first: pickleStep && first, pickleId: e.testCase.pickleId, text });
          if (pickleStep) first = false;
        }
      }
      if (e.testCaseStarted) {
        started.set(e.testCaseStarted.id, e.testCaseStarted.testCaseId);
        worst.set(e.testCaseStarted.id, 'PASSED');
      }
      if (e.testStepFinished) {
        const { testCaseStartedId, testStepId, testStepResult: r } = e.testStepFinished;
        const st = testSteps.get(testStepId);
        const d = ms(r.duration);
        if (st) {
          const agg = byPattern.get(st.key) ?? { ms: 0, n: 0 };
          agg.ms += d;
          agg.n += 1;
          byPattern.set(st.key, agg);
          if (st.pickleStep) {
            steps += 1;
            if (!st.first) stepMsNoStart += d;
          }
        }
        if (r.status !== 'PASSED' && worst.get(testCaseStartedId) === 'PASSED') {
          worst.set(testCaseStartedId, r.status);
          const pickle = pickles.get(testCases.get(started.get(testCaseStartedId) ?? '') ?? '');
          failures.push(`${pickle?.name ?? '?'} — ${st?.text ?? '?'}: ${r.status}${r.message ? `\n      ${r.message.split('\n').slice(0, 4).join('\n      ')}` : ''}`);
        }
      }
    },
    result(wallMs): Omit<RunResult, 'commands' | 'scriptBytes'> {
      const statuses = [...worst.values()];
      return { wallMs, scenarios: statuses.length, passed: statuses.filter((s) => s === 'PASSED').length, steps, stepMsNoStart, byPattern, failures };
    },
  };
}

// ------------------------------------------------------------------------------------------------
// Count the commands each run sends: every selenium variant goes through the same http.Executor and
// BiDi client; Playwright logs each CDP message it sends to the browser when pw:protocol is on

const commands = new Map<string, number>();
let scriptBytes = 0;

/** the WebDriver commands sent since the last call, by name, and the bytes of script they carried */
export function takeCommands(): { commands: Map<string, number>; scriptBytes: number } {
  const out = { commands: new Map(commands), scriptBytes };
  commands.clear();
  scriptBytes = 0;
  return out;
}

{
  type Cmd = { getName(): string };
  const exec = seleniumHttp.Executor.prototype as unknown as { execute(c: Cmd): Promise<unknown> };
  const execute = exec.execute;
  exec.execute = function (this: unknown, c: Cmd) {
    commands.set(c.getName(), (commands.get(c.getName()) ?? 0) + 1);
    return execute.call(this, c);
  };
  // request bodies as sent: includes the atoms Selenium substitutes for isDisplayed / getAttribute
  type Req = { data?: { script?: unknown } };
  const client = seleniumHttp.HttpClient.prototype as unknown as { send(r: Req): Promise<unknown> };
  const send = client.send;
  client.send = function (this: unknown, r: Req) {
    if (typeof r.data?.script === 'string') scriptBytes += r.data.script.length;
    return send.call(this, r);
  };
  type BidiCmd = { method?: string };
  type BidiClass = { prototype: { send(c: BidiCmd): Promise<unknown> } };
  const bidi = (bidiModule as unknown as { default: BidiClass }).default.prototype;
  const bidiSend = bidi.send;
  bidi.send = function (this: unknown, c: BidiCmd) {
    const name = `bidi ${c.method ?? '?'}`;
    commands.set(name, (commands.get(name) ?? 0) + 1);
    return bidiSend.call(this, c);
  };
}

type DebugModule = ((ns: string) => unknown)
  & { enable(ns: string): void; disable(): string; log: (...a: unknown[]) => void };
let playwrightDebug: DebugModule | undefined;

/**
 * Counts the CDP messages Playwright sends (SEND ►, by method) while `on`: Playwright's own protocol log
 * (DEBUG=pw:protocol), caught before it is printed.
 */
export function countPlaywrightMessages(on: boolean): void {
  playwrightDebug ??= (createRequire(import.meta.url)('playwright-core/lib/utilsBundle') as { debug: DebugModule }).debug;
  if (!on) {
    playwrightDebug.disable();
    return;
  }
  playwrightDebug.log = (line: unknown) => {
    const m = /SEND ► (\{.*)/.exec(String(line));
    if (!m) return;
    const method = /"method":"([^"]+)"/.exec(m[1])?.[1] ?? '?';
    const name = `cdp ${method}`;
    commands.set(name, (commands.get(name) ?? 0) + 1);
  };
  playwrightDebug.enable('pw:protocol');
}
