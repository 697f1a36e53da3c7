// UiAutomator2 page source → element model. The XML follows appium-uiautomator2-server's dump
// (attribute names from its Attribute enum, <hierarchy> root, toasts as children of the root).
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import { describe, expect, it } from 'vitest';
import { buildTarget } from '../../src/locators/build-target.ts';
import { parseHierarchy, PageSourceError } from '../../src/observation/android/hierarchy.ts';
import { observePageSource, pageTextOf } from '../../src/observation/android/page-source.ts';
import { pageSource, v } from '../support/uia2-xml.ts';

const SCREEN = { package: 'com.example.app', activity: '.MainActivity' };
const id = (name: string): string => `com.example.app:id/${name}`;

/** The decor view / content frame / app bar nesting every activity has. */
function activity(title: string, content: ReturnType<typeof v>[]) {
  return v('android.widget.FrameLayout', { bounds: '[0,0][1080,2400]' }, [
    v('android.widget.LinearLayout', { bounds: '[0,0][1080,2400]' }, [
      v('android.widget.FrameLayout', { 'resource-id': 'android:id/content', bounds: '[0,63][1080,2400]' }, [
        v('android.view.ViewGroup', { 'resource-id': id('toolbar'), bounds: '[0,63][1080,210]' }, [
          v('android.widget.TextView', { text: title, bounds: '[42,100][700,173]' }),
          v('android.widget.ImageButton', { 'content-desc': 'More options', clickable: true, focusable: true, bounds: '[950,84][1059,189]' }),
        ]),
        v('android.widget.LinearLayout', { 'resource-id': id('body'), bounds: '[0,210][1080,2400]' }, content),
      ]),
    ]),
  ]);
}

function select(xml: string, expr: string) {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  return xpath.select(expr, doc as unknown as Node) as unknown as { getAttribute(n: string): string }[];
}

const row = (name: string, price: string, y: number) => v('android.widget.LinearLayout',
  { 'resource-id': id('row'), clickable: true, focusable: true, bounds: `[0,${y}][1080,${y + 189}]` }, [
    v('android.widget.TextView', { 'resource-id': id('title'), text: name, bounds: `[42,${y + 30}][700,${y + 100}]` }),
    v('android.widget.TextView', { 'resource-id': id('price'), text: price, bounds: `[42,${y + 110}][400,${y + 160}]` }),
    v('android.widget.ImageButton', { 'resource-id': id('delete'), 'content-desc': 'Delete', clickable: true, bounds: `[900,${y + 40}][1038,${y + 150}]` }),
  ]);

describe('Android page source → elements', () => {
  it('maps widget classes to roles through nested layouts and returns only what a user acts on', () => {
    const xml = pageSource([activity('Checkout', [
      v('android.widget.ScrollView', { 'resource-id': id('form'), scrollable: true, bounds: '[0,210][1080,2400]' }, [
        v('android.widget.LinearLayout', { bounds: '[0,210][1080,1800]' }, [
          v('android.widget.TextView', { text: 'Shipping', heading: true, bounds: '[42,230][700,300]' }),
          v('android.widget.Button', { text: 'Pay now', clickable: true, bounds: '[42,320][1038,446]' }),
          v('android.widget.CheckBox', { text: 'Gift wrap', checkable: true, checked: true, clickable: true, bounds: '[42,460][600,560]' }),
          v('android.widget.RadioButton', { text: 'Express', checkable: true, clickable: true, bounds: '[42,580][600,680]' }),
          v('android.widget.TextView', { text: 'Terms and conditions', clickable: true, bounds: '[42,700][700,770]' }),
          v('android.widget.TextView', { text: 'https://example.com/help', clickable: true, bounds: '[42,780][700,850]' }),
          v('android.widget.TextView', { text: 'Just a caption', bounds: '[42,860][700,930]' }),
        ]),
      ]),
    ])]);
    const obs = observePageSource(xml, SCREEN);
    const roles = Object.fromEntries(obs.elements.map((e) => [e.name, e.role]));
    expect(roles).toEqual({
      'More options': 'button', 'Pay now': 'button', 'Gift wrap': 'checkbox', Express: 'radio',
      'Terms and conditions': 'button', 'https://example.com/help': 'link', '': 'list',
    });
    expect(obs.elements.find((e) => e.name === 'Gift wrap')).toMatchObject({ checked: true, tag: 'android.widget.CheckBox', disabled: false });
    expect(obs.title).toBe('Checkout');
    expect(obs.headings).toEqual(['Shipping']);
    expect(obs.url).toBe('android-app://com.example.app/.MainActivity');
    // every xpath is absolute and selects exactly the element it was made for
    for (const e of obs.elements) {
      const hits = select(xml, e.xpath!);
      expect(hits).toHaveLength(1);
      expect(hits[0]!.getAttribute('bounds')).toBe(`[${e.bounds.x},${e.bounds.y}][${e.bounds.x + e.bounds.w},${e.bounds.y + e.bounds.h}]`);
    }
  });

  it('tells look-alike RecyclerView rows apart by their context, and counts them as one collection', () => {
    const xml = pageSource([activity('Basket', [
      v('androidx.recyclerview.widget.RecyclerView', { 'resource-id': id('basket_list'), scrollable: true, bounds: '[0,210][1080,2400]' },
        [row('Assam', '£4.50', 210), row('Sencha', '£5.40', 399), row('Assam', '£9.00', 588)]),
    ])]);
    const obs = observePageSource(xml, SCREEN);
    const deletes = obs.elements.filter((e) => e.name === 'Delete');
    expect(deletes.map((e) => e.context)).toEqual(['Assam £4.50 Delete', 'Sencha £5.40 Delete', 'Assam £9.00 Delete']);
    expect(deletes.every((e) => e.resourceId === id('delete') && e.id === 'delete' && e.contentDesc === 'Delete')).toBe(true);
    const rows = obs.elements.filter((e) => e.resourceId === id('row'));
    // a row is named by its title; all of its text is its text
    expect(rows.map((r) => [r.name, r.text])).toEqual([['Assam', 'Assam £4.50 Delete'], ['Sencha', 'Sencha £5.40 Delete'], ['Assam', 'Assam £9.00 Delete']]);
    const target = buildTarget(deletes[1]!, [], obs.elements)!;
    expect(target.fingerprint.key).toEqual(['context']);
    expect(target.fingerprint.context).toBe('Sencha £5.40 Delete');

    const list = obs.collections.find((c) => c.name.includes('basket list'))!;
    expect(list).toMatchObject({ count: 3, sample: 'Assam £4.50 Delete' });
    expect(list.name).toContain('row');
    expect(select(xml, list.css)).toHaveLength(3);
  });

  it('names fields by hint or label, reads their value, and knows hints are not values', () => {
    const xml = pageSource([activity('Sign up', [
      v('android.widget.EditText', { text: 'Email', hint: 'Email', 'showing-hint': true, 'input-type': '33', clickable: true, bounds: '[42,230][1038,377]' }),
      v('android.widget.EditText', { text: 'Ada', hint: 'Name', 'showing-hint': false, 'input-type': '1', clickable: true, focused: true, bounds: '[42,400][1038,547]' }),
      v('android.widget.EditText', { text: '••••••', password: true, hint: 'Password', 'input-type': '129', clickable: true, bounds: '[42,560][1038,707]' }),
      v('android.widget.TextView', { text: 'Country', bounds: '[42,720][400,780]' }),
      v('android.widget.Spinner', { 'resource-id': id('country'), clickable: true, bounds: '[42,790][1038,920]' }, [
        v('android.widget.TextView', { 'resource-id': 'android:id/text1', text: 'Deutschland', bounds: '[84,820][900,890]' }),
      ]),
      v('android.widget.Button', { text: 'Create account', clickable: true, enabled: false, bounds: '[42,950][1038,1076]' }),
    ])]);
    const els = observePageSource(xml, SCREEN).elements;
    const byName = (n: string) => els.find((e) => e.name === n)!;
    expect(byName('Email')).toMatchObject({ role: 'textbox', value: '', placeholder: 'Email', type: 'email', editable: true });
    expect(byName('Name')).toMatchObject({ value: 'Ada', label: 'Name', type: 'text' });
    expect(byName('Password')).toMatchObject({ value: '••••', type: 'password' });
    expect(byName('Country')).toMatchObject({ role: 'combobox', label: 'Country', value: 'Deutschland' });
    expect(byName('Create account')).toMatchObject({ disabled: true, editable: false });
  });

  it('makes a Settings row the switch it stands for, named by its title', () => {
    const pref = (title: string, summary: string, on: boolean, y: number) => v('android.widget.LinearLayout', { clickable: true, bounds: `[0,${y}][1080,${y + 231}]` }, [
      v('android.widget.RelativeLayout', { bounds: `[189,${y + 40}][850,${y + 190}]` }, [
        v('android.widget.TextView', { 'resource-id': 'android:id/title', text: title, bounds: `[189,${y + 40}][850,${y + 110}]` }),
        v('android.widget.TextView', { 'resource-id': 'android:id/summary', text: summary, bounds: `[189,${y + 115}][850,${y + 190}]` }),
      ]),
      v('android.widget.LinearLayout', { 'resource-id': 'android:id/widget_frame', bounds: `[850,${y}][1038,${y + 231}]` }, [
        v('android.widget.Switch', { 'resource-id': 'android:id/switch_widget', checkable: true, checked: on, bounds: `[880,${y + 80}][1010,${y + 150}]` }),
      ]),
    ]);
    const xml = pageSource([activity('Settings', [
      v('androidx.recyclerview.widget.RecyclerView', { 'resource-id': id('recycler_view'), bounds: '[0,210][1080,2400]' },
        [pref('Wi-Fi', 'Connected', true, 210), pref('Bluetooth', 'Off', false, 441)]),
    ])]);
    const els = observePageSource(xml, SCREEN).elements;
    const switches = els.filter((e) => e.role === 'switch');
    expect(switches.map((s) => [s.name, s.text, s.checked, s.tag])).toEqual([
      ['Wi-Fi', 'Wi-Fi Connected', true, 'android.widget.LinearLayout'], ['Bluetooth', 'Bluetooth Off', false, 'android.widget.LinearLayout']]);
    // the switch widget that takes no clicks of its own is not a second target
    expect(els.filter((e) => e.tag === 'android.widget.Switch')).toEqual([]);
  });

  it('names a switch without text and without a clickable row after its row', () => {
    const xml = pageSource([activity('Sound', [
      v('android.widget.LinearLayout', { bounds: '[0,210][1080,441]' }, [
        v('android.widget.TextView', { text: 'Vibrate on tap', bounds: '[42,250][800,320]' }),
        v('android.widget.Switch', { 'resource-id': id('vibrate'), checkable: true, clickable: true, bounds: '[880,290][1010,360]' }),
      ]),
    ])]);
    const sw = observePageSource(xml, SCREEN).elements.find((e) => e.role === 'switch')!;
    expect([sw.name, sw.label, sw.checked]).toEqual(['Vibrate on tap', 'Vibrate on tap', false]);
  });

  it('keeps text in non-Latin scripts intact, entities decoded', () => {
    const xml = pageSource([activity('設定', [
      v('android.widget.Button', { text: 'Сохранить', clickable: true, bounds: '[42,230][1038,356]' }),
      v('android.widget.Button', { text: 'إرسال', clickable: true, bounds: '[42,370][1038,496]' }),
      v('android.widget.TextView', { text: 'Longjing 龙井 & Hōjicha', clickable: true, bounds: '[42,510][1038,580]' }),
    ])]);
    const obs = observePageSource(xml, SCREEN);
    expect(obs.title).toBe('設定');
    expect(obs.elements.map((e) => e.name)).toEqual(['More options', 'Сохранить', 'إرسال', 'Longjing 龙井 & Hōjicha']);
    expect(pageTextOf(parseHierarchy(xml))).toContain('Longjing 龙井 & Hōjicha');
  });

  it('observes an alert dialog as a dialog named by its title, in the context of its buttons, and reads toasts as page text', () => {
    const dialog = v('android.widget.FrameLayout', { bounds: '[63,880][1017,1520]' }, [
      v('android.widget.TextView', { 'resource-id': 'android:id/alertTitle', text: 'Delete item?', bounds: '[126,943][954,1030]' }),
      v('android.widget.Button', { 'resource-id': 'android:id/button1', text: 'Delete', clickable: true, bounds: '[760,1372][996,1498]' }),
    ]);
    const toast = v('android.widget.Toast', { text: 'Item deleted', package: 'com.android.settings' });
    const xml = pageSource([dialog, toast]);
    const obs = observePageSource(xml, SCREEN);
    // the window itself, as the web observes an open <dialog>: what "the dialog is gone" finds again
    expect(obs.elements.map((e) => [e.role, e.name])).toEqual([['dialog', 'Delete item?'], ['button', 'Delete']]);
    expect(obs.elements[1]).toMatchObject({ name: 'Delete', context: 'dialog "Delete item?"' });
    expect(pageTextOf(parseHierarchy(xml)).split('\n')).toEqual(['Delete item?', 'Delete', 'Item deleted']);
  });

  it('rejects a page source that is not XML with a clear error', () => {
    expect(() => parseHierarchy('<hierarchy><android.widget.Button text="x"></hierarchy>')).toThrow(PageSourceError);
    expect(() => parseHierarchy('')).toThrow(/not valid XML/);
  });
});
