import { z } from 'zod';
import { APP_LIFECYCLE, TEXT_STYLES } from '../drivers/driver.ts';
import { Anchor, Target } from '../locators/target.ts';

/** Bumped when the record format changes; records of another version are rejected, never guessed. */
export const CACHE_FORMAT = 1;

/**
 * Where a value comes from at replay. Secrets are only ever stored as `env` references, and step
 * parameters as their index, so the cache never holds the values a scenario types.
 */
export const Value = z.union([
  z.object({ literal: z.string() }),
  z.object({ param: z.number().int().min(0) }),
  z.object({ env: z.string() }),
  z.object({ table: z.tuple([z.number().int(), z.number().int()]).describe('[row, column] of the data table') }),
  z.object({ docString: z.literal(true) }),
]);
export type Value = z.infer<typeof Value>;

export const ElementState = z.enum(['visible', 'hidden', 'enabled', 'disabled', 'checked', 'unchecked', 'expanded',
  'collapsed', 'focused', 'editable', 'readonly']);
export type ElementState = z.infer<typeof ElementState>;

/** How a text is drawn, for "I see "…" in bold" */
export const TextStyle = z.enum(TEXT_STYLES);
export type TextStyle = z.infer<typeof TextStyle>;

/** Checks the runtime can make. Every check is polled until it holds or times out: no sleeps. */
export const Assertion = z.discriminatedUnion('check', [
  z.object({ check: z.literal('text'), text: Value, negate: z.boolean().default(false),
    within: Anchor.optional().describe('only the text of this part of the page: "the dialog should show …"; ' +
      'negated with an empty text, that no such part is on the page: "the drawer closes"'),
    count: Value.optional().describe('how many times the text shows, each time a whole phrase: ' +
      '"I should see 2 "Delivered" elements"'),
    style: TextStyle.optional().describe('only text drawn so counts: "I see "Bring coffee" in bold"'),
    matches: z.boolean().optional().describe('the text is a regular expression (/…/ or bare) some part\'s text ' +
      'matches: Mink\'s "I should see text matching …"') }),
  z.object({ check: z.literal('fieldValue'), target: Target, value: Value,
    op: z.enum(['equals', 'contains']).optional()
      .describe('contains: "the field should contain …" (default equals)'),
    negate: z.boolean().optional().describe('the value is not that: "the field should not contain …"') }),
  z.object({ check: z.literal('state'), target: Target, state: ElementState }),
  z.object({
    check: z.literal('count'),
    selector: z.string()
      .describe('the platform\'s selector of the counted items: CSS on the web, XPath over the page source on Android'),
    description: z.string(),
    count: Value,
  }),
  z.object({ check: z.literal('url'), value: Value, op: z.enum(['contains', 'equals', 'matches'])
    .describe('matches: the value is a regular expression between slashes, as Mink\'s "the url should match"'),
  negate: z.boolean().optional() }),
  z.object({ check: z.literal('title'), value: Value, op: z.enum(['contains', 'equals']),
    negate: z.boolean().optional() }),
]);
export type Assertion = z.infer<typeof Assertion>;

/**
 * What an action was seen to do when it was compiled. When a check right after it fails at replay or
 * heal, this is looked for first: an action whose effect did not happen is reported on the action,
 * never as a possible defect of the check.
 */
export const Effect = z.object({
  seen: z.array(z.enum(['navigation', 'dialog-opened', 'dialog-closed', 'state', 'value', 'focus', 'text', 'look',
    'scroll'])).min(1).describe('what changed: the URL, a dialog, the element\'s state, value or focus, the page ' +
      'text, the element\'s look, or (nothing else) where the page is scrolled'),
  state: z.object({ selected: z.boolean().optional(), checked: z.boolean().optional(), expanded: z.boolean().optional(),
    pressed: z.boolean().optional() }).optional().describe('the element\'s state the action left, where it changed'),
  appeared: z.string().optional().describe('a line of text the action made appear (bindings for exactly these ' +
    'arguments only)'),
});
export type Effect = z.infer<typeof Effect>;

export const AppLifecycle = z.enum(APP_LIFECYCLE);
export type AppLifecycle = z.infer<typeof AppLifecycle>;

export const StepAction = z.discriminatedUnion('do', [
  z.object({ do: z.literal('navigate'), url: Value.describe('absolute, or a path resolved against the base URL') }),
  z.object({ do: z.literal('history'), go: z.enum(['back', 'forward', 'reload']) }),
  z.object({ do: z.literal('click'), target: Target, button: z.enum(['double', 'right']).optional(),
    at: z.enum(['start', 'end']).optional().describe('where in the element\'s text the click lands, as a person ' +
      'clicks to put the caret at its start or end'),
    on: Value.optional().describe('words of the element\'s text the click lands on (a word inside a rich-text ' +
      'editor, which is no element of its own)'),
    via: z.enum(['script', 'keyboard']).optional()
      .describe('how compile found the click takes effect when a pointer click did nothing: ' +
        'the element\'s own click(), or Enter'),
    effect: Effect.optional() }),
  z.object({ do: z.literal('type'), target: Target, value: Value }),
  z.object({ do: z.literal('clear'), target: Target }),
  z.object({ do: z.literal('expand'), target: Target, expanded: z.boolean() }),
  z.object({ do: z.literal('focus'), target: Target }),
  z.object({ do: z.literal('drag'), target: Target, to: Target }),
  z.object({ do: z.literal('upload'), target: Target, file: Value.describe('a path, relative to the project root') }),
  z.object({ do: z.literal('select'), target: Target, option: Value }),
  z.object({ do: z.literal('check'), target: Target, checked: z.boolean() }),
  z.object({ do: z.literal('hover'), target: Target }),
  z.object({ do: z.literal('press'), key: z.string(), target: Target.optional(), effect: Effect.optional() }),
  z.object({ do: z.literal('scroll'), target: Target.optional(),
    direction: z.enum(['down', 'up', 'top', 'bottom']).optional() }),
  // touch gestures (Android); the web backend maps them to their nearest equivalent
  z.object({ do: z.literal('longPress'), target: Target }),
  z.object({ do: z.literal('swipe'), direction: z.enum(['up', 'down', 'left', 'right']).describe('the way the ' +
    'finger moves') }),
  z.object({ do: z.literal('scrollTo'), text: Value.describe('scroll the screen until this text is visible') }),
  z.object({ do: z.literal('hideKeyboard') }),
  z.object({ do: z.literal('answerDialog'), accept: z.boolean().describe('OK (true) or Cancel (false) on the ' +
    'browser\'s own dialog (alert, confirm, prompt) the step before opened') }),
  z.object({ do: z.literal('typeHere'),
    text: Value.describe('typed where the focus (the caret) is, nothing cleared') }),
  z.object({ do: z.literal('app'),
    go: AppLifecycle.describe('launch or bring to the front, restart, close, send to the background, bring back') }),
  z.object({ do: z.literal('waitFor'), until: Assertion, timeoutMs: z.number().int().positive().optional() }),
  z.object({ do: z.literal('assert'), expect: Assertion }),
  z.object({
    do: z.literal('dismissIf'),
    target: Target.describe('the control that dismisses the overlay (its close / accept / dismiss button)'),
    overlay: z.string().describe('the overlay, as heal saw it when an action was intercepted'),
  }).describe('guarded, optional: performed only when the overlay is present; replay also tries it when any action ' +
    'is intercepted'),
]);
export type StepAction = z.infer<typeof StepAction>;

/**
 * One repair of a binding by `stepwright heal`, kept so a reviewer sees what the binding replaced:
 * the failure that triggered it, how it was repaired, and the locators it had before.
 */
export const HealEntry = z.object({
  healedAt: z.string(),
  source: z.string().describe('feature:line of the step heal repaired it from'),
  failure: z.enum(['locator-miss', 'wrong-element', 'action-failed', 'intercepted', 'assertion-failed', 'no-effect']),
  method: z.enum(['reidentified', 'rediscovered', 'guarded', 'named'])
    .describe('reidentified: the same element found again by its fingerprint; rediscovered: planned anew; guarded: ' +
      'an overlay ' +
      'dismissal added; named: planned anew and accepted elsewhere because the step names it exactly'),
  score: z.number().optional().describe('for reidentified: the identity score of the element found again'),
  reason: z.string().optional().describe('for named: why the element is certain although it moved'),
  previous: z.array(z.object({
    action: z.number().int(),
    target: Target.optional(),
    list: z.string().optional().describe('for a count: the selector of the counted items it had'),
  })).describe('the targets (or counted lists) this repair replaced, by action index in the old binding'),
});
export type HealEntry = z.infer<typeof HealEntry>;

export const Provenance = z.object({
  source: z.string().describe('feature:line that this binding was discovered from'),
  planner: z.enum(['rules', 'agent']),
  model: z.string().optional(),
  promptTokens: z.number().int().optional(),
  completionTokens: z.number().int().optional(),
  llmCalls: z.number().int().optional(),
  durationMs: z.number().int(),
  compiledAt: z.string(),
  appBuild: z.string().optional().describe('the app build this binding was compiled (or healed) against'),
  healedFrom: z.array(HealEntry).optional().describe('repairs by stepwright heal, newest first'),
  placedByScenario: z.literal(true).optional().describe('the element was placed by what earlier steps of its ' +
    'scenario named, not by the step\'s own words: compile plans another step with these words anew'),
});
export type Provenance = z.infer<typeof Provenance>;

/**
 * A compiled instance of a step pattern. `args: null` means generic: every parameter is a value or
 * is templated into the locators, so it serves any arguments (Scenario Outline rows). Otherwise it
 * serves exactly these argument values (the text as written, so "${SECRET}" stays a reference).
 */
export const Binding = z.object({
  args: z.array(z.string()).nullable(),
  platform: z.enum(['web', 'android']).optional().describe('the platform it was compiled on; absent: web'),
  verified: z.array(z.array(z.string())).optional()
    .describe('generic bindings: the arguments compile has checked this template with on the live page'),
  actions: z.array(StepAction).min(1),
  provenance: Provenance,
});
export type Binding = z.infer<typeof Binding>;

/**
 * Arguments compile tried and could not compile (unsure, failed or a possible defect). Replay
 * refuses them with this reason instead of running another value's binding.
 */
export const NotCompiled = z.object({
  args: z.array(z.string()),
  reason: z.string(),
  source: z.string().describe('feature:line of the step'),
  here: z.literal(true).optional().describe('refused at that step only: the same words and values compiled at ' +
    'another step, whose definition would do there what this step does not mean'),
});
export type NotCompiled = z.infer<typeof NotCompiled>;

export const StepKeyword = z.enum(['Given', 'When', 'Then']);
export type StepKeyword = z.infer<typeof StepKeyword>;

/** One Cucumber expression and everything compiled for it: the unit of the cache. */
export const StepRecord = z.object({
  format: z.literal(CACHE_FORMAT),
  keyword: StepKeyword,
  expression: z.string().describe('Cucumber expression matched at replay'),
  parameterTypes: z.array(z.string()).describe('types of the expression parameters, e.g. string, int'),
  feature: z.string().describe('feature file (relative to the project) that first used it; ' +
    'generated step files are grouped by what steps do, not by this'),
  argument: z.enum(['none', 'dataTable', 'docString']).default('none').describe('the Gherkin step argument it takes'),
  bindings: z.array(Binding).min(1),
  notCompiled: z.array(NotCompiled).optional(),
});
export type StepRecord = z.infer<typeof StepRecord>;
