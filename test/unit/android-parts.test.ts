// Parts of an Android screen a step names by a noun ("the calendar", "the drawer", "the dialog"), read from
// what the framework says of a view: its class, its place in a DrawerLayout, its resource-id, its window.
import { describe, expect, it } from 'vitest';
import { anchorContainers, inScope } from '../../src/drivers/android/scope.ts';
import { parseHierarchy, textsUnder } from '../../src/observation/android/hierarchy.ts';
import { pageSource, v } from '../support/uia2-xml.ts';

const id = (n: string) => `com.example.app:id/${n}`;
const text = (t: string, y: number) => v('android.widget.TextView', { text: t, bounds: `[40,${y}][900,${y + 60}]` });
const part = (xml: string, noun: string) => anchorContainers(parseHierarchy(xml), { kind: 'section', noun })
  .map((n) => textsUnder(n).join(' '));

/** A screen in a DrawerLayout: the main content first, then (when open) the drawer panel. */
const drawerScreen = (open: boolean) => pageSource([v('android.widget.FrameLayout', { bounds: '[0,0][1080,2400]' }, [
  v('androidx.drawerlayout.widget.DrawerLayout', { bounds: '[0,63][1080,2400]' }, [
    v('android.view.ViewGroup', { 'resource-id': id('coordinator'), bounds: '[0,63][1080,2400]' }, [text('Black teas', 400)]),
    ...(open ? [v('android.widget.FrameLayout', { 'resource-id': id('nav_view'), bounds: '[0,0][880,2400]' }, [
      text('Ada Lovelace', 250), text('Gift cards', 500)])] : []),
  ]),
])]);

describe('parts of an Android screen named by a noun', () => {
  it('finds the drawer as the DrawerLayout\'s side panel, never the layout around the main content', () => {
    expect(part(drawerScreen(true), 'drawer')).toEqual(['Ada Lovelace Gift cards']);
    // trap: closed, nothing is the drawer (the DrawerLayout itself holds the main content)
    expect(part(drawerScreen(false), 'drawer')).toEqual([]);
  });

  it('finds a calendar in a DatePicker or a CalendarView by its class, and nothing where no class or id says so', () => {
    const picker = pageSource([v('android.widget.FrameLayout', { bounds: '[63,420][1017,1980]' }, [
      v('android.widget.DatePicker', { 'resource-id': 'android:id/datePicker', bounds: '[63,420][1017,1800]' }, [text('November 2026', 770)]),
      v('android.widget.Button', { 'resource-id': 'android:id/button1', text: 'OK', clickable: true, bounds: '[750,1830][996,1950]' }),
    ])]);
    expect(part(picker, 'calendar')).toEqual(['November 2026']);
    expect(part(picker, 'date picker')).toEqual(['November 2026']);
    const calendarView = pageSource([v('android.widget.CalendarView', { bounds: '[0,0][1080,1200]' }, [text('March 2025', 100)])]);
    expect(part(calendarView, 'calendar')).toEqual(['March 2025']);
    // traps: a list of dates is no calendar; the word only inside another word's text says nothing
    const dates = pageSource([v('android.widget.LinearLayout', { 'resource-id': id('dates'), bounds: '[0,0][1080,1200]' }, [
      text('Calendar of tastings', 100), text('November 2026', 200)])]);
    expect(part(dates, 'calendar')).toEqual([]);
    // and a class word is a whole word: "view" or "text" is no part of a TextView
    expect(part(dates, 'view')).toEqual([]);
  });

  it('keeps finding parts by their resource-id', () => {
    const inbox = pageSource([v('android.widget.LinearLayout', { 'resource-id': id('inbox_list'), bounds: '[0,0][1080,1200]' }, [text('Hello', 100)])]);
    expect(part(inbox, 'inbox')).toEqual(['Hello']);
  });

  it('finds the part the scenario named last by its texts, latest first, and nothing when none is on screen', () => {
    const button = (y: number) => v('android.widget.Button', { text: 'Edit', clickable: true, bounds: `[700,${y}][1000,${y + 80}]` });
    const h = parseHierarchy(pageSource([v('android.widget.LinearLayout', { bounds: '[0,0][1080,2400]' }, [
      v('android.widget.LinearLayout', { bounds: '[0,100][1080,500]' }, [text('Garden notes', 120), button(300)]),
      v('android.widget.LinearLayout', { bounds: '[0,900][1080,1300]' }, [text('Kitchen notes', 920), button(1100)]),
    ])]));
    const edits = h.nodes.filter((n) => n.text === 'Edit');
    const pick = (tries: string[]) => inScope(h, edits, { relation: 'in', anchor: { kind: 'text', text: 'Garden notes',
      said: true, tries } }).map((n) => n.bounds.y);
    expect(pick(['Kitchen notes', 'Garden notes'])).toEqual([1100]);
    expect(pick(['Not on screen', 'Garden notes'])).toEqual([300]);
    // trap: no text the scenario said is on screen: nothing, not the text compile saw
    expect(pick(['Not on screen'])).toEqual([]);
  });
});
