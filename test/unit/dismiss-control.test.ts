import { describe, expect, it } from 'vitest';
import { dismissControl } from '../../src/heal/overlay.ts';
import type { ObservedElement } from '../../src/observation/element.ts';

const button = (name: string, index: number): ObservedElement => ({
  index, tag: 'button', role: 'button', name, text: name, classes: [], disabled: false, editable: false,
  xpath: `/html[1]/body[1]/div[1]/button[${index + 1}]`, css: `button:nth-of-type(${index + 1})`, bounds: { x: 0, y: 0, w: 10, h: 10 }, context: '',
});

describe('the control that dismisses an overlay', () => {
  it('prefers closing over acknowledging over accepting over refusing', () => {
    expect(dismissControl([button('Reject all', 0), button('Accept cookies', 1)])!.name).toBe('Accept cookies');
    expect(dismissControl([button('Accept', 0), button('Got it', 1)])!.name).toBe('Got it');
    expect(dismissControl([button('Got it', 0), button('×', 1)])!.name).toBe('×');
  });

  it('takes nothing that only looks like a way out: an overlay without one is not dismissed', () => {
    expect(dismissControl([button('Delete account', 0), button('Buy now', 1), button('Subscribe', 2)])).toBeUndefined();
  });
});
