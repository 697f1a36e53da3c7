import type { StrategyAttempt } from '../drivers/driver.ts';
import { formatStrategy, type Strategy } from '../locators/target.ts';

/**
 * Why a replayed step failed. Heal and the compile report tell these apart: a locator that found
 * nothing, a locator that found a different element, and an expectation that does not hold.
 */
export type FailureKind = 'locator-miss' | 'wrong-element' | 'assertion-failed' | 'action-failed';

export class StepFailure extends Error {
  constructor(readonly kind: FailureKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StepFailure';
  }
}

export function locatorFailure(description: string, strategies: Strategy[], tried: StrategyAttempt[], timeoutMs: number): StepFailure {
  const lines = strategies.map((s, i) => {
    const t = tried[i];
    const seen = !t ? 'not tried' : t.error ? `error: ${t.error}` : t.count === 0 ? 'no match'
      : `${t.count} match${t.count > 1 ? 'es' : ''}, best identity score ${t.score ?? 0}`;
    return `  ${formatStrategy(s)} → ${seen}`;
  });
  const wrong = tried.some((t) => t.count > 0);
  const head = wrong
    ? `Found elements for ${description}, but none is the recorded element (identity check failed) after ${timeoutMs} ms.`
    : `Could not find ${description} within ${timeoutMs} ms.`;
  return new StepFailure(wrong ? 'wrong-element' : 'locator-miss',
    `${head}\nStrategies tried:\n${lines.join('\n')}\nIf the UI changed on purpose, rediscover the step with: npx stepwright compile --force <feature file>`);
}
