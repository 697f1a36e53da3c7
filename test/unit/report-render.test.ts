// The report: merging shard and worker results, the run collector on cucumber's messages, the
// locator diff, PNG thumbnails, and the HTML (self-contained, escaped, every step, small enough).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Envelope } from '@cucumber/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { lineDiff } from '../../src/report/diff.ts';
import { LocatorBook } from '../../src/report/locators.ts';
import { mergeRuns, writeResultLines } from '../../src/report/merge.ts';
import { decodePng, downscale, encodePng } from '../../src/report/png.ts';
import { Redactor } from '../../src/report/redact.ts';
import { renderReport, writeReport } from '../../src/report/render.ts';
import { readAllResults, readResults, ResultsWriter, shotPath } from '../../src/report/results-file.ts';
import { runCollector } from '../../src/report/run-results.ts';
import { groupRuns, selectRuns } from '../../src/report/select-runs.ts';
import { removeDir, tempDir } from '../support/cli.ts';
import { fakeScreenshot, writeSyntheticRun } from '../support/report-fixtures.ts';

const dirs: string[] = [];
const dir = (): string => {
  const d = tempDir('sw-report-');
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach(removeDir));

describe('report merge', () => {
  it('joins the shards of a run: every step, summed phases and LLM use, the longest duration, screenshots still found', () => {
    const reports = dir();
    const a = writeSyntheticRun(reports, { command: 'run', steps: 20, shots: 2, part: { kind: 'shard', index: 1, total: 2 } });
    const b = writeSyntheticRun(reports, { command: 'run', steps: 13, shots: 2, part: { kind: 'shard', index: 2, total: 2 } });
    const out = join(reports, 'elsewhere', 'merged.jsonl');
    const lines = mergeRuns([readResults(a.file)!, readResults(b.file)!], out);
    writeResultLines(out, lines);
    const merged = readResults(out)!;
    expect(merged.steps).toHaveLength(33);
    expect(merged.header).toMatchObject({ command: 'run', mergedFrom: [expect.stringContaining('run-'), expect.stringContaining('run-')] });
    expect(merged.header.part).toBeUndefined();
    expect(merged.end!.phases).toEqual([{ name: 'compile (app, browsers, steps)', ms: 120_000 }]);
    const shot = merged.steps.find((s) => s.screenshots.length)!;
    expect(existsSync(shotPath(merged, shot.screenshots[0]!.path))).toBe(true);
    // the merged file stands for its parts: the report shows it, not the shards again
    const copy = join(reports, 'results', 'run-merged.jsonl');
    writeResultLines(copy, mergeRuns([readResults(a.file)!, readResults(b.file)!], copy));
    expect(groupRuns(readAllResults(reports)).map((r) => r.parts.map((p) => p.file))).toEqual([[copy]]);
  });

  it('refuses to merge different commands', () => {
    const reports = dir();
    const a = writeSyntheticRun(reports, { command: 'run', steps: 1, shots: 0 });
    const b = writeSyntheticRun(reports, { command: 'compile', steps: 1, shots: 0 });
    expect(() => mergeRuns([readResults(a.file)!, readResults(b.file)!], join(reports, 'm.jsonl'))).toThrow(/different commands/);
  });
});

/** The envelopes cucumber emits for one scenario of two steps, the second failed. */
function envelopes(): Envelope[] {
  const d = { seconds: 0, nanos: 5e6 };
  return [
    { gherkinDocument: { uri: 'features/a.feature', comments: [], feature: { name: 'Area A', tags: [], location: { line: 1 }, language: 'en', keyword: 'Feature', description: '',
      children: [{ scenario: { id: 'sc', name: 'S', tags: [], location: { line: 2 }, keyword: 'Scenario', description: '', examples: [],
        steps: [{ id: 's1', keyword: 'Given ', text: 'I open "/"', location: { line: 3 } }, { id: 's2', keyword: 'Then ', text: 'I should see "Hi"', location: { line: 4 } }] } }] } } },
    { pickle: { id: 'p', uri: 'features/a.feature', name: 'S', language: 'en', astNodeIds: ['sc'], tags: [{ name: '@smoke', astNodeId: 't' }],
      steps: [{ id: 'ps1', text: 'I open "/"', astNodeIds: ['s1'] }, { id: 'ps2', text: 'I should see "Hi"', astNodeIds: ['s2'] }] } },
    { testCase: { id: 'tc', pickleId: 'p', testRunStartedId: 'r', testSteps: [{ id: 'h', hookId: 'hook' }, { id: 't1', pickleStepId: 'ps1' }, { id: 't2', pickleStepId: 'ps2' }] } },
    { testCaseStarted: { id: 'tcs', testCaseId: 'tc', attempt: 0, timestamp: { seconds: 0, nanos: 0 } } },
    { testStepFinished: { testCaseStartedId: 'tcs', testStepId: 'h', timestamp: { seconds: 0, nanos: 0 }, testStepResult: { status: 'PASSED', duration: { seconds: 1, nanos: 0 } } } },
    { testStepFinished: { testCaseStartedId: 'tcs', testStepId: 't1', timestamp: { seconds: 0, nanos: 0 }, testStepResult: { status: 'PASSED', duration: d } } },
    { testStepFinished: { testCaseStartedId: 'tcs', testStepId: 't2', timestamp: { seconds: 0, nanos: 0 }, testStepResult: { status: 'FAILED', duration: d, message: 'nope\nstack' } } },
    { testCaseFinished: { testCaseStartedId: 'tcs', willBeRetried: false, timestamp: { seconds: 0, nanos: 0 } } },
  ] as Envelope[];
}

describe('the run collector', () => {
  it('turns cucumber messages and the drift file into step results: green, a possible defect with its screenshots', () => {
    const reports = dir();
    const writer = new ResultsWriter({ reportsDir: reports, command: 'run', redactor: new Redactor({}) });
    const drift = [{ at: '', step: 'Then I should see "Hi"', location: 'features/a.feature:4', scenario: 'S', record: 'r', args: ['Hi'],
      kind: 'assertion-failed' as const, label: 'the expectation failed', drift: false, message: 'no text "Hi"', candidates: [],
      screenshots: { after: '.stepwright/reports/replay/x.png' } }];
    const c = runCollector({ writer, root: '/project', book: new LocatorBook(new Map()), drift: () => drift, platform: 'web' });
    for (const e of envelopes()) c.onMessage(e);
    expect(c.hooksMs()).toBe(1000);
    const steps = readResults(writer.file)!.steps;
    expect(steps.map((s) => [s.location, s.status, s.keyword, s.featureName, s.tags])).toEqual([
      ['features/a.feature:3', 'green', 'Given', 'Area A', ['@smoke']],
      ['features/a.feature:4', 'defect', 'Then', 'Area A', ['@smoke']],
    ]);
    expect(steps[1]).toMatchObject({ reason: 'the expectation failed: no text "Hi"', failure: { kind: 'assertion-failed', drift: false },
      screenshots: [{ label: 'after', path: expect.stringMatching(/replay\/x\.png$/) }], scenarioLocation: 'features/a.feature:2' });
  });
});

describe('pieces of the report', () => {
  it('diffs old and new locators line by line, removal before addition', () => {
    expect(lineDiff(['a [id="x"]', 'b [id="y"]'], ['a [id="z"]', 'b [id="y"]']).map((l) => `${l.sign}${l.text}`))
      .toEqual(['-a [id="x"]', '+a [id="z"]', ' b [id="y"]']);
  });

  it('downscales a screenshot to a small PNG thumbnail that decodes again', () => {
    const png = fakeScreenshot(1);
    const thumb = encodePng(downscale(decodePng(png), 240), 6);
    const back = decodePng(thumb);
    expect([back.width, back.height]).toEqual([240, 169]);
    expect(thumb.length).toBeLessThan(png.length);
    expect(thumb.length).toBeLessThan(20_000);
  });
});

describe('the HTML report', () => {
  it('is one self-contained file: every step, the dashboard, filters, thumbnails; escaped; nothing fetched', () => {
    const reports = dir();
    writeSyntheticRun(reports, { command: 'compile', steps: 40, shots: 4 });
    const w = new ResultsWriter({ reportsDir: reports, command: 'heal', redactor: new Redactor({}) });
    w.step({ type: 'step', feature: 'f.feature', location: 'f.feature:3', scenario: '<script>alert(1)</script>', tags: [], keyword: 'When',
      text: 'I click "<b>x</b>"', status: 'healed', durationMs: 3, heal: { old: ['button "x" [id="old"]'], new: ['button "x" [id="new"]'] } });
    const out = join(reports, 'report.html');
    const r = renderReport({ runs: selectRuns(readAllResults(reports), false), out });
    expect(r.steps).toBe(41);
    expect(r.html.match(/class="step /g)).toHaveLength(41);
    expect(r.html).not.toContain('<script>alert(1)</script>');
    expect(r.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // "=" is escaped too (&#x3D;)
    expect(r.html).toMatch(/<span class="d-del">- button &quot;x&quot; \[id&#x3D;&quot;old&quot;\]<\/span>/);
    expect(r.html).toMatch(/<img src="data:image\/png;base64,/);
    expect(r.html).toMatch(/id="f-status"[\s\S]*<option value="unsure">unsure<\/option>/);
    expect(r.html).not.toMatch(/<(script|link|img)[^>]+(src|href)="https?:/);
    expect(r.html).toContain('Time per phase');
    expect(r.html).toContain('Slowest steps');
  });

  it('stays small for 500 steps with screenshots (size printed for the docs)', () => {
    const reports = dir();
    writeSyntheticRun(reports, { command: 'compile', steps: 500, shots: 40 });
    const out = join(reports, 'report.html');
    const { bytes } = writeReport({ runs: selectRuns(readAllResults(reports), false), out });
    console.log(`500 steps, 40 screenshots: report ${(bytes / 1024).toFixed(0)} KB (results file ${(statSync(readAllResults(reports)[0]!.file).size / 1024).toFixed(0)} KB)`);
    expect(bytes).toBeLessThan(5 * 1024 * 1024);
    expect(readFileSync(out, 'utf8')).toContain('500 steps');
  });
});
