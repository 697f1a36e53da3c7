// Which part of the screen a view is, from what the framework says of it: a window of its own over the
// app is a dialog, a DatePicker or CalendarView a calendar, a DrawerLayout's side panel the drawer; the
// nouns of steps ("in the calendar", "at the top of the drawer", "the dialog is gone") name them so.
import type { AndroidNode } from './hierarchy.ts';

function inside(n: AndroidNode, container: AndroidNode): boolean {
  for (let up = n.parent; up; up = up.parent) if (up === container) return true;
  return false;
}

/** Every node under `n`, depth first. */
function under(n: AndroidNode): AndroidNode[] {
  const out: AndroidNode[] = [];
  const stack = [...n.children];
  while (stack.length) {
    const c = stack.shift()!;
    out.push(c);
    stack.unshift(...c.children);
  }
  return out;
}

/** The screen size the dump gives on its <hierarchy> root (width/height attributes). */
function screenArea(n: AndroidNode): number {
  const root = n.el.ownerDocument?.documentElement;
  return Number(root?.getAttribute('width')) * Number(root?.getAttribute('height')) || 0;
}

/**
 * A window of its own over the app: an AlertDialog (its title view), or a floating window smaller than
 * the screen that holds buttons (the permission controller's grant dialog); never the soft keyboard.
 */
export function isDialogWindow(n: AndroidNode): boolean {
  if (n.parent) return false;
  const held = under(n);
  if (held.some((x) => /:id\/(?:alertTitle|title_template)$/.test(x.resourceId))) return true;
  const screen = screenArea(n);
  return !/inputmethod|keyboard/i.test(n.pkg) && screen > 0 && n.bounds.w * n.bounds.h < screen * 0.8
    && held.some((x) => /Button$/.test(x.cls));
}

/** The title of a dialog window: its alertTitle, else its first text (a permission dialog's question). */
export function dialogTitleOf(window: AndroidNode): string | undefined {
  const nodes = under(window);
  const title = nodes.find((x) => /:id\/(?:alertTitle|title_template)$/.test(x.resourceId) && x.text.trim());
  const first = nodes.find((x) => !x.showingHint && (x.text.trim() || x.desc.trim()));
  return (title ?? first) ? (title ?? first)!.text.trim() || (title ?? first)!.desc.trim() : undefined;
}

/** What the framework's own widgets are to a person who looks at them (by the class's last segment). */
const KIND_OF_CLASS: ReadonlyArray<readonly [RegExp, string]> = [
  // a DatePicker shows a month of days (a CalendarView says so in its name)
  [/(?:^|\.)DatePicker$/, 'calendar'],
  [/(?:^|\.)TimePicker$/, 'clock'],
  // Material's NavigationView is what a navigation drawer holds
  [/(?:^|\.)NavigationView$/, 'drawer'],
];

/**
 * A drawer of a DrawerLayout: any child after the first, which DrawerLayout documents as the main
 * content (the layout itself holds the whole screen, so it is no drawer).
 */
function isDrawerPanel(n: AndroidNode): boolean {
  const layout = n.parent;
  return !!layout && /(?:^|\.)DrawerLayout$/.test(layout.cls) && layout.children.indexOf(n) > 0;
}

const letters = (s: string): string => s.replace(/[^a-z]/gi, '').toLowerCase();
/** words every class name has that say nothing of what the view is */
const CLASS_FILLER = new Set(['view', 'layout', 'widget', 'group', 'compat', 'app', 'material']);

/** The words of a class's last segment that say what it is: DatePicker → date picker; DrawerLayout → none. */
function classWords(cls: string): string[] {
  const last = cls.slice(cls.lastIndexOf('.') + 1);
  // a "…Layout" arranges its children: what it is named for are they, not it
  if (/Layout$/.test(last)) return [];
  return last.split(/(?<=[a-z])(?=[A-Z])/).map((w) => w.toLowerCase()).filter((w) => !CLASS_FILLER.has(w));
}

/** Whether the noun is some of the words in a row: "date picker", "datepicker", "picker". */
function saysInARow(wordsOf: string[], want: string): boolean {
  for (let i = 0; i < wordsOf.length; i++) {
    let run = '';
    for (let j = i; j < wordsOf.length; j++) if ((run += wordsOf[j]) === want) return true;
  }
  return false;
}

/**
 * Whether a step's noun ("calendar", "drawer", "inbox") names this view: its resource-id or its class
 * says the word (a "…Layout" class says nothing: a DrawerLayout is no drawer), or it is a framework
 * widget of that kind.
 */
export function namesPart(n: AndroidNode, noun: string): boolean {
  const want = letters(noun);
  if (!want) return false;
  if (letters(n.resourceId.split('/').pop() ?? '').includes(want)) return true;
  if (saysInARow(classWords(n.cls), want)) return true;
  if (KIND_OF_CLASS.some(([re, kind]) => re.test(n.cls) && kind === want)) return true;
  return want === 'drawer' && isDrawerPanel(n);
}

export { inside };
