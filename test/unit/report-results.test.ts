// The results file: what compile, run and heal append (schema, one file per process, secrets
// masked) and how they are read back and grouped into runs.
import { readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Redactor } from '../../src/report/redact.ts';
import { readAllResults, readResults, ResultsWriter } from '../../src/report/results-file.ts';
import { ResultLine, StepResult, type StepResultInput } from '../../src/report/results-schema.ts';
import { selectRuns } from '../../src/report/select-runs.ts';
import { suggestionsFor } from '../../src/report/suggest.ts';
import { resolveConfig } from '../../src/config/config.ts';
import { removeDir, tempDir } from '../support/cli.ts';
import { writeSyntheticRun } from '../support/report-fixtures.ts';

const dirs: string[] = [];
const dir = (): string => {
  const d = tempDir('sw-results-');
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach(removeDir));

const step: StepResultInput = { type: 'step', feature: 'features/a.feature', location: 'features/a.feature:4', scenario: 'S',
  tags: ['@smoke'], keyword: 'When', text: 'I click "Go"', status: 'unsure', durationMs: 12 };

describe('the results schema', () => {
  it('fills defaults, rejects unknown statuses and tells the three kinds of line apart', () => {
    expect(StepResult.parse(step)).toMatchObject({ locators: [], suggestions: [], screenshots: [], trace: [] });
    expect(StepResult.safeParse({ ...step, status: 'maybe' }).success).toBe(false);
    expect(ResultLine.parse({ type: 'end', finishedAt: 'x', durationMs: 3 })).toMatchObject({ phases: [], llm: { calls: 0 } });
  });

  it('derives suggestions for unsure and still-to-compile steps only', () => {
    expect(suggestionsFor('unsure', 'I click "Go"', '2 elements could be "Go": button "Go", link "Go"')[0]).toMatch(/more precisely/);
    expect(suggestionsFor('unsure', 'I frob', 'not understood').join(' ')).toContain('npx stepwright phrases "I frob"');
    expect(suggestionsFor('undefined', 'x', undefined)).toEqual(['Run `npx stepwright compile` to discover it against the app.']);
    expect(suggestionsFor('green', 'x', 'whatever')).toEqual([]);
  });
});

describe('a results file', () => {
  it('is one file per process under reportsDir/results: a header, a line per step, an end line', () => {
    const reports = dir();
    const w = new ResultsWriter({ reportsDir: reports, command: 'compile', redactor: new Redactor({}), header: { planner: 'rules' } });
    w.step(step);
    w.end({ phases: [{ name: 'compile', ms: 5 }], llm: { calls: 1, promptTokens: 2, completionTokens: 3 }, exitCode: 1 });
    expect(w.file).toMatch(new RegExp(`/results/compile-[0-9TZ-]+-${process.pid}\\.jsonl$`));
    const lines = readFileSync(w.file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { type: string });
    expect(lines.map((l) => l.type)).toEqual(['run', 'step', 'end']);
    const read = readResults(w.file)!;
    expect(read.header).toMatchObject({ command: 'compile', planner: 'rules', pid: process.pid });
    expect(read.steps[0]).toMatchObject({ status: 'unsure', tags: ['@smoke'] });
    expect(read.end).toMatchObject({ exitCode: 1, llm: { calls: 1 } });
  });

  it('never holds a secret in clear text: referenced variables, secret-named ones and token-shaped strings', () => {
    const reports = dir();
    const env = { SHOP_PASSWORD: 'hunter2-xyz', MY_VALUE: 'plain-visible' };
    const w = new ResultsWriter({ reportsDir: reports, command: 'run', redactor: new Redactor(env) });
    w.step({ ...step, text: 'I type "${MY_VALUE}" into "Name"', status: 'red',
      reason: 'expected "plain-visible" and "hunter2-xyz", header Bearer sk-live-abcdefghijklmnopqrstu' });
    const text = readFileSync(w.file, 'utf8');
    for (const secret of ['hunter2-xyz', 'plain-visible', 'sk-live-abcdefghijklmnopqrstu']) expect(text).not.toContain(secret);
    expect(text).toContain('${SHOP_PASSWORD}');
    expect(text).toContain('${MY_VALUE}');
  });

  it('keeps the lines before a crash and skips a line cut short', () => {
    const reports = dir();
    const w = new ResultsWriter({ reportsDir: reports, command: 'run', redactor: new Redactor({}) });
    w.step(step);
    appendFileSync(w.file, '{"type":"step","feat');
    const read = readResults(w.file)!;
    expect(read.steps).toHaveLength(1);
    expect(read.end).toBeUndefined();
    writeFileSync(join(reports, 'results', 'junk.jsonl'), 'not json\n');
    expect(readAllResults(reports)).toHaveLength(1);
  });
});

describe('choosing runs', () => {
  it('shows the latest run of each command, a compile\'s workers together; --all shows every run', () => {
    const reports = dir();
    writeSyntheticRun(reports, { command: 'compile', steps: 3, shots: 0 });
    writeSyntheticRun(reports, { command: 'run', steps: 4, shots: 0 });
    for (const index of [1, 2]) writeSyntheticRun(reports, { command: 'compile', steps: 5, shots: 0, runId: 'compile-w', part: { kind: 'worker', index, total: 2 } });
    const latest = selectRuns(readAllResults(reports), false);
    expect(latest.map((r) => [r.command, r.parts.length])).toEqual([['compile', 2], ['run', 1]]);
    expect(latest[0]!.runId).toBe('compile-w');
    expect(selectRuns(readAllResults(reports), true)).toHaveLength(3);
  });
});

describe('reportsDir', () => {
  it('defaults to .stepwright/reports beside the cache dir; the config, STEPWRIGHT_REPORTS_DIR and --reports-dir override it', () => {
    const root = dir();
    expect(resolveConfig(root, {}, {}).reportsDir).toBe(join(root, '.stepwright/reports'));
    expect(resolveConfig(root, { cacheDir: 'elsewhere/cache' }, {}).reportsDir).toBe(join(root, 'elsewhere/.stepwright/reports'));
    expect(resolveConfig(root, {}, { STEPWRIGHT_REPORTS_DIR: 'out/r' }).reportsDir).toBe(join(root, 'out/r'));
    writeFileSync(join(root, 'stepwright.config.json'), JSON.stringify({ reportsDir: 'cfg-reports' }));
    expect(resolveConfig(root, {}, {}).reportsDir).toBe(join(root, 'cfg-reports'));
    expect(resolveConfig(root, {}, { STEPWRIGHT_REPORTS_DIR: 'env-r' }).reportsDir).toBe(join(root, 'env-r'));
    expect(resolveConfig(root, { reportsDir: 'flag-r' }, { STEPWRIGHT_REPORTS_DIR: 'env-r' }).reportsDir).toBe(join(root, 'flag-r'));
  });
});
