import { Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { Observation } from '../../observation/element.ts';
import { OBSERVE_SCRIPT, READ_TEXT_SCRIPT } from '../../observation/web/scripts.ts';
import type { Anchor } from '../../locators/target.ts';
import type { AppDriver, OverlayInfo, ReadTextOptions, ElementState, LocateOptions, LocateResult, ObserveOptions,
  ResolvedTarget, ScreenIdentity, SettleOptions, SettleResult, TextPart, TextPlace } from '../driver.ts';
import { AppUnreachableError } from '../errors.ts';
import { launchBrowser, type BrowserHandle } from './chromium.ts';
import type { BrowserSettings } from './settings.ts';
import { resetBrowser, type ResetReport } from './reset.ts';
import { FrameTracker } from './frames.ts';
import { locateInPage } from './locate.ts';
import * as gestures from './gestures.ts';
import { assertUncovered, overlayOver } from './overlay.ts';
import { waitForNavigation } from './navigation.ts';
import type { PageLoads } from './page-events.ts';
import { settlePage } from './settle.ts';
import { COUNT_VISIBLE_SCRIPT, SCROLL_SPOT_SCRIPT, SELECT_SCRIPT } from './page-scripts.ts';
import { STATE_SCRIPT } from '../../observation/web/state-scripts.ts';
import type { WriteGuard } from './write-guard.ts';
import { pressKeys } from './keyboard.ts';
import { NativeDialog } from './native-dialog.ts';
import { modelScreenshot } from './model-screenshot.ts';

/** An observation older than this is taken anew even when the page's token says nothing changed. */
const OBSERVATION_REUSE_MS = 5_000;

/** The web backend: selenium-webdriver driving Chromium (local, or on a Grid). */
export class WebAppDriver implements AppDriver<WebElement> {
  readonly platform = 'web' as const;

  private readonly frames: FrameTracker;
  /** origins navigated to since the browser started or was last reset (isolation "reuse" clears them) */
  private readonly visited = new Set<string>();
  /** the window as it was when the browser started, restored by reset() */
  private cleanRect?: { width: number; height: number };
  /** whether this browser answers DevTools commands (learnt by the first reset) */
  private devtools?: boolean;
  /** the browser's load events, where it sends them (isolation "context") */
  private loads?: PageLoads;
  /** what a browser that may not write refused (write-guard.ts) */
  private guard?: WriteGuard;
  /** the last observation and the page token it was taken under (observe.js), until an action of ours */
  private last?: { token: string; observation: Observation; at: number };
  /** a browser dialog an action opened, open until a step answers it */
  private readonly dialog: NativeDialog;
  /** the URL last read, which is still the page's while a browser dialog holds it */
  private lastUrl = 'about:blank';
  /** the browser's event count when our last action started: an alert reported after it is that action's */
  private actedAt = 0;

  private constructor(private readonly handle: BrowserHandle, readonly driver: WebDriver) {
    this.frames = new FrameTracker(driver);
    this.dialog = new NativeDialog(driver);
  }

  static async start(settings: BrowserSettings): Promise<WebAppDriver> {
    const handle = await launchBrowser(settings);
    return new WebAppDriver(handle, handle.driver);
  }

  async navigate(url: string): Promise<void> {
    try {
      await this.acted();
      this.frames.reset();
      if (/^https?:/i.test(url) && URL.canParse(url)) this.visited.add(new URL(url).origin);
      await this.driver.get(url);
      await this.settleNavigation();
    } catch (e) {
      throw AppUnreachableError.orAsIs(url, e);
    }
  }

  /**
   * What the page shows. When nothing changed since the last observation (no action of ours, and the
   * page's token the same: no DOM change, input, scroll, load or animation), that one is given again
   * without walking the page: the same round trip, a few bytes back.
   */
  async observe(opts: ObserveOptions = {}): Promise<Observation> {
    // looking for something to act on: a dialog no step answered is dismissed, as WebDriver itself would
    await this.dialog.dismissUnanswered();
    if (opts.settle) await this.settle(opts.settle === true ? {} : opts.settle);
    await this.frames.top();
    const last = this.last && Date.now() - this.last.at < OBSERVATION_REUSE_MS ? this.last : undefined;
    const raw = (await this.driver.executeScript(OBSERVE_SCRIPT, { maxElements: 2000, unless: last?.token })) as
      { same?: boolean; token?: unknown };
    if (raw.same && last) return structuredClone(last.observation);
    const observation = Observation.parse(raw);
    this.last = typeof raw.token === 'string'
      ? { token: raw.token, observation: structuredClone(observation), at: Date.now() } : undefined;
    return observation;
  }

  /** An action of ours may change what no page event shows (a hover's CSS): the next observation looks anew. */
  private async acted(): Promise<void> {
    // a dialog no step answered before the next action is dismissed, as WebDriver itself would
    await this.dialog.dismissUnanswered();
    this.last = undefined;
    this.actedAt = this.loads?.mark() ?? 0;
  }

  /** Lets the page finish reacting (see settle.ts); discovery calls it, replay never waits like this. */
  async settle(opts: SettleOptions = {}): Promise<SettleResult> {
    if (this.dialog.open) return { settled: true, waitedMs: 0 }; // a page held by a dialog does nothing more
    await this.frames.top();
    return settlePage(this.driver, opts, () => this.settleNavigation());
  }

  locate(target: ResolvedTarget, opts: LocateOptions): Promise<LocateResult<WebElement>> {
    if (this.dialog.open) return Promise.resolve({ element: null, tried: [] });
    return locateInPage(this.driver, this.frames, target, opts);
  }

  async click(el: WebElement): Promise<void> {
    await gestures.clickStill(await this.inFrameOf(el), el);
    await this.settleNavigation();
  }

  /**
   * Until a navigation an action may have started is over (navigation.ts; by BiDi load events if sent). A
   * browser dialog the action opened is noticed here, and left open for a step to answer.
   */
  private async settleNavigation(): Promise<void> {
    await waitForNavigation(this.driver, this.loads).catch((e: unknown) => this.dialog.noticed(e));
    this.noteAlert();
  }

  /** An alert our last action opened, as the browser reported it (BiDi; its event may come after the action). */
  private noteAlert(): void {
    const alert = this.loads?.alertSince?.(this.actedAt);
    if (alert !== undefined) this.dialog.closedAlert(alert);
  }

  leaveDialog(): Promise<void> { return this.dialog.dismissOpen(); }

  async answerDialog(accept: boolean): Promise<string> {
    // an alert that opened after the action's own settling, and that a command since then closed
    this.noteAlert();
    const text = await this.dialog.answer(accept);
    await this.acted();
    await this.settleNavigation();
    return text;
  }

  async activate(el: WebElement, how: 'script' | 'keyboard'): Promise<void> {
    await this.inFrameOf(el);
    if (how === 'script') await this.driver.executeScript('arguments[0].click()', el);
    else await el.sendKeys(Key.ENTER);
    await this.settleNavigation();
  }

  async type(el: WebElement, text: string, inputType?: string): Promise<void> {
    await gestures.typeInto(await this.inFrameOf(el), el, text, inputType);
  }

  async selectOption(el: WebElement, option: string): Promise<boolean> {
    await this.inFrameOf(el);
    return Boolean(await this.driver.executeScript(SELECT_SCRIPT, el, option));
  }

  async hover(el: WebElement): Promise<void> {
    await this.inFrameOf(el);
    // a pointer moved onto a covered element hovers the cover: say so instead of "nothing happened"
    await assertUncovered(this.driver, el);
    await this.driver.actions().move({ origin: el }).perform();
  }

  async pressKey(key: string, el?: WebElement): Promise<void> {
    await this.acted();
    if (el) await this.inFrameOf(el);
    await pressKeys(this.driver, key, el);
    if (key === 'Enter' || key === 'Space') await this.settleNavigation(); // Enter submits forms
  }

  async typeHere(text: string): Promise<void> {
    await this.acted();
    await this.driver.actions().sendKeys(text).perform();
    await this.settleNavigation();
  }

  async scroll(el: WebElement | undefined, direction?: 'down' | 'up' | 'top' | 'bottom'): Promise<void> {
    await this.acted();
    if (el) {
      await this.inFrameOf(el);
      await this.driver.executeScript('arguments[0].scrollIntoView({block: "center"})', el);
      return;
    }
    await this.frames.top();
    const by = { down: 'window.scrollBy(0, window.innerHeight * 0.8)', up: 'window.scrollBy(0, ' +
      '-window.innerHeight * 0.8)',
      top: 'window.scrollTo(0, 0)', bottom: 'window.scrollTo(0, document.documentElement.scrollHeight)' };
    await this.driver.executeScript(by[direction ?? 'down']);
  }

  async readState(el: WebElement): Promise<ElementState> {
    await this.frames.enter(el);
    return (await this.driver.executeScript(STATE_SCRIPT, el)) as ElementState;
  }

  async pageText(): Promise<string> { return (await this.readText()).map((p) => p.text).join('\n'); }

  async readText(anchor?: Anchor, opts: ReadTextOptions = {}): Promise<TextPart[]> {
    this.noteAlert();
    // the dialog is read as it is; any other part of the page only once a dialog no step answered is dismissed
    if (this.dialog.open && anchor?.kind === 'dialog') return this.dialog.parts(anchor);
    await this.dialog.dismissOpen();
    await this.frames.top();
    // an alert that opened after the action returned meets this read: noticed (and read) now
    const page = await this.driver.executeScript(READ_TEXT_SCRIPT, anchor ?? null, Boolean(opts.asWritten),
      opts.style ?? null).catch(async (e: unknown) => { await this.dialog.noticed(e); return []; });
    // behind an alert WebDriver has closed, its words are read too, until the next action
    return this.dialog.parts(anchor, page as TextPart[]);
  }

  async countMatching(css: string): Promise<number> {
    await this.frames.top();
    return Number(await this.driver.executeScript(COUNT_VISIBLE_SCRIPT, css));
  }

  async scrollSpot(el?: WebElement): Promise<string> {
    if (this.dialog.open) return '';
    await (el ? this.frames.enter(el) : this.frames.top());
    return String(await this.driver.executeScript(SCROLL_SPOT_SCRIPT, el ?? null));
  }

  async url(): Promise<string> {
    if (this.dialog.open) return this.lastUrl;
    this.lastUrl = await this.driver.getCurrentUrl();
    return this.lastUrl;
  }

  async title(): Promise<string> { return this.dialog.open ? '' : this.driver.getTitle(); }

  async screen(): Promise<ScreenIdentity> { return { id: await this.url(), title: await this.title() }; }

  async screenshot(): Promise<Buffer> { return Buffer.from(await this.driver.takeScreenshot(), 'base64'); }

  modelScreenshot(): Promise<string> { return modelScreenshot(this.driver, this.frames); }

  async back(): Promise<void> {
    await this.acted();
    await this.frames.top();
    await this.driver.navigate().back();
  }

  // each gesture runs in the frame of the element it is about (frames.ts)
  async doubleClick(el: WebElement): Promise<void> { return gestures.doubleClick(await this.inFrameOf(el), el); }
  async clickAt(el: WebElement, at: TextPlace, double?: boolean): Promise<void> {
    return gestures.clickInText(await this.inFrameOf(el, true), el, at, double);
  }
  async contextClick(el: WebElement): Promise<void> { return gestures.contextClick(await this.inFrameOf(el), el); }
  async dragTo(el: WebElement, to: WebElement): Promise<void> {
    return gestures.dragTo(await this.inFrameOf(el), el, to);
  }
  async upload(el: WebElement, path: string): Promise<void> {
    await this.inFrameOf(el);
    return gestures.upload(el, path);
  }
  async focus(el: WebElement): Promise<void> { return gestures.focus(await this.inFrameOf(el), el); }
  async clear(el: WebElement): Promise<void> { return gestures.clear(await this.inFrameOf(el), el); }

  /** The driver, switched to the frame `el` is in, for an action on it; `still`: once `el` has stopped moving. */
  private async inFrameOf(el: WebElement, still = false): Promise<WebDriver> {
    await this.acted();
    await this.frames.enter(el);
    if (still) await gestures.untilStill(this.driver, el);
    return this.driver;
  }

  async longPress(el: WebElement): Promise<void> { return gestures.longPress(await this.inFrameOf(el), el); }
  async swipe(direction: 'up' | 'down' | 'left' | 'right'): Promise<void> {
    await this.acted();
    await this.frames.top();
    return gestures.swipe(this.driver, direction);
  }
  async hideKeyboard(): Promise<void> {}

  async history(go: 'back' | 'forward' | 'reload'): Promise<void> {
    await this.acted();
    await this.frames.top();
    await gestures.history(this.driver, go);
    await this.settleNavigation();
  }

  async overlayOver(el: WebElement): Promise<OverlayInfo | undefined> {
    await this.frames.enter(el);
    return overlayOver(this.driver, el);
  }

  /** Remembers the window size to restore: call it once, right after the start, before any step. */
  async markClean(): Promise<void> {
    const { width, height } = await this.driver.manage().window().getRect();
    this.cleanRect = { width, height };
  }

  /** Empties the browser for the next scenario (isolation "reuse", see reset.ts); throws if it does not answer. */
  async reset(): Promise<ResetReport> {
    if (!this.cleanRect) throw new Error('reset() needs markClean() right after the browser started.');
    await this.acted();
    this.frames.reset();
    this.dialog.reset();
    const settings = { origins: this.visited, windowSize: this.cleanRect, devtools: this.devtools };
    const report = await resetBrowser(this.driver, settings);
    this.devtools = report.devtools;
    this.visited.clear();
    return report;
  }

  /**
   * WebDriver was switched to a new, empty window (isolation "context", contexts.ts): at its top, nothing
   * visited; with the browser's load events, when it sends them.
   */
  startedOver(loads?: PageLoads): void {
    this.loads = loads;
    this.last = undefined;
    this.frames.reset();
    this.dialog.reset();
    this.visited.clear();
  }

  nativeDriver(): WebDriver { return this.driver; }

  /** This browser refuses to write (write-guard.ts): `guard` counts what it refused. */
  guardedBy(guard: WriteGuard): void { this.guard = guard; }
  refusedWrites(): number | undefined { return this.guard?.refused; }

  async close(): Promise<void> {
    this.guard?.close();
    return this.handle.dispose();
  }
}

