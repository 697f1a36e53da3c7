// UiAutomator2 page-source XML (appium-uiautomator2-server's dump: <hierarchy> root, one element
// per view named after its class, `[x1,y1][x2,y2]` bounds) parsed with a real XML parser into a
// typed tree that the observation and the locator code walk.
import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';
import type { Bounds } from '../element.ts';

export interface AndroidNode {
  el: XmlElement;
  /** the widget class, e.g. android.widget.Button */
  cls: string;
  text: string;
  desc: string;
  resourceId: string;
  pkg: string;
  hint: string;
  checkable: boolean;
  checked: boolean;
  clickable: boolean;
  longClickable: boolean;
  enabled: boolean;
  focused: boolean;
  password: boolean;
  scrollable: boolean;
  selected: boolean;
  /** the field is empty and `text` is its hint (Android O+ reports the hint as the text) */
  showingHint: boolean;
  heading: boolean;
  inputType?: number;
  bounds: Bounds;
  parent?: AndroidNode;
  children: AndroidNode[];
  /** absolute XPath, unique in this dump: /hierarchy/android.widget.FrameLayout[1]/… */
  xpath: string;
}

export interface Hierarchy {
  root: XmlElement;
  nodes: AndroidNode[];
  /** the node of an XML element, for XPath results */
  nodeOf(el: unknown): AndroidNode | undefined;
  /** screen size from the root's width/height, when the dump has them */
  size?: { width: number; height: number };
}

export class PageSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageSourceError';
  }
}

const BOUNDS = /^\[(-?\d+),(-?\d+)\]\[(-?\d+),(-?\d+)\]$/;

export function parseBounds(text: string | null): Bounds {
  const m = BOUNDS.exec(text ?? '');
  if (!m) return { x: 0, y: 0, w: 0, h: 0 };
  const [x1, y1, x2, y2] = m.slice(1).map(Number) as [number, number, number, number];
  return { x: x1, y: y1, w: Math.max(0, x2 - x1), h: Math.max(0, y2 - y1) };
}

/** The short name of a resource id: com.example:id/tea_name → tea_name. */
export function shortId(resourceId: string): string {
  const at = resourceId.indexOf(':id/');
  return at >= 0 ? resourceId.slice(at + 4) : resourceId;
}

function toNode(el: XmlElement, parent: AndroidNode | undefined, xpath: string): AndroidNode {
  const a = (name: string): string => el.getAttribute(name) ?? '';
  const flag = (name: string): boolean => el.getAttribute(name) === 'true';
  const inputType = el.getAttribute('input-type');
  return {
    el, cls: a('class') || el.tagName, text: a('text'), desc: a('content-desc'), resourceId: a('resource-id'),
    pkg: a('package'), hint: a('hint'), checkable: flag('checkable'), checked: flag('checked'),
    clickable: flag('clickable'),
    longClickable: flag('long-clickable'), enabled: el.getAttribute('enabled') !== 'false', focused: flag('focused'),
    password: flag('password'), scrollable: flag('scrollable'), selected: flag('selected'),
    showingHint: flag('showing-hint'),
    heading: flag('heading'), ...(inputType ? { inputType: Number(inputType) } : {}),
    bounds: parseBounds(el.getAttribute('bounds')), parent, children: [], xpath,
  };
}

function elementChildren(el: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) out.push(c as XmlElement);
  return out;
}

/** Parses a page-source dump; a broken one is a PageSourceError naming what is wrong. */
export function parseHierarchy(xml: string): Hierarchy {
  const errors: string[] = [];
  let root: XmlElement | null = null;
  try {
    const doc = new DOMParser({ onError: (level, msg) => { if (level !== 'warning') errors.push(msg); } })
      .parseFromString(xml, 'text/xml');
    root = doc.documentElement;
  } catch (e) {
    errors.push((e as Error).message);
  }
  if (errors.length || !root) throw new PageSourceError(`The page source is not ` +
    `valid XML: ${errors[0] ?? 'no root element'}`);
  const nodes: AndroidNode[] = [];
  const byElement = new Map<unknown, AndroidNode>();
  const walk = (el: XmlElement, parent: AndroidNode | undefined, path: string): void => {
    const seen = new Map<string, number>();
    for (const child of elementChildren(el)) {
      const n = (seen.get(child.tagName) ?? 0) + 1;
      seen.set(child.tagName, n);
      const node = toNode(child, parent, `${path}/${child.tagName}[${n}]`);
      parent?.children.push(node);
      nodes.push(node);
      byElement.set(child, node);
      walk(child, node, node.xpath);
    }
  };
  walk(root, undefined, `/${root.tagName}`);
  const width = Number(root.getAttribute('width'));
  const height = Number(root.getAttribute('height'));
  return { root, nodes, nodeOf: (el) => byElement.get(el), ...(width && height ? { size: { width, height } } : {}) };
}

/** Texts of a node and its descendants (text, else content-desc), in document order. */
export function textsUnder(node: AndroidNode, skip?: AndroidNode): string[] {
  const out: string[] = [];
  const visit = (n: AndroidNode): void => {
    if (n === skip) return;
    const own = n.showingHint ? '' : n.text.trim() || n.desc.trim();
    if (own) out.push(own);
    n.children.forEach(visit);
  };
  visit(node);
  return out;
}
