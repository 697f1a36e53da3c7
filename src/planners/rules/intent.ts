import type { AppLifecycle, ElementState, TextStyle } from '../../cache/schema.ts';

/**
 * What the rule planner understood from a step, before grounding in the page. Quoted values keep
 * their character offset in the step text (`at`, index of the opening quote) so the planner can tie
 * them to the step's Cucumber-expression parameters.
 */
export interface QuotedText {
  text: string;
  /** offset of the opening quote in the step text, or -1 when the value was not quoted */
  at: number;
}

export type RoleHint =
  | 'button' | 'link' | 'textbox' | 'checkbox' | 'radio' | 'combobox' | 'tab' | 'option'
  | 'menuitem' | 'heading' | 'dialog' | 'switch' | 'image' | 'row' | 'item' | 'section' | 'form'
  | 'list' | 'menu';

/**
 * How a target relates to another element that anchors it:
 * - `near`: next to / beside / left of / right of the anchor (the closest candidate to it)
 * - `in`: inside the anchor (a row, item, dialog, section, form, list named by the anchor)
 */
export type RelationKind = 'near' | 'in' | 'below' | 'above';

export interface Relation {
  kind: RelationKind;
  anchor: TargetPhrase;
  /** "the table's "Search:" box": the part's own, in it or, where it holds none, beside it (placed-target.ts) */
  owned?: true;
}

/** A phrase naming an element: `"Sign in"`, `the Username field`, `the "Remember me" checkbox`. */
export interface TargetPhrase {
  /** the words that name the element, without articles and role words ("Username"); '' when only a role is given */
  words: string;
  /** set when the name was quoted in the step */
  quoted?: QuotedText;
  roleHint?: RoleHint;
  /** 1-based position among the elements that match ("the 3rd text field"); -1 = last */
  ordinal?: number;
  /** the role a position counts among, when evidence (not the step) placed it: the look-alike on the screen */
  ordinalRole?: string;
  /** every element that matches ("both password fields"): the expected count, or 0 for "all" */
  every?: number;
  /** where the element is, relative to another one */
  relation?: Relation;
  /** an anchor's container word when it is more specific than its kind ("header" for a section) */
  noun?: string;
  /** a text anchor: the part the scenario named last, found again at replay from its texts (scenario-evidence.ts) */
  said?: true;
  /** a text anchor: the one candidate whose own part shows it, nothing else (scenario-evidence.ts) */
  owns?: true;
  /** "the left editor": the container on that side */
  side?: 'left' | 'right' | 'top' | 'bottom';
  /**
   * "the alerts bell with the "3+" badge": what else the step calls the element the quoted text is shown
   * on. The quote names it; these words must fit it too (its icon, id or classes), or it is not the one.
   */
  also?: string;
  /**
   * Words that point back instead of naming: "it", "that select" (`element`: what the scenario named
   * last) or "there" (`place`: the part of the page it was in). back-reference.ts puts the named phrase here.
   */
  back?: 'element' | 'place';
  /** put here by a back-reference ("that dropdown"): when its words no longer find it (a dropdown named by
   * the option it showed), the element of that kind the scenario last acted on is the one */
  recalled?: true;
  /** a tick or untick, as planned: the state it leaves the element in (among look-alikes, one already so is not it) */
  becomes?: boolean;
  /**
   * An anchor's words read as a control instead ("next to the search box": a box is a part of the page or a
   * text box): tried when no part of the page is what the container reading names.
   */
  control?: TargetPhrase;
}

export type MouseButton = 'double' | 'right';
export type TextEdge = 'start' | 'end';
export type { TextStyle };

export type Intent =
  | { kind: 'navigate'; url: QuotedText }
  /** "I am on the sign in page": go to the page of that name, found live, recorded as its URL */
  | { kind: 'openPage'; name: QuotedText }
  /** `orButton`: "press the back button": the screen's own Back button when it has one, else the system's */
  | { kind: 'history'; go: 'back' | 'forward' | 'reload'; orButton?: boolean }
  | { kind: 'app'; go: AppLifecycle }
  /** "pull down to refresh": from the top of the list, a swipe down */
  | { kind: 'pullToRefresh' }
  /** a permission dialog answered by its words; `guarded`: "if asked", only when it is shown */
  | { kind: 'permission'; allow: boolean; guarded: boolean }
  /** `at`: "click at the end of the heading": where in the element's text the click lands (the caret goes there) */
  | { kind: 'click'; target: TargetPhrase; button?: MouseButton; at?: TextEdge; repeated?: true }
  | { kind: 'type'; target: TargetPhrase; value: QuotedText }
  | { kind: 'clear'; target: TargetPhrase }
  | { kind: 'select'; target: TargetPhrase; option: QuotedText }
  /** `pick`: named by choose/pick/select, so a plain item of an open menu (a link, a button) is chosen by a click */
  | { kind: 'check'; target: TargetPhrase; checked: boolean; pick?: boolean }
  | { kind: 'expand'; target: TargetPhrase; expanded: boolean }
  | { kind: 'hover'; target: TargetPhrase }
  | { kind: 'focus'; target: TargetPhrase }
  | { kind: 'drag'; target: TargetPhrase; to: TargetPhrase }
  | { kind: 'upload'; target: TargetPhrase; file: QuotedText }
  | { kind: 'submit'; target?: TargetPhrase }
  /** `answers`: the verb answers a dialog (accept, confirm: OK; dismiss, cancel: Cancel), a browser's own if open */
  | { kind: 'dismiss'; target?: TargetPhrase; answers?: boolean }
  | { kind: 'press'; key: string; target?: TargetPhrase; repeated?: true }
  | { kind: 'longPress'; target: TargetPhrase }
  | { kind: 'swipe'; direction: 'up' | 'down' | 'left' | 'right' }
  | { kind: 'hideKeyboard' }
  /** "I accept the confirmation "Delete it?"": OK or Cancel on the browser's own dialog (alert, confirm, prompt) */
  | { kind: 'answerDialog'; accept: boolean }
  /** "I type "Hello"" with no field: where the focus is, nothing cleared (CodeceptJS `I.type`) */
  | { kind: 'typeHere'; value: QuotedText }
  | { kind: 'scroll'; target?: TargetPhrase; direction?: 'down' | 'up' | 'top' | 'bottom' }
  | { kind: 'waitForText'; text: QuotedText; negate: boolean }
  | { kind: 'waitForElement'; target: TargetPhrase; state: ElementState }
  /** `within`: only in that part of the page (a container phrase: the dialog, the "Billing" section) */
  /** `style`: "in bold": only the text drawn so counts */
  | { kind: 'expectText'; text: QuotedText; negate: boolean; within?: TargetPhrase; style?: TextStyle;
    /** the text is a regular expression: Mink's "I should see text matching …" */
    matches?: boolean }
  | { kind: 'expectValue'; target: TargetPhrase; value: QuotedText; contains?: boolean; negate?: boolean }
  | { kind: 'expectState'; target: TargetPhrase; state: ElementState }
  /** `text`: how many times the page shows that text ("I should see 2 "Delivered" elements") */
  // (named: the list is given a quoted name, "the "Staff" table", which the list must say in full)
  | { kind: 'expectCount'; count: QuotedText; noun: string; css?: string; text?: QuotedText; named?: boolean }
  | { kind: 'expectUrl'; value: QuotedText; op: 'contains' | 'equals' | 'matches'; negate?: boolean }
  | { kind: 'expectTitle'; value: QuotedText; op: 'contains' | 'equals'; negate?: boolean }
  | { kind: 'expectPage'; name: QuotedText };

export type ParseResult =
  | { ok: true; intents: Intent[] }
  | { ok: false; reason: string };
