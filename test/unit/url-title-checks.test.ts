// URL and title checks as the runtime makes them, against a driver that only knows its URL and title: a Mink
// pattern with or without slashes around it, "not" turning a check around, and the browser's own blank tab, which
// no path is on.
import { describe, expect, it } from 'vitest';
import type { AppDriver } from '../../src/drivers/driver.ts';
import { checkOnce } from '../../src/runtime/assertions.ts';
import type { Assertion } from '../../src/cache/schema.ts';

const at = (url: string, title = 'Inline editing'): AppDriver<unknown> =>
  ({ url: async () => url, title: async () => title }) as unknown as AppDriver<unknown>;
const args = { args: [], env: {} };
const opts = {} as never;
const holds = async (url: string, a: Assertion): Promise<boolean> => (await checkOnce(at(url), a, args, opts)).holds;

describe('URL and title checks', () => {
  it('matches a pattern between slashes, and one written without them', async () => {
    const page = 'http://127.0.0.1:4000/samples/old/inlineall.html';
    expect(await holds(page, { check: 'url', value: { literal: '/inlineall\\.html$/' }, op: 'matches' })).toBe(true);
    expect(await holds(page, { check: 'url', value: { literal: '/samples/old/inlineall\\.html$' }, op: 'matches' }))
      .toBe(true);
    expect(await holds(page, { check: 'url', value: { literal: '/samples/new/.*\\.html$' }, op: 'matches' }))
      .toBe(false);
  });

  it('never finds a path in an address of the browser itself (a scenario that opened no page)', async () => {
    for (const blank of ['chrome://new-tab-page-third-party/', 'about:blank', 'data:,']) {
      expect(await holds(blank, { check: 'url', value: { literal: '/' }, op: 'contains' }), blank).toBe(false);
      expect(await holds(blank, { check: 'url', value: { literal: '.*' }, op: 'matches' }), blank).toBe(false);
    }
    expect(await holds('http://127.0.0.1:4000/', { check: 'url', value: { literal: '/' }, op: 'contains' })).toBe(true);
  });

  it('turns a URL or title check around when negated', async () => {
    const page = 'http://127.0.0.1:4000/account/settings';
    expect(await holds(page, { check: 'url', value: { literal: '/admin' }, op: 'contains', negate: true })).toBe(true);
    expect(await holds(page, { check: 'url', value: { literal: '/account' }, op: 'contains', negate: true }))
      .toBe(false);
    expect(await holds(page, { check: 'title', value: { literal: 'Error' }, op: 'contains', negate: true })).toBe(true);
    expect(await holds(page, { check: 'title', value: { literal: 'Inline' }, op: 'contains', negate: true }))
      .toBe(false);
  });
});
