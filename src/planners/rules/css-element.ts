// Steps whose quotes hold a CSS selector. Behat's element steps ("the "#total" element should (not) contain
// "x"", "I should (not) see an "h1" element"): the part of the page is the elements that selector matches
// (anchor kind css, placed-target.ts). CodeceptJS's locators (`I fill field "input.tc-titlebar", "x"`): the
// one element it selects that can take the action.
import type { AppDriver } from '../../drivers/driver.ts';
import type { Target } from '../../locators/target.ts';
import { ObservedElement } from '../../observation/element.ts';
import type { StepBinder } from '../binding.ts';
import { describeElement, purposeFit, type Purpose } from './ground.ts';
import type { Intent, QuotedText, TargetPhrase } from './intent.ts';
import type { Match } from './match.ts';
import { quotedAt, type Segment } from './segment.ts';
import { Unsure } from './unsure.ts';
import { looksLikeSelector, partTag, selectorLike } from './words.ts';

const partOf = (quoted: QuotedText): TargetPhrase => ({ words: quoted.text, quoted, roleHint: 'section',
  noun: 'element' });

/** "the "#total" element should not contain "x"": the text of the selected part, or undefined. */
export function cssElementText(m: Match, target: TargetPhrase | string,
  negate: () => boolean): Intent[] | undefined {
  if (typeof target === 'string' || !target.quoted || target.roleHint || target.relation) return undefined;
  if (!/^(?:the\s+)?"_*"\s+element$/i.test(m.group('target').text.trim())) return undefined;
  if (!looksLikeSelector(target.quoted.text)) return undefined;
  return [{ kind: 'expectText', text: m.value('value'), negate: negate(), within: partOf(target.quoted) }];
}

/**
 * "I should see an "h1" element" (CodeceptJS's `I see element "#login"`): that the selected part is on the
 * page (an empty text in it), or undefined.
 */
export function cssElementShown(m: Match, what: Segment, negate: () => boolean): Intent[] | undefined {
  const q = /^(?:(?:an?|the)\s+("_*")\s+element|(?:(?:an?|the)\s+)?element\s+("_*"))$/i.exec(what.text.trim());
  if (!q) return undefined;
  const quoted = quotedAt(what, what.text.indexOf((q[1] ?? q[2])!), m.ctx);
  // CodeceptJS's seeElement given a name, as its own locators take one ("I see element "Register Account""):
  // the element of that name, whatever its kind
  if (!looksLikeSelector(quoted.text)) {
    if (!q[2]) return undefined;
    return [{ kind: 'expectState', target: { words: quoted.text, quoted }, state: negate() ? 'hidden' : 'visible' }];
  }
  return [{ kind: 'expectText', text: { text: '', at: -1 }, negate: negate(), within: partOf(quoted) }];
}

/**
 * CodeceptJS's `I see "x" in ".email-list"` (see(text, context)) and cucumber-rails' `I should see "x" within
 * "table"`: that text, in the part the selector (or the tag alone) picks.
 */
export function textInSelected(t: TargetPhrase, negate: boolean): Intent[] | undefined {
  const part = t.relation?.kind === 'in' ? t.relation.anchor : undefined;
  // (a tag alone only as a bare quote: `in the "header" region` names a region)
  const selector = (q: string): boolean => selectorLike(q) || (partTag(q) && !part?.roleHint && !part?.noun);
  if (!t.quoted || t.roleHint || t.ordinal !== undefined || !part?.quoted || !selector(part.quoted.text)) {
    return undefined;
  }
  return [{ kind: 'expectText', text: t.quoted, negate, within: { ...part, noun: 'element' } }];
}

/** The shown elements a CSS selector picks now; none when the platform or the selector cannot say. */
export async function selectedElements<E>(driver: AppDriver<E>, selector: string): Promise<ObservedElement[]> {
  const query = { description: 'selector', strategies: [{ by: 'css' as const, value: selector }],
    fingerprint: { tag: '', role: '' } };
  const found = await driver.locate(query, { visibleOnly: true, threshold: 0, all: true }).catch(() => undefined);
  return (found?.all ?? []).map((raw) => ObservedElement.parse(raw));
}

/** A target phrase that is only a quoted CSS selector with selector punctuation (`input.tc-titlebar`, `#save`). */
export function selectorShaped(t: TargetPhrase): boolean {
  const sel = t.quoted?.text;
  return Boolean(sel) && !t.relation && t.ordinal === undefined && selectorLike(sel!);
}

/**
 * The element a step names by a CSS selector of its own (CodeceptJS's `I fill field "input.tc-titlebar", "x"`,
 * `I click "#save"`): the one shown element the selector matches that can take the action. The selector is the
 * target's first strategy, so replay finds the element the way the tester said. Undefined when the selector
 * matches nothing that can (then the quotes are words after all); unsure when it matches several.
 */
export async function selectorTarget<E>(driver: AppDriver<E>, t: TargetPhrase, purpose: Purpose,
  peers: ObservedElement[], b: StepBinder): Promise<Target | undefined> {
  if (!selectorShaped(t)) return undefined;
  const sel = t.quoted!.text;
  const able = (await selectedElements(driver, sel)).filter((e) => purposeFit(e, purpose) >= 0.5);
  if (!able.length) return undefined;
  if (able.length > 1) {
    throw new Unsure(`the selector "${sel}" matches ${able.length} elements that could ${purpose}: ` +
      able.slice(0, 5).map(describeElement).join(', '));
  }
  const base = b.target({ el: able[0]!, peers }, undefined);
  // the element's fingerprint is this selector's own: another selector is another binding
  b.followsParameters = false;
  return { ...base, description: `element "${sel}"`, strategies: [{ by: 'css', value: sel }, ...base.strategies] };
}
