// UiAutomator2 page source → an Observation in the platform-neutral model: the interactable views,
// repeated list rows as collections (selected by XPath), headings, the screen's title and text.
import type { Observation, ObservedCollection } from '../element.ts';
import { parseHierarchy, shortId, textsUnder, type AndroidNode, type Hierarchy } from './hierarchy.ts';
import { describeNode, isInteractable, isListContainer } from './describe.ts';

/** Which app screen a dump belongs to (from `mobile: getCurrentPackage/Activity`). */
export interface AndroidScreen {
  package: string;
  activity: string;
}

const short = (s: string, n: number): string => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > n ? t.slice(0, n - 1) + '…' : t;
};

const xpathLiteral = (s: string): string => (s.includes('"') ? `'${s}'` : `"${s}"`);
const shortClass = (cls: string): string => cls.slice(cls.lastIndexOf('.') + 1);

/** An XPath for a node that survives other views coming and going: by resource-id when it has one. */
function anchorXPath(n: AndroidNode): string {
  return n.resourceId ? `//${n.cls}[@resource-id=${xpathLiteral(n.resourceId)}]` : n.xpath;
}

/**
 * Repeated rows: children of one container sharing class and resource-id, at least two. The
 * selector is an XPath over the page source; `name` carries the ids and classes a noun can match.
 */
export function collectionsOf(h: Hierarchy): ObservedCollection[] {
  const out: ObservedCollection[] = [];
  for (const parent of h.nodes) {
    const groups = new Map<string, AndroidNode[]>();
    for (const c of parent.children) {
      const key = `${c.cls}|${c.resourceId}`;
      groups.set(key, [...(groups.get(key) ?? []), c]);
    }
    for (const members of groups.values()) {
      if (members.length < 2) continue;
      const first = members[0]!;
      // rows of a list, or repeated clickable cards: not two text labels that happen to share a class
      if (!isListContainer(parent) && !first.clickable) continue;
      const member = `${first.cls}${first.resourceId ? `[@resource-id=${xpathLiteral(first.resourceId)}]` : ''}`;
      const words = [shortId(parent.resourceId), shortId(first.resourceId), shortClass(first.cls),
        shortClass(parent.cls)]
        .filter(Boolean).join(' ').replace(/_/g, ' ');
      out.push({ css: `${anchorXPath(parent)}/${member}`, count: members.length, name: short(words, 120),
        sample: short(textsUnder(first).join(' '), 80) });
    }
  }
  return out.sort((a, b) => b.count - a.count).slice(0, 40);
}

/** The screen's title: the app bar's title text, else the first heading. */
export function titleOf(h: Hierarchy): string {
  const inBar = h.nodes.find((n) => n.text.trim() && /TextView$/.test(n.cls) && n.parent &&
    (/:id\/(?:toolbar|action_bar|app_bar)$/.test(n.parent.resourceId) || /Toolbar$/.test(n.parent.cls)));
  const title = inBar ?? h.nodes.find((n) => n.heading && n.text.trim());
  return title?.text.trim() ?? '';
}

/** Every text on the screen (text, else content-desc; toasts included), one per line. */
export function pageTextOf(h: Hierarchy): string {
  return h.nodes.map((n) => (n.showingHint ? '' : n.text.trim() || n.desc.trim())).filter(Boolean).join('\n');
}

/** The URL-like identity of a screen: android-app://<package>/<activity>. */
export function screenUrl(screen: AndroidScreen): string {
  return `android-app://${screen.package}/${screen.activity.replace(/^\//, '')}`;
}

export function observeHierarchy(h: Hierarchy, screen: AndroidScreen, maxElements = 2000): Observation {
  const elements = h.nodes.filter(isInteractable).slice(0, maxElements).map((n, i) => describeNode(n, i));
  const headings = h.nodes.filter((n) => n.heading && n.text.trim()).slice(0, 12).map((n) => short(n.text, 80));
  const text = pageTextOf(h);
  return { url: screenUrl(screen), title: titleOf(h), elements, collections: collectionsOf(h), headings,
    textLength: text.length };
}

/** Parses a page-source dump and observes it. */
export function observePageSource(xml: string, screen: AndroidScreen): Observation {
  return observeHierarchy(parseHierarchy(xml), screen);
}
