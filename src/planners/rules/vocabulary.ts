import type { ElementState } from '../../cache/schema.ts';
import type { RoleHint } from './intent.ts';

/*
 * The words of the rule planner, as data: what names a kind of element, what may sit around a
 * name, who acts, keys, states and numbers. The grammar (phrases.ts) and the target reader
 * (target-phrase.ts) walk these tables; nothing here is specific to one app or one sentence.
 */

// ---------------------------------------------------------------- role words

/**
 * Words that say what kind of element a phrase names, longest first so "radio button" wins over
 * "button". Plurals match too ("fields", "boxes"). `undefined` means "a UI word, drop it, but it
 * does not tell the role" (a "control" can be anything).
 */
export const ROLE_WORDS: ReadonlyArray<readonly [string, RoleHint | undefined]> = [
  ['menu item', 'menuitem'], ['menuitem', 'menuitem'], ['menu entry', 'menuitem'], ['menu option', 'menuitem'],
  ['radio button', 'radio'], ['option button', 'radio'], ['radio', 'radio'],
  ['check box', 'checkbox'], ['checkbox', 'checkbox'], ['tick box', 'checkbox'], ['tickbox', 'checkbox'],
  ['toggle switch', 'switch'], ['toggle button', 'switch'], ['toggle', 'switch'], ['switch', 'switch'],
  ['drop-down list', 'combobox'], ['dropdown list', 'combobox'], ['drop down list', 'combobox'],
  ['drop-down menu', 'combobox'], ['dropdown menu', 'combobox'], ['drop down menu', 'combobox'],
  ['drop-down', 'combobox'], ['dropdown', 'combobox'], ['drop down', 'combobox'], ['selector', 'combobox'],
  ['select box', 'combobox'], ['select list', 'combobox'], ['select field', 'combobox'], ['select', 'combobox'],
  ['list box', 'combobox'], ['listbox', 'combobox'], ['combo box', 'combobox'], ['combobox', 'combobox'],
  ['combo', 'combobox'], ['picker', 'combobox'], ['list', 'combobox'],
  ['text field', 'textbox'], ['text box', 'textbox'], ['textbox', 'textbox'], ['text area', 'textbox'],
  ['textarea', 'textbox'], ['text input', 'textbox'], ['input field', 'textbox'], ['input box', 'textbox'],
  ['edit box', 'textbox'], ['entry field', 'textbox'], ['textfield', 'textbox'], ['input', 'textbox'],
  ['field', 'textbox'], ['box', 'textbox'],
  ['hyperlink', 'link'], ['link', 'link'],
  ['icon button', 'button'], ['button', 'button'], ['btn', 'button'],
  ['tab', 'tab'], ['option', 'option'], ['heading', 'heading'], ['header', 'heading'], ['title', 'heading'],
  ['dialog box', 'dialog'], ['dialog', 'dialog'], ['modal', 'dialog'], ['popup', 'dialog'], ['pop-up', 'dialog'],
  ['banner', 'dialog'], ['overlay', 'dialog'], ['popover', 'dialog'], ['lightbox', 'dialog'],
  ['image', 'image'], ['icon', 'image'], ['picture', 'image'], ['logo', 'image'], ['thumbnail', 'image'],
  ['table row', 'row'], ['row', 'row'],
  ['list item', 'item'], ['item', 'item'], ['entry', 'item'], ['card', 'item'], ['tile', 'item'],
  ['menu', 'menu'], ['control', undefined], ['element', undefined], ['widget', undefined],
  // containers named as the thing to act on ("expand the Details section"): their toggle, any role
  ['section', 'section'], ['panel', 'section'], ['accordion', 'section'], ['details', 'section'],
  ['cell', undefined], ['column', undefined], ['page', undefined], ['screen', undefined],
];

/**
 * The same words when they anchor a relation ("in the todo list", "within the Billing section"):
 * there a "list" is a list of items and a "panel" a section, not a field.
 */
export const ANCHOR_WORDS: ReadonlyArray<readonly [string, RoleHint | undefined]> = [
  ['table row', 'row'], ['row', 'row'], ['line', 'row'],
  ['list item', 'item'], ['item', 'item'], ['entry', 'item'], ['card', 'item'], ['tile', 'item'], ['record', 'item'],
  ['section', 'section'], ['panel', 'section'], ['area', 'section'], ['region', 'section'], ['fieldset', 'section'],
  ['group', 'section'], ['block', 'section'], ['box', 'section'], ['sidebar', 'section'], ['pane', 'section'],
  ['footer', 'section'], ['header', 'section'], ['editor', 'section'], ['toolbar', 'section'],
  ['navigation', 'section'], ['nav', 'section'],
  ['form', 'form'], ['list', 'list'], ['table', 'list'], ['grid', 'list'], ['menu bar', 'menu'], ['menubar', 'menu'],
  ['menu', 'menu'], ['tab', 'tab'],
  ['dialog box', 'dialog'], ['dialog', 'dialog'], ['modal', 'dialog'], ['popup', 'dialog'], ['pop-up', 'dialog'],
  ['banner', 'dialog'], ['overlay', 'dialog'], ['popover', 'dialog'], ['window', 'dialog'],
];

/** Articles and "named" words that may sit around a quoted name without changing which element it is. */
export const FILLER_WORDS = new Set([
  'the', 'a', 'an', 'my', 'our', 'your', 'on', 'labelled', 'labeled', 'named', 'called', 'titled', 'with',
  'text', 'label', 'saying', 'says', 'that', 'which', 'marked', 'for', 'containing', 'contains', 'of', 'about',
  'message', 'error', 'notification', 'warning', 'value', 'contents', 'content', 'id',
]);

/** How big an element looks ("the small arrow"): lower-case, before other words, they name nothing. */
export const SIZE_WORDS = new Set(['small', 'little', 'tiny', 'big', 'large', 'huge']);
/** How an element looks, which says nothing of what the app calls it ("the big red button"). */
export const COLOUR_WORDS = new Set(['red', 'green', 'blue', 'grey', 'gray', 'black', 'white', 'yellow', 'orange',
  'purple', 'pink', 'dark', 'light']);

/** Describing words allowed next to a quoted name ("the "Go" search button"); unquoted they stay in the name. */
export const DESCRIPTORS = new Set(['submit', 'primary', 'secondary', 'main', 'navigation', 'nav', 'search', 'form',
  'action']);

/** Every single word of a role word ("search box" gives "search" and "box"). */
export const KIND_WORDS: ReadonlySet<string> = new Set(ROLE_WORDS.flatMap(([w]) => w.split(/[\s-]+/)));

/** Articles that may open an unquoted target phrase. */
export const ARTICLES = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'this', 'that', 'his', 'her', 'their', 'its']);

/**
 * Words that make a phrase a judgement or a choice left open ("the right option", "any product", "the
 * cheapest tea"): such a phrase names no element, whatever follows.
 */
export const VAGUE_WORDS = new Set(['any', 'some', 'something', 'anything', 'another', 'other', 'same', 'right',
  'correct',
  'appropriate', 'relevant', 'desired', 'proper', 'suitable', 'random', 'cheapest', 'best', 'worst', 'usual', 'certain',
  'whichever', 'wrong', 'expected', 'required', 'necessary', 'preferred', 'favourite', 'favorite']);

/** A target that is only one of these refers back to something: the rule planner cannot tell what. */
export const PRONOUNS = new Set(['it', 'this', 'that', 'them', 'those', 'these', 'one', 'him', 'her', 'same']);

/** Position words of "the 3rd field", "the last "Delete" button"; -1 is the last. */
export const ORDINALS: Readonly<Record<string, number>> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, last: -1,
};

/** Words that name the close control of a dialog or banner: what "dismiss" clicks. */
export const CLOSE_WORDS = ['close', 'dismiss', 'cancel', 'x', '×', '✕', '✖', 'hide', 'no thanks', 'got it', 'ok',
  'accept'];
/** Words that name the button saying yes in a dialog: what "accept" or "confirm" the dialog clicks. */
export const YES_WORDS = ['ok', 'accept', 'confirm', 'yes', 'got it', 'continue'];
// ---------------------------------------------------------------- keys

/** Spoken key names → the key names the drivers know. Only these make "press X" a key press. */
export const KEY_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['arrow up', 'ArrowUp'], ['up arrow', 'ArrowUp'], ['arrowup', 'ArrowUp'],
  ['arrow down', 'ArrowDown'], ['down arrow', 'ArrowDown'], ['arrowdown', 'ArrowDown'],
  ['arrow left', 'ArrowLeft'], ['left arrow', 'ArrowLeft'], ['arrowleft', 'ArrowLeft'],
  ['arrow right', 'ArrowRight'], ['right arrow', 'ArrowRight'], ['arrowright', 'ArrowRight'],
  ['page up', 'PageUp'], ['pageup', 'PageUp'], ['page down', 'PageDown'], ['pagedown', 'PageDown'],
  ['enter', 'Enter'], ['return', 'Enter'], ['escape', 'Escape'], ['esc', 'Escape'], ['tab', 'Tab'],
  ['backspace', 'Backspace'], ['back space', 'Backspace'], ['delete', 'Delete'], ['del', 'Delete'],
  ['space bar', 'Space'], ['spacebar', 'Space'], ['space', 'Space'], ['home', 'Home'], ['end', 'End'],
];

/** Spoken modifier names of a key chord ("Ctrl+A", "Cmd-Shift-Z") → the drivers' names. */
export const MODIFIER_NAMES: Readonly<Record<string, string>> = {
  ctrl: 'Control', control: 'Control', shift: 'Shift', alt: 'Alt', option: 'Alt', cmd: 'Meta', command: 'Meta',
  meta: 'Meta',
};

// ---------------------------------------------------------------- states, numbers, nouns

/** State words of "should be …" / "to be …", and what "not <word>" means. */
export const STATE_WORDS: Readonly<Record<string, { state: ElementState; not: ElementState }>> = {
  enabled: { state: 'enabled', not: 'disabled' }, active: { state: 'enabled', not: 'disabled' },
  clickable: { state: 'enabled', not: 'disabled' }, available: { state: 'enabled', not: 'disabled' },
  usable: { state: 'enabled', not: 'disabled' }, unavailable: { state: 'disabled', not: 'enabled' },
  disabled: { state: 'disabled', not: 'enabled' }, inactive: { state: 'disabled', not: 'enabled' },
  'greyed out': { state: 'disabled', not: 'enabled' }, 'grayed out': { state: 'disabled', not: 'enabled' },
  visible: { state: 'visible', not: 'hidden' }, shown: { state: 'visible', not: 'hidden' },
  displayed: { state: 'visible', not: 'hidden' }, present: { state: 'visible', not: 'hidden' },
  appear: { state: 'visible', not: 'hidden' }, listed: { state: 'visible', not: 'hidden' },
  'pop up': { state: 'visible', not: 'hidden' }, 'show up': { state: 'visible', not: 'hidden' },
  hidden: { state: 'hidden', not: 'visible' }, invisible: { state: 'hidden', not: 'visible' },
  gone: { state: 'hidden', not: 'visible' }, absent: { state: 'hidden', not: 'visible' },
  checked: { state: 'checked', not: 'unchecked' }, ticked: { state: 'checked', not: 'unchecked' },
  // a toggle button that is on: "the "Bold" button should be pressed" (aria-pressed)
  pressed: { state: 'checked', not: 'unchecked' }, 'toggled on': { state: 'checked', not: 'unchecked' },
  selected: { state: 'checked', not: 'unchecked' }, on: { state: 'checked', not: 'unchecked' },
  unchecked: { state: 'unchecked', not: 'checked' }, unticked: { state: 'unchecked', not: 'checked' },
  unselected: { state: 'unchecked', not: 'checked' }, deselected: { state: 'unchecked', not: 'checked' },
  off: { state: 'unchecked', not: 'checked' },
  expanded: { state: 'expanded', not: 'collapsed' }, open: { state: 'expanded', not: 'collapsed' },
  opened: { state: 'expanded', not: 'collapsed' }, collapsed: { state: 'collapsed', not: 'expanded' },
  closed: { state: 'collapsed', not: 'expanded' }, focused: { state: 'focused', not: 'focused' },
  'in focus': { state: 'focused', not: 'focused' },
  editable: { state: 'editable', not: 'readonly' }, writable: { state: 'editable', not: 'readonly' },
  'read-only': { state: 'readonly', not: 'editable' }, 'read only': { state: 'readonly', not: 'editable' },
  readonly: { state: 'readonly', not: 'editable' },
  // only after "can" / "could" ("can no longer be edited"): the state builder declines them after "should be"
  edited: { state: 'editable', not: 'readonly' }, changed: { state: 'editable', not: 'readonly' },
};

/** Appearing and disappearing verbs of waits and text checks ("to appear", "disappears"). */
export const APPEAR = /^(?:to )?(?:appear|appears|show up|shows up|be shown|be displayed|be visible|load|loads)$/i;
export const DISAPPEAR =
  /^(?:to )?(?:disappear|disappears|vanish|vanishes|go away|goes away|be gone|be hidden|close|closes|be closed|be dismissed)$/i;

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  no: 0, zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6,
  seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};

/** Trailing words of a counted noun phrase that do not say what is counted. */
export const COUNT_TAIL =
  /\s+(?:on (?:the|this) (?:page|screen)|listed|displayed|shown|visible|in total|left|remaining|available)$/i;

// ---------------------------------------------------------------- clause structure

/** Between actions of one step: "…, then …", "… and …", "…; …". Runs on the masked text. */
export const CLAUSE_SEPARATOR =
  /\s*,\s*(?:and\s+then|then|and)\s+|\s+and\s+then\s+|\s+then\s+|\s+and\s+|\s*;\s*|\s*,\s+/gi;

/**
 * Lead-ins removed before matching, repeatedly, in any order: who acts ("I", "the user"), filler
 * adverbs, modals, and "verify that". `negate` marks the ones that turn the statement around.
 */
export const LEAD_INS: ReadonlyArray<{ re: RegExp; negate?: true; modal?: true }> = [
  // a fragment after a keyword: "And then click Save", "but the page shows …"
  { re: /^(?:and|but|so|then|also|and then|after that|afterwards|please|now|finally|just|again|immediately|still)\b,?\s+|^(?:first|next|then|now),\s*/i },
  { re: /^(?:i|we|they|he|she|you|user|someone|somebody)\s+/i },
  // a named actor (Serenity/JS): "Alice clicks …", "Bob should see …"; case matters, so no i flag
  { re: /^\p{Lu}\p{Ll}+\s+(?=(?:should|must|can|cannot|will|has|have|is|does|doesn't|navigates|opens|visits|clicks|double-clicks|right-clicks|taps|presses|enters|types|fills|replaces|overwrites|clears|hovers|scrolls|selects|chooses|picks|checks|unchecks|ticks|unticks|toggles|marks|unmarks|deselects|enables|disables|turns|writes|hits|waits|ensures|verifies|confirms|sees|goes|reloads|refreshes|submits|uploads|attaches|drags|expands|collapses|closes|dismisses|focuses|searches|sets|follows|switches|returns|moves|navigates|signs|logs)\b)/u },
  // "the librarian clicks", "a returning customer is on": someone (not a part of the page) doing something
  // (to something: "the drawer closes" is the drawer)
  { re: /^(?:the|a|an)\s+(?!(?:[\w-]+\s+){0,2}?(?:page|screen|url|address|title|list|table|field|input|button|link|box|dialog|modal|section|panel|row|item|menu|tab|checkbox|switch|message|text|header|heading|footer|count|number|value|form|image|icon|banner|error|label|option|cart|order|total)s?\s)(?:(?!(?:no|never|still|also|again|now|already|just|then|not|does|doesn't|should|shouldn't)\b)[\w-]+\s+){0,2}?(?!(?:no|never|still|also|again|now|already|just|then|not|does|doesn't|should|shouldn't)\b)[\w-]+\s+(?=(?:(?:no\s+longer|never|still|also|again|now|already|just|then)\s+)*(?:navigates|opens|visits|clicks|double-clicks|right-clicks|taps|presses|enters|types|fills|replaces|overwrites|clears|hovers|scrolls|selects|chooses|picks|checks|unchecks|ticks|unticks|toggles|marks|unmarks|deselects|enables|disables|turns|writes|hits|waits|ensures|verifies|confirms|sees|goes|reloads|refreshes|submits|uploads|attaches|drags|expands|collapses|closes|dismisses|focuses|searches|sets|follows|switches|returns|moves|signs|logs|(?:is|are)\s+(?:on|at)|(?:is|are)\s+(?:told|shown|informed)(?=\s+(?:that\s|"))|(?:should|does|do)\s+(?:not\s+)?(?:see|be\s+on|be\s+at|be\s+able)|(?:doesn't|shouldn't)\s+see)\b(?!\s*$))/i },
  // "the user", "a logged-in customer", "the admin user": someone acting, when a verb follows ("the editor
  // should show …" is a part of the page: people see, pages show)
  { re: /^(?!(?:the|a|an)\s+(?:[\w-]+\s+){0,2}?(?:editor|player|reader)s?\s+(?:(?:(?:should|must|will|is|are)(?:\s+not|n't)?\s+)?(?:no\s+longer\s+|still\s+|now\s+)?(?:be\s+)?(?:closed|open|opened|hidden|visible|displayed|shown|enabled|disabled|empty|read-only|readonly|editable|focused|expanded|collapsed|gone)\b|(?:closes|opens|disappears|appears|goes\s+away)$))(?:the|a|an)\s+(?:[\w-]+\s+){0,2}?(?:user|customer|visitor|admin|administrator|shopper|buyer|seller|tester|member|guest|owner|manager|student|teacher|client|person|operator|editor|author|reader|player|employee|agent|actor)s?\s+(?=\w)(?!(?:(?:should|must|will|does|do)(?:\s+not|n't)?\s+)?(?:shows?|displays?|contains?|lists?|says?|includes?|reads?)\b)/i },
  // also without the apostrophe, as CodeceptJS's dontSee… methods read in Gherkin: "I dont see "x""
  { re: /^(?:cannot|can'?t|can not|shouldn'?t|should not|mustn'?t|must not|won't|will not|don'?t|do not|doesn'?t|does not|didn'?t|did not|no longer|never)\s+/i, negate: true, modal: true },
  { re: /^(?:should|must|shall|will|can|could|would|do|does|did|may|might)\s+/i, modal: true },
  { re: /^(?:not)\s+/i, negate: true },
  // "no dialog should be open", "no "Error" is shown": the subject said with "no" is a check that it is not
  { re: /^no\s+(?=(?:(?:[\w-]+|"_*")\s+){1,4}?(?:should|must|shall|will|can|could|is|are)\b)/i, negate: true },
  { re: /^(?:am|is|are|be) able to\s+/i, modal: true },
  { re: /^(?:try|tries|want|wants|need|needs|have|has|attempt|attempts|am going|is going|are going|decide|decides|would like|'d like|go on|goes on) to\s+/i },
  // perfect tense: "I have opened", "the user has clicked"
  { re: /^(?:have|has|had|'ve)\s+(?=\w+(?:ed|en|ne|wn|lt|ck)\b)/i },
  { re: /^(?:check|checks|see|sees|verify|verifies|confirm|confirms|ensure|ensures|make sure|makes sure|assert|asserts|expect|expects|validate|validates)\s+(?:that|whether|if)\s+/i, modal: true },
  // …but "I confirm the popup" answers the browser's dialog, and "she confirms the dialog" a dialog
  { re: /^(?:verify|verifies|confirms?(?!\s+the\s+(?:[\w']+\s+)?(?:confirmation|confirm|alert|popup|pop-up|prompt)\b|\s+the\s+(?:browser(?:'s)?|javascript|js|native)\s+dialog\b|\s+the\s+dialog\s*$)|ensure|ensures|make sure|makes sure|assert|asserts|expect|expects|validate|validates)\s+/i, modal: true },
  // "I see checkbox "x" is checked" (CodeceptJS seeCheckboxIsChecked): a statement about an element
  { re: /^(?:see|sees)\s+(?=\S.*\s(?:is|are)\s+(?:not\s+)?[\w-]+$)/i, modal: true },
];
