// Relational and positional targets on Android ("the "Delete" button in the row for "Assam"", "the
// second "Add" button"): the anchor is found in the same page-source dump, then the candidates
// inside it (or nearest to it) are kept, or the n-th in document order.
import type { Anchor, Scope } from '../../locators/target.ts';
import { isListContainer } from '../../observation/android/describe.ts';
import { textsUnder, type AndroidNode, type Hierarchy } from '../../observation/android/hierarchy.ts';
import { inside, isDialogWindow, namesPart } from '../../observation/android/parts.ts';

const norm = (s: string): string => s.replace(/\s+/g, ' ').trim().toLowerCase();

const centre = (n: AndroidNode) => ({ x: n.bounds.x + n.bounds.w / 2, y: n.bounds.y + n.bounds.h / 2 });
const distance = (a: AndroidNode, b: AndroidNode): number => Math.hypot(centre(a).x - centre(b).x,
  centre(a).y - centre(b).y);

/** the container words with a meaning of their own (web: relations.js SW_ANCHOR_NOUNS) */
const KNOWN_NOUNS = new Set(['header', 'footer', 'sidebar', 'toolbar', 'navigation', 'editor']);

export function anchorContainers(h: Hierarchy, a: Anchor): AndroidNode[] {
  // a side among containers ("the left panel") is read from web layout only: find nothing rather than guess
  if (a.side) return [];
  // a CSS selector names web elements; a native screen has none (a WebView's page is read by the web's reader)
  if (a.kind === 'css') return [];
  const want = norm(a.text ?? '');
  const kind = a.kind;
  // a part of the screen named by a plain noun ("the inbox", "the calendar"): the nodes that say it (parts.ts)
  const noun = a.noun && !KNOWN_NOUNS.has(a.noun) ? a.noun : undefined;
  const pool = h.nodes.filter((n) => {
    if (noun) return namesPart(n, noun);
    if (kind === 'row' || kind === 'item') return isListContainer(n.parent);
    if (kind === 'list') return isListContainer(n);
    if (kind === 'dialog') return isDialogWindow(n);
    return n.children.length > 0;
  });
  const outer = a.within ? anchorContainers(h, a.within) : undefined;
  const matching = pool.filter((n) => (!want || norm(textsUnder(n).join(' ')).includes(want))
    && (!outer || outer.some((c) => c !== n && inside(n, c))));
  if (a.ordinal === undefined) return matching;
  const i = a.ordinal === -1 ? matching.length - 1 : a.ordinal - 1;
  return matching[i] ? [matching[i]!] : [];
}

/** Keeps the candidates the scope allows: inside the anchor, or the ones nearest to it. */
export function inScope(h: Hierarchy, found: AndroidNode[], scope: Scope | undefined): AndroidNode[] {
  if (!scope) return found;
  // (a part owning the text among look-alikes is read from the web page's blocks; a screen's views are not
  // told apart so: nothing, never the nearest)
  if (scope.anchor.owns) return [];
  // the part the scenario named last: its quoted texts, latest first; the first on screen near a candidate
  if (scope.anchor.said && scope.anchor.tries?.length) {
    for (const text of scope.anchor.tries) {
      const anchor = { ...scope.anchor, text, said: undefined, tries: undefined };
      const near = inScope(h, found, { ...scope, anchor });
      if (near.length) return near;
    }
    return [];
  }
  // "next to "x" in the dialog": the target and its anchor both inside that container (a container
  // anchor is narrowed to it by anchorContainers itself)
  const outer = scope.anchor.within ? anchorContainers(h, scope.anchor.within) : undefined;
  const held = (n: AndroidNode): boolean => !outer || outer.some((c) => c !== n && inside(n, c));
  found = found.filter(held);
  const anchors = scope.anchor.kind === 'text'
    ? h.nodes.filter((n) => norm(n.text || n.desc) === norm(scope.anchor.text ?? '') && held(n))
    : anchorContainers(h, scope.anchor);
  if (!anchors.length) return [];
  // "under "Dark theme"" ("above the list"): starts below the anchor's middle (ends above it) and shares
  // some of its columns
  const side = (n: AndroidNode, a: AndroidNode): boolean => scope.relation === 'above'
    ? n.bounds.y + n.bounds.h <= a.bounds.y + a.bounds.h / 2 : n.bounds.y >= a.bounds.y + a.bounds.h / 2;
  if (scope.relation === 'below' || scope.relation === 'above') found = found.filter((n) => anchors.some((a) =>
    n !== a && !inside(n, a) && side(n, a) && n.bounds.x < a.bounds.x + a.bounds.w
    && n.bounds.x + n.bounds.w > a.bounds.x));
  if (!found.length) return [];
  if (scope.relation === 'in'
    && scope.anchor.kind !== 'text') return found.filter((n) => anchors.some((c) => c !== n && inside(n, c)));
  const best = Math.min(...found.map((n) => Math.min(...anchors.map((a) => distance(n, a)))));
  return found.filter((n) => Math.min(...anchors.map((a) => distance(n, a))) === best);
}

/** The n-th candidate (1-based, -1 = last) in document order. */
export function nth(h: Hierarchy, found: AndroidNode[], ordinal: number | undefined): AndroidNode[] {
  if (ordinal === undefined) return found;
  const sorted = [...found].sort((a, b) => h.nodes.indexOf(a) - h.nodes.indexOf(b));
  const i = ordinal === -1 ? sorted.length - 1 : ordinal - 1;
  return sorted[i] ? [sorted[i]!] : [];
}
