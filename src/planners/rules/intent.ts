import type { ElementState } from '../../cache/schema.ts';

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
  | 'menuitem' | 'heading' | 'dialog' | 'switch' | 'image';

/** A phrase naming an element: `"Sign in"`, `the Username field`, `the "Remember me" checkbox`. */
export interface TargetPhrase {
  /** the words that name the element, without articles and role words ("Username") */
  words: string;
  /** set when the name was quoted in the step */
  quoted?: QuotedText;
  roleHint?: RoleHint;
}

export type Intent =
  | { kind: 'navigate'; url: QuotedText }
  | { kind: 'click'; target: TargetPhrase }
  | { kind: 'type'; target: TargetPhrase; value: QuotedText }
  | { kind: 'select'; target: TargetPhrase; option: QuotedText }
  | { kind: 'check'; target: TargetPhrase; checked: boolean }
  | { kind: 'hover'; target: TargetPhrase }
  | { kind: 'press'; key: string; target?: TargetPhrase }
  | { kind: 'scroll'; target?: TargetPhrase; direction?: 'down' | 'up' | 'top' | 'bottom' }
  | { kind: 'waitForText'; text: QuotedText; negate: boolean }
  | { kind: 'waitForElement'; target: TargetPhrase; state: ElementState }
  | { kind: 'expectText'; text: QuotedText; negate: boolean }
  | { kind: 'expectValue'; target: TargetPhrase; value: QuotedText }
  | { kind: 'expectState'; target: TargetPhrase; state: ElementState }
  | { kind: 'expectCount'; count: QuotedText; noun: string }
  | { kind: 'expectUrl'; value: QuotedText; op: 'contains' | 'equals' }
  | { kind: 'expectTitle'; value: QuotedText; op: 'contains' | 'equals' };

export type ParseResult =
  | { ok: true; intents: Intent[] }
  | { ok: false; reason: string };
