// bench:android's Kettle half (the simulated app built from real-world patterns): compile
// features/android-real with the rule planner (ms per step), replay it three times (ms per step, from
// cucumber's own step durations), and what scrolling to a row three screens down costs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AndroidAppDriver } from '../src/drivers/android/android-driver.ts';
import type { AndroidSettings } from '../src/drivers/android/settings.ts';
import { buildTarget } from '../src/locators/build-target.ts';
import { scrollUntilText } from '../src/runtime/reveal.ts';

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
type Result = { status: string; duration: { seconds: number; nanos: number } };
type Message = { testCase?: { testSteps: { id: string; pickleStepId?: string }[] };
  testStepFinished?: { testStepId: string; testStepResult: Result } };

/** Gherkin steps' durations (ms) and statuses from a cucumber message file; hooks left out. */
export function stepDurations(file: string): { ms: number[]; failed: number } {
  const messages = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Message);
  const steps = messages.flatMap((m) => m.testCase?.testSteps ?? []);
  const ids = new Set(steps.filter((s) => s.pickleStepId).map((s) => s.id));
  const done = messages.flatMap((m) => {
    const f = m.testStepFinished;
    return f && ids.has(f.testStepId) ? [f.testStepResult] : [];
  });
  return { ms: done.map((r) => r.duration.seconds * 1000 + r.duration.nanos / 1e6),
    failed: done.filter((r) => r.status !== 'PASSED').length };
}

export function kettleFigures(root: string): string[] {
  const project = join(root, 'features/android-real');
  const cache = mkdtempSync(join(tmpdir(), 'sw-bench-kettle-'));
  const cli = (args: string[]) => spawnSync(process.execPath, [join(root, 'bin/stepwright.js'), ...args, '--cache-dir', cache],
    { cwd: project, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const started = performance.now();
  const compile = cli(['compile', '--planner', 'rules']);
  const compileMs = performance.now() - started;
  const summary = /^(\d+) steps, (\d+) cached(?:, (\d+) compiled by rules)?/m.exec(compile.stdout);
  if (!summary) throw new Error(`compile failed:\n${compile.stdout}\n${compile.stderr}`);
  const steps = Number(summary[1]);
  const byRules = Number(summary[2]) + Number(summary[3] ?? 0);
  const out = [`compile features/android-real (rules, fresh cache): ${steps} steps, ${byRules} compiled by rules ` +
    `(${((byRules / steps) * 100).toFixed(0)}%), ${Math.round(compileMs)} ms, ${(compileMs / steps).toFixed(0)} ms/step ` +
    '(Appium start, a session per scenario and the generic bindings reused for later steps included)'];
  for (let i = 1; i <= 3; i++) {
    const file = join(cache, `messages-${i}.ndjson`);
    const run = cli(['run', '--format', `message:${file}`]);
    const { ms, failed } = stepDurations(file);
    const total = ms.reduce((a, b) => a + b, 0);
    out.push(`replay ${i}: ${run.status === 0 ? 'green' : `exit ${run.status}`}, ${ms.length} steps (${failed} failed), ` +
      `${(total / ms.length).toFixed(1)} ms/step mean, ${((total - (ms[0] ?? 0)) / (ms.length - 1)).toFixed(1)} ms without the first, ` +
      `${median(ms).toFixed(1)} ms median, first step (Appium + session) ${Math.round(ms[0] ?? 0)} ms`);
  }
  return out;
}

/** Tap a row on screen vs scroll to a row three screens down and tap it (median of 5 each). */
export async function scrollSearchFigures(settings: AndroidSettings): Promise<string> {
  const app = await AndroidAppDriver.start({ ...settings, appPackage: 'com.example.kettle', appActivity: '.MainActivity' });
  const opts = { timeoutMs: 2_000, waitTimeoutMs: 30_000, identityThreshold: 0.6, baseUrl: '', env: {} };
  const tapRow = async (name: string): Promise<number> => {
    await app.navigate('kettle://home');
    const t = performance.now();
    await scrollUntilText(app, name, opts);
    const obs = await app.observe();
    const el = obs.elements.find((e) => e.name === name)!;
    const found = await app.locate(buildTarget(el, [], obs.elements)!, { visibleOnly: true, threshold: 0.6 });
    await app.click(found.element!);
    return performance.now() - t;
  };
  const near: number[] = [];
  const far: number[] = [];
  try {
    for (let i = 0; i < 5; i++) {
      near.push(await tapRow('Assam Breakfast'));
      far.push(await tapRow('Chamomile Blossom')); // the first Herbal row: three screens of rows down
    }
  } finally {
    await app.close();
  }
  return `scroll-search: tap a row on screen ${median(near).toFixed(0)} ms, scroll to a row three screens down and tap it ` +
    `${median(far).toFixed(0)} ms (median of 5; +${(median(far) - median(near)).toFixed(0)} ms for the search)`;
}
