// `stepwright run`'s results: cucumber's message stream (every worker's, through the coordinator)
// gives each step's status and time; the drift file gives a failed step's kind, candidates and
// screenshots; the cache gives its locators. A retried scenario counts by its last attempt.
import { relative, resolve } from 'node:path';
import type { Envelope, TestStepResultStatus } from '@cucumber/messages';
import type { DriftEntry } from '../runtime/drift.ts';
import type { LocatorBook } from './locators.ts';
import type { ResultsWriter } from './results-file.ts';
import type { Status, StepResultInput } from './results-schema.ts';
import { suggestionsFor } from './suggest.ts';

export interface RunCollectorOptions {
  writer: ResultsWriter;
  /** the project root: cucumber's working directory, what drift paths are relative to */
  root: string;
  book: LocatorBook;
  /** the drift entries so far (read again when a scenario had a failed step) */
  drift: () => DriftEntry[];
  platform: 'web' | 'android';
}

interface Pending {
  pickleStepId: string;
  status: TestStepResultStatus;
  ms: number;
  message?: string;
}

const msOf = (d: { seconds: number; nanos: number }): number => Math.round(d.seconds * 1000 + d.nanos / 1e6);

/** The drift entry of a failed step: the last one at its location in its scenario. */
function lastDrift(drift: DriftEntry[], location: string, scenario: string): DriftEntry | undefined {
  return drift.filter((e) => e.location === location && e.scenario === scenario).at(-1);
}

function statusOf(s: TestStepResultStatus, drift: DriftEntry | undefined): Status {
  if (s === 'PASSED') return 'green';
  if (s === 'UNDEFINED') return 'undefined';
  if (s === 'SKIPPED' || s === 'UNKNOWN') return 'skipped';
  return drift && !drift.drift ? 'defect' : 'red';
}

/** Feeds on cucumber's envelopes; writes a step result when a scenario's last attempt finishes. */
export function runCollector(o: RunCollectorOptions): { onMessage: (e: Envelope) => void; hooksMs: () => number } {
  const rel = (uri: string) => relative(o.root, resolve(o.root, uri));
  const astLines = new Map<string, { line: number; keyword?: string }>();
  const featureNames = new Map<string, string>();
  const pickles = new Map<string, NonNullable<Envelope['pickle']>>();
  const testCases = new Map<string, NonNullable<Envelope['testCase']>>();
  const started = new Map<string, { testCaseId: string; attempt: number; steps: Pending[] }>();
  let hooks = 0;
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { id?: string; location?: { line: number }; keyword?: string; text?: string };
    // steps (they have a text) keep their keyword; scenarios and Examples rows only their line
    const keyword = n.text !== undefined ? { keyword: n.keyword?.trim() } : {};
    if (n.id && n.location) astLines.set(n.id, { line: n.location.line, ...keyword });
    for (const v of Object.values(node)) if (v && typeof v === 'object') walk(v);
  };

  const finish = (caseStartedId: string): void => {
    const run = started.get(caseStartedId);
    started.delete(caseStartedId);
    const tc = run && testCases.get(run.testCaseId);
    const pickle = tc && pickles.get(tc.pickleId);
    if (!run || !pickle) return;
    const feature = rel(pickle.uri);
    const failed = run.steps.some((s) => s.status === 'FAILED');
    const drift = failed ? o.drift() : [];
    const tags = pickle.tags.map((t) => t.name);
    const platform = tags.includes('@android') ? 'android' : tags.includes('@web') ? 'web' : o.platform;
    const row = pickle.astNodeIds[1] ?? pickle.astNodeIds[0];
    for (const s of run.steps) {
      const ps = pickle.steps.find((x) => x.id === s.pickleStepId);
      if (!ps) continue;
      const at = astLines.get(ps.astNodeIds[0]!);
      const location = `${feature}:${at?.line ?? 0}`;
      const d = s.status === 'FAILED' ? lastDrift(drift, location, pickle.name) : undefined;
      const status = statusOf(s.status, d);
      const reason = d ? `${d.label}: ${d.message}` : s.message?.split('\n')[0];
      const step: StepResultInput = {
        type: 'step', feature, location, scenario: pickle.name, tags, keyword: at?.keyword ?? '', text: ps.text, status,
        ...(featureNames.get(pickle.uri) ? { featureName: featureNames.get(pickle.uri) } : {}),
        ...(row && astLines.get(row) ? { scenarioLocation: `${feature}:${astLines.get(row)!.line}` } : {}),
        durationMs: s.ms, locators: o.book.forStep(ps.text, platform).locators,
        ...(reason && status !== 'green' ? { reason } : {}),
        suggestions: suggestionsFor(status, ps.text, reason),
        screenshots: Object.entries(d?.screenshots ?? {})
          .flatMap(([label, p]) => (p ? [{ label, path: o.writer.shot(resolve(o.root, p)) }] : [])),
        ...(d ? { failure: { kind: d.kind, label: d.label, drift: d.drift,
          candidates: d.candidates.map((c) => `${c.description} ${c.score.toFixed(2)} (${c.locator})`) } } : {}),
        ...(run.attempt ? { attempt: run.attempt } : {}),
      };
      o.writer.step(step);
    }
  };

  return {
    onMessage(e) {
      if (e.gherkinDocument) {
        const { uri, feature } = e.gherkinDocument;
        if (uri && feature) featureNames.set(uri, feature.name);
        walk(e.gherkinDocument.feature);
      }
      if (e.pickle) pickles.set(e.pickle.id, e.pickle);
      if (e.testCase) testCases.set(e.testCase.id, e.testCase);
      const s = e.testCaseStarted;
      if (s) started.set(s.id, { testCaseId: s.testCaseId, attempt: s.attempt, steps: [] });
      const done = e.testStepFinished;
      if (done) {
        const run = started.get(done.testCaseStartedId);
        const step = run && testCases.get(run.testCaseId)?.testSteps.find((t) => t.id === done.testStepId);
        if (!run || !step) return;
        const ms = msOf(done.testStepResult.duration);
        if (!step.pickleStepId) hooks += ms;
        else run.steps.push({ pickleStepId: step.pickleStepId, status: done.testStepResult.status, ms,
          ...(done.testStepResult.message ? { message: done.testStepResult.message } : {}) });
      }
      if (e.testCaseFinished) {
        if (e.testCaseFinished.willBeRetried) started.delete(e.testCaseFinished.testCaseStartedId);
        else finish(e.testCaseFinished.testCaseStartedId);
      }
    },
    hooksMs: () => hooks,
  };
}
