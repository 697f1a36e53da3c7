// Look-alikes a step's words fit equally (a docs page's ten "Name" fields, one per example, in places the page
// does not name apart): when exactly one of them is on the screen, that is the one a person reading the screen
// names; when none is and all are further down, the first one scrolling down comes to. It is placed by its
// position among the elements of its name and kind, so replay finds that very one; several in view decide
// nothing, and look-alikes in places the page names need the step to say which.
import type { Observation, ObservedElement } from '../../observation/element.ts';
import type { TargetPhrase } from './intent.ts';
import { words } from './words.ts';

/** Mostly inside the area shown without scrolling. */
function inView(el: ObservedElement, viewport: { w: number; h: number }): boolean {
  const { x, y, w, h } = el.bounds;
  const shownH = Math.min(y + h, viewport.h) - Math.max(y, 0);
  const shownW = Math.min(x + w, viewport.w) - Math.max(x, 0);
  return shownH >= h / 2 && shownW >= w / 2;
}

/** The step placed at the position of the one look-alike in view, or undefined when not exactly one is. */
export function placedInView(phrase: TargetPhrase, close: ObservedElement[],
  obs: Observation): TargetPhrase | undefined {
  const viewport = obs.viewport;
  // (of one kind: a position is then counted among that kind, as replay counts it)
  if (!viewport || phrase.ordinal !== undefined || phrase.relation || new Set(close.map((e) => e.role)).size > 1) {
    return undefined;
  }
  const seen = close.filter((el) => inView(el, viewport));
  // none on the screen and all below it: the first a person comes to, scrolling down (one above and one below
  // are as near as each other)
  const below = !seen.length && close.every((el) => el.bounds.y >= viewport.h)
    ? [...close].sort((a, b) => a.bounds.y - b.bounds.y || a.index - b.index).slice(0, 1) : [];
  const chosen = seen.length ? seen : below;
  if (chosen.length !== 1) return undefined;
  // where the page names their places ("Billing", "Shipping"), the step must say which: only twins in places
  // that look the same, or in no named place, are told apart by what is on the screen
  const el = chosen[0]!;
  return twinOf(el, close) ? atItsPosition(phrase, el, obs) : undefined;
}

/** The element's place says nothing that tells it from the other look-alikes. */
export function twinOf(el: ObservedElement, close: ObservedElement[]): boolean {
  return !el.context || close.some((e) => e !== el && e.context === el.context);
}

/** The step placed at the element's position among the elements of its name and kind, in the page's order. */
export function atItsPosition(phrase: TargetPhrase, el: ObservedElement, obs: Observation): TargetPhrase {
  const named = words(el.name).join(' ');
  const same = (e: ObservedElement): boolean => e.role === el.role && words(e.name).join(' ') === named;
  // (as replay counts them)
  const ordinal = obs.elements.filter((e) => same(e) && e.index <= el.index).length;
  return { ...phrase, ordinal, ordinalRole: el.role };
}
