// The tables bench/replay.ts prints: wall times and ratios between the variants, where the time
// goes (browser start vs steps), WebDriver commands, and the mean time of each step definition.
import type { RunResult } from './replay-collect.ts';

const TARGET_SELENIUM = 1.15;
const WATCH_PLAYWRIGHT = 1.5;

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const sec = (x: number): string => (x / 1000).toFixed(2);
const pad = (s: string | number, n: number): string => String(s).padStart(n);

type Results = Record<string, RunResult[]>;

export function printSummary(results: Results): void {
  const names = Object.keys(results);
  const wall = (n: string): number => median(results[n].map((x) => x.wallMs));
  const noStart = (n: string): number => median(results[n].map((x) => x.stepMsNoStart));
  const first = Object.values(results)[0][0];
  const { scenarios, steps } = first;
  console.log(`\n${'variant'.padEnd(14)}${pad('wall (median)', 15)}${pad('per scenario', 14)}${pad('steps w/o 1st', 15)}${pad('per step', 10)}   passed`);
  for (const n of names) {
    console.log(`${n.padEnd(14)}${pad(sec(wall(n)) + ' s', 15)}${pad((wall(n) / scenarios).toFixed(0) + ' ms', 14)}` +
      `${pad(sec(noStart(n)) + ' s', 15)}${pad((noStart(n) / (steps - scenarios)).toFixed(1) + ' ms', 10)}   ${results[n].map((x) => `${x.passed}/${x.scenarios}`).join(' ')}`);
  }
  console.log(`(${scenarios} scenarios, ${steps} steps per run; "steps w/o 1st": the steps' own durations without each scenario's first step,\n` +
    ' which starts the browser or context, and without the hooks)\n');

  const ratio = (a: string, b: string, note: string, target?: number): number | undefined => {
    if (!results[a] || !results[b]) return undefined;
    const r = wall(a) / wall(b);
    const paired = median(results[a].map((x, i) => x.wallMs / results[b][i].wallMs));
    const verdict = target === undefined ? '' : `  target ≤ ${target} ${r <= target ? '✓' : '✗'}`;
    console.log(`ratio ${`${a}/${b}`.padEnd(22)}${pad(r.toFixed(3), 7)}  (per-round median ${paired.toFixed(3)})${verdict}   ${note}`);
    return r;
  };
  ratio('generated', 'selenium', 'same policy: a fresh Chromium per scenario', TARGET_SELENIUM);
  const pw = ratio('generated', 'playwright', 'each its default: fresh Chromium vs one Chromium + a context per scenario');
  ratio('reuse', 'playwright', 'like for like: one Chromium per run');
  if (results.generated && results.reuse) {
    const perScenario = (wall('generated') - wall('reuse')) / scenarios;
    console.log(`\nfresh browser per scenario costs ${perScenario.toFixed(0)} ms (generated − reuse wall time, per scenario);` +
      ` the reset between scenarios is inside reuse's "(hooks…)" row below`);
  }
  if (pw !== undefined && results.reuse) {
    const gap = wall('generated') - wall('playwright');
    const browser = wall('generated') - wall('reuse');
    const stepsGap = wall('reuse') - wall('playwright');
    console.log(`generated − playwright = ${sec(gap)} s: browser-start policy ${sec(browser)} s (${((browser / gap) * 100).toFixed(0)}%),` +
      ` the rest ${sec(stepsGap)} s (${(stepsGap / steps).toFixed(1)} ms per step: WebDriver HTTP round trips vs CDP, waits, reset vs new context)`);
    if (pw > WATCH_PLAYWRIGHT) console.log(`generated/playwright is above ${WATCH_PLAYWRIGHT}: see the README (bench:replay) for what costs the difference and what closes it`);
  }
}

export function printDetails(results: Results): void {
  const names = Object.keys(results);
  const withCommands = names.filter((n) => results[n][0].commands.size > 0);
  const total = (r: RunResult): number => [...r.commands.values()].reduce((a, b) => a + b, 0);
  const steps = Object.values(results)[0][0].steps;
  if (withCommands.length) {
    const cmds = [...new Set(withCommands.flatMap((n) => [...results[n][0].commands.keys()]))]
      .sort((a, b) => withCommands.reduce((s, n) =>
        s + (results[n][0].commands.get(b) ?? 0) - (results[n][0].commands.get(a) ?? 0), 0));
    console.log(`\nWebDriver commands per run (round 1; polling makes later rounds differ slightly; playwright speaks CDP, not counted)`);
    console.log(`${'command'.padEnd(28)}${withCommands.map((n) => pad(n, 12)).join('')}`);
    for (const c of cmds) console.log(`${c.padEnd(28)}${withCommands.map((n) => pad(results[n][0].commands.get(c) ?? 0, 12)).join('')}`);
    console.log(`${'total'.padEnd(28)}${withCommands.map((n) => pad(total(results[n][0]), 12)).join('')}`);
    console.log(`${'per step'.padEnd(28)}${withCommands.map((n) => pad((total(results[n][0]) / steps).toFixed(2), 12)).join('')}`);
    console.log(`${'script KB sent'.padEnd(28)}${withCommands.map((n) => pad((results[n][0].scriptBytes / 1024).toFixed(0), 12)).join('')}` +
      '   (incl. the atoms Selenium sends for isDisplayed / getAttribute)');
  }

  // mean ms per occurrence of each step definition, over all rounds
  const keys = [...new Set(names.flatMap((n) => [...results[n][0].byPattern.keys()]))];
  const mean = (n: string, k: string): { ms: number; perRun: number } => {
    const agg = results[n].reduce((a, x) => {
      const p = x.byPattern.get(k);
      return { ms: a.ms + (p?.ms ?? 0), n: a.n + (p?.n ?? 0) };
    }, { ms: 0, n: 0 });
    return { ms: agg.n ? agg.ms / agg.n : 0, perRun: agg.n / results[n].length };
  };
  const ref = names[0];
  const rows = keys
    .map((k) => ({ k, perRun: Math.max(...names.map((n) => mean(n, k).perRun)), ms: names.map((n) => mean(n, k).ms) }))
    .sort((a, b) => b.ms[0] * b.perRun - a.ms[0] * a.perRun);
  console.log(`\nper step definition, mean ms per occurrence (the first step of a scenario includes the browser or context start; sorted by ${ref}'s total)`);
  console.log(`${'step'.padEnd(58)}${pad('per run', 8)}${names.map((n) => pad(n, 12)).join('')}`);
  for (const r of rows) console.log(`${r.k.slice(0, 57).padEnd(58)}${pad(r.perRun.toFixed(0), 8)}${r.ms.map((m) => pad(m.toFixed(1), 12)).join('')}`);
}
