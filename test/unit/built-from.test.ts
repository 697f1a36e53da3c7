// Which element a target was built from, so a plan tried again can set it aside (compiler/pick-again.ts): by the
// path it recorded, or, for a definition for any values that recorded none, by its tag, role and filled-in name.
import { describe, expect, it } from 'vitest';
import { builtFrom } from '../../src/locators/build-target.ts';
import type { Target } from '../../src/locators/target.ts';
import type { ObservedElement } from '../../src/observation/element.ts';

const el = (tag: string, role: string, name: string, css: string): ObservedElement => ({ index: 0, tag, role, name,
  classes: [], disabled: false, editable: false, css, context: '', bounds: { x: 0, y: 0, w: 10, h: 10 } });
const menu = el('button', 'button', 'Library', 'nav > button');
const tab = el('button', 'tab', 'Library', 'aside button');

describe('builtFrom', () => {
  it('finds the element by the path the target recorded', () => {
    const t: Target = { description: 'button "Library"', strategies: [{ by: 'css', value: 'nav > button' }],
      fingerprint: { tag: 'button', role: 'button', name: 'Library' } };
    expect([builtFrom(t, menu), builtFrom(t, tab)]).toEqual([true, false]);
  });

  it('finds the element of that tag, role and name when the target recorded no path', () => {
    const t: Target = { description: 'button "Library"', strategies: [{ by: 'role', role: 'button', value: '*' }],
      fingerprint: { tag: 'button', role: 'button', name: 'library ' } };
    expect([builtFrom(t, menu), builtFrom(t, tab)]).toEqual([true, false]);
    expect(builtFrom({ ...t, fingerprint: { tag: 'button', role: 'button' } }, menu)).toBe(false);
  });
});
