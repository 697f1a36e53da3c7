// Every Android locator strategy evaluated against one page-source dump, and the UiSelector subset.
import { describe, expect, it } from 'vitest';
import { queryStrategy, StrategyError } from '../../src/drivers/android/query.ts';
import { parseHierarchy } from '../../src/observation/android/hierarchy.ts';
import { matchUiSelector, parseUiSelector, uiSelectorFor, UiSelectorError } from '../../src/observation/android/ui-selector.ts';
import { pageSource, v } from '../support/uia2-xml.ts';

const id = (n: string) => `com.example.app:id/${n}`;
const xml = pageSource([v('android.widget.LinearLayout', { bounds: '[0,0][1080,2400]' }, [
  v('android.widget.EditText', { 'resource-id': id('email'), text: 'Email', hint: 'Email', 'showing-hint': true, clickable: true, bounds: '[0,100][1080,200]' }),
  v('android.widget.Button', { 'resource-id': id('save'), text: 'Save', clickable: true, bounds: '[0,300][500,400]' }),
  v('android.widget.ImageButton', { 'resource-id': id('share'), 'content-desc': 'Share', clickable: true, bounds: '[500,300][1080,400]' }),
  v('android.widget.Button', { 'resource-id': 'android:id/button1', text: 'Save draft', clickable: true, enabled: false, bounds: '[0,500][500,600]' }),
])]);
const h = parseHierarchy(xml);
const ids = (by: string, value: string, role?: string) =>
  queryStrategy(h, { by: by as never, value, ...(role ? { role } : {}) }).map((n) => n.resourceId);

describe('Android strategies', () => {
  it('finds by resource-id (full or short), accessibility id, role + name, label/hint, text and XPath', () => {
    expect(ids('resourceId', id('save'))).toEqual([id('save')]);
    expect(ids('resourceId', 'save')).toEqual([id('save')]);
    expect(ids('accessibilityId', 'Share')).toEqual([id('share')]);
    expect(ids('role', 'save', 'button')).toEqual([id('save')]);
    expect(ids('role', 'Save', 'link')).toEqual([]);
    // any kind of that name ("the second "Share""): the image button by its description
    expect(ids('role', 'share', '*')).toEqual([id('share')]);
    expect(ids('role', 'Email', '*')).toEqual([id('email')]);
    expect(ids('label', 'Email')).toEqual([id('email')]);
    expect(ids('placeholder', 'Email')).toEqual([id('email')]);
    // a hint shown as text is not the field's text
    expect(ids('text', 'Save draft')).toEqual(['android:id/button1']);
    expect(ids('xpath', '//android.widget.Button[@enabled="false"]')).toEqual(['android:id/button1']);
    expect(ids('uiSelector', 'new UiSelector().className("android.widget.Button").textStartsWith("Save")')).toEqual([id('save'), 'android:id/button1']);
  });

  it('says why a strategy cannot run instead of finding nothing', () => {
    expect(() => queryStrategy(h, { by: 'css', value: 'button' })).toThrow(StrategyError);
    expect(() => queryStrategy(h, { by: 'xpath', value: '//[' })).toThrow(/invalid XPath/);
    expect(() => queryStrategy(h, { by: 'xpath', value: 'count(//*)' })).toThrow(/does not select elements/);
    expect(() => queryStrategy(h, { by: 'uiSelector', value: 'new UiSelector().bogus("x")' })).toThrow(UiSelectorError);
  });
});

describe('UiSelector subset', () => {
  it('parses chained calls with strings, booleans and numbers, and instance(n)', () => {
    const s = parseUiSelector('new UiSelector().resourceId("a:id/b").clickable(true).instance(1);');
    expect(s.tests).toHaveLength(2);
    expect(s.instance).toBe(1);
    expect(matchUiSelector('new UiSelector().clickable(true).instance(1)', h.nodes).map((n) => n.text)).toEqual(['Save']);
    expect(matchUiSelector('new UiSelector().textMatches("Save( draft)?")', h.nodes)).toHaveLength(2);
    expect(matchUiSelector('new UiSelector().description("Sh\\"are")', h.nodes)).toHaveLength(0);
    expect(() => parseUiSelector('new UiSelector().text(unquoted)')).toThrow(/cannot read the UiSelector/);
  });

  it('writes the canonical selector of a view, quoting its values', () => {
    expect(uiSelectorFor({ cls: 'android.widget.ImageButton', desc: 'Say "hi"' })).toBe('new UiSelector().className("android.widget.ImageButton").description("Say \\"hi\\"")');
    expect(uiSelectorFor({ cls: 'android.widget.Button', resourceId: id('save') })).toBe(`new UiSelector().className("android.widget.Button").resourceId("${id('save')}")`);
    const round = matchUiSelector(uiSelectorFor({ cls: 'android.widget.ImageButton', desc: 'Share' }), h.nodes);
    expect(round.map((n) => n.resourceId)).toEqual([id('share')]);
  });
});
