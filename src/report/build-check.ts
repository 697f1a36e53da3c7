// Cache validity tied to the app build: when the user names the build under test (appBuild in the
// config, or STEPWRIGHT_APP_BUILD), `run` lists the steps compiled against another build, so a
// failure can be read against what changed — and a pass against what was never re-checked.
import type { StepRecord } from '../cache/schema.ts';

export interface StaleBinding {
  expression: string;
  source: string;
  build?: string;
}

export function staleBindings(records: Iterable<StepRecord>, appBuild: string): StaleBinding[] {
  return [...records].flatMap((r) => r.bindings.filter((b) => b.provenance.appBuild !== appBuild)
    .map((b) => ({ expression: r.expression, source: b.provenance.source,
      ...(b.provenance.appBuild ? { build: b.provenance.appBuild } : {}) })));
}

/** The note `run` prints, or undefined when every binding was compiled against this build. */
export function formatBuildCheck(records: StepRecord[], appBuild: string | undefined): string | undefined {
  if (!appBuild) return undefined;
  const stale = staleBindings(records, appBuild);
  if (!stale.length) return undefined;
  const total = records.reduce((n, r) => n + r.bindings.length, 0);
  const builds = new Map<string, number>();
  for (const s of stale) builds.set(s.build ?? 'no build recorded',
    (builds.get(s.build ?? 'no build recorded') ?? 0) + 1);
  const lines = stale.slice(0,
    20).map((s) => `  ${s.expression}  (${s.source}, ${s.build ? `build ${s.build}` : 'no build recorded'})`);
  if (stale.length > 20) lines.push(`  … and ${stale.length - 20} more`);
  return [`App build ${appBuild}: ${stale.length} of ${total} compiled steps were compiled against another build ` +
    `(${[...builds].map(([b, n]) => `${b}: ${n}`).join(', ')}):`, ...lines,
    'They replay as recorded; if the UI changed, `npx stepwright heal` repairs them and stamps this build.'].join('\n');
}
