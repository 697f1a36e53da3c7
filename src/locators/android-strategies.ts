// The locator strategies of an Android view, most stable first: resource-id, accessibility id
// (content-desc), role + name, label/hint, text, a UiSelector, and the dump's XPath as the last resort.
import type { ObservedElement } from '../observation/element.ts';
import { uiSelectorFor } from '../observation/android/ui-selector.ts';
import type { Strategy } from './target.ts';

/** Framework ids shared by every row or dialog (android:id/text1, android:id/title…): never unique. */
const SHARED_ID = /^android:id\//;

export function isAndroidElement(el: ObservedElement): boolean {
  return el.package !== undefined || el.resourceId !== undefined || el.contentDesc !== undefined;
}

export function androidStrategies(el: ObservedElement): Strategy[] {
  const out: Strategy[] = [];
  if (el.resourceId && !SHARED_ID.test(el.resourceId)) out.push({ by: 'resourceId', value: el.resourceId });
  if (el.contentDesc) out.push({ by: 'accessibilityId', value: el.contentDesc });
  if (el.name && el.role !== 'generic') out.push({ by: 'role', role: el.role, value: el.name });
  if (el.label && el.label !== el.name) out.push({ by: 'label', value: el.label });
  if (el.placeholder && el.placeholder !== el.label) out.push({ by: 'placeholder', value: el.placeholder });
  if (el.text && !el.editable && el.text.length <= 80 && el.text !== el.name) out.push({ by: 'text', value: el.text });
  // a row's text is its children's, not its own: only content-desc and resource-id go into a UiSelector
  if (el.contentDesc || el.resourceId) {
    out.push({ by: 'uiSelector',
      value: uiSelectorFor({ cls: el.tag, resourceId: el.resourceId, desc: el.contentDesc }) });
  }
  if (el.xpath) out.push({ by: 'xpath', value: el.xpath });
  return out;
}
