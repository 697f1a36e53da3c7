import type { LlmRole, ModelPrice } from './settings.ts';

export interface TokenUsage {
  prompt: number;
  completion: number;
}

export interface UsageTotals extends TokenUsage {
  calls: number;
  /** Present only when every call used a model with a known price. */
  costUsd?: number;
}

export interface UsageRecord extends TokenUsage {
  role: LlmRole;
  model: string;
  /** Usually a step key, so a report can say what each step cost. */
  scope?: string;
}

export interface UsageSnapshot {
  total: UsageTotals;
  byRole: Partial<Record<LlmRole, UsageTotals>>;
  byScope: Record<string, UsageTotals>;
}

/** Running sums for one bucket; cost stays unknown once any unpriced call lands in it. */
class Tally {
  calls = 0;
  prompt = 0;
  completion = 0;
  cost = 0;
  unpriced = 0;

  add(record: UsageRecord, price: ModelPrice | undefined): void {
    this.calls += 1;
    this.prompt += record.prompt;
    this.completion += record.completion;
    if (price) this.cost += (record.prompt * price.promptPer1M + record.completion * price.completionPer1M) / 1e6;
    else this.unpriced += 1;
  }

  totals(): UsageTotals {
    const totals: UsageTotals = { calls: this.calls, prompt: this.prompt, completion: this.completion };
    if (this.calls > 0 && this.unpriced === 0) totals.costUsd = this.cost;
    return totals;
  }
}

/** Token accounting per role and per scope for one run. */
export class UsageMeter {
  private readonly all = new Tally();
  private readonly roles = new Map<LlmRole, Tally>();
  private readonly scopes = new Map<string, Tally>();

  constructor(private readonly prices: Record<string, ModelPrice> = {}) {}

  record(record: UsageRecord): void {
    const price = this.prices[record.model];
    this.all.add(record, price);
    bucket(this.roles, record.role).add(record, price);
    if (record.scope !== undefined) bucket(this.scopes, record.scope).add(record, price);
  }

  total(): UsageTotals {
    return this.all.totals();
  }

  forScope(key: string): UsageTotals {
    return this.scopes.get(key)?.totals() ?? new Tally().totals();
  }

  forRole(role: LlmRole): UsageTotals {
    return this.roles.get(role)?.totals() ?? new Tally().totals();
  }

  snapshot(): UsageSnapshot {
    return {
      total: this.total(),
      byRole: Object.fromEntries([...this.roles].map(([role, tally]) => [role, tally.totals()])),
      byScope: Object.fromEntries([...this.scopes].map(([key, tally]) => [key, tally.totals()])),
    };
  }
}

/** e.g. `3 calls, 2,914 prompt + 211 completion tokens, ≈ $0.0006` */
export function formatUsage(totals: UsageTotals): string {
  const count = (n: number) => n.toLocaleString('en-US');
  const calls = `${count(totals.calls)} call${totals.calls === 1 ? '' : 's'}`;
  const tokens = `${count(totals.prompt)} prompt + ${count(totals.completion)} completion tokens`;
  const cost = totals.costUsd === undefined ? '' : `, ≈ $${formatCost(totals.costUsd)}`;
  return `${calls}, ${tokens}${cost}`;
}

function formatCost(usd: number): string {
  return usd >= 1 ? usd.toFixed(2) : usd.toPrecision(2).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

function bucket<K>(map: Map<K, Tally>, key: K): Tally {
  let tally = map.get(key);
  if (!tally) map.set(key, (tally = new Tally()));
  return tally;
}
