// The Android backend of AppDriver: webdriverio over an Appium session (UiAutomator2 on a device or
// emulator). Each call is one attempt; observing and locating read one page-source dump and do the
// rest locally, so a locate is one round trip to the device however many strategies it tries.
import xpath from 'xpath';
import type { AppDriver, AppLifecycle, ElementState, LocateOptions, LocateResult, ObserveOptions, ResolvedTarget,
  ScreenIdentity, SettleOptions, SettleResult, TextPart } from '../driver.ts';
import type { Bounds, Observation } from '../../observation/element.ts';
import { parseHierarchy, textsUnder, type Hierarchy } from '../../observation/android/hierarchy.ts';
import type { Anchor } from '../../locators/target.ts';
import { describeNode } from '../../observation/android/describe.ts';
import { observeHierarchy, pageTextOf, screenUrl, titleOf,
  type AndroidScreen } from '../../observation/android/page-source.ts';
import { factsOf, queryStrategy } from './query.ts';
import { pickIdentified } from '../../locators/identity.ts';
import { appiumUrl } from './appium-server.ts';
import { splitChord } from '../keys.ts';
import {
  centre, KEYCODES, letterKeycode, longPress, META_STATES, screenBounds, swipe, tap, type Direction,
} from './gestures.ts';
import { anchorContainers, inScope, nth } from './scope.ts';
import { pickOption, scrollScreen, settleScreen } from './screen-actions.ts';
import { AndroidSession } from './session.ts';
import type { AndroidSettings } from './settings.ts';

/** A located view: where it was in the dump it was found in. */
export interface AndroidElement {
  xpath: string;
  cls: string;
  bounds: Bounds;
}

export class AndroidAppDriver implements AppDriver<AndroidElement> {
  readonly platform = 'android' as const;
  readonly onScreenOnly = true;

  private constructor(private readonly session: AndroidSession,
    /** the app under test: appPackage, or the one on screen when the session started */
    private readonly appId: string) {}

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
    return observeHierarchy(h, screen);
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
    const h = await this.dump();
    const tried: LocateResult<AndroidElement>['tried'] = [];
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
        enabled: n.enabled, tried,
        ...(opts.describe ? { described: describeNode(n, -1) } : {}) };
    }
    return { element: null, tried };
  }

  async click(el: AndroidElement): Promise<void> {
    await tap(this.session, el.bounds);
  }

  async longPress(el: AndroidElement): Promise<void> {
    await longPress(this.session, el.bounds);
  }

  async type(el: AndroidElement, text: string): Promise<void> {
    const id = await this.session.elementAt(el.xpath);
    if (!id) throw new Error(`The field at ${el.xpath} is gone from the screen.`);
    await this.session.clear(id);
    if (text) await this.session.sendKeys(id, text);
    await this.hideKeyboard();
  }

  async hideKeyboard(): Promise<void> {
    if (await this.session.mobile<boolean>('isKeyboardShown')) await this.session.mobile('hideKeyboard');
  }

  selectOption(el: AndroidElement, option: string): Promise<boolean> {
    return pickOption(this.session, () => this.dump(), el, option);
  }

  async hover(): Promise<void> {
    throw new Error('There is no hover on Android: tap or long-press the element instead.');
  }

  async pressKey(key: string, el?: AndroidElement): Promise<void> {
    if (el) await tap(this.session, el.bounds);
    const chord = splitChord(key);
    const keycode = KEYCODES[chord.key] ?? letterKeycode(chord.key);
    if (keycode === undefined) throw new Error(`The key "${key}" has no Android key code here.`);
    const metastate = chord.modifiers.reduce((m, mod) => m | META_STATES[mod], 0);
    await this.session.mobile('pressKey', metastate ? { keycode, metastate } : { keycode });
  }

  async scroll(el: AndroidElement | undefined, direction?: 'down' | 'up' | 'top' | 'bottom'): Promise<void> {
    await scrollScreen(this.session, await this.dump(), el, direction);
  }

  /** A swipe across the screen: `up` moves the finger up (the content follows). */
  async swipe(direction: Direction): Promise<void> {
    await swipe(this.session, screenBounds(await this.dump()), direction);
  }

  async readState(el: AndroidElement): Promise<ElementState> {
    const h = await this.dump();
    const n = h.nodes.find((x) => x.xpath === el.xpath && x.cls === el.cls);
    if (!n) return { visible: false, enabled: false, checked: false, value: '' };
    const d = describeNode(n, 0);
    return { visible: n.bounds.w > 0 && n.bounds.h > 0, enabled: n.enabled, checked: d.checked ?? false,
      value: d.value ?? d.text ?? '' };
  }

  async pageText(): Promise<string> {
    return pageTextOf(await this.dump());
  }

  async readText(anchor?: Anchor): Promise<TextPart[]> {
    const h = await this.dump();
    if (!anchor) return [{ where: 'screen', text: pageTextOf(h) }];
    return anchorContainers(h, anchor).map((n) => ({ where: anchor.kind, text: textsUnder(n).join('\n') }));
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
    await this.session.mobile('doubleClickGesture', centre(el.bounds));
  }
  async contextClick(el: AndroidElement): Promise<void> { await longPress(this.session, el.bounds); }
  async focus(el: AndroidElement): Promise<void> { await tap(this.session, el.bounds); }

  async dragTo(el: AndroidElement, to: AndroidElement): Promise<void> {
    const [a, b] = [centre(el.bounds), centre(to.bounds)];
    await this.session.mobile('dragGesture', { startX: a.x, startY: a.y, endX: b.x, endY: b.y });
  }

  async clear(el: AndroidElement): Promise<void> {
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
