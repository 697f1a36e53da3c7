// Synthetic results files for the report's unit tests and size measurements: N steps across
// features and scenarios, every status, a few unsure steps with reasons, healed steps with a
// locator change, and real PNG screenshots (a drawn page) for the failures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodePng } from '../../src/report/png.ts';
import { Redactor } from '../../src/report/redact.ts';
import { ResultsWriter } from '../../src/report/results-file.ts';
import { STATUSES, type Command, type Status } from '../../src/report/results-schema.ts';

/** A 1280×900 "page": header bar, text lines and a button, like a screenshot of a simple app. */
export function fakeScreenshot(seed: number): Buffer {
  const width = 1280, height = 900;
  const rgb = new Uint8Array(width * height * 3).fill(250);
  const rect = (x: number, y: number, w: number, h: number, c: [number, number, number]) => {
    const row = new Uint8Array(Math.min(w, width - x) * 3).map((_, i) => c[i % 3]!);
    for (let yy = y; yy < Math.min(height, y + h); yy++) rgb.set(row, (yy * width + x) * 3);
  };
  rect(0, 0, width, 60, [30, 80, 50]);
  for (let i = 0; i < 20; i++) rect(40, 100 + i * 30, 300 + ((i * 97 + seed * 31) % 700), 12, [60, 60, 60]);
  rect(40, 720, 160, 40, [200, 60, 60]);
  return encodePng({ width, height, rgb });
}

export interface SyntheticRun {
  command: Command;
  steps: number;
  /** at most this many screenshots (two per failed, unsure or healed step) */
  shots: number;
  runId?: string;
  part?: { kind: 'shard' | 'worker'; index: number; total: number };
}

export function writeSyntheticRun(reportsDir: string, o: SyntheticRun): ResultsWriter {
  const w = new ResultsWriter({ reportsDir, command: o.command, redactor: new Redactor({}),
    ...(o.runId ? { runId: o.runId } : {}), header: o.part ? { part: o.part } : {} });
  const shotsDir = join(reportsDir, 'shots');
  mkdirSync(shotsDir, { recursive: true });
  let shots = 0;
  for (let i = 0; i < o.steps; i++) {
    const status: Status = STATUSES[i % STATUSES.length]!;
    const feature = `features/area-${Math.floor(i / 50)}.feature`;
    const scenario = `Scenario ${Math.floor(i / 7)}`;
    const problem = ['unsure', 'defect', 'failed', 'red'].includes(status);
    const paths: { label: string; path: string }[] = [];
    if ((problem || status === 'healed') && shots < o.shots) {
      for (const label of ['before', 'after']) {
        const p = join(shotsDir, `${i}-${label}.png`);
        writeFileSync(p, fakeScreenshot(i + label.length));
        paths.push({ label, path: w.shot(p) });
        shots++;
      }
    }
    w.step({
      type: 'step', feature, location: `${feature}:${10 + i}`, scenario, scenarioLocation: `${feature}:${Math.floor(i / 7) * 8 + 3}`,
        tags: i % 3 === 0 ? ['@smoke'] : ['@regression'], keyword: i % 7 === 0 ? 'Given' : 'When',
      text: `I do thing number ${i} with "value ${i}"`, status, durationMs: 50 + ((i * 37) % 900),
      ...(status === 'compiled-rules' ? { planner: 'rules' } : status === 'compiled-agent' ? { planner: 'agent' } : {}),
      locators: problem ? [] : [{ description: `button "Thing ${i}"`, strategies: [`role=button[name="Thing ${i}"]`, `id="thing-${i}"`] }],
      ...(problem ? { reason: `2 elements could be "thing ${i}": button "Thing ${i}", link "Thing ${i}"` } : {}),
      suggestions: status === 'unsure' ? ['Name the element more precisely.'] : [],
      screenshots: paths,
      ...(status === 'healed' ? { heal: { old: [`button "Thing ${i}" [id="old-${i}"]`], new: [`button "Thing ${i}" [id="thing-${i}"]`] } } : {}),
      ...(status === 'compiled-agent' ? { llm: { calls: 3, promptTokens: 4000, completionTokens: 200 } } : {}),
    });
  }
  w.end({ phases: [{ name: 'compile (app, browsers, steps)', ms: 60_000 }], llm: { calls: 0, promptTokens: 0, completionTokens: 0 }, exitCode: 1 });
  return w;
}
