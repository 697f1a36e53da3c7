import type { AppDriver, ResolvedTarget } from '../../drivers/driver.ts';
import type { Anchor, Strategy, Target } from '../../locators/target.ts';
import { ObservedElement } from '../../observation/element.ts';
import type { StepBinder } from '../binding.ts';
import { groundTarget, scoreElement, type Purpose } from './ground.ts';
import type { RoleHint, TargetPhrase } from './intent.ts';
import { selectedElements } from './css-element.ts';
import { CONTAINER_ROLES } from './target-phrase.ts';
import { looksLikeSelector, selectorLike } from './words.ts';

/*
 * Targets a step places by position or relation: "the 3rd text field", "the last "Delete" button",
 * "the "Edit" link in the row for "Alice"", "the checkbox next to "Buy milk"", "the button in the
 * dialog". They are stored as relational locators (what every candidate matches, the anchor and the
 * relation, the position, the chosen element's fingerprint) and grounded through the very locate
 * call replay makes, so replay finds the same element for the same reason.
 */

/** The observed role a role word stands for, when the step names no element but its kind. */
const ROLE_OF_HINT: Partial<Record<RoleHint, string>> = {
  button: 'button', link: 'link', textbox: 'textbox', checkbox: 'checkbox', radio: 'radio', combobox: 'combobox',
  tab: 'tab', option: 'option', menuitem: 'menuitem', heading: 'heading', switch: 'switch', image: 'img',
  row: 'row', item: 'listitem', dialog: 'dialog',
};

export class PlacementUnsure extends Error {}

export function isPlaced(t: TargetPhrase): boolean {
  return t.relation !== undefined || t.ordinal !== undefined;
}

/** A container or text phrase as a locator anchor, its text templated when it is a step parameter. */
export function anchorOfPhrase(a: TargetPhrase, b: StepBinder): Anchor {
  // "in the "#dataTable tbody" element", `within "[data-tiddler-title='x']"`: the step's own selector, the
  // element a tester's CSS names
  const css = a.quoted && !a.relation
    && (a.noun === 'element' ? looksLikeSelector(a.quoted.text) : selectorLike(a.quoted.text));
  const kind = css ? 'css' : a.roleHint && CONTAINER_ROLES.has(a.roleHint) ? a.roleHint as Anchor['kind'] : 'text';
  const out: Anchor = { kind };
  const text = a.quoted?.text ?? a.words;
  if (text) {
    const i = b.paramAt(a.quoted);
    out.text = i === undefined ? text : `{{${i}}}`;
    if (i !== undefined) b.used.add(i);
  }
  if (css) return out;
  if (a.ordinal !== undefined) out.ordinal = a.ordinal;
  if (a.noun) out.noun = a.noun;
  if (a.side) out.side = a.side;
  if (a.owns) out.owns = true;
  if (a.said) out.said = true;
  const outer = a.relation?.kind === 'in' ? a.relation.anchor : undefined;
  if (outer?.roleHint && CONTAINER_ROLES.has(outer.roleHint)) {
    const { within: _nested, ...container } = anchorOfPhrase(outer, b);
    out.within = container;
  }
  return out;
}

/**
 * What every candidate is: the role of the best name matches on the page (the best first; others as good
 * as it, when the page has that name on elements of several kinds: a radio "Layout" in one column, a
 * checkbox "Layout" in the other), or the role the step says.
 */
function classStrategies(t: TargetPhrase, peers: ObservedElement[], purpose: Purpose, byName: boolean): Strategy[] {
  if (t.words) {
    // (a position evidence gave counts among the kind it was counted in: the look-alike on the screen)
    const ranked = peers.map((e) => scoreElement({ ...t, relation: undefined, ordinal: undefined }, e, purpose))
      .filter((x) => !t.ordinalRole || x.element.role === t.ordinalRole).sort((x, y) => y.score - x.score);
    const best = ranked[0];
    if (!best || best.score < 0.3) throw new PlacementUnsure(`no element on the page is called "${t.words}"`);
    // a position counts among elements of that exact name, and so does nearness ("the "add" button next
    // to the field": the nearest "add", not the nearest button); "in" picks among the role's elements
    const out: Strategy[] = [];
    // (the one whose name the step quotes letter for letter first: "the "Search:" box" is the one labelled so,
    // not the "Search" field beside it)
    const exact = (x: { element: ObservedElement }): boolean => x.element.name === t.quoted?.text;
    const top = ranked.filter((x) => x.score >= best.score - 0.05)
      .sort((x, y) => Number(exact(y)) - Number(exact(x)));
    // a position the step gives with no kind counts every element of that name, as a person does
    if (t.ordinal !== undefined && !t.roleHint && !t.ordinalRole && new Set(top.map((x) => x.element.role)).size > 1) {
      out.push({ by: 'role', role: '*', value: t.quoted?.text ?? best.element.name });
    }
    for (const r of top) {
      const cls: Strategy = { by: 'role', role: r.element.role, value: byName ? r.element.name : '*' };
      if (!out.some((o) => o.role === cls.role && o.value === cls.value)) out.push(cls);
    }
    return out;
  }
  const role = t.roleHint && ROLE_OF_HINT[t.roleHint];
  if (!role) throw new PlacementUnsure('the step does not say what kind of element it means');
  return [{ by: 'role', role, value: '*' }];
}

/**
 * A name the step gives as a parameter stays one ("{{1}}"), so the binding serves other values; a
 * name the element has in other words makes the binding this value's own.
 */
function namedAsStep(cls: Strategy, t: TargetPhrase, b: StepBinder): Strategy {
  const i = b.paramAt(t.quoted);
  if (cls.value === '*' || i === undefined) return cls;
  if (cls.value !== t.quoted?.text) {
    b.followsParameters = false;
    return cls;
  }
  b.used.add(i);
  return { ...cls, value: `{{${i}}}` };
}

/** A quoted CSS attribute value. */
const attr = (v: string): string => `"${v.replace(/["\\]/g, '\\$&')}"`;

/** Selectors for one element, steadiest first: its id, test id, name, placeholder, label; its path last. */
function selectorsOf(el: ObservedElement): string[] {
  const out: string[] = [];
  if (el.id) out.push(/^[A-Za-z_-][\w-]*$/.test(el.id) ? `#${el.id}` : `[id=${attr(el.id)}]`);
  if (el.testId) out.push(`[data-testid=${attr(el.testId)}]`);
  if (el.nameAttr) out.push(`${el.tag}[name=${attr(el.nameAttr)}]`);
  if (el.placeholder) out.push(`${el.tag}[placeholder=${attr(el.placeholder)}]`);
  if (el.name) out.push(`${el.tag}[aria-label=${attr(el.name)}]`);
  if (el.css) out.push(el.css);
  return out;
}

/**
 * "next to the search box" where no part of the page is a "search" box: the words name a control (a box is a
 * text box), the one the page has of that name; the anchor is that control, by the steadiest selector that
 * finds it alone.
 */
async function controlAnchor<E>(driver: AppDriver<E>, a: TargetPhrase,
  peers: ObservedElement[]): Promise<Anchor | undefined> {
  const g = a.control ? groundTarget(a.control, peers, 'read') : undefined;
  return g?.ok ? elementAnchor(driver, g.match.element) : undefined;
}

/** One element as an anchor: the steadiest of its selectors that finds it alone. */
async function elementAnchor<E>(driver: AppDriver<E>, el: ObservedElement): Promise<Anchor | undefined> {
  for (const text of selectorsOf(el)) {
    const found = await selectedElements(driver, text);
    if (found.length === 1 && found[0]!.xpath === el.xpath) return { kind: 'css', text };
  }
  return undefined;
}

/**
 * "the "Email" field right below it", where "it" was "the "Name" field under "Form input"": an anchor that is
 * itself placed by position is one element, found the way its own phrase says, then held by its selector
 * (its words alone, "Name", would be any of the page's Name labels). The binding is then this value's own.
 */
async function placedAnchor<E>(driver: AppDriver<E>, a: TargetPhrase, peers: ObservedElement[], b: StepBinder,
  threshold: number): Promise<Anchor | undefined> {
  if (!a.relation || a.relation.kind === 'in' || (a.roleHint && CONTAINER_ROLES.has(a.roleHint))) return undefined;
  const { el } = await groundPlaced(driver, a, 'read', peers, b, threshold);
  const anchor = await elementAnchor(driver, el);
  if (!anchor) throw new PlacementUnsure(`no selector finds the element "${a.quoted?.text ?? a.words}" alone`);
  b.followsParameters = false;
  return anchor;
}

function parse(raw: unknown): ObservedElement {
  return ObservedElement.parse(raw);
}

/**
 * Grounds a placed target and returns the element with its relational locator. Throws
 * PlacementUnsure when the anchor, the position or the candidates do not settle one element.
 */
/**
 * The elements of the first kind the place holds; past it, of a kind whose elements there the step's words name
 * (the best "Filters" on the page may be a button, while the place holds arrow buttons and a link "Filters").
 */
async function locateByKind<E>(driver: AppDriver<E>, classes: Strategy[], queryOf: (c: Strategy) => ResolvedTarget,
  named: (found: ObservedElement[]) => boolean): Promise<[ObservedElement[], Strategy]> {
  let first: [ObservedElement[], Strategy] | undefined;
  for (const c of classes) {
    const found = ((await driver.locate(queryOf(c), { visibleOnly: true, threshold: 0, all: true })).all ?? [])
      .map(parse);
    if (found.length && named(found)) return [found, c];
    if (found.length) first ??= [found, c];
  }
  return first ?? [[], classes.at(-1)!];
}

export async function groundPlaced<E>(driver: AppDriver<E>, t: TargetPhrase, purpose: Purpose, peers: ObservedElement[],
  b: StepBinder, threshold: number): Promise<{ el: ObservedElement; target: Target }> {
  try {
    return await groundPlacedOnce(driver, t, purpose, peers, b, threshold);
  } catch (e) {
    if (!(e instanceof PlacementUnsure) || !t.relation) throw e;
    // "in the contents list": no list there holds it, but a list in the tab (or section) of that name may
    const a = t.relation.anchor;
    const list = t.relation.kind === 'in' && a.roleHint === 'list' && !a.quoted && a.words;
    // "the table's "Search:" box": a part of a kind that holds none is the one it sits beside (a data table's);
    // not a dialog's or a menu's, whose own controls are on it
    const beside = t.relation.owned && !a.words && t.words && a.roleHint !== 'dialog' && a.roleHint !== 'menu';
    const tries: TargetPhrase[] = list ? (['tab', 'section'] as const).map((roleHint) =>
      ({ ...t, relation: { kind: 'in', anchor: { ...a, roleHint } } }))
      : beside ? [{ ...t, relation: { kind: 'near', anchor: a } }] : [];
    for (const placed of tries) {
      const found = await groundPlacedOnce(driver, placed, purpose, peers, b, threshold).catch(() => undefined);
      if (found) return found;
    }
    throw e;
  }
}

async function groundPlacedOnce<E>(driver: AppDriver<E>, t: TargetPhrase, purpose: Purpose, peers: ObservedElement[],
  b: StepBinder, threshold: number): Promise<{ el: ObservedElement; target: Target }> {
  const byName = t.ordinal !== undefined || (t.relation !== undefined && t.relation.kind !== 'in' && Boolean(t.words));
  let scope = t.relation ? { relation: t.relation.kind, anchor: await placedAnchor(driver, t.relation.anchor, peers,
    b, threshold) ?? anchorOfPhrase(t.relation.anchor, b) } : undefined;
  const classes = classStrategies(t, peers, purpose, byName);
  const queryOf = (c: Strategy): ResolvedTarget => {
    const query = { description: 'query', strategies: [c], fingerprint: { tag: '', role: c.role! }, scope,
      ordinal: t.ordinal };
    return scope ? { ...query, scope: { ...scope, anchor: b.liveAnchor(scope.anchor) } } : query;
  };
  let candidates: ObservedElement[] = [];
  let chosen = classes[0]!;
  const named = (found: ObservedElement[]): boolean => !t.words || t.ordinal !== undefined
    || groundTarget({ ...t, relation: undefined }, found, purpose).ok;
  const tryClasses = async (): Promise<void> => {
    [candidates, chosen] = await locateByKind(driver, classes, queryOf, named);
  };
  await tryClasses();
  const control = !candidates.length && scope && scope.relation !== 'in'
    ? await controlAnchor(driver, t.relation!.anchor, peers)
    : undefined;
  if (control) {
    scope = { ...scope!, anchor: control };
    await tryClasses();
  }
  const filled = queryOf(chosen);
  const cls = namedAsStep(chosen, t, b);
  // a part named by a plain noun has no name of its own: "in the calendar", not `in section ""`
  const anchorName = (text: string | undefined): string => (!t.relation ? ''
    : !text && !t.relation.anchor.words && t.relation.anchor.noun ? ` ${t.relation.kind} the ${t.relation.anchor.noun}`
      : ` ${t.relation.kind} ${scope?.anchor.kind === 'text' ? '' : `${scope?.anchor.kind} `}` +
      `"${text ?? (t.relation.anchor.words || '')}"`);
  const where = anchorName(t.relation?.anchor.quoted?.text);
  if (!candidates.length) throw new PlacementUnsure(
    `no ${cls.role}${where}${t.ordinal ? ` at position ${t.ordinal}` : ''} on the page`);
  let el: ObservedElement;
  if (t.words && t.ordinal === undefined) {
    const g = groundTarget({ ...t, relation: undefined }, candidates, purpose);
    if (!g.ok) throw new PlacementUnsure(`${g.message}${where}`);
    el = g.match.element;
  } else {
    if (candidates.length > 1) throw new PlacementUnsure(`${candidates.length} elements of kind ${cls.role}${where}: ` +
      `the step must say which`);
    el = candidates[0]!;
  }
  const base = b.target({ el, peers: candidates }, b.paramAt(t.quoted));
  const target: Target =
    { description: `${base.description}${anchorName(scope?.anchor.text)}${t.ordinal ? ` (#${t.ordinal})` : ''}`,
    strategies: byName ? [cls] : [{ ...cls, value: '*' }],
    fingerprint: { ...base.fingerprint, key: undefined } };
  delete target.fingerprint.key;
  // the anchor's value is a parameter: the row text in the context follows it ("Carol …" → "{{1}} …")
  const anchorParam = scope?.anchor.text?.startsWith('{{') ? scope.anchor.text : undefined;
  const anchorText = t.relation?.anchor.quoted?.text;
  if (anchorParam && anchorText && target.fingerprint.context?.includes(anchorText)) {
    target.fingerprint.context = target.fingerprint.context.replace(anchorText, anchorParam);
  }
  if (scope) target.scope = scope;
  if (t.ordinal !== undefined) target.ordinal = t.ordinal;
  // replay must find this very element through the locator alone; look-alikes in the same place (a
  // dialog's "×" and its backdrop, both "Close") are told apart by the element's own selector there
  const placed = { ...filled, fingerprint: fillParams(target.fingerprint, t, b), description: target.description };
  const finds = async (strategies: Strategy[]): Promise<boolean> => {
    const now = strategies.map(
      (x) => ('value' in x && typeof x.value === 'string' ? { ...x, value: b.fill(x.value) } : x));
    const check = await driver.locate({ ...placed, strategies: now }, { visibleOnly: true, threshold, describe: true });
    return Boolean(check.described) && parse(check.described).xpath === el.xpath;
  };
  if (await finds(placed.strategies)) return { el, target };
  // (the element's own name or selector there; a quoted name the element has in other words, "Create a new
  // tiddler" for the button named "new tiddler", then makes the binding this value's own)
  const param = b.paramAt(t.quoted);
  const own = t.ordinal === undefined
    ? base.strategies.filter((s) => s.by === 'css' || (param !== undefined && s.by !== 'xpath')) : [];
  if (own.length && await finds([...own, ...target.strategies])) {
    if (param !== undefined && own.some((s) => 'value' in s && !String(s.value).includes(`{{${param}}}`))) {
      b.followsParameters = false;
    }
    return { el, target: { ...target, strategies: [...own, ...target.strategies] } };
  }
  throw new PlacementUnsure(`the relational locator for ${target.description} does not single it out`);
}

/** The fingerprint as replay will see it for this step's own arguments. */
function fillParams<T extends Record<string, unknown>>(fp: T, _t: TargetPhrase, b: StepBinder): T {
  return Object.fromEntries(Object.entries(fp).map(([k, v]) => [k, typeof v === 'string' ? b.fill(v) : v])) as T;
}
