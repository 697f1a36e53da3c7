// `stepwright run --shard i/n`: splits the scenarios (after tags and names) deterministically across
// CI machines. Every machine computes the same partition from the same features, the shards' union
// is the whole suite and no scenario is in two shards.
import { SetupError } from '../drivers/errors.ts';

export interface Shard {
  /** 1-based */
  index: number;
  total: number;
}

export function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(m?.[1]);
  const total = Number(m?.[2]);
  if (!m || total < 1 || index < 1 || index > total) {
    throw new SetupError(`--shard needs i/n with 1 ≤ i ≤ n, e.g. --shard 2/4 (got "${text}").`);
  }
  return { index, total };
}

export interface PlannedScenario {
  uri: string;
  location: { line: number };
}

/**
 * The `file:line` of this shard's scenarios: sorted by file and line, then dealt out round-robin, so
 * shards differ in size by at most one scenario whatever the run order setting.
 */
export function shardScenarios(plan: PlannedScenario[], shard: Shard): string[] {
  const ids = [...new Set(plan.map((p) => `${p.uri}:${p.location.line}`))];
  ids.sort((a, b) => {
    const [fa, la] = [a.slice(0, a.lastIndexOf(':')), Number(a.slice(a.lastIndexOf(':') + 1))];
    const [fb, lb] = [b.slice(0, b.lastIndexOf(':')), Number(b.slice(b.lastIndexOf(':') + 1))];
    return fa < fb ? -1 : fa > fb ? 1 : la - lb;
  });
  return ids.filter((_, i) => i % shard.total === shard.index - 1);
}

