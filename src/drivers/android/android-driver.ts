// The Android backend of AppDriver: webdriverio over an Appium session (UiAutomator2 on a device or
// emulator). Each call is one attempt; observing and locating read one page-source dump and do the
// rest locally, so a locate is one round trip to the device however many strategies it tries. A
// screen whose main content is a WebView is read inside it by the web's page scripts (webview.ts),
// and its elements are located and acted on in the WebView's WEBVIEW_* context.
import xpath from 'xpath';
import type { AppDriver, AppLifecycle, ElementState, ReadTextOptions, LocateOptions, LocateResult, ObserveOptions,
  ResolvedTarget, ScreenIdentity, SettleOptions, SettleResult, TextPart } from '../driver.ts';
import type { Bounds, Observation } from '../../observation/element.ts';
import { parseHierarchy, textsUnder, type Hierarchy } from '../../observation/android/hierarchy.ts';
import type { Anchor } from '../../locators/target.ts';
import { describeNode } from '../../observation/android/describe.ts';
import { observeHierarchy, pageTextOf, screenUrl, titleOf,
  type AndroidScreen } from '../../observation/android/page-source.ts';
import { withoutWebContent, withWebPage } from '../../observation/android/webview.ts';
import { locateInDump, type FoundNode } from './query.ts';
import { appiumUrl } from './appium-server.ts';
import { splitChord } from '../keys.ts';
import {
  centre, KEYCODES, letterKeycode, longPress, META_STATES, screenBounds, swipe, tap, type Direction,
} from './gestures.ts';
import { anchorContainers } from './scope.ts';
import { pickOption, scrollScreen, settleScreen } from './screen-actions.ts';
import { AndroidSession } from './session.ts';
import type { AndroidSettings } from './settings.ts';
import { WebViewContent, type ShownWebView, type WebViewElement } from './webview.ts';

/** A located view (where it was in the dump it was found in), or an element of a WebView's page. */
export type AndroidElement = FoundNode | WebViewElement;

const inWebView = (el: AndroidElement): el is WebViewElement => 'context' in el;

export class AndroidAppDriver implements AppDriver<AndroidElement> {
  readonly platform = 'android' as const;
  readonly onScreenOnly = true;

  /** the page of a WebView the screen shows, read and acted on in its WEBVIEW_* context */
  private readonly web: WebViewContent;

  private constructor(private readonly session: AndroidSession,
    /** the app under test: appPackage, or the one on screen when the session started */
    private readonly appId: string) {
    this.web = new WebViewContent(session, appId);
  }

  static async start(settings: AndroidSettings): Promise<AndroidAppDriver> {
    const url = await appiumUrl(settings);
    const session = await AndroidSession.start(url, settings);
    return new AndroidAppDriver(session, settings.appPackage ?? await session.mobile<string>('getCurrentPackage'));
  }

  /** Launch, restart, close, background and bring back the app under test (UiAutomator2's app management). */
  async app(go: AppLifecycle): Promise<void> {
    const appId = this.appId;
    if (go === 'restart' || go === 'close') await this.session.mobile('terminateApp', { appId });
    if (go === 'background') await this.session.mobile('backgroundApp', { seconds: -1 });
    else if (go !== 'close') await this.session.mobile('activateApp', { appId });
  }

  private async dump(): Promise<Hierarchy> {
    return parseHierarchy(await this.session.source());
  }

  private async current(): Promise<AndroidScreen> {
    const [pkg, activity] = await Promise.all([
      this.session.mobile<string>('getCurrentPackage'), this.session.mobile<string>('getCurrentActivity')]);
    return { package: pkg, activity };
  }

  /** "open": a deep link (scheme://…) or an activity (.ui.Settings, or package/.ui.Settings). */
  async navigate(target: string): Promise<void> {
    const pkg = this.appId;
    if (/^[a-z][\w+.-]*:/i.test(target)) {
      await this.session.mobile('deepLink', { url: target, package: pkg });
      return;
    }
    await this.session.mobile('startActivity', { component: target.includes('/') ? target : `${pkg}/${target}` });
  }

  async observe(opts: ObserveOptions = {}): Promise<Observation> {
    if (opts.settle) await this.settle(opts.settle === true ? {} : opts.settle);
    const [h, screen] = await Promise.all([this.dump(), this.current()]);
    const web = await this.web.shown(h);
    if (!web) return observeHierarchy(h, screen);
    // the web observer takes over inside the WebView; the native one reads what is around it
    const native = observeHierarchy(withoutWebContent(h, web.node), screen);
    const { page, elements } = await this.web.observe(web, native.elements.length);
    return withWebPage(native, page, elements);
  }

  /** The dump, and the WebView the web observer reads instead of the dump's nodes inside it. */
  private async readScreen(): Promise<{ h: Hierarchy; web?: ShownWebView }> {
    const h = await this.dump();
    const web = await this.web.shown(h);
    return web ? { h: withoutWebContent(h, web.node), web } : { h };
  }

  /** Discovery only: until the screen stops changing (animations, lists loading), bounded. */
  settle(opts?: SettleOptions): Promise<SettleResult> {
    return settleScreen(() => this.session.source(), opts);
  }

  async url(): Promise<string> { return (await this.screen()).id; }
  async title(): Promise<string> { return (await this.screen()).title; }

  async screen(): Promise<ScreenIdentity> {
    const [h, screen] = await Promise.all([this.dump(), this.current()]);
    return { id: screenUrl(screen), title: titleOf(h) };
  }

  async locate(target: ResolvedTarget, opts: LocateOptions): Promise<LocateResult<AndroidElement>> {
    // a target recorded inside a WebView is looked for there, in the context its strategies name
    const context = target.strategies.find((s) => s.context)?.context;
    if (context) return this.web.locate(context, target, opts);
    // a native target is not one of the page's nodes UiAutomator2 reads inside a WebView it can drive
    return locateInDump((await this.readScreen()).h, target, opts);
  }

  /** Where an element is on the screen now, for a touch gesture on it. */
  private async boundsOf(el: AndroidElement): Promise<Bounds> {
    if (!inWebView(el)) return el.bounds;
    const { web } = await this.readScreen();
    if (!web) throw new Error(`The WebView of ${el.context} is no longer on the screen.`);
    return this.web.bounds(el, web.node.bounds);
  }

  async click(el: AndroidElement): Promise<void> {
    if (inWebView(el)) await this.web.click(el);
    else await tap(this.session, el.bounds);
  }

  async longPress(el: AndroidElement): Promise<void> {
    await longPress(this.session, await this.boundsOf(el));
  }

  async type(el: AndroidElement, text: string): Promise<void> {
    if (inWebView(el)) {
      await this.web.type(el, text);
      return this.hideKeyboard();
    }
    const id = await this.session.elementAt(el.xpath);
    if (!id) throw new Error(`The field at ${el.xpath} is gone from the screen.`);
    await this.session.clear(id);
    if (text) await this.session.sendKeys(id, text);
    await this.hideKeyboard();
  }

  async hideKeyboard(): Promise<void> {
    if (await this.session.mobile<boolean>('isKeyboardShown')) await this.session.mobile('hideKeyboard');
  }

  async selectOption(el: AndroidElement, option: string): Promise<boolean> {
    if (inWebView(el)) throw new Error('Choosing an option of a select inside a WebView is not supported yet.');
    return pickOption(this.session, () => this.dump(), el, option);
  }

  async hover(): Promise<void> {
    throw new Error('There is no hover on Android: tap or long-press the element instead.');
  }

  async pressKey(key: string, el?: AndroidElement): Promise<void> {
    if (el) await this.click(el);
    const chord = splitChord(key);
    const keycode = KEYCODES[chord.key] ?? letterKeycode(chord.key);
    if (keycode === undefined) throw new Error(`The key "${key}" has no Android key code here.`);
    const metastate = chord.modifiers.reduce((m, mod) => m | META_STATES[mod], 0);
    await this.session.mobile('pressKey', metastate ? { keycode, metastate } : { keycode });
  }

  async scroll(el: AndroidElement | undefined, direction?: 'down' | 'up' | 'top' | 'bottom'): Promise<void> {
    if (el && inWebView(el)) return this.web.scrollTo(el);
    await scrollScreen(this.session, await this.dump(), el, direction);
  }

  /** A swipe across the screen: `up` moves the finger up (the content follows). */
  async swipe(direction: Direction): Promise<void> {
    await swipe(this.session, screenBounds(await this.dump()), direction);
  }

  async readState(el: AndroidElement): Promise<ElementState> {
    if (inWebView(el)) return this.web.state(el);
    const h = await this.dump();
    const n = h.nodes.find((x) => x.xpath === el.xpath && x.cls === el.cls);
    if (!n) return { visible: false, enabled: false, checked: false, value: '' };
    const d = describeNode(n, 0);
    return { visible: n.bounds.w > 0 && n.bounds.h > 0, enabled: n.enabled, checked: d.checked ?? false,
      value: d.value ?? d.text ?? '', editable: n.enabled && /EditText|AutoCompleteTextView/.test(n.cls) };
  }

  async pageText(): Promise<string> {
    return (await this.readText()).map((p) => p.text).join('\n');
  }

  /** The screen's text (around a WebView, then the WebView's page read by the web's text reader). */
  async readText(anchor?: Anchor, opts: ReadTextOptions = {}): Promise<TextPart[]> {
    if (opts.style) throw new Error(`How a text is drawn (${opts.style}) cannot be read on Android: UiAutomator2 ` +
      'gives the words only.');
    const { h, web } = await this.readScreen();
    const parts = anchor
      ? anchorContainers(h, anchor).map((n) => ({ where: anchor.kind, text: textsUnder(n).join('\n') }))
      : [{ where: 'screen', text: pageTextOf(h) }];
    return web ? [...parts, ...await this.web.readText(web.context, anchor, opts.asWritten)] : parts;
  }

  async countMatching(selector: string): Promise<number> {
    const h = await this.dump();
    const found = xpath.select(selector, h.root as unknown as Node);
    return Array.isArray(found) ? found.length : 0;
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.session.screenshot(), 'base64');
  }

  async modelScreenshot(): Promise<string> {
    return `data:image/png;base64,${await this.session.screenshot()}`;
  }

  async back(): Promise<void> {
    await this.session.back();
  }

  // the web's other gestures, as a touch screen has them
  async doubleClick(el: AndroidElement): Promise<void> {
    await this.session.mobile('doubleClickGesture', centre(await this.boundsOf(el)));
  }
  async contextClick(el: AndroidElement): Promise<void> { await this.longPress(el); }
  async focus(el: AndroidElement): Promise<void> { await this.click(el); }

  async dragTo(el: AndroidElement, to: AndroidElement): Promise<void> {
    const [a, b] = [centre(await this.boundsOf(el)), centre(await this.boundsOf(to))];
    await this.session.mobile('dragGesture', { startX: a.x, startY: a.y, endX: b.x, endY: b.y });
  }

  async clear(el: AndroidElement): Promise<void> {
    if (inWebView(el)) return this.web.clear(el);
    const id = await this.session.elementAt(el.xpath);
    if (!id) throw new Error(`The field at ${el.xpath} is gone from the screen.`);
    await this.session.clear(id);
  }

  async upload(): Promise<void> {
    throw new Error('There is no file input on Android: push the file to the device and pick it in the app.');
  }

  async history(go: 'back' | 'forward' | 'reload'): Promise<void> {
    if (go !== 'back') throw new Error(`Android has Back, but no "${go}".`);
    await this.session.back();
  }

  nativeDriver(): unknown {
    return this.session.native;
  }

  close(): Promise<void> {
    return this.session.close();
  }
}
