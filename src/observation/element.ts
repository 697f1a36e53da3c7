import { z } from 'zod';

/** Screen rectangle in CSS pixels (web) or device pixels (Android). */
export const Bounds = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });
export type Bounds = z.infer<typeof Bounds>;

/**
 * One visible, interactable element as every planner sees it. The same model is produced by the
 * web observation script and by the Android page-source parser, so planners and locators never
 * look at platform-specific data: the common fields are common, platform fields are optional extras.
 */
export const ObservedElement = z.object({
  index: z.number().int().describe('position in the observation; the id planners refer to'),
  tag: z.string().describe('lower-case tag name (web) or widget class (Android)'),
  role: z.string().describe('ARIA role, explicit or implicit: button, link, textbox, checkbox, …'),
  name: z.string().describe('accessible name'),
  label: z.string().optional().describe('text of the associated <label>'),
  text: z.string().optional().describe('visible text, trimmed and shortened'),
  placeholder: z.string().optional(),
  description: z.string().optional().describe('a tooltip (title, aria-description) that differs from the name'),
  id: z.string().optional(),
  nameAttr: z.string().optional().describe('the name attribute of a form field'),
  testId: z.string().optional().describe('data-testid / data-test / data-cy'),
  classes: z.array(z.string()),
  caption: z.string().optional().describe('web: the heading just above a field nothing labels'),
  containerClasses: z.array(z.string()).optional().describe('web: classes of the 3 nearest ancestors of a field ' +
    'nothing else names'),
  type: z.string().optional().describe('input type'),
  href: z.string().optional(),
  value: z.string().optional().describe('current value of a field (masked for password fields)'),
  checked: z.boolean().optional(),
  disabled: z.boolean(),
  editable: z.boolean().describe('accepts typed text'),
  options: z.array(z.string()).optional().describe('option labels of a <select>'),
  xpath: z.string().optional().describe(
    'an XPath to this element at observation time (web DOM or Android page source)'),
  css: z.string().optional().describe('web only: a unique CSS selector for this element at observation time'),
  resourceId: z.string().optional().describe('Android only: the full resource-id, e.g. com.example:id/save'),
  contentDesc: z.string().optional().describe('Android only: content-desc (the accessibility id)'),
  package: z.string().optional().describe('Android only: the app package the view belongs to'),
  webview: z.string().optional().describe('Android only: the WEBVIEW_* context of an element inside a WebView, ' +
    'observed by the web page scripts (its other fields are the web\'s)'),
  bounds: Bounds,
  context: z.string().describe('nearby context: enclosing landmark/heading/dialog and neighbouring text'),
  clickable: z.boolean().optional().describe('a role-less element that takes clicks: a handler, a pointer cursor, ' +
    'tabindex, or part of a custom widget; its role is a guess'),
  expanded: z.boolean().optional().describe('open/closed: aria-expanded, or the <summary> of a <details>'),
  selected: z.boolean().optional().describe('aria-selected, aria-current, a selected <option>, ' +
    'or the active class of a div tab, suggestion or calendar day'),
  pressed: z.boolean().optional().describe('aria-pressed of a toggle button'),
  iconWords: z.string().optional().describe('what an icon shows, from icon classes, sprite ids and glyphs: ' +
    '"trash", "close"'),
  iconAlias: z.string().optional().describe('what that icon usually means when it is another word: ' +
    '"delete" for a trash can'),
});
export type ObservedElement = z.infer<typeof ObservedElement>;

/** A group of similar sibling elements (list items, rows, cards): what "count" assertions count. */
export const ObservedCollection = z.object({
  css: z.string().describe("the platform's selector matching every member: CSS on the web, " +
    "XPath over the page source on Android"),
  count: z.number().int(),
  name: z.string().describe('words describing the members: classes, test ids, container label'),
  sample: z.string().describe('text of the first member'),
});
export type ObservedCollection = z.infer<typeof ObservedCollection>;

export const Observation = z.object({
  url: z.string(),
  title: z.string(),
  elements: z.array(ObservedElement),
  collections: z.array(ObservedCollection),
  headings: z.array(z.string()).describe('visible headings, for state summaries'),
  textLength: z.number().int().describe('length of the visible text, a cheap change signal'),
  viewport: z.object({ w: z.number(), h: z.number() }).optional()
    .describe('the area shown without scrolling, in the units of bounds (web: the window\'s inner size)'),
});
export type Observation = z.infer<typeof Observation>;
