// A WebView on an Android screen. UiAutomator2 dumps an in-app WebView as the app's
// android.webkit.WebView with whatever Chromium's accessibility tree publishes under it (texts and
// frames, ids on some builds); the page itself is read by the web page scripts in the WebView's
// WEBVIEW_* context. When the WebView is the screen's main content, the web observation takes over
// inside it: its nodes leave the native dump, and the web elements join the native ones in device
// pixels, each saying which context it lives in.
import type { Bounds, Observation, ObservedElement } from '../element.ts';
import type { AndroidNode, Hierarchy } from './hierarchy.ts';

export const WEBVIEW_CLASS = 'android.webkit.WebView';
/** A WebView is the screen's main content when it covers at least this share of the screen. */
const MAIN_SHARE = 0.4;

const area = (b: Bounds): number => b.w * b.h;

/** The outermost WebView covering most of the screen, if the dump has one. */
export function mainWebView(h: Hierarchy): AndroidNode | undefined {
  const screen = h.size ? h.size.width * h.size.height : Math.max(0, ...h.nodes.map((n) => area(n.bounds)));
  return h.nodes.find((n) => n.cls === WEBVIEW_CLASS && n.parent?.cls !== WEBVIEW_CLASS &&
    screen > 0 && area(n.bounds) >= MAIN_SHARE * screen);
}

/**
 * The dump without what UiAutomator2 read inside the WebView (the web observation replaces it):
 * its descendants leave the XML, so XPath queries on the dump no longer see them either.
 */
export function withoutWebContent(h: Hierarchy, webview: AndroidNode): Hierarchy {
  const inside = new Set<AndroidNode>();
  const walk = (n: AndroidNode): void => n.children.forEach((c) => { inside.add(c); walk(c); });
  walk(webview);
  while (webview.el.firstChild) webview.el.removeChild(webview.el.firstChild);
  webview.children = [];
  return { ...h, nodes: h.nodes.filter((n) => !inside.has(n)) };
}

/** The WebView's WEBVIEW_* context among Appium's: the app's own (WEBVIEW_<package>) first. */
export function webviewContext(contexts: string[], appPackage: string): string | undefined {
  const webviews = contexts.filter((c) => c.startsWith('WEBVIEW_'));
  return webviews.find((c) => c === `WEBVIEW_${appPackage}`) ?? webviews[0];
}

/** Where the page is on the screen: the WebView's bounds and how many device pixels a CSS pixel is. */
export interface WebViewPlace {
  context: string;
  bounds: Bounds;
  /** device pixels per CSS pixel: the WebView's width over the page's innerWidth */
  scale: number;
}

/** CSS-pixel bounds in the page → device-pixel bounds on the screen. */
export function onScreen(b: Bounds, place: WebViewPlace): Bounds {
  const k = place.scale;
  return { x: Math.round(place.bounds.x + b.x * k), y: Math.round(place.bounds.y + b.y * k),
    w: Math.round(b.w * k), h: Math.round(b.h * k) };
}

/** The page's elements as elements of the screen: indexes after the native ones, device bounds, the context. */
export function placeWebElements(page: Observation, place: WebViewPlace, from: number): ObservedElement[] {
  return page.elements.map((e, i) => ({ ...e, index: from + i, bounds: onScreen(e.bounds, place),
    webview: place.context }));
}

/** The screen's observation with the page's: native elements first, then the page's; headings and text of both. */
export function withWebPage(native: Observation, page: Observation, webElements: ObservedElement[]): Observation {
  return { ...native, elements: [...native.elements, ...webElements],
    headings: [...native.headings, ...page.headings].slice(0, 12), textLength: native.textLength + page.textLength };
}
