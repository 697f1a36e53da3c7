// The records a compile run keeps (src/compiler/records.ts): a step's values that this run compiled are not
// refused when a later scenario, in the state an earlier scenario left half done, finds nothing for them (the
// sixth blind split's `I click "Maple syrup"`: compiled where the note had been made, unsure where it had not).
// Values the run never compiled are refused, so replay does not run another value's binding in their place; a new
// generic binding leaves the values this run compiled with the old one that old one, as their own.
import { describe, expect, it } from 'vitest';
import type { Binding } from '../../src/cache/schema.ts';
import type { CacheStore } from '../../src/cache/store.ts';
import { RecordBook } from '../../src/compiler/records.ts';
import type { ResolvedStep } from '../../src/compiler/steps.ts';

const provenance = { source: 'f.feature:3', planner: 'rules' as const, durationMs: 1, compiledAt: '2026-11-27T00:00:00.000Z' };
const step = (args: string[]): ResolvedStep => ({
  source: { keyword: 'When', location: 'f.feature:3' }, plan: { args }, expression: 'I click {string}',
  parameterTypes: ['string'], argument: undefined, handwritten: false, platform: 'web',
} as unknown as ResolvedStep);
const binding = (args: string[]): Binding => ({ args, actions: [{ do: 'navigate', url: { literal: '/x' } }], provenance });

describe('the records a compile run keeps', () => {
  it('keeps a binding this run compiled when a later scenario finds nothing for the same values', () => {
    const book = new RecordBook({} as CacheStore, new Map(), false);
    book.addBinding(step(['Maple syrup']), 'f.feature', binding(['Maple syrup']));
    book.refuse(step(['Maple syrup']), 'unsure: no element matches "Maple syrup"');
    book.refuse(step(['Cinnamon']), 'unsure: no element matches "Cinnamon"');
    const rec = book.records.get('I click {string}')!;
    expect(rec.bindings.map((b) => b.args)).toEqual([['Maple syrup']]);
    expect(rec.notCompiled?.map((n) => n.args)).toEqual([['Cinnamon']]);
    expect(book.bindingFor(step(['Maple syrup']))?.args).toEqual(['Maple syrup']);
  });

  it('keeps the old generic binding for the values this run compiled with it when a new generic one replaces it', () => {
    // `Click "add".` placed among look-alikes (generic), then `Click "close all".` planned anew (generic too)
    const book = new RecordBook({} as CacheStore, new Map(), false);
    const generic = (url: string): Binding => ({ args: null, provenance,
      actions: [{ do: 'navigate', url: { literal: url } }] });
    book.addBinding(step(['add']), 'f.feature', generic('/placed'));
    book.addBinding(step(['close all']), 'f.feature', generic('/plain'));
    const rec = book.records.get('I click {string}')!;
    const urls = rec.bindings.map((b) => [b.args, JSON.stringify(b.actions)]);
    expect(urls).toEqual([[['add'], expect.stringContaining('/placed')], [null, expect.stringContaining('/plain')]]);
    expect(JSON.stringify(book.bindingFor(step(['add']))?.actions)).toContain('/placed');
    // a value the run never compiled gets the new one
    expect(JSON.stringify(book.bindingFor(step(['Save']))?.actions)).toContain('/plain');
  });
});
