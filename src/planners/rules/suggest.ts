// For a step the rule planner is unsure about: up to three phrasings that do compile on this very page,
// so a team without an LLM is never left guessing the grammar. When the step's own words fit several
// look-alikes, the first phrasings are the step itself with the part each sits in or its position ("the
// "Name" field in the "Billing" form", "the 2nd "Name" field"), grounded live the way compile grounds
// it. The others are built from an element the page shows (its role and its name as a person reads it)
// with the step's own quoted values, then parsed and grounded on the same observation; only those that
// land on that element, clearly, are offered. Nothing is performed: a suggestion is a sentence, not a
// compiled step.
import type { StepKeyword } from '../../cache/schema.ts';
import type { AppDriver } from '../../drivers/driver.ts';
import type { ObservedElement } from '../../observation/element.ts';
import { StepBinder } from '../binding.ts';
import { closeToTop, groundTarget, nameScore, type Purpose } from './ground.ts';
import type { Intent, TargetPhrase } from './intent.ts';
import { parseStep } from './parse-step.ts';
import { groundPlaced, isPlaced } from './placed-target.ts';
import { ROLE_WORDS } from './vocabulary.ts';

const MAX = 3;
const QUOTED = /"([^"]*)"/g;
const STOP = new Set(['i', 'the', 'a', 'an', 'to', 'on', 'in', 'into', 'of', 'for', 'and', 'then', 'should', 'be', 'is',
  'he', 'she', 'they', 'we', 'my', 'it', 'with', 'from', 'at',
  // a role word says what kind of element, not which: "the "Female" radio button" is no "Buttons" link
  ...ROLE_WORDS.flatMap(([w]) => w.split(' '))]);

/** What each kind of intent grounds its target for. */
export const PURPOSE_OF: Partial<Record<Intent['kind'], Purpose>> = { click: 'click', type: 'type', select: 'select',
  check: 'check', hover: 'hover', expectState: 'state', expectValue: 'value' };

/** The sentence a person would write for this element, and what grounding it is for. */
function phrasingFor(el: ObservedElement, keyword: StepKeyword,
  values: string[]): { text: string; purpose: Purpose } | undefined {
  const name = (el.name || el.label || el.placeholder || '').replace(/\s+/g, ' ').trim();
  if (!name || name.length > 60 || name.includes('"')) return undefined;
  const value = values.find((v) => v.toLowerCase() !== name.toLowerCase()) ?? values[0] ?? 'text';
  if (keyword === 'Then') {
    const noun = el.role === 'textbox' || el.editable ? 'field' : el.role === 'generic' ? 'element' : el.role;
    return { text: `the "${name}" ${noun} should be visible`, purpose: 'state' };
  }
  if (el.tag === 'select') return { text: `I select "${value}" from the "${name}" dropdown`, purpose: 'select' };
  if (el.editable) return { text: `I type "${value}" into the "${name}" field`, purpose: 'type' };
  if (el.role === 'checkbox' || el.role === 'switch') return { text: `I check the "${name}" checkbox`,
    purpose: 'check' };
  const noun = ['button', 'link', 'tab', 'radio', 'menuitem', 'option'].includes(el.role) ? el.role : 'button';
  const said = noun === 'menuitem' ? 'menu item' : noun === 'radio' ? 'radio button' : noun;
  return { text: `I click the "${name}" ${said}`, purpose: 'click' };
}

/** Whether the sentence parses and its one target grounds, clearly, on this very element. */
function compilesOn(text: string, keyword: StepKeyword, purpose: Purpose, el: ObservedElement,
  elements: ObservedElement[]): boolean {
  const parsed = parseStep(text, keyword);
  if (!parsed.ok || parsed.intents.length !== 1) return false;
  const intent = parsed.intents[0]!;
  if (!('target' in intent) || !intent.target) return false;
  const g = groundTarget(intent.target, elements, purpose);
  return g.ok && g.match.element === el;
}

/** Up to three phrasings that compile on this page, nearest to the step's own words first. */
export function phrasingsFor(text: string, keyword: StepKeyword, elements: ObservedElement[]): string[] {
  // the step's own values: as the parser read them ("I put alice in the user box"), then what else it quotes
  // (`I fill field "#edit input", "x"` types "x", not its locator)
  const parsed = parseStep(text, keyword);
  const read = parsed.ok ? parsed.intents.flatMap((i) => ('value' in i && i.value ? [i.value.text] : [])) : [];
  const values = [...new Set([...read, ...[...text.matchAll(QUOTED)].map((m) => m[1]!)])];
  // the names the step quotes, when it quotes any besides its values; else its own words
  const names = parsed.ok ? [...text.matchAll(QUOTED)].map((m) => m[1]!).filter((q) => !read.includes(q)) : [];
  const said = names.length ? names.join(' ') : text.replace(QUOTED, ' $1 ');
  const words = said.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w && !STOP.has(w));
  const ranked = elements.map((el) => ({ el, score: nameScore(words, el).score }))
    .filter((r) => r.score > 0).sort((a, b) => b.score - a.score);
  const out: string[] = [];
  for (const { el } of ranked) {
    if (out.length >= MAX) break;
    const p = phrasingFor(el, keyword, values);
    if (p && !out.includes(`${keyword} ${p.text}`) && compilesOn(p.text, keyword, p.purpose, el, elements)) {
      out.push(`${keyword} ${p.text}`);
    }
  }
  return out;
}

const ordinalWord = (n: number): string => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th'
  : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;

/** The step with a position before its quoted name: `into the "Name" field` → `into the 2nd "Name" field`. */
function withOrdinal(text: string, at: number, n: number): string {
  const before = text.slice(0, at);
  return `${before}${/\bthe\s+$/i.test(before) ? '' : 'the '}${ordinalWord(n)} ${text.slice(at)}`;
}

/**
 * Where a target of a sentence lands on this page, as compile grounds it: a placed one ("the 2nd "Name" field")
 * through the live locate, any other on the observation; or why it does not.
 */
export async function groundLive<E>(driver: AppDriver<E>, sentence: { text: string; keyword: StepKeyword },
  target: TargetPhrase, purpose: Purpose, elements: ObservedElement[],
  threshold: number): Promise<ObservedElement | string> {
  if (isPlaced(target)) {
    const b = new StepBinder({ ...sentence, location: '', parameters: [], args: [], env: {} });
    return groundPlaced(driver, target, purpose, elements, b, threshold).then((h) => h.el, (e: Error) => e.message);
  }
  const g = groundTarget(target, elements, purpose);
  return g.ok ? g.match.element : g.message;
}

/** The first target of the step that its words ground on several look-alikes, and those (by their paths). */
function lookAlikes(text: string, keyword: StepKeyword, elements: ObservedElement[]):
  { target: TargetPhrase; purpose: Purpose; alike: Set<string> } | undefined {
  const parsed = parseStep(text, keyword);
  if (!parsed.ok) return undefined;
  for (const intent of parsed.intents) {
    const purpose = PURPOSE_OF[intent.kind];
    const target = 'target' in intent ? intent.target : undefined;
    if (!purpose || !target?.quoted || target.quoted.at < 0 || isPlaced(target) || target.every !== undefined) continue;
    const g = groundTarget(target, elements, purpose);
    if (g.ok || g.reason !== 'ambiguous') continue;
    return { target, purpose, alike: new Set(closeToTop(g.candidates).flatMap((c) => c.element.xpath ?? [])) };
  }
  return undefined;
}

// the role words that may follow a quoted name ("the "Female" radio button"), longest first
const ROLE_TAIL = new RegExp(`^(?:\\s+(?:${ROLE_WORDS.map(([w]) => w).sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[-]/g, '\\$&')).join('|')}))*`, 'i');

/** The step with its look-alike's part after the name: `the "Name" field` → `… field in the "Billing" form`. */
function withPlace(text: string, at: number, el: ObservedElement): string | undefined {
  const part = /(?:^|· )(form|section|dialog) "([^"…]+)"$/.exec(el.context);
  if (!part) return undefined;
  const close = text.indexOf('"', at + 1) + 1;
  const end = close + ROLE_TAIL.exec(text.slice(close))![0].length;
  return `${text.slice(0, end)} in the "${part[2]}" ${part[1]}${text.slice(end)}`;
}

/**
 * The step itself with a place or a position, when its words fit several look-alikes: each sentence grounded
 * live, as compile grounds a placed target, and kept only when it lands on one of them, each on its own.
 */
async function positioned<E>(driver: AppDriver<E>, text: string, keyword: StepKeyword, elements: ObservedElement[],
  threshold: number): Promise<string[]> {
  const found = lookAlikes(text, keyword, elements);
  if (!found) return [];
  const quoted = found.target.quoted!;
  const out: string[] = [];
  const landed = new Set<string>();
  const tryOn = async (sentence: string | undefined, want?: string): Promise<void> => {
    const parsed = sentence && out.length < MAX ? parseStep(sentence, keyword) : undefined;
    const target = parsed?.ok ? parsed.intents.map((i) => ('target' in i ? i.target : undefined))
      .find((t) => t?.quoted?.text === quoted.text && isPlaced(t)) : undefined;
    if (!target) return;
    const hit = await groundLive(driver, { text: sentence!, keyword }, target, found.purpose, elements, threshold);
    const at = typeof hit === 'string' ? undefined : hit.xpath;
    if (!at || !found.alike.has(at) || landed.has(at) || (want && at !== want)) return;
    landed.add(at);
    out.push(`${keyword} ${sentence}`);
  };
  // a part the look-alike sits in reads better than a number; the position is what always works
  for (const el of elements.filter((e) => e.xpath && found.alike.has(e.xpath))) {
    await tryOn(withPlace(text, quoted.at, el), el.xpath);
  }
  for (let n = 1; n <= found.alike.size; n++) await tryOn(withOrdinal(text, quoted.at, n));
  return out;
}

/** Up to three phrasings that compile on this page: the step with a place or position first, then by name. */
export async function phrasingsOn<E>(driver: AppDriver<E>, text: string, keyword: StepKeyword,
  elements: ObservedElement[], threshold: number): Promise<string[]> {
  const placed = await positioned(driver, text, keyword, elements, threshold);
  return [...placed, ...phrasingsFor(text, keyword, elements).filter((s) => !placed.includes(s))].slice(0, MAX);
}
