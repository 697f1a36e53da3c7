// The browser's own dialogs (alert, confirm, prompt) that an action opens. A confirm or a prompt is left
// open (unhandledPromptBehavior "ignore" for them, chromium.ts), so a step can answer it the way the feature
// says ("I accept the confirmation …") instead of WebDriver dismissing it on the next command; while one is
// open the page behind it cannot be read, and the driver reads the dialog instead, as the one part there
// is. A step that does something else instead dismisses it, as WebDriver would. An alert has only OK:
// WebDriver dismisses it on the next command, and its words are kept to be read ("I see in popup …") and
// acknowledged until the next action.
import { error, type WebDriver } from 'selenium-webdriver';
import type { Anchor } from '../../locators/target.ts';
import { BROWSER_DIALOG, type TextPart } from '../driver.ts';

// "unexpected alert open: {Alert text : Saved 3 items}"
const ALERT_TEXT = /\{Alert text : ([^]*)\}/;

/**
 * Dismisses the browser dialog open on the page, if any. The browser may close an alert between the
 * two WebDriver commands: "no such alert" from either means none is open.
 */
export async function dismissAnyDialog(driver: WebDriver): Promise<void> {
  await driver.switchTo().alert().then((a) => a.dismiss()).catch((e: unknown) => {
    if (!(e instanceof error.NoSuchAlertError)) throw e;
  });
}

export class NativeDialog {
  /** the message of the dialog an action opened, until a step answers it or the next action */
  private text: string | undefined;
  /** whether WebDriver already closed it (an alert): the page is readable again, the words still are */
  private closed = false;

  constructor(private readonly driver: WebDriver) {}

  /** A confirm or prompt holds the page now. */
  get open(): boolean {
    return this.text !== undefined && !this.closed;
  }

  /**
   * After an action, a command that met a dialog: remember its message (a confirm stays open for a step to
   * answer; an alert WebDriver has dismissed). Any other error is not about a dialog and is thrown again.
   */
  async noticed(e: unknown): Promise<void> {
    if (!(e instanceof error.UnexpectedAlertOpenError)) throw e;
    const text = await this.driver.switchTo().alert().then((a) => a.getText(), () => undefined);
    this.closed = text === undefined;
    this.text = text ?? ALERT_TEXT.exec(e.message)?.[1] ?? '';
  }

  /** An alert the browser reported (BiDi) and closed itself: its words, read until the next action. */
  closedAlert(text: string): void {
    if (this.open) return;
    this.text = text;
    this.closed = true;
  }

  /** Clicks OK (accept) or Cancel on the open dialog (an alert WebDriver closed needs nothing more); its message. */
  async answer(accept: boolean): Promise<string> {
    const said = this.text;
    const closed = this.closed;
    this.text = undefined;
    this.closed = false;
    if (said !== undefined && closed) return said;
    const alert = await this.driver.switchTo().alert().catch((e: unknown) => {
      if (e instanceof error.NoSuchAlertError) {
        throw new Error('No browser dialog (alert, confirm or prompt) is open to answer.');
      }
      throw e;
    });
    const text = said ?? await alert.getText();
    await (accept ? alert.accept() : alert.dismiss());
    return text;
  }

  /**
   * The next action, or a look for something to act on: a confirm no step answered is dismissed (what
   * WebDriver does by default), and the words of an alert already closed are not the page's any more.
   */
  async dismissUnanswered(): Promise<void> {
    await this.dismissOpen();
    this.text = undefined;
    this.closed = false;
  }

  /** A confirm or prompt no step answered, dismissed so the page behind it can be read; an alert's words stay. */
  async dismissOpen(): Promise<void> {
    if (!this.open) return;
    await dismissAnyDialog(this.driver);
    this.text = undefined;
  }

  /** A new page or browser context: nothing of it is left. */
  reset(): void {
    this.text = undefined;
    this.closed = false;
  }

  /**
   * What a person reads of it: its message, on the page or in "the dialog"; no other part. With `page`,
   * the parts of the page read behind an alert already closed.
   */
  parts(anchor?: Anchor, page: TextPart[] = []): TextPart[] {
    const own = this.text !== undefined && (!anchor || anchor.kind === 'dialog')
      ? [{ where: BROWSER_DIALOG, text: this.text }] : [];
    return [...page, ...own];
  }
}
