import type { ElementState } from '../../cache/schema.ts';
import type { RoleHint } from './intent.ts';

/*
 * The vocabulary and grammar of the rule planner. Everything here is data: parse-step.ts walks
 * these tables. Patterns run on a *masked* clause, where every quoted value has had its content
 * replaced by `_` (same length, so offsets still point into the original step). That keeps words
 * inside quotes ("Sign in and continue") from ever being read as verbs or separators.
 */

// ---------------------------------------------------------------- role words

/**
 * Words that say what kind of element a phrase names, longest first so "radio button" wins over
 * "button". `undefined` means "a UI word, drop it, but it does not tell the role" (a "menu" can be
 * a button, a link or a menu item).
 */
export const ROLE_WORDS: ReadonlyArray<readonly [string, RoleHint | undefined]> = [
  ['menu item', 'menuitem'], ['menuitem', 'menuitem'], ['menu entry', 'menuitem'],
  ['radio button', 'radio'], ['option button', 'radio'], ['radio', 'radio'],
  ['check box', 'checkbox'], ['checkbox', 'checkbox'], ['tick box', 'checkbox'], ['tickbox', 'checkbox'],
  ['toggle switch', 'switch'], ['toggle', 'switch'], ['switch', 'switch'],
  ['drop-down list', 'combobox'], ['dropdown list', 'combobox'], ['drop down list', 'combobox'],
  ['drop-down menu', 'combobox'], ['dropdown menu', 'combobox'], ['drop down menu', 'combobox'],
  ['drop-down', 'combobox'], ['dropdown', 'combobox'], ['drop down', 'combobox'],
  ['select box', 'combobox'], ['select list', 'combobox'], ['select', 'combobox'], ['list box', 'combobox'],
  ['listbox', 'combobox'], ['combo box', 'combobox'], ['combobox', 'combobox'], ['picker', 'combobox'],
  ['list', 'combobox'],
  ['text field', 'textbox'], ['text box', 'textbox'], ['textbox', 'textbox'], ['text area', 'textbox'],
  ['textarea', 'textbox'], ['text input', 'textbox'], ['input field', 'textbox'], ['input box', 'textbox'],
  ['input', 'textbox'], ['field', 'textbox'], ['box', 'textbox'],
  ['hyperlink', 'link'], ['link', 'link'],
  ['button', 'button'], ['btn', 'button'],
  ['tab', 'tab'], ['option', 'option'], ['heading', 'heading'], ['header', 'heading'], ['title', 'heading'],
  ['dialog', 'dialog'], ['modal', 'dialog'], ['popup', 'dialog'], ['pop-up', 'dialog'],
  ['image', 'image'], ['icon', 'image'], ['picture', 'image'], ['logo', 'image'],
  ['menu', undefined], ['control', undefined], ['element', undefined], ['item', undefined],
];

/** Articles and "named" words that may sit around a quoted name without changing which element it is. */
export const FILLER_WORDS = new Set([
  'the', 'a', 'an', 'my', 'our', 'your', 'on', 'labelled', 'labeled', 'named', 'called', 'titled', 'with',
  'text', 'label', 'saying', 'says', 'that', 'which', 'marked',
]);

/** Describing words allowed next to a quoted name ("the "Go" search button"); unquoted they stay in the name. */
export const DESCRIPTORS = new Set(['submit', 'primary', 'secondary', 'main', 'navigation', 'nav', 'search', 'form', 'action']);

/** Articles that may open an unquoted target phrase. */
export const ARTICLES = new Set(['the', 'a', 'an', 'my', 'our', 'your']);

/** A target that is only one of these refers back to something: the rule planner cannot tell what. */
export const PRONOUNS = new Set(['it', 'this', 'that', 'them', 'those', 'these', 'one', 'him', 'her']);

/**
 * Where-phrases ("in the Assam row", "next to Save", "the second Delete") that TargetPhrase cannot
 * carry: a target with one is declined, never shortened. "First name" is a name, not a position.
 */
export const RELATIVE_PLACE = /\b(?:in|inside|within|under|below|above|beneath|next to|near|beside|left of|right of|for|of) (?:the|a|an|this|each|every)\b|\b(?:first|second|third|last|\d+(?:st|nd|rd|th))\b(?! name)/i;

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

// ---------------------------------------------------------------- states, numbers, nouns

/** State words of "should be …" / "to be …", and what "not <word>" means. */
export const STATE_WORDS: Readonly<Record<string, { state: ElementState; not: ElementState }>> = {
  enabled: { state: 'enabled', not: 'disabled' }, active: { state: 'enabled', not: 'disabled' },
  clickable: { state: 'enabled', not: 'disabled' },
  disabled: { state: 'disabled', not: 'enabled' }, inactive: { state: 'disabled', not: 'enabled' },
  'greyed out': { state: 'disabled', not: 'enabled' }, 'grayed out': { state: 'disabled', not: 'enabled' },
  visible: { state: 'visible', not: 'hidden' }, shown: { state: 'visible', not: 'hidden' },
  displayed: { state: 'visible', not: 'hidden' }, present: { state: 'visible', not: 'hidden' },
  hidden: { state: 'hidden', not: 'visible' }, invisible: { state: 'hidden', not: 'visible' },
  gone: { state: 'hidden', not: 'visible' }, absent: { state: 'hidden', not: 'visible' },
  checked: { state: 'checked', not: 'unchecked' }, ticked: { state: 'checked', not: 'unchecked' },
  selected: { state: 'checked', not: 'unchecked' }, on: { state: 'checked', not: 'unchecked' },
  unchecked: { state: 'unchecked', not: 'checked' }, unticked: { state: 'unchecked', not: 'checked' },
  unselected: { state: 'unchecked', not: 'checked' }, deselected: { state: 'unchecked', not: 'checked' },
  off: { state: 'unchecked', not: 'checked' },
};

/** Appearing and disappearing verbs of waits and text checks ("to appear", "disappears"). */
export const APPEAR = /^(?:to )?(?:appear|appears|show up|shows up|be shown|be displayed|be visible|load|loads)$/i;
export const DISAPPEAR = /^(?:to )?(?:disappear|disappears|vanish|vanishes|go away|goes away|be gone|be hidden)$/i;

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  no: 0, zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6,
  seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};

/** Trailing words of a counted noun phrase that do not say what is counted. */
export const COUNT_TAIL = /\s+(?:on (?:the|this) (?:page|screen)|listed|displayed|shown|visible|in total|left|remaining|available)$/i;

// ---------------------------------------------------------------- clause structure

/** Between actions of one step: "…, then …", "… and …", "…; …". Runs on the masked text. */
export const CLAUSE_SEPARATOR = /\s*,\s*(?:and\s+then|then|and)\s+|\s+and\s+then\s+|\s+then\s+|\s+and\s+|\s*;\s*|\s*,\s+/gi;

/**
 * Lead-ins removed before matching, repeatedly, in any order: who acts ("I", "the user"), filler
 * adverbs, modals, and "verify that". `negate` marks the ones that turn the statement around.
 */
export const LEAD_INS: ReadonlyArray<{ re: RegExp; negate?: true; modal?: true }> = [
  { re: /^(?:i|we|they|he|she|you|the user|a user|user|the customer|the visitor|the admin|the shopper)\s+/i },
  { re: /^(?:also|then|now|still|first|finally|just|again|immediately|next)\s+/i },
  { re: /^(?:cannot|can't|can not|shouldn't|should not|mustn't|must not|won't|will not|don't|do not|doesn't|does not|didn't|did not|no longer|never)\s+/i, negate: true, modal: true },
  { re: /^(?:should|must|shall|will|can|could|would|do|does|did)\s+/i, modal: true },
  { re: /^(?:not)\s+/i, negate: true },
  { re: /^(?:am|is|are|be) able to\s+/i, modal: true },
  { re: /^(?:try|tries|want|wants|need|needs|have|has|attempt|attempts|am going|is going|are going) to\s+/i },
  { re: /^(?:check|checks|see|sees|verify|verifies|confirm|confirms|ensure|ensures|make sure|makes sure|assert|asserts|expect|expects)\s+(?:that|whether|if)\s+/i, modal: true },
  { re: /^(?:verify|verifies|confirm|confirms|ensure|ensures|make sure|makes sure|assert|asserts|expect|expects)\s+/i, modal: true },
];

// ---------------------------------------------------------------- the grammar

// Pattern fragments. A value is a quoted string or one bare token (several bare words would be a
// guess: "I enter my email" names no value). A target is any run of words; parse-step checks it.
const Q = '"[^"]*"';
const val = (name: string): string => `(?<${name}>${Q}|[^\\s"]+)`;
const target = (name = 'target'): string => `(?<${name}>.+?)`;
const KEY_ALTERNATIVES = KEY_NAMES.map(([k]) => k.replace(/ /g, '\\s+')).join('|');
const COUNT = `(?<count>"_+"|\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const NOUNS = '(?<nouns>[A-Za-z][\\w -]*?)';
const STATES = `(?<state>${Object.keys(STATE_WORDS).join('|')})`;
const BE = '(?<be>(?:(?:should|must|will|shall|is|are|be|become|becomes|stays?|remains?|gets?|not|no longer|isn\'t|aren\'t|shouldn\'t|won\'t)\\s+)+)';

/**
 * The rules, tried in order; the first whose builder accepts the match wins. Order matters where
 * phrasings overlap: key presses before clicks ("press Enter" vs "press Sign in"), counts before
 * text ("see 10 products"), text-visibility before element states, states before field values.
 */
export const RULES = {
  fixedWait: String.raw`waits?\s+(?:for\s+)?\d+(?:\.\d+)?\s*(?:ms|milliseconds?|s|secs?|seconds?|minutes?)`,
  waitTo: String.raw`waits?\s+(?:for|until)\s+${target()}\s+(?<change>to\s+(?:appear|show up|disappear|vanish|go away|load|be\s+\w+(?:\s+out)?|become\s+\w+(?:\s+out)?))`,
  waitUntil: String.raw`waits?\s+(?:until|till|for)\s+(?<rest>.+)`,
  amOn: String.raw`(?:am|are|is|was|were|start|starts|i'm|we're)\s+(?:on|at)\s+(?:the\s+)?${val('url')}(?:\s+(?:page|url|site))?`,
  beOn: String.raw`(?:be|am|is|are|get|gets|got|land|lands|end up|ends up)\s+(?:on|at|redirected\s+to|taken\s+to|sent\s+to|navigated\s+to|brought\s+to)\s+(?:the\s+)?${val('url')}(?:\s+(?:page|url|site))?`,
  navigate: String.raw`(?<verb>open|opens|opened|go\s+to|goes\s+to|went\s+to|navigates?\s+to|navigated\s+to|visits?|visited|browses?\s+to|loads?|head\s+to|heads\s+to|point\s+the\s+browser\s+(?:at|to))\s+(?:the\s+)?${val('url')}(?:\s+(?:page|url|address|site))?`,
  url: String.raw`(?:the\s+)?(?:current\s+|page\s+|browser\s+|page's\s+)?(?:url|address|location|path)\s+(?:(?:should|must|will|does)\s+)?(?<op>contains?|includes?|ends?\s+with|be|is|equals?|be\s+equal\s+to|is\s+equal\s+to|matches|match)\s+${val('value')}`,
  title: String.raw`(?:the\s+)?(?:page\s+|window\s+|document\s+|browser\s+|tab\s+|page's\s+)?title\s+(?:(?:should|must|will|does)\s+)?(?<op>contains?|includes?|be|is|equals?|be\s+equal\s+to|is\s+equal\s+to|reads?)\s+${val('value')}`,
  seeCount: String.raw`(?:see|sees|have|has|count)\s+(?:exactly\s+)?${COUNT}\s+${NOUNS}`,
  thereAreCount: String.raw`there\s+(?:should\s+be|must\s+be|will\s+be|are|is|be)\s+(?:exactly\s+)?${COUNT}\s+${NOUNS}`,
  listCount: String.raw`(?:the\s+)?(?<container>[\w" -]+?)\s+(?:(?:should|must|will|does)\s+)?(?:shows?|contains?|has|have|displays?|lists?|holds?)\s+(?:exactly\s+)?${COUNT}\s+${NOUNS}`,
  pageText: String.raw`(?:the\s+)?(?:page|screen|body|window|app)\s+(?<be>(?:(?:should|must|will|does|do|not|no\s+longer)\s+)*)(?:shows?|displays?|contains?|includes?|has|have|says?)\s+(?:the\s+)?(?:text\s+|message\s+)?(?<text>${Q})`,
  textShown: String.raw`(?<text>${Q})\s+(?<pred>.+)`,
  see: String.raw`(?:see|sees|seen|read|reads)\s+(?<what>.+?)(?:\s+(?:on\s+the\s+(?:page|screen)|on\s+screen|displayed|somewhere))?`,
  state: String.raw`${target()}\s+${BE}${STATES}`,
  value: String.raw`${target()}\s+(?:(?:should|must|will|does)\s+)?(?:contains?|have\s+(?:the\s+)?(?:value|text)(?:\s+of)?|has\s+(?:the\s+)?(?:value|text)(?:\s+of)?|be|is|equals?|shows?|reads?|displays?)\s+${val('value')}`,
  keyCombo: String.raw`(?:press|presses|pressed|hit|hits)\s+(?:the\s+)?(?:ctrl|control|shift|alt|option|cmd|command|meta)\s*[+-].*`,
  pressKey: String.raw`(?:press|presses|pressed|hit|hits|push|pushes|pushed|strike|strikes)\s+(?:the\s+)?(?<key>${KEY_ALTERNATIVES})(?:\s+key)?(?:\s+(?:in|on|into|inside|within)\s+${target()})?`,
  search: String.raw`(?:search|searches|searched)\s+(?:for\s+)?${val('value')}`,
  typeAs: String.raw`(?:type|types|typed|enter|enters|entered|input|inputs|use|uses|provide|provides|give|gives)\s+${val('value')}\s+(?:as|for)\s+${target()}`,
  typeInto: String.raw`(?:type|types|typed|enter|enters|entered|input|inputs|write|writes|put|puts|fill|fills|filled|fill\s+in|fills\s+in|key\s+in|paste|pastes)\s+${val('value')}\s+(?:into|in|inside|to|on|in\s+to)\s+${target()}`,
  fillWith: String.raw`(?:fill|fills|filled)(?:\s+in|\s+out)?\s+${target()}\s+(?:with|as)\s+${val('value')}`,
  setTo: String.raw`(?:set|sets|change|changes|update|updates|populate|populates)\s+${target()}\s+(?:to|with|as)\s+${val('value')}`,
  clear: String.raw`(?:clear|clears|empty|empties)\s+${target()}`,
  selectFrom: String.raw`(?:select|selects|selected|choose|chooses|chose|pick|picks|picked)\s+${val('option')}\s+(?:from|in|on|under|within|for)\s+${target()}`,
  selectAs: String.raw`(?:select|selects|selected|choose|chooses|chose|pick|picks|picked)\s+${val('option')}\s+as\s+${target()}`,
  selectTarget: String.raw`(?:select|selects|selected|choose|chooses|chose|pick|picks|picked)\s+${target()}`,
  check: String.raw`(?<verb>check|checks|checked|tick|ticks|ticked|mark|marks|turn\s+on|turns\s+on|switch\s+on|switches\s+on|toggle\s+on|enable|enables|uncheck|unchecks|unchecked|untick|unticks|unticked|unmark|unmarks|turn\s+off|turns\s+off|switch\s+off|switches\s+off|toggle\s+off|disable|disables|deselect|deselects|unselect|unselects)\s+${target()}`,
  hover: String.raw`(?:(?:hover|hovers|hovered)(?:\s+(?:the\s+|my\s+)?(?:mouse|cursor|pointer))?(?:\s+(?:over|on|onto|above))?|mouses?\s+over|(?:move|moves|moved|put|puts|place|places)\s+(?:the\s+|my\s+)?(?:mouse|cursor|pointer)\s+(?:over|on|onto|to|above))\s+${target()}`,
  scrollDirection: String.raw`scroll(?:s|ed)?\s+(?<direction>down|up)(?:\s+(?:the\s+)?page)?(?:\s+(?:a\s+bit|a\s+little(?:\s+bit)?|once|some))?`,
  scrollEnd: String.raw`scroll(?:s|ed)?(?:\s+all\s+the\s+way)?(?:\s+(?:down|up))?\s+to\s+the\s+(?<end>bottom|top|end|start|beginning)(?:\s+of\s+the\s+page)?`,
  scrollTo: String.raw`scroll(?:s|ed)?(?:\s+(?:down|up))?\s+(?:to|until\s+(?:i\s+)?(?:can\s+)?see)\s+${target()}`,
  scrollIntoView: String.raw`scroll(?:s|ed)?\s+${target()}\s+into\s+view`,
  otherClick: String.raw`(?<verb>double[- ]?clicks?|right[- ]?clicks?|drags?|drops?|uploads?|swipes?|long[- ]press(?:es)?)\b.*`,
  click: String.raw`(?:click|clicks|clicked|press|presses|pressed|tap|taps|tapped|hit|hits|push|pushes|pushed|follow|follows|followed|activate|activates|toggle|toggles)(?:\s+(?:on|at))?\s+${target()}`,
  openTarget: String.raw`(?:open|opens|opened|expand|expands|collapse|collapses)\s+${target()}`,
} as const satisfies Record<string, string>;

export type RuleName = keyof typeof RULES;

/** The rules compiled: anchored, case-insensitive, with match indices for offsets. */
export const RULE_PATTERNS: ReadonlyArray<readonly [RuleName, RegExp]> = Object.entries(RULES).map(
  ([name, source]) => [name as RuleName, new RegExp(`^(?:${source})$`, 'id')] as const,
);
