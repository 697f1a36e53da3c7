// One bench:heal case: compile on the base app (once per feature set), heal a copy of that cache onto
// the target app with the rule planner only (no LLM), check every healed locator against the case's
// oracle, then replay the healed suite three times with `stepwright run` and read its drift file.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StepRecord } from '../../src/cache/schema.ts';
import { CacheStore } from '../../src/cache/store.ts';
import { compileFeatures, type CompileReporter } from '../../src/compiler/compile.ts';
import { resolveConfig } from '../../src/config/config.ts';
import { healFeatures } from '../../src/heal/heal-features.ts';
import { targetOf } from '../../src/heal/retarget.ts';
import { RulePlanner } from '../../src/planners/rules/rule-planner.ts';
import { formatHealTable, healCounts, type HealCounts } from '../../src/report/heal-table.ts';
import { driftFilePath, readDrift } from '../../src/runtime/drift.ts';
import { resolveTarget } from '../../src/runtime/values.ts';
import { configFor, ROOT, type App, type HealCase } from './cases.ts';

export interface CaseResult extends HealCounts {
  name: string;
  knownDefects: number;
  defectsReported: number;
  otherDefects: number;
  falseHeals: number;
  notes: string[];
  healMs: number;
  replays: { passed: number; total: number }[];
  /** heal's own per-step table */
  table: string;
}

const silent: CompileReporter = { scenario: () => undefined, step: () => undefined, note: () => undefined };
const planners = { mode: 'rules' as const, rules: new RulePlanner() };
const compiled = new Map<string, string>();

function project(c: HealCase): string {
  const dir = mkdtempSync(join(tmpdir(), 'stepwright-bench-heal-'));
  for (const [rel, src] of Object.entries(c.features)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    cpSync(src, join(dir, rel));
  }
  return dir;
}

/** Points the bench project at this app (its config), before compile, heal and replay alike. */
function useApp(dir: string, app: App): void {
  writeFileSync(join(dir, 'stepwright.config.json'), JSON.stringify(configFor(app)));
}

export async function withApp<T>(start: () => Promise<App>, work: (app: App) => Promise<T>): Promise<T> {
  const app = await start();
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

/** The base cache for this feature set, compiled once and copied into every case that uses it. */
async function baseCache(c: HealCase, dir: string): Promise<string> {
  const key = c.baseKey;
  const done = compiled.get(key);
  if (done) return done;
  const cacheDir = join(dir, 'base-cache');
  await withApp(c.base, async (app) => {
    await app.reset();
    useApp(dir, app);
    const config = resolveConfig(dir, { baseUrl: app.url, cacheDir });
    const r = await compileFeatures({ config, baseUrl: app.url, paths: [join(dir, 'features')], cwd: dir, force: false, planners, reporter: silent, runDir: join(dir, 'compile') });
    const bad = r.outcomes.filter((o) => !['compiled', 'cached'].includes(o.status));
    if (bad.length) throw new Error(`${c.name}: compile on the base app left ${bad.length} steps: ${bad.map((o) => `${o.location} ${o.status}`).join(', ')}`);
  });
  compiled.set(key, cacheDir);
  return cacheDir;
}

/** Healed bindings whose new element is not the counterpart of the old one, per the case's oracle. */
export function oracle(c: Pick<HealCase, 'sameElement'>, records: Map<string, StepRecord>, since: string): string[] {
  const wrong: string[] = [];
  for (const rec of records.values()) {
    for (const b of rec.bindings) {
      const h = b.provenance.healedFrom?.[0];
      if (!h || h.healedAt < since) continue;
      const args = { args: b.args ?? b.verified?.[0] ?? [], env: process.env };
      // a re-identified step keeps its action order (guards aside); a re-planned one is paired by order
      const steps = b.actions.filter((a) => a.do !== 'dismissIf');
      const byOrder = steps.flatMap((a) => { const t = targetOf(a); return t ? [t] : []; });
      h.previous.forEach((p, i) => {
        const o = p.target;
        const n = h.method === 'reidentified' ? targetOf(steps[p.action]!) : byOrder[i];
        if (!o || !n) return;
        const [of, nf] = [resolveTarget(o, args).fingerprint, resolveTarget(n, args).fingerprint];
        if (!c.sameElement(of, nf)) wrong.push(`${rec.expression} ${JSON.stringify(args.args)}: ${of.role} "${of.name ?? of.id}" → ${nf.role} "${nf.name ?? nf.id}"`);
      });
    }
  }
  return wrong;
}

function replay(dir: string, url: string): Promise<{ passed: number; total: number; output: string }> {
  return new Promise((done) => {
    let output = '';
    const child = spawn(process.execPath, [join(ROOT, 'bin/stepwright.js'), 'run', 'features', ...(url ? ['--base-url', url] : []), '--format', 'summary'],
      { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
    child.stdout.on('data', (d: Buffer) => { output += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { output += d.toString(); });
    child.on('close', () => {
      const m = /(\d+) scenarios? \(([^)]*)\)/.exec(output);
      const passed = Number(/(\d+) passed/.exec(m?.[2] ?? '')?.[1] ?? 0);
      done({ passed, total: Number(m?.[1] ?? 0), output });
    });
  });
}

export async function measureCase(c: HealCase): Promise<CaseResult> {
  const dir = project(c);
  process.env.DEMO_PASSWORD ??= 'wonderland';
  cpSync(await baseCache(c, dir), join(dir, 'step-cache'), { recursive: true });
  return withApp(c.target, async (app) => {
    await app.reset();
    useApp(dir, app);
    const config = resolveConfig(dir, { baseUrl: app.url });
    const since = new Date().toISOString();
    const started = Date.now();
    const healed = await healFeatures({ config, baseUrl: app.url, paths: [join(dir, 'features')], cwd: dir, dryRun: false, planners, reporter: silent, runDir: join(dir, 'heal') });
    const healMs = Date.now() - started;
    const counts = healCounts(healed.outcomes);
    const defects = healed.outcomes.filter((o) => o.status === 'defect');
    const notes = oracle(c, new CacheStore(config.cacheDir).load().records, since).map((w) => `false heal: ${w}`);
    const replays: CaseResult['replays'] = [];
    const healedOver = new Set<string>();
    for (let i = 0; i < 3; i++) {
      await app.reset();
      const r = await replay(dir, app.url);
      replays.push({ passed: r.passed, total: r.total });
      const failing = new Set(readDrift(driftFilePath(config.reportsDir)).entries.map((e) => e.location));
      for (const d of c.knownDefects) if (!failing.has(d)) healedOver.add(d);
      if (!r.total) notes.push(`replay ${i + 1} did not run: ${r.output.slice(-300)}`);
    }
    for (const d of healedOver) notes.push(`defect healed over: ${d} passed a replay`);
    for (const o of healed.outcomes.filter((x) => ['unsure', 'failed', 'defect'].includes(x.status))) {
      notes.push(`${o.status}: ${o.location} ${o.keyword} ${o.text} — ${(o.reason ?? '').split('\n')[0]!.slice(0, 160)}`);
    }
    return {
      name: c.name, ...counts, healMs, replays, notes, table: formatHealTable(healed.outcomes, dir, false),
      knownDefects: c.knownDefects.length,
      defectsReported: c.knownDefects.filter((d) => defects.some((o) => o.location === d)).length,
      otherDefects: defects.filter((o) => !c.knownDefects.includes(o.location)).length,
      falseHeals: notes.filter((n) => n.startsWith('false heal') || n.startsWith('defect healed over')).length,
    };
  });
}

