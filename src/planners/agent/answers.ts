import { z } from 'zod';
import { VERBS } from './action-space.ts';

// Every LLM answer is one of these, validated before anything acts on it. Nullable rather than
// optional fields, so strict json_schema servers accept the schemas as they are.

/** HxAgent's actor: pick one listed action for the current sub-goal, or declare it done. */
export const ActorAnswer = z.object({
  step_done: z.boolean().describe('true when the current step is already achieved and no action is needed'),
  chosen_action: z.object({
    verb: z.enum(VERBS),
    element: z.number().int().nullable().describe('index from the action list; null for press/scroll/back/navigate'),
    text: z.string().nullable().describe('text to type, option to select, key to press, ' +
      'direction to scroll or URL to open'),
  }).nullable(),
  action_description: z.string(),
  reason: z.string(),
});
export type ActorAnswer = z.infer<typeof ActorAnswer>;

/** VisiDroid's verifier + observer, after each action. */
export const VerifierAnswer = z.object({
  observation: z.string().describe('one sentence: what the action changed on the screen'),
  action_valid: z.boolean().describe('the action moved toward the step; false if it went somewhere else or did ' +
    'nothing useful'),
  step_done: z.boolean().describe('the step is now completely achieved'),
  reason: z.string(),
});
export type VerifierAnswer = z.infer<typeof VerifierAnswer>;

/** GUITester: a Then step as one deterministic assertion grounded in the current screen. */
export const AssertionAnswer = z.object({
  check: z.enum(['text', 'state', 'fieldValue', 'count', 'url', 'title']),
  element: z.number().int().nullable().describe('element index for state / fieldValue'),
  collection: z.number().int().nullable().describe('collection index for count'),
  value: z.string().nullable().describe('expected text, value, count, URL part or title part'),
  state: z.enum(['visible', 'hidden', 'enabled', 'disabled', 'checked', 'unchecked']).nullable(),
  negate: z.boolean(),
  op: z.enum(['contains', 'equals']).nullable(),
  reason: z.string(),
});
export type AssertionAnswer = z.infer<typeof AssertionAnswer>;

/** GUITester's reflector when an expectation failed: whose fault is it? */
export const OutcomeAnswer = z.object({
  expectation_met: z.boolean().describe('looking at the screen, the step\'s expected outcome is actually there'),
  classification: z.enum(['agent-error', 'no-response', 'unexpected-result', 'navigation-error']),
  reason: z.string(),
});
export type OutcomeAnswer = z.infer<typeof OutcomeAnswer>;

/** HxAgent's separate input generator, for text the step does not give. */
export const InputAnswer = z.object({ text: z.string() });

/** Reflection: one reusable rule learned from invalidated actions. */
export const RuleAnswer =
  z.object({ rule: z.string().describe('one sentence, general enough to help with similar steps') });
