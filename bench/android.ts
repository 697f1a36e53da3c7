// npm run bench:android — Android figures on the simulated device (test/fixtures/android-device):
// in-process Appium start, session start, one observe / locate round, and replay time per step of
// features/android from the committed step-cache (cucumber's own step durations); then Kettle, the
// app of real-world patterns: compile and replay ×3 of features/android-real, and the cost of
// scrolling to a row three screens down (bench/android-kettle.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AndroidAppDriver } from '../src/drivers/android/android-driver.ts';
import { appiumStartMs, appiumUrl, stopSharedAppium } from '../src/drivers/android/appium-server.ts';
import { resolveConfig } from '../src/config/config.ts';
import { buildTarget } from '../src/locators/build-target.ts';
import { kettleFigures, scrollSearchFigures } from './android-kettle.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const config = resolveConfig(ROOT, {}, {});
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const r = await f();
  return [r, performance.now() - t];
}

const [, appiumTotal] = await timed(() => appiumUrl(config.android));
const sessions: number[] = [];
let app: AndroidAppDriver | undefined;
for (let i = 0; i < 5; i++) {
  const [a, ms] = await timed(() => AndroidAppDriver.start(config.android));
  sessions.push(ms);
  if (i < 4) await a.close();
  else app = a;
}
const observes: number[] = [];
const locates: number[] = [];
for (let i = 0; i < 20; i++) {
  const [obs, ms] = await timed(() => app!.observe());
  observes.push(ms);
  const el = obs.elements.find((e) => e.name === 'Earl Grey')!;
  const target = buildTarget(el, [], obs.elements)!;
  locates.push((await timed(() => app!.locate(target, { visibleOnly: true, threshold: 0.6 })))[1]);
}
await app!.close();
const scrollSearch = await scrollSearchFigures(config.android);
await stopSharedAppium();

const out = join(mkdtempSync(join(tmpdir(), 'sw-bench-android-')), 'messages.ndjson');
const run = spawnSync(process.execPath, [join(ROOT, 'bin/stepwright.js'), 'run', 'features/android', '--format', `message:${out}`],
  { cwd: ROOT, encoding: 'utf8' });
if (run.status !== 0) throw new Error(`replay failed:\n${run.stdout}\n${run.stderr}`);
type Message = { testCase?: { testSteps: { id: string; pickleStepId?: string }[] };
  testStepFinished?: { testStepId: string; testStepResult: { duration: { seconds: number; nanos: number } } } };
const messages = readFileSync(out, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Message);
// Gherkin steps only: the Before/After hooks (platform pick, app disposal) are not steps
const stepIds = new Set(messages.flatMap((m) =>
  m.testCase?.testSteps.filter((s) => s.pickleStepId).map((s) => s.id) ?? []));
const steps = messages.flatMap((m) => {
  const finished = m.testStepFinished;
  return finished && stepIds.has(finished.testStepId) ? [finished.testStepResult.duration] : [];
}).map((d) => d.seconds * 1000 + d.nanos / 1e6);
const total = steps.reduce((a: number, b: number) => a + b, 0);

console.log(`Appium in-process start: ${Math.round(appiumTotal)} ms (main() listening after ${appiumStartMs()} ms; the rest is loading the appium package)`);
console.log(`session start (median of 5): ${Math.round(median(sessions))} ms`);
console.log(`observe (median of 20): ${median(observes).toFixed(1)} ms; locate with ${'every strategy'} (median of 20): ${median(locates).toFixed(1)} ms`);
console.log(`replay features/android: ${steps.length} steps, ${Math.round(total)} ms in steps, ` +
  `${(total / steps.length).toFixed(1)} ms/step mean, ${median(steps).toFixed(1)} ms median, first step (Appium start + session) ${Math.round(steps[0] ?? 0)} ms`);
console.log(scrollSearch);
for (const line of kettleFigures(ROOT)) console.log(line);
