// The content of a WebView, driven the way Appium drives a hybrid app: the WebView's WEBVIEW_*
// context, where Appium proxies WebDriver commands to a chromedriver attached to the WebView, and
// the web backend's own page scripts (observe, locate, text, element state) run there through
// webdriverio. Native chrome around it (toolbar, Back, gestures) stays in NATIVE_APP: the session
// switches back before every native call.
import type { ElementState, LocateOptions, LocateResult, ResolvedTarget, StrategyAttempt,
  TextPart } from '../driver.ts';
import { Observation, type Bounds, type ObservedElement } from '../../observation/element.ts';
import type { AndroidNode, Hierarchy } from '../../observation/android/hierarchy.ts';
import { mainWebView, onScreen, placeWebElements, webviewContext } from '../../observation/android/webview.ts';
import { OBSERVE_SCRIPT, READ_TEXT_SCRIPT } from '../../observation/web/scripts.ts';
import { STATE_SCRIPT } from '../../observation/web/state-scripts.ts';
import type { Anchor } from '../../locators/target.ts';
import { locateWithScripts } from '../page-locate.ts';
import { SessionLostError } from './errors.ts';
import { W3C_ELEMENT, type AndroidSession } from './session.ts';

/** An element of a WebView's page: its WebDriver reference in the context it lives in. */
export interface WebViewElement {
  context: string;
  ref: string;
  /** the tag it was recorded with */
  cls: string;
}

/** The WebView a screen shows as its main content, and the context its page is driven in. */
export interface ShownWebView {
  node: AndroidNode;
  context: string;
}

// the page scripts are function bodies: run the observation inside one, and say how wide the page is
const OBSERVE_WITH_WIDTH = `return { page: (function () {\n${OBSERVE_SCRIPT}\n}).apply(this, arguments), ` +
  'width: innerWidth };';
const RECT_SCRIPT = 'const r = arguments[0].getBoundingClientRect(); ' +
  'return { x: r.left, y: r.top, w: r.width, h: r.height, width: innerWidth };';

const ref = (el: WebViewElement): Record<string, string> => ({ [W3C_ELEMENT]: el.ref });

export class WebViewContent {
  constructor(private readonly session: AndroidSession, private readonly appPackage: string) {}

  /**
   * The screen's main WebView when Appium offers a context for it (a debuggable WebView). When Appium
   * cannot list the WebViews (its devtools lookup failed), the screen is read natively, as without one.
   */
  async shown(h: Hierarchy): Promise<ShownWebView | undefined> {
    const node = mainWebView(h);
    if (!node) return undefined;
    const contexts = await this.session.contexts().catch((e: unknown) => {
      if (e instanceof SessionLostError) throw e;
      return [];
    });
    const context = webviewContext(contexts, this.appPackage);
    return context ? { node, context } : undefined;
  }

  /** The page's elements, placed on the screen, and its headings and text length. */
  async observe(web: ShownWebView, from: number): Promise<{ page: Observation; elements: ObservedElement[] }> {
    await this.session.enter(web.context);
    const raw = await this.session.script<{ page: unknown; width: number }>(OBSERVE_WITH_WIDTH, { maxElements: 2000 });
    const page = Observation.parse(raw.page);
    const place = { context: web.context, bounds: web.node.bounds, scale: web.node.bounds.w / (raw.width || 1) };
    return { page, elements: placeWebElements(page, place, from) };
  }

  /** Locates with the web's locate script in `context`; no such context now is "not found" (replay polls). */
  async locate(context: string, target: ResolvedTarget, opts: LocateOptions): Promise<LocateResult<WebViewElement>> {
    try {
      await this.session.enter(context);
    } catch (e) {
      if (e instanceof SessionLostError) throw e;
      const tried: StrategyAttempt[] = target.strategies.map((s) => ({ by: s.by, count: 0,
        error: `no ${context} context on the screen now` }));
      return { element: null, tried };
    }
    const page = { run: (script: string, arg: unknown) => this.session.script(script, arg) };
    const res = await locateWithScripts<Record<string, string>>(page, target, opts);
    const found = res.element?.[W3C_ELEMENT] ?? res.element?.ELEMENT;
    return { ...res, element: found ? { context, ref: found, cls: target.fingerprint.tag } : null };
  }

  async click(el: WebViewElement): Promise<void> {
    await this.session.enter(el.context);
    await this.session.click(el.ref);
  }

  async clear(el: WebViewElement): Promise<void> {
    await this.session.enter(el.context);
    await this.session.clear(el.ref);
  }

  async type(el: WebViewElement, text: string): Promise<void> {
    await this.clear(el);
    if (text) await this.session.sendKeys(el.ref, text);
  }

  async state(el: WebViewElement): Promise<ElementState> {
    await this.session.enter(el.context);
    return this.session.script<ElementState>(STATE_SCRIPT, ref(el));
  }

  async scrollTo(el: WebViewElement): Promise<void> {
    await this.session.enter(el.context);
    await this.session.script('arguments[0].scrollIntoView({ block: "center" })', ref(el));
  }

  /** Where the element is on the screen now, for a touch gesture on it (device pixels). */
  async bounds(el: WebViewElement, webview: Bounds): Promise<Bounds> {
    await this.session.enter(el.context);
    const r = await this.session.script<Bounds & { width: number }>(RECT_SCRIPT, ref(el));
    return onScreen(r, { context: el.context, bounds: webview, scale: webview.w / (r.width || 1) });
  }

  /** The page's text, part by part (page-text.js), or of the parts an anchor names. */
  async readText(context: string, anchor?: Anchor, asWritten = false): Promise<TextPart[]> {
    await this.session.enter(context);
    const parts = await this.session.script<TextPart[]>(READ_TEXT_SCRIPT, anchor ?? null, asWritten);
    return parts.map((p) => ({ where: p.where === 'page' ? 'webview' : `webview > ${p.where}`, text: p.text }));
  }
}
