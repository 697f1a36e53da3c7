// Evaluates every locator strategy of a target against one page-source dump, locally, and picks the
// recorded element by identity: one round trip to the device per locate attempt however many
// strategies a target carries.
import xpath from 'xpath';
import type { Strategy } from '../../locators/target.ts';
import { pickIdentified, type CandidateFacts } from '../../locators/identity.ts';
import { describeNode, isInteractable } from '../../observation/android/describe.ts';
import type { LocateOptions, LocateResult, ResolvedTarget, StrategyAttempt } from '../driver.ts';
import { inScope, nth } from './scope.ts';
import { shortId, type AndroidNode, type Hierarchy } from '../../observation/android/hierarchy.ts';
import { matchUiSelector } from '../../observation/android/ui-selector.ts';

const norm = (s: string | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

export class StrategyError extends Error {}

/** The nodes one strategy finds, in document order. */
export function queryStrategy(h: Hierarchy, s: Strategy): AndroidNode[] {
  const v = s.value;
  const interactable = (): AndroidNode[] => h.nodes.filter(isInteractable);
  switch (s.by) {
    case 'resourceId': return h.nodes.filter((n) => n.resourceId === v
      || (!v.includes(':id/') && shortId(n.resourceId) === v));
    case 'id': return h.nodes.filter((n) => n.resourceId && shortId(n.resourceId) === v);
    case 'accessibilityId': return h.nodes.filter((n) => n.desc === v);
    case 'placeholder': return h.nodes.filter((n) => n.hint === v);
    case 'text': return interactable().filter((n) => {
      const d = describeNode(n, 0);
      return norm(d.text) === norm(v) || norm(d.name) === norm(v);
    });
    case 'label': return interactable().filter((n) => norm(describeNode(n, 0).label) === norm(v));
    case 'role': return interactable().filter((n) => {
      const d = describeNode(n, 0);
      // value '*': every element of the role (a relational target picks among them by its scope); role '*':
      // every element of that name, whatever its kind
      return (d.role === s.role || s.role === '*') && (v === '*' || norm(d.name) === norm(v));
    });
    case 'uiSelector': return matchUiSelector(v, h.nodes);
    case 'xpath': {
      let found: unknown;
      try {
        found = xpath.select(v, h.root as unknown as Node);
      } catch (e) {
        throw new StrategyError(`invalid XPath: ${(e as Error).message}`);
      }
      if (!Array.isArray(found)) throw new StrategyError('the XPath does not select elements');
      return found.map((el) => h.nodeOf(el)).filter((n): n is AndroidNode => n !== undefined);
    }
    default: throw new StrategyError(`"${s.by}" is not an Android locator strategy`);
  }
}

/** A node in the terms of a fingerprint. */
export function factsOf(n: AndroidNode): CandidateFacts {
  const d = describeNode(n, 0);
  return { tag: d.tag, role: d.role, name: d.name, text: d.text ?? '', label: d.label, id: d.id, type: d.type,
    context: d.context };
}

/** A node found in a dump, as the driver hands it back: where it was in that dump. */
export interface FoundNode {
  xpath: string;
  cls: string;
  bounds: AndroidNode['bounds'];
}

/** Every strategy of a target against one dump, most stable first; the first identified node wins. */
export function locateInDump(h: Hierarchy, target: ResolvedTarget, opts: LocateOptions): LocateResult<FoundNode> {
  const tried: StrategyAttempt[] = [];
  for (const s of target.strategies) {
    let found;
    try {
      found = queryStrategy(h, s);
    } catch (e) {
      tried.push({ by: s.by, count: 0, error: (e as Error).message });
      continue;
    }
    if (opts.visibleOnly) found = found.filter((n) => n.bounds.w > 0 && n.bounds.h > 0);
    found = nth(h, inScope(h, found, target.scope), target.ordinal);
    // discovery asks for every candidate the relation allows and chooses among them itself
    if (opts.all) return { element: null, tried, all: found.slice(0, 50).map((n, i) => describeNode(n, i)) };
    const { chosen, best } = pickIdentified(found.slice(0, 40), factsOf, target.fingerprint, opts.threshold);
    tried.push({ by: s.by, count: found.length, score: best });
    if (!chosen) continue;
    const n = chosen.item;
    return { element: { xpath: n.xpath, cls: n.cls, bounds: n.bounds }, by: s.by, score: chosen.score,
      enabled: n.enabled, tried, ...(opts.describe ? { described: describeNode(n, -1) } : {}) };
  }
  return { element: null, tried };
}
