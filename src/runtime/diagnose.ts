// What a failed replayed step ran into, worked out after the fact from one observation of the
// page: which elements could now be the recorded one, with their identity scores. Only failures
// pay for it; a passing step never observes.
import type { AppDriver, ResolvedTarget } from '../drivers/driver.ts';
import { buildTarget } from '../locators/build-target.ts';
import { rankCandidates } from '../locators/reidentify.ts';
import { formatStrategy } from '../locators/target.ts';
import type { ObservedElement } from '../observation/element.ts';
import type { DriftCandidate } from './drift.ts';
import type { StepFailure } from './failures.ts';

export const describeObserved = (el: ObservedElement): string => {
  const name = el.name || el.label || el.placeholder || el.text || el.id || '';
  const kind = el.role === 'generic' ? el.tag : el.role;
  const shown = name.length > 40 ? `${name.slice(0, 39)}…` : name;
  return `${kind} "${shown}"${el.context ? ` (${el.context.slice(0, 40)})` : ''}`;
};

/** The best few elements on the page now for a lost target, best first. */
export async function candidatesFor<E>(driver: AppDriver<E>, target: ResolvedTarget,
  limit = 3): Promise<DriftCandidate[]> {
  const elements = (await driver.observe()).elements;
  return rankCandidates(target.fingerprint, target.strategies, elements).slice(0, limit).map((c) => {
    const built = buildTarget(c.element, [], elements);
    const locator = built ? formatStrategy(built.strategies[0]!)
      : c.element.css ?? c.element.xpath ?? describeObserved(c.element);
    return { description: describeObserved(c.element), locator, score: c.score };
  });
}

/** Candidates for a locator failure; nothing for failures that found their element. */
export async function diagnose<E>(driver: AppDriver<E>, failure: StepFailure): Promise<DriftCandidate[]> {
  if (!failure.target || (failure.kind !== 'locator-miss' && failure.kind !== 'wrong-element')) return [];
  return candidatesFor(driver, failure.target).catch(() => []);
}
