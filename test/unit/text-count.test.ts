// "I should see 2 "Delivered" elements" as a text check: how many times the parts of the page show a
// phrase, each time whole (never inside a longer word), across every part read.
import { describe, expect, it } from 'vitest';
import { showsText, timesShown } from '../../src/runtime/assertions.ts';

describe('timesShown', () => {
  it('counts a phrase each time it shows whole, across parts and lines', () => {
    const parts = [
      { where: 'screen', text: 'Order #1042\nOut for delivery\nOrder #1038\nDelivered\nOrder #1031\nDelivered' },
      { where: 'page', text: 'Delivered  on time' },
    ];
    expect(timesShown(parts, 'Delivered')).toBe(3);
    expect(timesShown(parts, 'Order #10')).toBe(0);
    expect(timesShown(parts, 'Delivered on time')).toBe(1);
  });

  it('does not count a phrase inside a longer word, a tag name nowhere shown, or an empty text', () => {
    const parts = [{ where: 'screen', text: 'Undelivered\nRedelivered later\nlist items' }];
    expect(timesShown(parts, 'Delivered')).toBe(0);
    expect(timesShown(parts, 'li')).toBe(0);
    expect(timesShown(parts, '')).toBe(0);
    // letters of other scripts are word letters too
    expect(timesShown([{ where: 'screen', text: 'Доставлено Доставленоx' }], 'Доставлено')).toBe(1);
  });
});

describe('showsText', () => {
  it('reads a gap the stylesheet draws between a word and a number or a sign as the space the step writes', () => {
    expect(showsText('TiddlyWiki version5.4.1\nhome', 'TiddlyWiki version 5.4.1')).toBe(true);
    expect(showsText('Total:10.00 USD', 'Total: 10.00 USD')).toBe(true);
    expect(showsText('Inbox 4 (+3)', 'Inbox 4 (+3)')).toBe(true);
  });
  it('never drops a space between two letters or two digits, nor adds one', () => {
    expect(showsText('comparison of tools', 'is on')).toBe(false);
    expect(showsText('Order 1042', 'Order 10 42')).toBe(false);
    expect(showsText('version 5.4.1', 'version5.4.1')).toBe(false);
  });
});
