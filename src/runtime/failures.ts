import type { ResolvedTarget, StrategyAttempt } from '../drivers/driver.ts';
import { formatStrategy, type Strategy } from '../locators/target.ts';

/**
 * Why a replayed step failed. Heal, the drift report and the compile report tell these apart: a
 * locator that found nothing, a locator that found a different element, an action that had no
 * effect or was intercepted by an element on top, and an expectation that does not hold.
 */
export type FailureKind = 'locator-miss' | 'wrong-element' | 'action-failed' | 'intercepted' | 'assertion-failed'
  | 'no-effect';

/** What each kind means, in the words the drift report and cucumber's output use. */
export const FAILURE_LABEL: Record<FailureKind, string> = {
  'locator-miss': 'target not found',
  'wrong-element': 'found an element, but not the recorded one (fingerprint mismatch)',
  'action-failed': 'the action had no effect',
  intercepted: 'the action was intercepted by an element on top (overlay)',
  'assertion-failed': 'the assertion failed',
  'no-effect': 'an action had no effect, so the check after it failed',
};

/** Kinds that mean the UI drifted away from the recorded locator (heal may repair them). */
export const isDrift = (k: FailureKind): boolean => k === 'locator-miss' || k === 'wrong-element' || k === 'intercepted'
  || k === 'no-effect';

/** A part of the page a text check read, and (the start of) what it shows. */
export interface SearchedPart {
  where: string;
  text: string;
}

export class StepFailure extends Error {
  /** index of the failing action in the binding (set by executeActions) */
  actionIndex?: number;
  /** the element the failing action or check was about */
  target?: ResolvedTarget;
  /** for `intercepted`: the element that would have received the click */
  obstruction?: string;
  /** for text checks: every part of the page that was read (page, frames, shadow roots), with its text */
  searched?: SearchedPart[];
  /** for a failed check after an action whose effect held (or cannot be told): that action, the evidence */
  preceding?: { action: string; recorded: string; observed: string; step?: { text: string; location?: string } };
  /** for `no-effect`: the action whose recorded effect is missing, what compile saw and what is seen now */
  missed?: { action: string; recorded: string; observed: string; step?: { text: string; location?: string } };

  constructor(readonly kind: FailureKind, message: string,
    options?: { cause?: unknown; target?: ResolvedTarget; obstruction?: string; searched?: SearchedPart[] }) {
    super(message, options);
    this.name = 'StepFailure';
    this.target = options?.target;
    this.obstruction = options?.obstruction;
    this.searched = options?.searched;
  }
}

export function locatorFailure(target: ResolvedTarget, tried: StrategyAttempt[], timeoutMs: number): StepFailure {
  const lines = target.strategies.map((s: Strategy, i) => {
    const t = tried[i];
    const seen = !t ? 'not tried' : t.error ? `error: ${t.error}` : t.count === 0 ? 'no match'
      : `${t.count} match${t.count > 1 ? 'es' : ''}, best identity score ${t.score ?? 0}`;
    return `  ${formatStrategy(s)} → ${seen}`;
  });
  const wrong = tried.some((t) => t.count > 0);
  const head = wrong
    ? `Found elements for ${target.description}, but none is the recorded element (identity check ` +
      `failed) after ${timeoutMs} ms.`
    : `Could not find ${target.description} within ${timeoutMs} ms.`;
  return new StepFailure(wrong ? 'wrong-element' : 'locator-miss',
    `${head}\nStrategies tried:\n${lines.join('\n')}\nIf the UI changed on purpose, repair the step with: ` +
    `npx stepwright heal <feature file>`, { target });
}
