// For a step the rule planner is unsure about: up to three phrasings that do compile on this very page,
// so a team without an LLM is never left guessing the grammar. Each one is built from an element the
// page shows (its role and its name as a person reads it) with the step's own quoted values, then
// parsed and grounded on the same observation; only those that land on that element, clearly, are
// offered. Nothing is performed: a suggestion is a sentence, not a compiled step.
import type { StepKeyword } from '../../cache/schema.ts';
import type { ObservedElement } from '../../observation/element.ts';
import { groundTarget, nameScore, type Purpose } from './ground.ts';
import { parseStep } from './parse-step.ts';

const MAX = 3;
const QUOTED = /"([^"]*)"/g;
const STOP = new Set(['i', 'the', 'a', 'an', 'to', 'on', 'in', 'into', 'of', 'for', 'and', 'then', 'should', 'be', 'is',
  'he', 'she', 'they', 'we', 'my', 'it', 'with', 'from', 'at']);

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
  const words = text.toLowerCase().replace(QUOTED, ' $1 ').split(/[^\p{L}\p{N}]+/u).filter((w) => w && !STOP.has(w));
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
