import type { ObservedElement } from '../../observation/element.ts';
import type { TargetPhrase } from './intent.ts';
import { mergeNested } from './ground-nested.ts';
import { hintFit, nameScore, sharedClasses, short, signScore, type ScoredElement } from './ground-score.ts';
import { breakTie } from './tie-break.ts';
import { Unsure } from './unsure.ts';
import { singular, words } from './words.ts';

export { singular, words };
export { hintFit, nameScore, short, similarity, wordMatch, type ScoredElement } from './ground-score.ts';

/*
 * Grounding: which observed element does a phrase like `the "Sign in" button` name? Every element
 * gets a score in 0..1 from how well its attributes match the words, times how well its role fits
 * the role word and the action. The rule planner only takes a clear winner; close calls and weak
 * matches go back as `ambiguous`/`none` with a message, because a wrong element is worse than none.
 */

export type Purpose = 'click' | 'type' | 'select' | 'check' | 'hover' | 'press' | 'scroll' | 'read' | 'state' | 'value';

export type Grounding =
  | { ok: true; match: ScoredElement; candidates: ScoredElement[] }
  | { ok: false; reason: 'none' | 'ambiguous'; candidates: ScoredElement[]; message: string };

/** The best element is taken only when it scores at least this… */
export const ACCEPT_SCORE = 0.5;
/** …and leads the runner-up by at least this much. */
export const MIN_MARGIN = 0.15;
/** Below this the best element is no match at all. */
export const NONE_BELOW = 0.3;

const MAX_CANDIDATES = 10;
// float noise must not turn 1.0 − 0.85 into a near miss
const EPSILON = 1e-9;

// ---------------------------------------------------------------- roles

const CLICKABLE = new Set(['button', 'link', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option',
  'checkbox', 'radio', 'switch', 'combobox', 'treeitem', 'gridcell', 'row', 'summary']);
const CHOICES = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);
const PASSIVE = new Set(['dialog', 'alertdialog', 'alert', 'status', 'tabpanel', 'region']);

/** How well the element can take the action at all. 0 rules it out. */
export function purposeFit(el: ObservedElement, purpose: Purpose): number {
  const role = el.role;
  switch (purpose) {
    case 'type': return el.editable ? 1 : 0;
    case 'select':
      if (el.tag === 'select' || role === 'combobox' || role === 'listbox') return 1;
      // a button that drops a list down (a rich-text editor's "Format" combo) is chosen from as a select is
      if (role === 'button' && el.expanded !== undefined) return 0.8;
      // an autocomplete field may take the option, but a native select is what the step promised
      return el.editable ? 0.45 : 0.3;
    case 'check':
      if (CHOICES.has(role)) return 1;
      // a label standing in for a hidden, restyled checkbox, or a selectable option/tab
      if (role === 'label' || el.tag === 'label'
        || (el.checked !== undefined && (role === 'option' || role === 'tab'))) return 0.8;
      return 0.3;
    case 'click':
      // a role-less element the page made clickable (a handler, a pointer cursor, a tabindex)
      if (CLICKABLE.has(role) || el.clickable) return 1;
      if (PASSIVE.has(role)) return 0.3;
      if (el.editable) return 0.6;
      return role === 'heading' ? 0.6 : 0.75;
    case 'hover': return CLICKABLE.has(role) || el.clickable ? 1 : 0.85;
    case 'press': return el.editable ? 1 : CLICKABLE.has(role) ? 0.9 : 0.7;
    // "the request body should contain …": a field's value, never the text of its caption
    // a button that drops a list down shows what was chosen on it, as a select does
    case 'value': return el.editable || el.tag === 'select' || role === 'combobox' || role === 'listbox' ? 1
      : role === 'button' && el.expanded !== undefined ? 0.8 : 0.3;
    default: return 1;
  }
}

// what else the step calls an element must fit it at least this well (one of two words on its icon or id)
const ALSO_FITS = 0.25;
const NOT_ALSO = 0.2;

const ACTIONS = new Set<Purpose>(['click', 'type', 'select', 'check', 'press']);
// a disabled twin loses to an enabled one, but a lone disabled match still grounds (the runtime waits)
const DISABLED_FIT = 0.7;

// ---------------------------------------------------------------- grounding

/** `button "Delete" (Assam · section "Teas")`: enough to tell candidates apart in a message. */
export function describeElement(el: ObservedElement): string {
  const name = el.name || el.label || el.placeholder || el.text || el.id || el.testId || '';
  const kind = el.role === 'generic' ? el.tag : el.role;
  return `${kind} "${short(name, 40)}"${el.context ? ` (${short(el.context, 40)})` : ''}`;
}

export function scoreElement(target: TargetPhrase, el: ObservedElement, purpose: Purpose,
  shared?: ReadonlySet<string>): ScoredElement {
  const phrase = words(target.quoted?.text ?? target.words);
  const byName = nameScore(phrase, el, shared);
  const bySign = signScore(target.quoted?.text, el);
  const named = bySign && bySign.score > byName.score ? bySign : byName;
  const why = [named.why];
  let score = named.score;
  // "click the "authors" heading": the step's own role word says a heading is what it clicks
  const able = purposeFit(el, purpose);
  const fit = target.roleHint && el.role === target.roleHint && able > 0 ? 1 : able;
  if (fit < 1) why.push(`${fit === 0 ? 'cannot' : 'unlikely to'} ${purpose} a ${el.role} ×${fit}`);
  score *= fit;
  const hint = hintFit(el, target.roleHint);
  if (hint < 1) why.push(`"${target.roleHint}" named but it is a ${el.role} ×${hint}`);
  score *= hint;
  // "the alerts bell with the "3+" badge": the element showing "3+" must also be a bell, by any evidence it offers
  if (target.also && score > 0) {
    const also = nameScore(words(target.also), el, shared);
    if (also.score < ALSO_FITS) {
      why.push(`not a "${target.also}" ×${NOT_ALSO}`);
      score *= NOT_ALSO;
    }
  }
  if (el.disabled && ACTIONS.has(purpose)) {
    why.push(`disabled ×${DISABLED_FIT}`);
    score *= DISABLED_FIT;
  }
  return { element: el, score: Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000, why };
}

/**
 * Finds the one element `target` names for `purpose`: accepted when the best scores at least
 * ACCEPT_SCORE and leads the next by MIN_MARGIN, or when the step's own words break the tie
 * (tie-break.ts); `none` under NONE_BELOW; `ambiguous` otherwise.
 */
export function groundTarget(target: TargetPhrase, elements: ObservedElement[], purpose: Purpose): Grounding {
  const label = `"${target.quoted?.text ?? target.words}"${target.roleHint ? ` (${target.roleHint})` : ''}`;
  const shared = sharedClasses(elements);
  const candidates = mergeNested(elements.map((el) => scoreElement(target, el, purpose, shared)), target)
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.element.index - b.element.index)
    .slice(0, MAX_CANDIDATES);
  const [top, second] = candidates;
  if (!top || top.score < NONE_BELOW) {
    const closest = top ? `; closest: ${describeElement(top.element)} ${top.score.toFixed(2)}` : '';
    return { ok: false, reason: 'none', candidates, message: `no element matches ${label} for ${purpose}${closest}` };
  }
  const margin = top.score - (second?.score ?? 0);
  if (top.score >= ACCEPT_SCORE && margin >= MIN_MARGIN - EPSILON) return { ok: true, match: top, candidates };
  const close = closeToTop(candidates);
  // the step quotes one of them letter for letter ("Search:" beside a "Search" field): that one
  const picked = top.score >= ACCEPT_SCORE ? breakTie(target, close, purpose === 'click' || purpose === 'hover')
    : undefined;
  if (picked) return { ok: true, match: picked, candidates };
  const list = close.slice(0, 5).map((c) => describeElement(c.element)).join(', ');
  const message = close.length > 1
    ? `${close.length} elements match ${label} about equally: ${list}`
    : `only a weak match for ${label} (${top.score.toFixed(2)}): ${list}`;
  return { ok: false, reason: 'ambiguous', candidates, message };
}

/** The candidates within the confidence margin of the best (sorted best first): the look-alikes. */
export function closeToTop(candidates: ScoredElement[]): ScoredElement[] {
  const top = candidates[0];
  return top ? candidates.filter((c) => top.score - c.score < MIN_MARGIN - EPSILON) : [];
}

/** The elements a step's role word alone could mean ("the text field", "the dialog"): of that kind. */
export function elementsOfKind(phrase: TargetPhrase, elements: ObservedElement[], purpose: Purpose): ObservedElement[] {
  return elements.filter((e) => {
    // a nameless element (an editor's bare textarea) is of the kind when its role is exactly that kind
    if (!e.name && !e.text && !e.id) return hintFit(e, phrase.roleHint) >= 1;
    const g = groundTarget({ words: e.name || e.text || e.id || '', roleHint: phrase.roleHint }, [e], purpose);
    return g.ok && g.match.why.every((w) => !w.includes(' named but it is '));
  });
}

/**
 * "The source code box" where the page's one text box is the one its class calls "source": a weak match the
 * words fit only in part is still the element when it is the only one of the kind the step's own word says,
 * and nothing else on the page comes near the words. Unquoted words only: a quoted name is a name.
 */
export function soleOfKind(phrase: TargetPhrase, g: Grounding, elements: ObservedElement[],
  purpose: Purpose): ObservedElement | undefined {
  const [top, next] = g.candidates;
  if (g.ok || phrase.quoted || !phrase.roleHint || !top || top.score < NONE_BELOW) return undefined;
  if (next && next.score >= NONE_BELOW) return undefined;
  const kind = elementsOfKind(phrase, elements, purpose);
  return kind.length === 1 && kind[0] === top.element ? top.element : undefined;
}

export { groundCollection } from './ground-collection.ts';

const lower = (s: string | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The step's quoted words are the element's whole name, of the role the step says, and no other
 * element on the page has that name: the words make it certain, wherever on the page it now sits.
 */
export function namesExactly(phrase: TargetPhrase, el: ObservedElement, elements: ObservedElement[]): boolean {
  const name = lower(phrase.quoted?.text);
  if (!name || lower(el.name) !== name || hintFit(el, phrase.roleHint) < 1) return false;
  return elements.filter((e) => lower(e.name) === name).length === 1;
}

/** "the text field", "the dialog": the one element of that kind, when the page has exactly one. */
export function singleton(phrase: TargetPhrase, elements: ObservedElement[], purpose: Purpose): ObservedElement {
  const kind = elementsOfKind(phrase, elements, purpose);
  if (kind.length === 1) return kind[0]!;
  const list = kind.slice(0, 5).map(describeElement).join(', ');
  throw new Unsure(kind.length ? `${kind.length} elements could be "the ${phrase.roleHint}": ${list}`
    : `no ${phrase.roleHint} on the page`);
}
