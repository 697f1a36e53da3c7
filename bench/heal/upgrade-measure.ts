// One bench:heal upgrade case, measured: compile on the old version → replay there (sanity) → heal onto the new
// version → replay there; and, in a second project, a fresh compile on the new version → replay. The fresh
// compile is the yardstick: a "possible defect" heal reports on a step the fresh compile passes is a false defect.
import type { StepOutcome } from '../../src/report/outcome.ts';
import { CacheStore } from '../../src/cache/store.ts';
import { resolveConfig } from '../../src/config/config.ts';
import { formatHealTable, healCounts, type HealCounts } from '../../src/report/heal-table.ts';
import { oracle, withApp } from './measure.ts';
import { upgradeProject } from './upgrade-project.ts';
import { compileOn, healOn, replayOn, type ReplayRun, type StepKey, type StepRun } from './upgrade-steps.ts';
import type { UpgradeCase } from './upgrades.ts';

export interface Scenarios { passed: number; total: number }

export interface UpgradeResult extends HealCounts {
  id: string;
  name: string;
  changes: string;
  leftOut: string[];
  /** steps the compile on the old version bound, and why the others were not */
  compiledOnOld: number;
  notCompiledOnOld: string[];
  replayOld: Scenarios;
  /** heal compiled these anew: they had no binding from the old version */
  compiledAnew: number;
  stillFailingWhy: string[];
  defectsWhy: string[];
  falseHeals: string[];
  falseDefects: string[];
  healMs: number;
  replayNew: Scenarios;
  freshCompiled: number;
  freshReplay: Scenarios;
  /** after heal = a fresh compile on the new version: same steps bound, same scenarios green */
  equalsFresh: boolean;
  difference: string[];
  table: string;
}

const BOUND = new Set<StepOutcome['status']>(['cached', 'compiled', 'healed', 'rediscovered', 'handwritten']);
const step = (o: StepOutcome) => `${o.location} ${o.keyword.trim()} ${o.text}`;
const why = (o: StepOutcome) => `${step(o)} — ${(o.reason ?? o.status).split('\n')[0]!.slice(0, 200)}`;
const scenarios = (r: ReplayRun): Scenarios => ({ passed: r.passed.size, total: r.total });
const bound = (r: StepRun) => new Set([...r.outcomes].filter(([, o]) => BOUND.has(o.status)).map(([k]) => k));

/** What differs between the healed suite and a fresh compile: steps bound by one only, scenarios green in one only. */
function difference(heal: StepRun, healed: ReplayRun, fresh: StepRun, freshReplay: ReplayRun): string[] {
  const [h, f] = [bound(heal), bound(fresh)];
  const out: string[] = [];
  const name = (k: StepKey) => { const o = heal.outcomes.get(k) ?? fresh.outcomes.get(k); return o ? step(o) : k; };
  for (const k of h) if (!f.has(k)) out.push(`bound after heal, not by the fresh compile: ${name(k)} (fresh: ${fresh.outcomes.get(k)?.status ?? 'not reached'})`);
  for (const k of f) if (!h.has(k)) out.push(`bound by the fresh compile, not after heal: ${name(k)} (heal: ${heal.outcomes.get(k)?.status ?? 'not reached'})`);
  for (const s of healed.passed) if (!freshReplay.passed.has(s)) out.push(`scenario ${s} green after heal, red on the fresh compile`);
  for (const s of freshReplay.passed) if (!healed.passed.has(s)) out.push(`scenario ${s} green on the fresh compile, red after heal`);
  return out;
}

/** A possible defect is false when the fresh compile on the new version bound the step and its replay passed it. */
function falseDefects(heal: StepRun, fresh: StepRun, freshReplay: ReplayRun): string[] {
  return [...heal.outcomes].filter(([k, o]) => o.status === 'defect' && BOUND.has(fresh.outcomes.get(k)?.status ?? 'skipped')
    && freshReplay.steps.get(k)?.status === 'passed').map(([, o]) => why(o));
}

export async function measureUpgrade(c: UpgradeCase): Promise<UpgradeResult> {
  const leftOut = Object.keys(c.leftOut);
  const p = upgradeProject(c.features, leftOut);
  const { oldRun, replayOld } = await withApp(c.oldApp, async (app) => {
    const run = await compileOn(p.dir, p.config, app);
    return { oldRun: run, replayOld: await replayOn(p.dir, p.config, app, 'replay-old.log') };
  });
  const since = new Date().toISOString();
  const { heal, replayNew } = await withApp(c.newApp, async (app) => {
    const run = await healOn(p.dir, p.config, app);
    return { heal: run, replayNew: await replayOn(p.dir, p.config, app, 'replay-new.log') };
  });
  const store = new CacheStore(resolveConfig(p.dir, { config: p.config }).cacheDir);
  const wrong = oracle(c, store.load().records, since);
  const f = upgradeProject(c.features, leftOut);
  const { fresh, freshReplay } = await withApp(c.newApp, async (app) => {
    const run = await compileOn(f.dir, f.config, app);
    return { fresh: run, freshReplay: await replayOn(f.dir, f.config, app, 'replay-fresh.log') };
  });
  const outcomes = [...heal.outcomes.values()];
  const diff = difference(heal, replayNew, fresh, freshReplay);
  return {
    id: c.id, name: c.name, changes: c.changes, leftOut: Object.entries(c.leftOut).map(([s, w]) => `${s}: ${w}`),
    ...healCounts(outcomes),
    compiledOnOld: [...oldRun.outcomes.values()].filter((o) => BOUND.has(o.status)).length,
    notCompiledOnOld: [...oldRun.outcomes.values()].filter((o) => !BOUND.has(o.status)).map(why),
    replayOld: scenarios(replayOld),
    compiledAnew: outcomes.filter((o) => o.status === 'compiled').length,
    stillFailingWhy: outcomes.filter((o) => o.status === 'unsure' || o.status === 'failed').map(why),
    defectsWhy: outcomes.filter((o) => o.status === 'defect').map(why),
    falseHeals: wrong,
    falseDefects: falseDefects(heal, fresh, freshReplay),
    healMs: heal.ms,
    replayNew: scenarios(replayNew),
    freshCompiled: bound(fresh).size,
    freshReplay: scenarios(freshReplay),
    equalsFresh: diff.length === 0,
    difference: diff,
    table: formatHealTable(outcomes, p.dir, false),
  };
}
