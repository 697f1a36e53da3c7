import { z } from 'zod';

/**
 * One way to find an element. Values may contain `{{0}}`, `{{1}}` … placeholders that are filled
 * with the step's parameters at replay, so one compiled step serves every Examples row.
 */
export const StrategyKind = z.enum([
  'testId', 'id', 'name', 'label', 'role', 'placeholder', 'text', 'css', 'xpath',
  // web: the tooltip (title), which stays when a control's shown name changes (a combo showing its value)
  'title',
  // Android: the full resource-id, content-desc (accessibility id), a UiSelector expression
  'resourceId', 'accessibilityId', 'uiSelector',
]);
export type StrategyKind = z.infer<typeof StrategyKind>;

export const Strategy = z.object({
  by: StrategyKind,
  value: z.string(),
  role: z.string().optional().describe('for by=role: the ARIA role, or * for any kind of that name (a position ' +
    'counted as a person counts, a label and its control being one); value is the accessible name, or * for any name'),
  context: z.string().optional().describe('the Appium context the element lives in, e.g. WEBVIEW_com.example.app ' +
    'for an element of a WebView: replay switches to it; unset = the native app (or the web page)'),
});
export type Strategy = z.infer<typeof Strategy>;

/**
 * What the element was when it was discovered. Replay compares the element a strategy found with
 * this, so "found the same element" is told apart from "found an element".
 */
export const Fingerprint = z.object({
  tag: z.string(),
  role: z.string(),
  name: z.string().optional(),
  text: z.string().optional(),
  label: z.string().optional(),
  id: z.string().optional(),
  testId: z.string().optional(),
  type: z.string().optional(),
  context: z.string().optional(),
  key: z.array(z.enum(['name', 'text', 'label', 'id', 'testId', 'context'])).optional()
    .describe('fields that must match: set when another element looked the same apart from these'),
});
export type Fingerprint = z.infer<typeof Fingerprint>;

/**
 * Where the element is relative to another one, for targets a step placed by relation ("the
 * "Edit" link in the row for "Alice"", "the checkbox next to "Buy milk""). Replay finds the anchor
 * first, then the target inside it or nearest to it: the same element for the same reason.
 */
const AnchorBase = z.object({
  text: z.string().optional().describe('text the anchor contains or is named by; may hold {{i}} placeholders; ' +
    'for kind css, the selector'),
  kind: z.enum(['row', 'item', 'section', 'form', 'list', 'menu', 'dialog', 'tab',
    'text', 'css']).describe('what sort of element anchors: a container kind, plain text, or the CSS selector ' +
    'a step gave (Behat\'s "in the "#results tbody" element": every visible match)'),
  ordinal: z.number().int().optional().describe('1-based position among the matching anchors; -1 = last'),
  noun: z.string().optional().describe('the container word of the step when it says more than the kind: header, ' +
    'sidebar, editor…'),
  side: z.enum(['left', 'right', 'top', 'bottom']).optional().describe('"the left editor": ' +
    'the one clearly on that side of the others'),
  said: z.literal(true).optional().describe('kind text, relation in: the part the scenario named last; replay ' +
    'tries the quoted texts of its earlier steps, latest first, and keeps the first that heads a part holding a ' +
    'candidate (text is the one compile saw)'),
  tries: z.array(z.string()).optional().describe('filled at replay for said: the texts to try, latest first'),
  owns: z.literal(true).optional().describe('kind text, relation in: only the candidate whose own part (the ' +
    'largest block around it that holds no other candidate) shows the text; none when that is not one'),
});
export const Anchor = AnchorBase.extend({
  within: AnchorBase.optional().describe('the container the anchor and the target are both in: ' +
    '"next to "x" in the right editor"'),
});
export type Anchor = z.infer<typeof Anchor>;

export const Scope = z.object({
  relation: z.enum(['in', 'near', 'below', 'above'])
    .describe('below / above: the nearest of the candidates under / over the anchor'),
  anchor: Anchor,
});
export type Scope = z.infer<typeof Scope>;

export const Target = z.object({
  description: z.string().describe('human-readable, e.g. button "Sign in"'),
  strategies: z.array(Strategy).min(1).describe('for a scoped or ordinal target: what every candidate matches'),
  fingerprint: Fingerprint,
  scope: Scope.optional(),
  ordinal: z.number().int().optional().describe('1-based position among the candidates in document order; -1 = last'),
});
export type Target = z.infer<typeof Target>;

/** Canonical printable form of a strategy, used in messages and reports. */
export function formatStrategy(s: Strategy): string {
  const where = s.context ? ` in ${s.context}` : '';
  if (s.by === 'role' && s.value === '*') return `role=${s.role}${where}`;
  return (s.by === 'role' ? `role=${s.role}[name="${s.value}"]` : `${s.by}=${JSON.stringify(s.value)}`) + where;
}
