// The look-alike beside what the step before acted on: the one sharing the deepest part of the page with
// it, and none when two share it as deeply (a search box above a table of "Delete" buttons); where paths by id
// say nothing, the one clearly nearest on the screen to that element, found again live.
import { describe, expect, it } from 'vitest';
import type { StepAction } from '../../src/cache/schema.ts';
import type { ObservedElement } from '../../src/observation/element.ts';
import type { PlanContext } from '../../src/planners/planner.ts';
import { besideLastAction } from '../../src/planners/rules/scenario-evidence.ts';

const el = (xpath: string): ObservedElement => ({ index: 0, tag: 'button', role: 'button', name: 'add', classes: [],
  disabled: false, editable: false, bounds: { x: 0, y: 0, w: 1, h: 1 }, context: '', xpath });
const typed = (xpath: string): StepAction => ({ do: 'type', value: { literal: 'Errands' },
  target: { description: 'textbox "tag name"', fingerprint: { tag: 'input', role: 'textbox' },
    strategies: [{ by: 'label', value: 'tag name' }, { by: 'xpath', value: xpath }] } });
// a page on which the element acted on is not found again: only the paths can tell
const gone = { locate: async () => ({}) };
const ctx = (did: StepAction[]): PlanContext => ({ driver: gone, history: [{ text: 'I fill in "tag name" with "Errands"',
  actions: [], did, args: { args: [], env: {} } }] }) as unknown as PlanContext;

describe('besideLastAction', () => {
  const draft = '/html[1]/body[1]/div[2]/div[1]';
  const other = el('/html[1]/body[1]/div[2]/div[3]/p[1]/button[1]');
  const near = el(`${draft}/span[2]/button[1]`);
  it('picks the look-alike that shares the deepest part of the page with the last element acted on', async () => {
    expect(await besideLastAction(ctx([typed(`${draft}/span[2]/input[1]`)]), [other, near])).toBe(near);
  });
  it('looks past a check of words alone to the element the steps before acted on', async () => {
    const seen: StepAction = { do: 'assert', expect: { check: 'text', text: { literal: 'Saved' }, negate: false } };
    const c = { driver: gone, history: [{ text: 'I fill in "tag name" with "Errands"', actions: [], did: [typed(`${draft}/span[2]/input[1]`)] },
      { text: 'I should see "Saved"', actions: [], did: [seen] }] } as unknown as PlanContext;
    expect(await besideLastAction(c, [other, near])).toBe(near);
  });
  it('stays undecided when two share it as deeply, or the step before acted on nothing known by its path', async () => {
    const rows = [el('/html[1]/body[1]/table[1]/tr[1]/td[2]/button[1]'), el('/html[1]/body[1]/table[1]/tr[2]/td[2]/button[1]')];
    expect(await besideLastAction(ctx([typed('/html[1]/body[1]/input[1]')]), rows)).toBeUndefined();
    expect(await besideLastAction(ctx([{ do: 'navigate', url: { literal: '/' } }]), [other, near])).toBeUndefined();
    expect(await besideLastAction({ history: [] } as unknown as PlanContext, [other, near])).toBeUndefined();
  });

  it('takes the one clearly nearest on the screen when paths by id say nothing, found again live', async () => {
    const at = (y: number, xpath: string): ObservedElement => ({ ...el(xpath), bounds: { x: 0, y, w: 100, h: 20 } });
    const found = { locate: async () => ({ described: { ...at(100, '//*[@id="name-1"]'), role: 'textbox' } }) };
    const placed: StepAction = { do: 'type', value: { literal: 'Ada' }, target: { description: 'textbox "Name" (#1)',
      fingerprint: { tag: 'input', role: 'textbox' }, strategies: [{ by: 'role', role: 'textbox', value: 'Name' }],
      ordinal: 1 } };
    const c = { driver: found, history: [{ text: 'I type "Ada" into the "Name" field', actions: [], did: [placed],
      args: { args: [], env: {} } }] } as unknown as PlanContext;
    const first = at(300, '//*[@id="message-1"]');
    const second = at(3000, '//*[@id="message-2"]');
    expect(await besideLastAction(c, [second, first])).toBe(first);
    // as far from one as from the other: undecided
    expect(await besideLastAction(c, [at(300, '//*[@id="a"]'), at(-100, '//*[@id="b"]')])).toBeUndefined();
  });
});
