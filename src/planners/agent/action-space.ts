import { createHash } from 'node:crypto';
import type { Observation, ObservedElement } from '../../observation/element.ts';
import { words } from '../rules/ground.ts';

/** What the agent may do. The list offered to the LLM is closed: anything else is refused. */
export const VERBS = ['click', 'type', 'select', 'check', 'uncheck', 'hover', 'press', 'scroll', 'back', 'navigate',
  // touch screens (Android)
  'long_press', 'swipe', 'hide_keyboard'] as const;
export type Verb = (typeof VERBS)[number];

const CLICKABLE = new Set(['button', 'link', 'tab', 'menuitem', 'option', 'switch', 'treeitem', 'row', 'cell',
  'gridcell', 'summary', 'img']);

/** The verbs that make sense on an element, from its role and state. */
export function verbsFor(el: ObservedElement): Verb[] {
  if (el.disabled) return [];
  if (el.role === 'checkbox' || el.role === 'switch') return el.checked ? ['uncheck'] : ['check'];
  if (el.role === 'radio') return el.checked ? [] : ['check'];
  if (el.tag === 'select' || (el.role === 'combobox' && el.options?.length)) return ['select'];
  if (el.editable) return ['type'];
  // an Android view: tapped or long-pressed, never hovered
  if (el.package !== undefined) return ['click', 'long_press'];
  if (CLICKABLE.has(el.role) || el.tag === 'a' || el.tag === 'button') return ['click', 'hover'];
  return ['click'];
}

/** Identity of an action that survives re-observation (indexes do not): verb + what the element is. */
export function actionKey(verb: Verb, el?: ObservedElement): string {
  return el ? `${verb}|${el.role}|${el.name}|${el.context}` : verb;
}

/**
 * A coarse abstract state: the page (URL without fragment) and its title. Coarse on purpose: a late
 * panel or a changed counter must not make a blocked action reappear (GUARDIAN's blocked set).
 */
export function abstractState(obs: Observation): string {
  const u = new URL(obs.url);
  return createHash('sha1').update(`${u.origin}${u.pathname}${u.search}\n${obs.title}`).digest('hex').slice(0, 12);
}

/** A fine signature of what is on screen: restoration must get back exactly here. */
export function screenSignature(obs: Observation): string {
  const controls = obs.elements.map((e) => `${e.role}:${e.name}:${e.checked ?? ''}:${e.value ?? ''}`).sort().join('\n');
  return createHash('sha1').update(`${obs.url}\n${controls}`).digest('hex').slice(0, 12);
}

export interface ActionList {
  /** elements offered, by the index the LLM uses */
  offered: Map<number, { el: ObservedElement; verbs: Verb[] }>;
  text: string;
  hidden: number;
  /** some offered elements look alike (same role and name): a screenshot helps tell them apart */
  lookAlikes: boolean;
}

const quote = (s: string | undefined, n = 60): string => JSON.stringify((s ?? '').slice(0, n));

function relevance(el: ObservedElement, stepWords: Set<string>): number {
  const said = words([el.name, el.label, el.placeholder, el.text, el.context].filter(Boolean).join(' '));
  let hits = 0;
  for (const w of said) if (stepWords.has(w)) hits++;
  return hits / (said.length + 2) + (el.role === 'link' || el.role === 'button' || el.editable ? 0.01 : 0);
}

/**
 * The indexed list of feasible actions for this screen, minus blocked ones. Large pages are cut to
 * the `limit` elements most related to the scenario (HxAgent's summarised state): the prompt stays
 * small on a page with hundreds of controls.
 */
export function buildActionList(obs: Observation, focusText: string, isBlocked: (key: string) => boolean,
  limit = 60): ActionList {
  const stepWords = new Set(words(focusText));
  const feasible = obs.elements.flatMap((el) => {
    const verbs = verbsFor(el).filter((v) => !isBlocked(actionKey(v, el)));
    return verbs.length ? [{ el, verbs, score: relevance(el, stepWords) }] : [];
  });
  // Repeated look-alikes (an "Add" button per row, "Item 1…100") say little after the first few: the first three of
  // a group compete on relevance, the rest go last, so distinct controls stay in the list.
  const seen = new Map<string, number>();
  for (const f of feasible) {
    const k = `${f.el.role}|${f.el.name.replace(/\d+/g, '#')}`; // "Item 7" is one of the "Item #"
    const n = (seen.get(k) ?? 0) + 1;
    seen.set(k, n);
    if (n > 3) f.score -= 10;
  }
  const shown = [...feasible].sort((a, b) => b.score - a.score || a.el.index - b.el.index).slice(0, limit)
    .sort((a, b) => a.el.index - b.el.index);
  const offered = new Map(shown.map((s) => [s.el.index, { el: s.el, verbs: s.verbs }]));
  const names = new Map<string, number>();
  for (const { el } of shown) names.set(`${el.role}|${el.name}`, (names.get(`${el.role}|${el.name}`) ?? 0) + 1);
  const lines = shown.map(({ el, verbs }) => {
    const bits = [`[${el.index}] ${el.role} ${quote(el.name || el.placeholder || el.label)}`];
    if (el.label && el.label !== el.name) bits.push(`label ${quote(el.label)}`);
    if (el.value && el.role !== 'button') bits.push(`value ${quote(el.value, 30)}`);
    if (el.options?.length) bits.push(
      `options ${el.options.slice(0, 8).map((o) => quote(o, 24)).join(',')}${el.options.length > 8 ? ',…' : ''}`);
    if (el.context && (names.get(`${el.role}|${el.name}`) ?? 0) > 1) bits.push(`in ${quote(el.context, 50)}`);
    return `${bits.join(' ')} → ${verbs.join('/')}`;
  });
  return {
    offered,
    text: lines.join('\n'),
    hidden: feasible.length - shown.length,
    lookAlikes: [...names.values()].some((n) => n > 1),
  };
}
