// Identity scoring (src/locators/identity.ts), shared by the web and Android locators: the same
// element scores high, a renamed or relocated look-alike low, and near-ties are refused.
import { describe, expect, it } from 'vitest';
import { fingerprintScore, pickIdentified, similarText, type CandidateFacts } from '../../src/locators/identity.ts';
import type { Fingerprint } from '../../src/locators/target.ts';

const fp: Fingerprint = { tag: 'button', role: 'button', name: 'Delete', context: 'Assam £4.50', key: ['context'] };
const row = (context: string): CandidateFacts => ({ tag: 'button', role: 'button', name: 'Delete', context });

describe('identity scoring', () => {
  it('compares texts by words in any script, case and spacing aside', () => {
    expect(similarText('  Sign   In ', 'sign in')).toBe(1);
    expect(similarText('Longjing 龙井', 'longjing')).toBeCloseTo(0.5);
    expect(similarText('Сохранить', 'Отмена')).toBe(0);
    expect(similarText('', 'x')).toBe(0);
  });

  it('scores the recorded element 1, and halves a look-alike whose key field does not match', () => {
    expect(fingerprintScore(row('Assam £4.50'), fp)).toBe(1);
    const other = fingerprintScore(row('Sencha £5.40'), fp);
    expect(other).toBeLessThan(0.5);
    expect(fingerprintScore(row('Sencha £5.40'), { ...fp, key: undefined })).toBeGreaterThan(0.8);
    expect(fingerprintScore({ tag: 'a', role: 'link', name: 'Delete' }, fp)).toBeLessThan(0.6);
  });

  it('picks only a clear winner above the threshold', () => {
    const facts = (c: CandidateFacts) => c;
    expect(pickIdentified([row('Sencha £5.40'), row('Assam £4.50')], facts, fp, 0.6).chosen?.item.context).toBe('Assam £4.50');
    // two equally good candidates: refused, not guessed
    const twins = pickIdentified([row('Assam £4.50'), row('Assam £4.50')], facts, fp, 0.6);
    expect(twins).toEqual({ best: 1 });
    expect(pickIdentified([row('Sencha £5.40')], facts, fp, 0.6)).toEqual({ best: 0.43 });
    expect(pickIdentified([], facts, fp, 0.6)).toEqual({ best: 0 });
  });
});
