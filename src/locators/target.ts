import { z } from 'zod';

/**
 * One way to find an element. Values may contain `{{0}}`, `{{1}}` … placeholders that are filled
 * with the step's parameters at replay, so one compiled step serves every Examples row.
 */
export const StrategyKind = z.enum([
  'testId', 'id', 'name', 'label', 'role', 'placeholder', 'text', 'css', 'xpath',
  // Android: the full resource-id, content-desc (accessibility id), a UiSelector expression
  'resourceId', 'accessibilityId', 'uiSelector',
]);
export type StrategyKind = z.infer<typeof StrategyKind>;

export const Strategy = z.object({
  by: StrategyKind,
  value: z.string(),
  role: z.string().optional().describe('for by=role: the ARIA role; value is the accessible name'),
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

export const Target = z.object({
  description: z.string().describe('human-readable, e.g. button "Sign in"'),
  strategies: z.array(Strategy).min(1),
  fingerprint: Fingerprint,
});
export type Target = z.infer<typeof Target>;

/** Canonical printable form of a strategy, used in messages and reports. */
export function formatStrategy(s: Strategy): string {
  return s.by === 'role' ? `role=${s.role}[name="${s.value}"]` : `${s.by}=${JSON.stringify(s.value)}`;
}
