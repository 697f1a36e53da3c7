// A failed replayed step becomes evidence: a drift entry (kind, old locator, the best candidates
// now, screenshots) appended to the drift file, and a cucumber error message that says which kind
// of failure it was and the exact command that heals it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pickBinding } from '../cache/store.ts';
import { describeAction } from '../cache/describe.ts';
import type { AppDriver } from '../drivers/driver.ts';
import { formatStrategy } from '../locators/target.ts';
import { diagnose } from './diagnose.ts';
import { appendDrift, type DriftEntry } from './drift.ts';
import { FAILURE_LABEL, isDrift, StepFailure } from './failures.ts';
import { loadRecord } from './replay.ts';
import { fillTemplate } from './values.ts';

/** The Gherkin step being replayed, as cucumber's BeforeStep hook saw it. */
export interface StepContext {
  keyword: string;
  text: string;
  /** feature:line */
  location: string;
  scenario: string;
}

export interface FailureContext {
  driver: AppDriver<unknown>;
  step?: StepContext;
  recordPath: string;
  args: string[];
  root: string;
  driftFile?: string;
  shotsDir: string;
  /** a screenshot taken while the step was waiting, if it waited long enough */
  before?: Promise<string | undefined>;
  appBuild?: string;
}

const safeName = (s: string): string => s.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 60);

export async function saveScreenshot(driver: AppDriver<unknown>, dir: string,
  name: string): Promise<string | undefined> {
  const png = await driver.screenshot().catch(() => undefined);
  if (!png) return undefined;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${safeName(name)}.png`);
  writeFileSync(file, png);
  return file;
}

/** Records the failure in the drift file and returns the error cucumber shows. */
export async function reportFailure(failure: StepFailure, c: FailureContext): Promise<StepFailure> {
  const binding = pickBinding(loadRecord(c.recordPath), c.args);
  const action = failure.actionIndex !== undefined ? binding?.actions[failure.actionIndex] : undefined;
  const candidates = await diagnose(c.driver, failure);
  const stem = `${c.step?.location ?? 'step'}-${Date.now().toString(36)}`;
  const after = await saveScreenshot(c.driver, c.shotsDir, `${stem}-after`);
  const before = (await c.before?.catch(() => undefined)) ?? after;
  const record = relative(c.root, c.recordPath);
  const step = c.step ? `${c.step.keyword.trim()} ${c.step.text}` : '(unknown step)';
  // an action without its effect is reported on the action's step; the check that failed after it is named
  const missed = failure.missed;
  const entry: DriftEntry = {
    at: new Date().toISOString(),
    step: missed?.step?.text ?? step,
    location: missed?.step?.location ?? c.step?.location ?? '',
    scenario: c.step?.scenario ?? '',
    record, args: c.args, kind: failure.kind, label: FAILURE_LABEL[failure.kind], drift: isDrift(failure.kind),
    message: failure.message.split('\n')[0]!,
    ...(action && failure.actionIndex !== undefined ? { action: {
      index: failure.actionIndex,
      description: fillTemplate(describeAction(action), { args: c.args, env: {} }),
    } } : {}),
    ...(failure.target ? { oldLocator: {
      description: failure.target.description,
      strategies: failure.target.strategies.map(formatStrategy),
    } } : {}),
    candidates,
    ...(failure.obstruction ? { obstruction: failure.obstruction } : {}),
    ...(failure.searched ? { searched: failure.searched } : {}),
    ...(failure.preceding ? { preceding: precedingEvidence(failure.preceding) } : {}),
    ...(missed ? { effect: { action: missed.action, recorded: missed.recorded, observed: missed.observed,
      check: { step, location: c.step?.location ?? '' } } } : {}),
    screenshots: { ...(before ? { before: relative(c.root, before) } : {}),
      ...(after ? { after: relative(c.root, after) } : {}) },
    ...(binding?.provenance.appBuild ? { compiledFor: binding.provenance.appBuild } : {}),
    ...(c.appBuild ? { appBuild: c.appBuild } : {}),
  };
  if (c.driftFile) appendDrift(c.driftFile, entry);
  const shown = new StepFailure(failure.kind, failureMessage(failure, entry),
    { cause: failure, target: failure.target, obstruction: failure.obstruction });
  shown.actionIndex = failure.actionIndex;
  // the message says everything; a stack of runtime internals would only bury it in cucumber's output
  shown.stack = `${shown.name}: ${shown.message}`;
  return shown;
}

function precedingEvidence(p: NonNullable<StepFailure['preceding']>): NonNullable<DriftEntry['preceding']> {
  return { action: p.action, recorded: p.recorded, observed: p.observed,
    ...(p.step ? { step: p.step.text, ...(p.step.location ? { location: p.step.location } : {}) } : {}) };
}

function failureMessage(failure: StepFailure, e: DriftEntry): string {
  const where = `${e.record}${e.action ? `, action ${e.action.index + 1}: ${e.action.description}` : ''}`;
  const head = e.drift ? `UI drift — ${e.label} (${where})`
    : `Possible defect — ${e.label} (${where}); not a locator drift: heal will not change this step`;
  const lines = [head, failure.message.replace(/\nIf the UI changed on purpose[^\n]*/, '')];
  if (e.candidates.length) {
    lines.push('Best candidates on the page now:',
      ...e.candidates.map((c) => `  ${c.score.toFixed(2)}  ${c.description}  ${c.locator}`));
  } else if (failure.kind === 'locator-miss' || failure.kind === 'wrong-element') {
    lines.push('Nothing on the page now resembles the recorded element.');
  }
  if (e.preceding) {
    lines.push(`After ${e.preceding.action}${e.preceding.location ? ` (${e.preceding.location})` : ''}: ` +
      `at compile it left ` +
      `${e.preceding.recorded}; now ${e.preceding.observed}.`);
  }
  if (e.compiledFor && e.appBuild && e.compiledFor !== e.appBuild) lines.push(`This step was compiled against ` +
    `app build ${e.compiledFor}; the app is build ${e.appBuild}.`);
  if (e.screenshots.after) {
    const shots = [e.screenshots.before, e.screenshots.after].filter((x, i, a) => x && a.indexOf(x) === i);
    lines.push(`Screenshots: ${shots.join(', ')}`);
  }
  if (e.drift && e.location) lines.push(`Heal it with: npx stepwright heal ${e.location}`);
  return lines.join('\n');
}
