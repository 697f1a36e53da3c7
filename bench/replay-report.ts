// The tables bench/replay.ts prints: wall times and ratios between the variants, where the time
// goes (browser start vs steps), protocol commands per step, and the mean time of each step definition.
import type { RunResult } from './replay-collect.ts';

/** like for like: a fresh Chromium per scenario, generated vs hand-written selenium */
const TARGET_FRESH_SELENIUM = 1.15;
/** issue 16: the default isolation against each hand-written baseline with its own default */
const TARGET_PLAYWRIGHT = 1.0;
const TARGET_SELENIUM = 0.9;

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
  ratio('context', 'playwright', 'the defaults: one Chromium + a context per scenario, both', TARGET_PLAYWRIGHT);
  ratio('context', 'selenium', 'the defaults: a context per scenario vs a fresh Chromium per scenario', TARGET_SELENIUM);
  ratio('fresh', 'selenium', 'like for like: a fresh Chromium per scenario', TARGET_FRESH_SELENIUM);
  ratio('reuse', 'playwright', 'one Chromium per run: reset vs a new context');
  const perScenario = (a: string, b: string, what: string): void => {
    if (results[a] && results[b]) console.log(`${what}: ${((wall(a) - wall(b)) / scenarios).toFixed(0)} ms per scenario (${a} − ${b} wall time)`);
  };
  console.log('');
  perScenario('fresh', 'context', 'a fresh Chromium instead of a new context');
  perScenario('context', 'reuse', 'a new context instead of a reset');
}

const total = (r: RunResult): number => [...r.commands.values()].reduce((a, b) => a + b, 0);
const family = (c: string): string => (c.startsWith('bidi ') ? 'BiDi' : c.startsWith('cdp ') ? 'CDP' : 'WebDriver');

/** Commands per step of each variant, from its counting run: WebDriver and BiDi commands, Playwright's CDP messages. */
export function printCommands(counted: Record<string, RunResult>): void {
  const names = Object.keys(counted);
  const steps = Object.values(counted)[0]?.steps ?? 0;
  if (!names.length || !steps) return;
  const all = [...new Set(names.flatMap((n) => [...counted[n].commands.keys()]))]
    .sort((a, b) => names.reduce((s, n) => s + (counted[n].commands.get(b) ?? 0)
      - (counted[n].commands.get(a) ?? 0), 0));
  console.log(`\nprotocol commands per run (one untimed run per variant, ${steps} steps; playwright: CDP messages it sent to the browser,\n` +
    ' each WebDriver command is one HTTP round trip that chromedriver turns into several CDP messages of its own)');
  console.log(`${'command'.padEnd(40)}${names.map((n) => pad(n, 12)).join('')}`);
  for (const c of all.filter((x) => names.some((n) => (counted[n].commands.get(x) ?? 0) >= steps / 50))) {
    console.log(`${c.slice(0, 39).padEnd(40)}${names.map((n) => pad(counted[n].commands.get(c) ?? 0, 12)).join('')}`);
  }
  const rest = all.filter((x) => !names.some((n) => (counted[n].commands.get(x) ?? 0) >= steps / 50));
  if (rest.length) {
    console.log(`${`(${rest.length} rarer commands)`.padEnd(40)}${names.map((n) => pad(rest.reduce((a, c) => a + (counted[n].commands.get(c) ?? 0), 0), 12)).join('')}`);
  }
  console.log(`${'total'.padEnd(40)}${names.map((n) => pad(total(counted[n]), 12)).join('')}`);
  for (const f of ['WebDriver', 'BiDi', 'CDP']) {
    const of = (n: string): number => [...counted[n].commands]
      .filter(([c]) => family(c) === f).reduce((a, [, k]) => a + k, 0);
    if (names.some((n) => of(n) > 0)) console.log(`${`${f} per step`.padEnd(40)}${names.map((n) => pad((of(n) / steps).toFixed(2), 12)).join('')}`);
  }
  console.log(`${'commands per step'.padEnd(40)}${names.map((n) => pad((total(counted[n]) / steps).toFixed(2), 12)).join('')}`);
  console.log(`${'script KB sent'.padEnd(40)}${names.map((n) => pad((counted[n].scriptBytes / 1024).toFixed(0), 12)).join('')}` +
    '   (WebDriver scripts, incl. the atoms Selenium sends for isDisplayed / getAttribute)');
}

export function printDetails(results: Results, counted: Record<string, RunResult>): void {
  const names = Object.keys(results);
  printCommands(counted);

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
