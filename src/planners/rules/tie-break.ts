// When several elements match a step's words about equally, what the step itself says can still pick
// one: the words a person reads on exactly one of them, else the words one of them has anywhere
// (name, label, placeholder), else the glyph the step draws ("the close (×) button") that exactly
// one of them shows; links that go to the same place are one way there. Nothing else breaks a tie
// here (a compound step's earlier clause may still place the element: rule-actions.ts): a wrong
// element is worse than an honest "unsure".
import { leadsSomewhere } from '../../locators/identity.ts';
import type { ObservedElement } from '../../observation/element.ts';
import type { TargetPhrase } from './intent.ts';
import type { ScoredElement } from './ground.ts';

/** What a glyph in a step means, as the observation's icon words say it (dom-icons.js reads the page's). */
const GLYPHS: ReadonlyArray<[glyphs: string, word: string]> = [
  ['×✕✖✗✘⨯╳', 'close'], ['☰≡', 'menu'], ['🗑', 'trash'], ['✎✏✐', 'pencil'], ['⚙', 'gear'], ['🔍', 'search'],
];

const same = (a: string | undefined, b: string): boolean => a?.replace(/\s+/g, ' ').trim() === b;

/** Whether the element's name, label, text or placeholder is the quoted text itself, letter for letter. */
function saysExactly(el: ObservedElement, quoted: string): boolean {
  // (a name that says a value, then a label: "Heading 1, Format" says "Format")
  const parts = [el.name, el.label].flatMap((a) => (a?.includes(', ') ? a.split(', ') : []));
  return [el.name, el.label, el.text, el.placeholder, ...parts].some((a) => same(a, quoted));
}

function glyphWordOf(words: string): string | undefined {
  return GLYPHS.find(([glyphs]) => [...glyphs].some((g) => words.includes(g)))?.[1];
}

const onlyOne = (c: ScoredElement[]): ScoredElement | undefined => (c.length === 1 ? c[0] : undefined);

/**
 * Links of one name to one place (a search that lists a title under "Title matches" and again under "All
 * matches"): whichever is clicked, the same page opens, so the first is no guess. Only for going there: a
 * check that one is gone would say nothing of its twin.
 */
function firstOfTwins(close: ScoredElement[]): ScoredElement | undefined {
  const [first] = close;
  const href = first?.element.href;
  if (close.length < 2 || !leadsSomewhere(href)) return undefined;
  const twin = (e: ObservedElement): boolean => e.role === 'link' && e.href === href && e.name === first.element.name;
  return close.every((c) => twin(c.element)) ? close.reduce((a, b) => (b.element.index < a.element.index ? b : a))
    : undefined;
}

/** The one of `close` (the candidates within the margin of the best) that the step singles out, if any. */
export function breakTie(target: TargetPhrase, close: ScoredElement[], going = false): ScoredElement | undefined {
  const quoted = target.quoted?.text.replace(/\s+/g, ' ').trim();
  if (quoted) {
    return onlyOne(close.filter((c) => same(c.element.text, quoted)))
      ?? onlyOne(close.filter((c) => saysExactly(c.element, quoted))) ?? (going ? firstOfTwins(close) : undefined);
  }
  const glyph = glyphWordOf(target.words);
  return glyph ? onlyOne(close.filter((c) => c.element.iconWords?.split(/\s+/).includes(glyph))) : undefined;
}
