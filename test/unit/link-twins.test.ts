// Look-alikes and what tells them apart: links of one name to one place are one way there, so the words
// around each (a search list that fills as it loads) are no part of which one it is; links of one name to
// different places, or buttons, are told apart by their surroundings.
import { describe, expect, it } from 'vitest';
import { buildTarget } from '../../src/locators/build-target.ts';
import { pickIdentified, type CandidateFacts } from '../../src/locators/identity.ts';
import type { ObservedElement } from '../../src/observation/element.ts';

const link = (index: number, href: string, context: string, role = 'link'): ObservedElement => ({
  index, tag: role === 'link' ? 'a' : 'button', role, name: 'Filter Operators', classes: [], disabled: false,
  editable: false, href, context, bounds: { x: 0, y: index * 20, w: 100, h: 20 } });

describe('look-alike links', () => {
  it('keeps no context key for links of one name to one place', () => {
    const a = link(0, '#Filter%20Operators', 'Title matches: Filter Operators');
    const b = link(1, '#Filter%20Operators', 'All matches: Filter Operators Filters');
    expect(buildTarget(a, [], [a, b])!.fingerprint.key).toBeUndefined();
  });

  it('tells apart links of one name to different places, and buttons, by their context', () => {
    const a = link(0, '/a', 'Title matches: Filter Operators');
    const b = link(1, '/b', 'All matches: Filter Operators');
    expect(buildTarget(a, [], [a, b])!.fingerprint.key).toEqual(['context']);
    const c = link(0, '#', 'row one', 'button');
    const d = link(1, '#', 'row two', 'button');
    expect(buildTarget(c, [], [c, d])!.fingerprint.key).toEqual(['context']);
  });
});

describe('identity among look-alike links', () => {
  const facts = (href: string, context: string): CandidateFacts => ({ tag: 'a', role: 'link', name: 'Filter Operators',
    text: 'Filter Operators', href, context });
  const fp = { tag: 'a', role: 'link', name: 'Filter Operators', text: 'Filter Operators' };

  it('takes the first of links of one name to one place', () => {
    const found = [facts('#Filter%20Operators', 'Title matches:'), facts('#Filter%20Operators', 'All matches:')];
    expect(pickIdentified(found, (c) => c, fp, 0.7).chosen?.item).toBe(found[0]);
  });

  it('takes none of links of one name to different places', () => {
    const found = [facts('/a', 'Title matches:'), facts('/b', 'All matches:')];
    expect(pickIdentified(found, (c) => c, fp, 0.7).chosen).toBeUndefined();
  });
});
