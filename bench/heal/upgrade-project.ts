// The work dir of one bench:heal upgrade run: the case's features (less the scenarios that are not meaningful
// on the old version) and the same config bench:discovery compiles with, so a fresh compile here is comparable.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The feature text without the scenarios named in `leftOut` (a scenario runs to the next Scenario/Rule or EOF). */
export function subsetFeature(text: string, leftOut: string[]): string {
  if (!leftOut.length) return text;
  const out: string[] = [];
  let dropping = false;
  for (const line of text.split('\n')) {
    const head = /^\s*(?:Scenario(?: Outline)?|Example|Rule):\s*(.*?)\s*$/.exec(line);
    if (head) dropping = leftOut.includes(head[1]!);
    if (!dropping) out.push(line);
  }
  return out.join('\n');
}

/**
 * A fresh temp project: `features` maps a path in the project to a source feature file; `leftOut` names
 * scenarios to drop. Returns the project dir and its config file.
 */
export function upgradeProject(features: Record<string, string>, leftOut: string[]): { dir: string; config: string } {
  const dir = mkdtempSync(join(tmpdir(), 'stepwright-bench-upgrade-'));
  for (const [rel, src] of Object.entries(features)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), subsetFeature(readFileSync(src, 'utf8'), leftOut));
  }
  const config = join(dir, 'stepwright.config.json');
  writeFileSync(config, `${JSON.stringify({ features: ['features'], cacheDir: 'step-cache', reportsDir: 'reports', planner: 'rules' }, null, 2)}\n`);
  return { dir, config };
}
