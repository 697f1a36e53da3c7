// Key presses and chords ("Control+A") through WebDriver actions, on the focused element or on the
// one a step names: that one is focused once, since focusing moves a caret and would undo a selection.
import { Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { splitChord, type Modifier } from '../keys.ts';

const KEYS: Record<string, string> = {
  Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB, Backspace: Key.BACK_SPACE, Delete: Key.DELETE,
  Space: Key.SPACE, ArrowUp: Key.ARROW_UP, ArrowDown: Key.ARROW_DOWN, ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT, Home: Key.HOME, End: Key.END, PageUp: Key.PAGE_UP, PageDown: Key.PAGE_DOWN,
};

/** Focus the element unless it (or something in it) has it; answers whether it has it now. */
const FOCUS_SCRIPT = 'const e = arguments[0], doc = e.ownerDocument; ' +
  'const has = () => doc.hasFocus() && !!doc.activeElement ' +
  '&& (doc.activeElement === e || e.contains(doc.activeElement)); ' +
  'if (!has()) { doc.defaultView.focus(); e.focus(); } return has();';
const MODIFIER_KEYS: Record<Modifier, string> = {
  Control: Key.CONTROL, Alt: Key.ALT, Shift: Key.SHIFT, Meta: Key.META,
};

/** Press `key` (a key name or a chord); `el`, in the current frame, gets the focus first. */
export async function pressKeys(driver: WebDriver, key: string, el?: WebElement): Promise<void> {
  const chord = splitChord(key);
  const k = KEYS[chord.key] ?? chord.key.toLowerCase();
  const mods = chord.modifiers.map((m) => MODIFIER_KEYS[m]);
  if (el && !(await driver.executeScript(FOCUS_SCRIPT, el))) await el.sendKeys('');
  const actions = driver.actions();
  for (const m of mods) actions.keyDown(m);
  actions.sendKeys(k);
  for (const m of [...mods].reverse()) actions.keyUp(m);
  await actions.perform();
}
