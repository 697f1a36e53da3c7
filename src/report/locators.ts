// The elements a step acts on, read from the step cache: description and every strategy, for the
// report's "locator strategies" column and the old → new locator diff of a healed step.
import type { Binding, StepAction, StepRecord } from '../cache/schema.ts';
import { targetsOf } from '../cache/describe.ts';
import { pickBinding } from '../cache/store.ts';
import { expressionFor } from '../gherkin/expression.ts';
import { formatStrategy } from '../locators/target.ts';
import type { Locator } from './results-schema.ts';

const fill = (s: string, args: string[]): string => s.replace(/\{\{(\d+)\}\}/g, (m, i: string) => args[Number(i)] ?? m);

function locatorsOfActions(actions: StepAction[], args: string[]): Locator[] {
  return actions.flatMap((a) => {
    const check = a.do === 'assert' ? a.expect : a.do === 'waitFor' ? a.until : undefined;
    if (check?.check === 'count') return [{ description: check.description,
      strategies: [`css=${JSON.stringify(check.selector)}`] }];
    return targetsOf(a).map((t) => ({ description: fill(t.description, args),
      strategies: t.strategies.map((s) => fill(formatStrategy(s), args)) }));
  });
}

/** One line per element: `button "Save" [id="save"]`, the strategy replay tries first. */
export const locatorLines = (ls: Locator[]): string[] => ls.map((l) => `${l.description} [${l.strategies[0] ?? ''}]`);

export interface StepLocators {
  locators: Locator[];
  binding?: Binding;
}

/** Reads step texts against the cache's records. */
export class LocatorBook {
  constructor(private readonly records: Map<string, StepRecord>) {}

  forStep(text: string, platform: 'web' | 'android' = 'web'): StepLocators {
    const { expression, parameters } = expressionFor(text);
    const record = this.records.get(expression);
    if (!record) return { locators: [] };
    // the arguments as cucumber passes them: numbers in their canonical form
    const args = parameters.map((p) => (p.type === 'string' ? p.value : String(Number(p.value))));
    const binding = pickBinding(record, args, platform);
    return binding ? { locators: locatorsOfActions(binding.actions, args), binding } : { locators: [] };
  }

  /** A healed step: the locators its last repair replaced, and the ones it has now. */
  healOf(text: string): { old: string[]; new: string[] } | undefined {
    const { binding, locators } = this.forStep(text);
    const repair = binding?.provenance.healedFrom?.[0];
    if (!repair) return undefined;
    const old = repair.previous.map((p) => (p.target ? locatorLines(locatorsOfActions([{ do: 'focus',
      target: p.target }],
      expressionFor(text).parameters.map((x) => x.value)))[0]! : `list [css=${JSON.stringify(p.list ?? '')}]`));
    return { old, new: locatorLines(locators) };
  }
}

/** "a [x] → b [y]" (heal's console change line) as old and new lines, when the cache cannot say. */
export function parseChange(change: string): { old: string[]; new: string[] } | undefined {
  const at = change.indexOf(' → ');
  if (at < 0) return undefined;
  const split = (s: string) => s.split(/(?<=\]), /).map((x) => x.trim()).filter(Boolean);
  return { old: split(change.slice(0, at)), new: split(change.slice(at + 3).split(';')[0]!) };
}
