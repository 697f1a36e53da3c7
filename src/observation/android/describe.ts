// One Android view → the platform-neutral element model: role from the class, accessible name from
// content-desc / text / hint / the row's title, field value, resource-id, states, bounds, and the
// context (enclosing list row, dialog) that tells look-alike rows apart.
import type { ObservedElement } from '../element.ts';
import { shortId, textsUnder, type AndroidNode } from './hierarchy.ts';
import { dialogTitleOf, isDialogWindow } from './parts.ts';
import { fieldType, isEditable, roleOf } from './roles.ts';

const short = (s: string, n: number): string => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > n ? t.slice(0, n - 1) + '…' : t;
};

const FIELD_ROLES = new Set(['textbox', 'combobox', 'slider']);
const CHOICE_ROLES = new Set(['switch', 'checkbox', 'radio']);

/**
 * The switch or checkbox a clickable row stands for: a checkable widget inside it that takes no
 * clicks itself (a Settings row's switch_widget). The row is then the control, as TalkBack reads it.
 */
export function controlOf(n: AndroidNode): AndroidNode | undefined {
  if (!n.clickable || n.checkable || !n.children.length) return undefined;
  const stack = [...n.children];
  while (stack.length) {
    const c = stack.shift()!;
    if (c.clickable) continue;
    if (c.checkable) return c;
    stack.push(...c.children);
  }
  return undefined;
}

/** A checkable widget whose clickable row acts for it (see controlOf): not a target of its own. */
function actedForByRow(n: AndroidNode): boolean {
  if (!n.checkable || n.clickable) return false;
  for (let up = n.parent, i = 0; up && i < 4; up = up.parent, i++) if (up.clickable) return controlOf(up) === n;
  return false;
}

/** The role of a view, a row standing for its switch taking the switch's role, a dialog's window a dialog. */
export function effectiveRole(n: AndroidNode): string {
  if (isDialogWindow(n)) return 'dialog';
  const control = controlOf(n);
  return control ? roleOf(control) : roleOf(n);
}

/**
 * Whether the view (or the control a row stands for) is checked; undefined when not checkable. Tabs
 * and bottom-navigation items are not checkable but *selected*, one of their row at a time: a view in
 * such a group (it or a sibling selected) is checked when it is the selected one.
 */
export function effectiveChecked(n: AndroidNode): boolean | undefined {
  const control = n.checkable ? n : controlOf(n);
  if (control) return control.checked;
  if (!n.clickable) return n.selected || undefined;
  const group = n.parent?.children.filter((c) => c.clickable) ?? [];
  return group.length > 1 && group.some((c) => c.selected) ? n.selected : undefined;
}

/** A container whose children repeat (RecyclerView, ListView…): its children are list rows. */
export function isListContainer(n: AndroidNode | undefined): boolean {
  return !!n && roleOf(n) === 'list' && !/ScrollView$/.test(n.cls);
}

/** The text label just before a field in its layout ("Tea" above the spinner). */
function precedingLabel(n: AndroidNode): string | undefined {
  const sibs = n.parent?.children ?? [];
  const prev = sibs[sibs.indexOf(n) - 1];
  if (!prev || prev.clickable || isEditable(prev) || prev.children.length) return undefined;
  const text = prev.text.trim();
  return text && text.length <= 40 ? text : undefined;
}

/** For a switch or checkbox without text: the title of the row it sits in (Settings rows). */
function rowTitle(n: AndroidNode): string | undefined {
  let up = n.parent;
  for (let i = 0; up && i < 3; i++, up = up.parent) {
    const texts = textsUnder(up, n);
    if (texts.length) return texts[0];
  }
  return undefined;
}

function labelOf(n: AndroidNode, role: string): string | undefined {
  if (isEditable(n)) return n.hint.trim() || (n.showingHint ? n.text.trim() : '') || precedingLabel(n);
  if (FIELD_ROLES.has(role)) return precedingLabel(n);
  if (CHOICE_ROLES.has(role) && !n.text.trim() && !n.desc.trim() && !n.children.length) {
    return rowTitle(n) ?? precedingLabel(n);
  }
  return undefined;
}

function nameOf(n: AndroidNode, role: string, label: string | undefined): string {
  if (n.desc.trim()) return n.desc.trim();
  if (role === 'dialog') return short(dialogTitleOf(n) ?? '', 120);
  // a list is named by its description only: all its rows' text would make it match everything
  if (role === 'list') return '';
  if (FIELD_ROLES.has(role) || isEditable(n)) return label ?? '';
  if (n.text.trim()) return n.text.trim();
  if (label) return label;
  // a row or card is named by its first text (its title); all of its text is its `text`
  return short(textsUnder(n)[0] ?? '', 120);
}

/** The window a node is in (a child of <hierarchy>). */
function windowOf(n: AndroidNode): AndroidNode {
  let w = n;
  while (w.parent) w = w.parent;
  return w;
}

function dialogTitle(window: AndroidNode): string | undefined {
  const stack = [window];
  while (stack.length) {
    const n = stack.pop()!;
    if (/:id\/(?:alertTitle|title_template)$/.test(n.resourceId) && n.text.trim()) return n.text.trim();
    stack.push(...n.children);
  }
  return undefined;
}

/** Where the element sits: the list row around it and the dialog it is in. */
export function contextOf(n: AndroidNode): string {
  const bits: string[] = [];
  for (let up = n.parent; up; up = up.parent) {
    if (isListContainer(up.parent)) {
      bits.push(short(textsUnder(up).join(' '), 60));
      break;
    }
  }
  const dialog = dialogTitle(windowOf(n));
  if (dialog) bits.push(`dialog "${short(dialog, 40)}"`);
  return short(bits.filter(Boolean).join(' · '), 120);
}

function valueOf(n: AndroidNode, role: string): string | undefined {
  if (isEditable(n)) return n.showingHint ? '' : n.password && n.text ? '••••' : short(n.text, 80);
  if (role === 'combobox') return short(textsUnder(n).join(' '), 80);
  return undefined;
}

/** Whether a view is something a user acts on (or a list to scroll): what observe() returns. */
export function isInteractable(n: AndroidNode): boolean {
  if (n.bounds.w <= 0 || n.bounds.h <= 0 || actedForByRow(n)) return false;
  const role = roleOf(n);
  // a dialog is a window, not a view: observed like the web's open <dialog>, so a scenario can say it is gone
  return n.clickable || n.longClickable || n.checkable || isEditable(n) || CHOICE_ROLES.has(role) ||
    role === 'combobox' || (n.scrollable && role === 'list') || isDialogWindow(n);
}

export function describeNode(n: AndroidNode, index: number): ObservedElement {
  const role = effectiveRole(n);
  const label = labelOf(n, role);
  const name = nameOf(n, role, label);
  const text = isEditable(n) || role === 'combobox' || role === 'list' ? undefined
    : short(n.text.trim() || textsUnder(n).join(' '), 120);
  const d: ObservedElement = {
    index, tag: n.cls, role, name, classes: [], disabled: !n.enabled, editable: isEditable(n) && n.enabled,
    xpath: n.xpath, bounds: n.bounds, context: contextOf(n),
  };
  if (label) d.label = label;
  if (text) d.text = text;
  if (n.hint.trim()) d.placeholder = n.hint.trim();
  if (n.resourceId) {
    d.id = shortId(n.resourceId);
    d.resourceId = n.resourceId;
  }
  if (n.desc.trim()) d.contentDesc = n.desc.trim();
  if (n.pkg) d.package = n.pkg;
  const type = fieldType(n);
  if (type) d.type = type;
  const value = valueOf(n, role);
  if (value !== undefined) d.value = value;
  const checked = effectiveChecked(n);
  if (checked !== undefined) d.checked = checked;
  return d;
}
