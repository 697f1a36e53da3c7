import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pickBinding, refusalFor } from '../cache/store.ts';
import { readRecordFile } from '../cache/record-file.ts';
import type { StepAction, StepRecord } from '../cache/schema.ts';
import { executeHeldToEffects, lastWithEffect, type PerformedAction, type TextsBefore } from './effect.ts';
import type { StepArgs } from './values.ts';
import type { AppDriver } from '../drivers/driver.ts';
import { guardsIn } from './guards.ts';
import type { RuntimeOptions } from './options.ts';

// Records are read once per process: every scenario after the first replays from memory.
const loaded = new Map<string, StepRecord>();

export function loadRecord(path: string): StepRecord {
  let rec = loaded.get(path);
  if (!rec) {
    rec = readRecordFile(path);
    loaded.set(path, rec);
  }
  return rec;
}

export interface GherkinArgument {
  table?: string[][];
  docString?: string;
}

/**
 * Replays one compiled step: picks the binding for these arguments and performs its actions. A check
 * that fails is first held against the action before it (`previous`, else one earlier in this step):
 * see effect.ts. Returns the step's last action with a recorded effect, for the steps after it.
 */
export async function replayStep(driver: AppDriver<unknown>, record: URL | string, args: string[],
  argument: GherkinArgument, opts: RuntimeOptions, previous?: PerformedAction,
  at?: string, said: string[] = []): Promise<PerformedAction | undefined> {
  const path = record instanceof URL ? fileURLToPath(record) : record;
  const rec = loadRecord(path);
  const refused = refusalFor(rec, args, at);
  if (refused) {
    throw new Error(`"${rec.expression}" did not compile for ${JSON.stringify(args)} ` +
      `(${refused.source}): ${refused.reason}\n` +
      `Replay does not run ${refused.here ? 'the definition another step compiled' : 'another value\'s definition'} ` +
      'in its place. Make the step explicit, or compile it with an LLM configured.');
  }
  const binding = pickBinding(rec, args, driver.platform);
  if (!binding) {
    const known = rec.bindings.map((b) => `${JSON.stringify(b.args)}${b.platform ? ` on ${b.platform}` : ''}`).join(
      ', ');
    throw new Error(`"${rec.expression}" was compiled for the ` +
      `arguments ${known}, not ${JSON.stringify(args)} on ${driver.platform}. ` +
      'Run "npx stepwright compile" to discover it for these values.');
  }
  // overlay dismissals heal learned in any step of this cache protect every step (guards.ts)
  const s = { args, ...argument, env: opts.env, said };
  const texts = await executeHeldToEffects(driver, binding.actions, s, { guards: guardsIn(dirname(path)), ...opts },
    previous, opts);
  return lastPerformed(binding.actions, s, previous, undefined, texts);
}

/** What the next step's checks depend on: its last action with an effect; for a step of checks only, the one before. */
export function lastPerformed(actions: StepAction[], s: StepArgs, previous?: PerformedAction,
  step?: PerformedAction['step'], texts?: TextsBefore): PerformedAction | undefined {
  const acts = actions.filter((a) => a.do !== 'assert' && a.do !== 'waitFor');
  if (!acts.length) return previous;
  const action = lastWithEffect(acts);
  const textBefore = action && texts?.get(action);
  return action ? { action, args: s, ...(step ? { step } : {}), ...(textBefore !== undefined ? { textBefore } : {}) }
    : undefined;
}
