import { describe, expect, it } from 'vitest';
import { fingerprintScore, similarText } from '../../src/locators/identity.ts';
import { nameAgrees, positionSimilarity, rankCandidates, reidentify, relocateList } from '../../src/locators/reidentify.ts';
import type { Fingerprint, Strategy } from '../../src/locators/target.ts';
import type { ObservedElement } from '../../src/observation/element.ts';

let n = 0;
const el = (over: Partial<ObservedElement>): ObservedElement => ({
  index: n++, tag: 'button', role: 'button', name: '', classes: [], disabled: false, editable: false,
  xpath: `/html[1]/body[1]/div[${n}]`, css: `div:nth-of-type(${n})`, bounds: { x: 0, y: 0, w: 10, h: 10 }, context: '', ...over,
});

const emailFp: Fingerprint = { tag: 'input', role: 'textbox', name: 'Email', label: 'Email', id: 'email', type: 'email', context: 'form' };
const emailStrategies: Strategy[] = [{ by: 'id', value: 'email' }, { by: 'name', value: 'email' }, { by: 'xpath', value: '/html[1]/body[1]/form[1]/input[2]' }];
const field = (name: string, over: Partial<ObservedElement> = {}) =>
  el({ tag: 'input', role: 'textbox', name, label: name, type: 'text', editable: true, context: 'form', ...over });

describe('fingerprint identity score (same weights as the browser script)', () => {
  it('is 1 for an unchanged element and weighs name 3, role 2, context 1', () => {
    const b = el({ name: 'Save', text: 'Save', id: 'save', context: 'form "Profile"' });
    const fp: Fingerprint = { tag: 'button', role: 'button', name: 'Save', text: 'Save', id: 'save', context: 'form "Profile"' };
    expect(fingerprintScore(b, fp)).toBe(1);
    // id gone (2 of 11 points) and context gone (1 of 11)
    expect(fingerprintScore({ ...b, id: 'x', context: '' }, fp)).toBeCloseTo(8 / 11, 5);
  });

  it('compares texts by normalised equality, else word overlap', () => {
    expect(similarText('  Sign   in ', 'sign in')).toBe(1);
    expect(similarText('Save profile', 'Save profile changes')).toBeCloseTo(2 / 3, 5);
    expect(similarText('Delete', 'Remove')).toBe(0);
  });

  it('halves the score of a look-alike whose key field (its row) differs', () => {
    const fp: Fingerprint = { tag: 'button', role: 'button', name: 'Delete', context: 'Alice', key: ['context'] };
    expect(fingerprintScore(el({ name: 'Delete', context: 'Alice' }), fp)).toBe(1);
    expect(fingerprintScore(el({ name: 'Delete', context: 'Bob' }), fp)).toBeLessThan(0.5);
  });
});

describe('re-identification on a changed page', () => {
  it('takes a field whose id, name and label changed when name and context still agree and it clearly leads', () => {
    const page = [field('Customer name', { id: 'cust' }), field('Email address', { id: 'contact-email', type: 'email', xpath: '/html[1]/body[1]/form[1]/input[2]' }), field('Quantity', { type: 'number' })];
    const r = reidentify(emailFp, emailStrategies, page);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.match.element.id).toBe('contact-email');
      expect(r.match.signals).toEqual(['name', 'context']);
    }
  });

  it('refuses a look-alike when the real element is gone (false-heal trap)', () => {
    const fp: Fingerprint = { tag: 'button', role: 'button', name: 'Delete', text: 'Delete', context: 'Alice · table', key: ['context'] };
    const r = reidentify(fp, [{ by: 'role', role: 'button', value: 'Delete' }], [el({ name: 'Delete', text: 'Delete', context: 'Bob · table' })]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/look-alike/);
  });

  it('refuses a same-named element in another place when nothing else agrees', () => {
    const fp: Fingerprint = { tag: 'input', role: 'textbox', name: 'Email', label: 'Email', id: 'billing-email', context: 'form "Billing"' };
    const r = reidentify(fp, [], [field('Email', { id: 'shipping-email', context: 'form "Shipping"' })]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/agrees only on name/);
  });

  it('refuses when two candidates are about as good', () => {
    const fp: Fingerprint = { tag: 'button', role: 'button', name: 'Save', text: 'Save', id: 'save', context: 'form' };
    const r = reidentify(fp, [], [el({ name: 'Save', text: 'Save', context: 'form', id: 'a' }), el({ name: 'Save', text: 'Save', context: 'form', id: 'b' })]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/too close/);
  });

  it('refuses an element of another role, and one that is merely similar in shape', () => {
    const link = reidentify({ tag: 'button', role: 'button', name: 'Next', text: 'Next', context: 'nav' }, [], [el({ tag: 'a', role: 'link', name: 'Next', text: 'Next', context: 'nav' })]);
    expect(link.ok).toBe(false);
    const other = reidentify(emailFp, emailStrategies, [field('Customer name', { type: 'email' })]);
    expect(other.ok).toBe(false);
  });

  it('uses position only as a weak hint: it orders equal candidates but cannot make a winner', () => {
    expect(positionSimilarity('/html[1]/body[1]/form[1]/input[2]', '/html[1]/body[1]/form[1]/input[2]')).toBe(1);
    expect(positionSimilarity('/html[1]/body[1]/form[1]/input[2]', '/html[1]/body[1]/div[1]/form[1]/input[2]')).toBeCloseTo(2 / 5, 5);
    const fp: Fingerprint = { tag: 'button', role: 'button', name: 'Save', text: 'Save', context: 'form' };
    const same = [el({ name: 'Save', text: 'Save', context: 'form' }), el({ name: 'Save', text: 'Save', context: 'form', xpath: '/html[1]/body[1]/form[1]/button[1]' })];
    const ranked = rankCandidates(fp, [{ by: 'xpath', value: '/html[1]/body[1]/form[1]/button[1]' }], same);
    expect(ranked[0]!.element.xpath).toBe('/html[1]/body[1]/form[1]/button[1]');
    expect(reidentify(fp, [{ by: 'xpath', value: '/html[1]/body[1]/form[1]/button[1]' }], same).ok).toBe(false);
  });

  it('treats a longer label that keeps every old word as the same name, a different one as not', () => {
    expect(nameAgrees('Place order', 'Place your order')).toBe(true);
    expect(nameAgrees('Email', 'Email address')).toBe(true);
    expect(nameAgrees('Add to cart', 'Add to basket')).toBe(false);
    expect(nameAgrees('Save', 'Save all of the things you changed today')).toBe(false);
  });
});

describe('a counted list found again after the page was rearranged', () => {
  const old = '#main > div:nth-of-type(2) > section:nth-of-type(1) > table:nth-of-type(1) > tbody:nth-of-type(1) > tr';
  it('is the one list with the same shape, whatever its new container and classes', () => {
    const moved = '#main > div:nth-of-type(2) > section:nth-of-type(1) > div:nth-of-type(1) > table:nth-of-type(1) > tbody:nth-of-type(1) > tr';
    expect(relocateList(old, [{ css: '#main > nav > ul > li' }, { css: moved }])).toEqual({ ok: true, css: moved });
  });
  it('is not chosen when two lists have that shape, or none has', () => {
    const a = '#a > table:nth-of-type(1) > tbody:nth-of-type(1) > tr';
    const b = '#b > table:nth-of-type(1) > tbody:nth-of-type(1) > tr';
    expect(relocateList(old, [{ css: a }, { css: b }]).ok).toBe(false);
    expect(relocateList(old, [{ css: '#main > ul > li' }]).ok).toBe(false);
  });
});
