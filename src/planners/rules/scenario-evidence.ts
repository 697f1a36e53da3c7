// What the page and the scenario's history say beyond the step's own words: whether a place the step
// names is marked on the page at all, where a text the step says is gone was seen before, which
// element an absence check means when the scenario showed it earlier, which of several elements of a role
// "the heading" is (the one the scenario named), and whether a quoted "element" counted is a text the page shows.
import type { Assertion, StepAction } from '../../cache/schema.ts';
import type { ResolvedTarget, TextPart } from '../../drivers/driver.ts';
import { expectAssertion, norm, timesShown } from '../../runtime/assertions.ts';
import type { StepBinder } from '../binding.ts';
import { stepArgsOf, type PlanContext } from '../planner.ts';
import type { Anchor, Target } from '../../locators/target.ts';
import { pollUntil } from '../../drivers/poll.ts';
import { describeTarget } from './describe-intent.ts';
import { elementsOfKind, groundTarget, purposeFit, type Purpose } from './ground.ts';
import { hintFit } from './ground-score.ts';
import { ObservedElement } from '../../observation/element.ts';
import { recordedTarget } from '../../runtime/execute.ts';
import { resolveTarget, saidIn } from '../../runtime/values.ts';
import { observeSettled } from '../observe-settled.ts';
import type { On } from './system-actions.ts';
import type { Intent, QuotedText, TargetPhrase } from './intent.ts';
import { borrowed } from './back-reference.ts';
import { parseStep } from './parse-step.ts';
import { anchorOfPhrase, isPlaced } from './placed-target.ts';
import { Unsure } from './unsure.ts';
import { words } from './words.ts';
import { actedByWords, actedOnByName } from './acted-by-name.ts';

/**
 * A place given by a noun alone ("in the inbox", "on the dashboard") that no part of the page is
 * marked as: not a known kind of container, and no container whose classes or id say it.
 */
export async function placeNamesNothing(ctx: PlanContext, phrase: TargetPhrase, b: StepBinder): Promise<boolean> {
  const anchor = phrase.relation?.kind === 'in' ? phrase.relation.anchor : undefined;
  if (!anchor?.noun || anchor.words || anchor.quoted || anchor.ordinal !== undefined || phrase.ordinal !== undefined) {
    return false;
  }
  return (await ctx.driver.readText(anchorOfPhrase(anchor, b))).length === 0;
}

export type TextAssertion = Extract<Assertion, { check: 'text' }>;

/**
 * "Modal title" should not be displayed, once the dialog that showed it closed, on a page whose code
 * sample also holds the words: the scenario saw them in a dialog, and no dialog shows them now, so
 * the check is that no dialog shows them. Words still in a dialog, or never seen in one, keep the plain
 * check: a text still on the page then is what it looks like.
 */
export async function goneFromItsDialog(ctx: PlanContext, b: StepBinder, text: string,
  plain: TextAssertion): Promise<TextAssertion> {
  const dialog = { kind: 'dialog' } as const;
  const holds = (parts: TextPart[]): boolean => parts.some((p) => norm(p.text).includes(norm(text)));
  // (words on their way out, a closing draft fading, are gone once they have gone: no need to look back)
  const gone = async (): Promise<true | undefined> => (holds(await ctx.driver.readText()) ? undefined : true);
  if (!ctx.revisit || await pollUntil(gone, ctx.opts.timeoutMs) || holds(await ctx.driver.readText(dialog))) {
    return plain;
  }
  const seen = await ctx.revisit(async (_o, driver) => (holds(await driver.readText(dialog)) ? true : undefined));
  if (!seen) return plain;
  // for these words only: "no dialog shows it" says nothing of another text still on the page
  b.followsParameters = false;
  return { ...plain, within: dialog };
}

/**
 * "I should not see the "Save" button" once the editor that held it has closed: the element the same
 * scenario showed earlier, found on its earlier pages, so replay checks that very element is gone.
 * A name the scenario never showed stays unsure: checking its absence would also pass on a typo.
 * "The dialog is closed" is the dialog the scenario showed earlier, when there was just one.
 */
export async function seenEarlier(ctx: PlanContext, b: StepBinder, phrase: TargetPhrase, why: Unsure): Promise<Target> {
  // a role alone ("the dialog is closed") names what was seen as surely as a name: no typo to pass on
  if (isPlaced(phrase) || (!phrase.words && !phrase.roleHint)) throw why;
  // (or one a step of this scenario acted on by these very words: what it was is in the history, no replay needed)
  const acted = actedOnByName(ctx, phrase);
  if (acted) {
    b.followsParameters = false;
    return acted;
  }
  if (!ctx.revisit) throw why;
  const earlier = await ctx.revisit((o) => {
    if (!phrase.words) {
      const only = elementsOfKind(phrase, o.elements, 'state');
      return only.length === 1 ? { el: only[0]!, peers: o.elements } : undefined;
    }
    const g = groundTarget(phrase, o.elements, 'state');
    return g.ok ? { el: g.match.element, peers: o.elements } : undefined;
  });
  if (!earlier) throw new Unsure(`${why.message}; nor did any earlier page of this scenario show it (checking that a ` +
    `name never seen is absent would pass on a typo)`);
  // what this scenario showed, for these words only: another name's absence proves nothing
  b.followsParameters = false;
  return b.target(earlier, b.paramAt(phrase.quoted));
}

/**
 * "I should not see the "Make it read-only" button" where that button has gone and its twin "Make it
 * editable again" (id readOnlyOff) now stands: words from other evidence found the twin, but an absence
 * check is about the element of that name. One whose name does not hold the quoted words is another
 * element: the check is on the one the scenario showed earlier, or unsure.
 */
export async function goneByItsName(ctx: PlanContext, b: StepBinder, phrase: TargetPhrase,
  target: Target): Promise<Target> {
  if (!phrase.quoted || !('fingerprint' in target)) return target;
  const said = words(phrase.quoted.text).join(' ');
  // the name as the page shows it, not as templated by the step's parameters
  if (` ${words(b.fill(target.fingerprint.name ?? '')).join(' ')} `.includes(` ${said} `)) return target;
  return seenEarlier(ctx, b, phrase, new Unsure(`"${phrase.quoted.text}" is not the name of ${target.description}`));
}

/**
 * "The tiddler shows the text …" on a page of several tiddlers, after "a tiddler titled "Shopping list"":
 * the part of that noun the scenario last named. None when no earlier step named one.
 */
function partNamedEarlier(ctx: PlanContext, part: TargetPhrase): TargetPhrase | undefined {
  if (!part.noun || part.words || part.ordinal !== undefined) return undefined;
  const within = lastNamed(ctx, 'Then', (i) => (i.kind === 'expectText' ? i.within : undefined),
    (t) => t.noun === part.noun && Boolean(t.words));
  return within ? { ...part, words: within.words } : undefined;
}

/** The phrase the scenario's latest earlier step named that fits, read from its intents with `pick`. */
function lastNamed(ctx: PlanContext, keyword: 'When' | 'Then', pick: (i: Intent) => TargetPhrase | undefined,
  fits: (t: TargetPhrase) => boolean): TargetPhrase | undefined {
  for (const earlier of [...ctx.history].reverse()) {
    const named = intentsOf(earlier.text, keyword).map(pick).find((t) => t !== undefined && fits(t));
    if (named) return named;
  }
  return undefined;
}

/**
 * "Moves to the end of the heading" on a page of several headings, after "clicks on the heading "Fusce
 * vitae porttitor"": the element of that role the scenario last named, found on the page now (for
 * these words only). Undefined when no earlier step named one, or it is not on the page.
 */
export function roleNamedEarlier(ctx: PlanContext, b: StepBinder, phrase: TargetPhrase,
  elements: ObservedElement[], purpose: Purpose): Target | undefined {
  if (!phrase.roleHint || phrase.words || phrase.relation || phrase.ordinal !== undefined) return undefined;
  const named = lastNamed(ctx, 'When', (i) => ('target' in i ? i.target : undefined),
    (t) => t.roleHint === phrase.roleHint && Boolean(t.words) && !t.relation && t.ordinal === undefined);
  if (!named) return undefined;
  const g = groundTarget({ words: named.words, roleHint: named.roleHint }, elements, purpose);
  if (!g.ok) return undefined;
  b.followsParameters = false;
  return b.target({ el: g.match.element, peers: elements }, undefined);
}

/** How long a part the last action brings (a saved note sliding in) is waited for. */
const LATE_PART_MS = 2_000;

/**
 * The part of the page a text check is about, as an anchor: there now or in a moment, else the one of
 * several that the scenario named earlier (for these words only); unsure when there is none.
 */
export async function partThere(ctx: PlanContext, b: StepBinder, part: TargetPhrase): Promise<Anchor> {
  const there = async (a: Anchor): Promise<boolean> => Boolean(await pollUntil(async () =>
    ((await ctx.driver.readText(a)).length ? true : undefined), Math.min(LATE_PART_MS, ctx.opts.timeoutMs)));
  const within = anchorOfPhrase(part, b);
  if (await there(b.liveAnchor(within))) return within;
  const named = partNamedEarlier(ctx, part);
  const earlier = named && (await there(anchorOfPhrase(named, b))) ? named : await partSaidLast(ctx, part);
  if (!earlier) throw new Unsure(`no ${describeTarget(part)} on the page`);
  b.followsParameters = false;
  return anchorOfPhrase(earlier, b);
}

/**
 * "I see the "veggies" tag on the note", where nothing on the page is marked a note: the part the scenario
 * named last (the note it just saved, by the title it checked), the latest quoted text of its earlier steps
 * that is a heading on the page now. Only for a plain noun, the one thing "the note" can be said of there.
 */
async function partSaidLast(ctx: PlanContext, part: TargetPhrase): Promise<TargetPhrase | undefined> {
  if (!part.noun || part.words || part.relation || part.ordinal !== undefined) return undefined;
  const headings = (await observeSettled(ctx.driver)).elements.filter((e) => e.role === 'heading')
    .map((e) => words(e.name).join(' '));
  const q = saidIn(ctx.history.map((h) => h.text)).slice(0, 4).find((t) => headings.includes(words(t).join(' ')));
  return q ? { words: q, roleHint: 'section' } : undefined;
}

/**
 * "I should see 2 "Delivered" elements" where the quotes hold a text, not a selector: how many times the
 * page shows it. Only when the page shows it that many times now: a text shown another number of times
 * (or not at all: a tag name "li", a typo) says the step may mean something else, which is no defect.
 */
export async function textCount(ctx: PlanContext, b: StepBinder, text: QuotedText,
  count: QuotedText): Promise<TextAssertion> {
  const check: TextAssertion = { check: 'text', text: b.value(text), negate: false, count: b.value(count) };
  try {
    // a list still filling in gets a moment; the step's reading is in doubt after that, not the app
    await expectAssertion(ctx.driver, check, stepArgsOf(ctx.step), ctx.opts, Math.min(ctx.opts.waitTimeoutMs, 2_000));
  } catch {
    const n = timesShown(await ctx.driver.readText(), text.text);
    throw new Unsure(`the page shows "${text.text}" ${n} times, not ${count.text}: the step may count something else`);
  }
  return check;
}

const xpathOf = (t: Target | undefined): string | undefined => t?.strategies.find((s) => s.by === 'xpath')?.value;
const steps = (x: string): string[] => x.split('/').filter(Boolean);

/**
 * "I fill in "tag name" with "Errands"", then "I press "add"" where every note has an "add": the one that
 * shares the deepest part of the page with the element the step before acted on (the tag picker that field
 * is in), when exactly one does. What a check looked at counts too: after "the second "Female" radio should be
 * selected", "the "Male" radio" is the one of its group. Look-alikes as close as each other to it stay unsure.
 */
export async function besideLastAction(ctx: PlanContext,
  close: ObservedElement[]): Promise<ObservedElement | undefined> {
  if (close.length < 2) return undefined;
  // the last step that acted on (or looked at) an element: a check of words alone in between ("I should see
  // "Saved"") points at nothing, and leaves the reader where the action before it was
  const targetsOf = (did: StepAction[]): Target[] => did.flatMap((a) => recordedTarget(a) ?? []);
  const last = ctx.history.filter((h) => targetsOf(h.did).length).at(-1);
  const target = last && targetsOf(last.did).at(-1);
  if (!target) return undefined;
  // (found again as that step found it: one placed by its position or a relation has no path of its own)
  const findIt = async (): Promise<ObservedElement | undefined> => (last.args
    ? foundAgain(ctx, resolveTarget(target, last.args)).catch(() => undefined) : undefined);
  let el: ObservedElement | undefined;
  const at = xpathOf(target) ?? (el = await findIt())?.xpath;
  const a = steps(at ?? '');
  const depth = (e: ObservedElement): number => {
    const b = steps(e.xpath ?? '');
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    return i;
  };
  const ranked = close.map((e) => ({ e, d: depth(e) })).sort((x, y) => y.d - x.d);
  if (ranked[0]!.d > ranked[1]!.d) return ranked[0]!.e;
  // paths by id say nothing of where elements sit: the one clearly nearest on the screen (half the next one's way);
  // full paths that share as much are as close as each other (a search box above a table of "Delete" buttons)
  const byId = (x: string | undefined): boolean => Boolean(x?.startsWith('//*[@id='));
  if (!byId(at) && !close.some((e) => byId(e.xpath))) return undefined;
  el ??= await findIt();
  if (!el) return undefined;
  const centre = (b: ObservedElement['bounds']): [number, number] => [b.x + b.w / 2, b.y + b.h / 2];
  const [x, y] = centre(el.bounds);
  const byWay = close.map((e) => ({ e, d: Math.hypot(centre(e.bounds)[0] - x, centre(e.bounds)[1] - y) }))
    .sort((p, q) => p.d - q.d);
  return byWay[0]!.d * 2 < byWay[1]!.d ? byWay[0]!.e : undefined;
}

/**
 * Look-alikes repeated in every part of a page ("Edit this tiddler" on each open tiddler), after the scenario
 * named one of those parts ("Then I see "Garden F6""): the latest quoted text that names the part of exactly one
 * look-alike (its surroundings say it), to place the element in that part. Several leave the step as unsure as it
 * was; none, the latest quoted text, as a text the part of exactly one look-alike shows (`owns`: never the nearest).
 */
export function inPartNamedLast(ctx: PlanContext, close: ObservedElement[]): TargetPhrase | undefined {
  if (close.length < 2) return undefined;
  // (read as replay reads them: the part it finds again is the one compile chose)
  const latest = saidIn(ctx.history.map((h) => ({ text: h.text, table: h.args?.table })));
  for (const q of latest) {
    const hits = close.filter((el) => el.context.includes(`"${q}"`));
    if (hits.length) return hits.length === 1 ? { words: q, said: true } : undefined;
  }
  // (a text the part shows, not its name: "Then I see "Make something of your notes"", then its "close")
  return latest[0] ? { words: latest[0], owns: true } : undefined;
}

/**
 * A look-alike placed in the part the scenario named last is told from the others by that place, which each
 * scenario names with its own text: the part it was found in this time is no part of its identity.
 */
export function saidPart(t: Target): Target {
  if (!t.scope?.anchor.said) return t;
  const { context: _here, key, ...fingerprint } = t.fingerprint;
  const rest = key?.filter((k) => k !== 'context');
  return { ...t, fingerprint: { ...fingerprint, ...(rest?.length ? { key: rest } : {}) } };
}

/** What an earlier step of the scenario did, as the rules read it (nothing when they cannot). */
function intentsOf(text: string, keyword: 'When' | 'Then' = 'When'): Intent[] {
  const parsed = parseStep(text, keyword);
  return parsed.ok ? parsed.intents : [];
}

/**
 * The field the step before typed into ("I fill in "tag name" with "Errands""): what a button this step
 * names among look-alikes is next to ("I press "add""), as within one step ("… and press "add"").
 */
export function fieldTypedBefore(ctx: PlanContext): TargetPhrase | undefined {
  const before = ctx.history.at(-1);
  const last = before ? intentsOf(before.text).at(-1) : undefined;
  return last?.kind === 'type' && last.target.words && !last.target.every ? last.target : undefined;
}

/**
 * "Then the "Message" textarea should contain …" right after "I type … into the "Message" textarea under
 * "Form textarea"": the field the step before typed into, placed as that step placed it (a page of examples
 * repeats the name). The place is that step's, not a parameter of this one: the binding serves these values only.
 */
export function placedAsTypedBefore(ctx: PlanContext, b: StepBinder, phrase: TargetPhrase): TargetPhrase {
  if (phrase.relation || phrase.ordinal !== undefined || !phrase.words) return phrase;
  const typed = fieldTypedBefore(ctx);
  if (!typed?.relation || words(typed.words).join(' ') !== words(phrase.words).join(' ')) return phrase;
  b.followsParameters = false;
  return { ...phrase, relation: borrowed(typed).relation };
}

/**
 * "Then the "Email" field should show "jane@example.com"" where the page repeats an "Email" field in every
 * example, after "I type "jane@example.com" into the "Email" field right below it": the one look-alike that
 * holds what this scenario typed into a field of these words. None, or several, stays unsure.
 */
export function typedIntoEarlier(ctx: PlanContext, b: StepBinder, phrase: TargetPhrase, close: ObservedElement[],
  peers: ObservedElement[]): Target | undefined {
  const said = words(phrase.quoted?.text ?? phrase.words).join(' ');
  const typed = new Set<string>();
  for (const i of ctx.history.flatMap((h) => intentsOf(h.text))) {
    if (i.kind === 'type' && i.value && words(i.target.quoted?.text ?? i.target.words).join(' ') === said) {
      typed.add(norm(i.value.text));
    }
  }
  const holding = close.filter((el) => el.value !== undefined && typed.has(norm(el.value)));
  return typed.size && holding.length === 1 ? b.pickedByScenario(holding[0]!, peers) : undefined;
}

/**
 * Whether a target placed by the scenario's evidence is one of the look-alikes the step's words fit: a place
 * the scenario named may also hold an element of that kind the words fit less (a disabled drop-down in the one
 * form that shows "Male"), and evidence only ever chooses among the look-alikes.
 */
export async function amongThem(ctx: PlanContext, target: Target, close: ObservedElement[]): Promise<boolean> {
  const el = await foundAgain(ctx, resolveTarget(target, stepArgsOf(ctx.step)));
  return el !== undefined && placeOf(el) !== undefined && close.some((c) => placeOf(c) === placeOf(el));
}

/** Where an element sits on the page, as its observation says it (two readings of one element agree on it). */
const placeOf = (x: ObservedElement): string | undefined => x.xpath ?? x.css;

/** The element a step of the scenario acted on, found again as that step found it; undefined when it is gone. */
async function foundAgain(ctx: PlanContext, target: ResolvedTarget): Promise<ObservedElement | undefined> {
  const found = await ctx.driver.locate(target, { visibleOnly: true, threshold: 0, describe: true });
  return found.described ? ObservedElement.parse(found.described) : undefined;
}

/**
 * "that dropdown" after "I pick "Skype" in the "Choose an option" dropdown": the words that named it were the
 * option it showed, gone now. It is the element the scenario last acted on under those words, found again
 * as that step found it, then held by its own selectors (for these values only). So is "the "Choose an
 * option" dropdown shows "Skype"" among other drop-downs that still show "Choose an option".
 */
export async function actedOnEarlier(ctx: PlanContext, b: StepBinder, phrase: TargetPhrase,
  purpose: Purpose): Promise<Target | undefined> {
  const el = await actedOnBy(ctx, phrase, purpose);
  return el && b.pickedByScenario(el, (await observeSettled(ctx.driver)).elements);
}

/**
 * A value checked by the words that named an element the scenario acted on, where those words now fit
 * another element better ("Choose an option" is shown only by the other drop-down, since this one shows
 * "Skype"): the one acted on. Undefined when that is the element the words found anyway, or it is gone.
 */
export async function actedOnInstead(ctx: PlanContext, b: StepBinder, phrase: TargetPhrase,
  found: ObservedElement): Promise<Target | undefined> {
  const el = await actedOnBy(ctx, phrase, 'value');
  return el && placeOf(el) !== undefined && placeOf(el) !== placeOf(found)
    ? b.pickedByScenario(el, (await observeSettled(ctx.driver)).elements) : undefined;
}

// (an element acted on can be what a check names only as what it names: a "box" is no button)
const KIND_FIT = 0.8;

/**
 * The element the scenario last acted on under these words (its own, or those of a step that acted on that one
 * element alone: `fill in "Search"` into a search box nothing names), found again as that step found it, when it
 * is of the kind the step says and can hold what it checks: after "I click the "Source" button", "the source
 * box should contain …" is no check of that button's value.
 */
async function actedOnBy(ctx: PlanContext, phrase: TargetPhrase,
  purpose: Purpose): Promise<ObservedElement | undefined> {
  const said = words(phrase.quoted?.text ?? phrase.words).join(' ');
  for (const then of actedByWords(ctx, said, true)) {
    const el = await foundAgain(ctx, then);
    if (el && purposeFit(el, purpose) * hintFit(el, phrase.roleHint) >= KIND_FIT) return el;
  }
  return undefined;
}

/** Grounding that falls back, for a phrase a back-reference put in place, on what the scenario acted on. */
export const recalling = (ctx: PlanContext, b: StepBinder, on: On): On => async (phrase, purpose) =>
  on(phrase, purpose).catch(async (e: unknown) => {
    const earlier = e instanceof Unsure && phrase.recalled ? await actedOnEarlier(ctx, b, phrase, purpose) : undefined;
    if (!earlier) throw e;
    return earlier;
  });
