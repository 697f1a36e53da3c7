import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { BidiPageLoads } from '../../src/drivers/web/page-events.ts';

// The BiDi load events a navigation wait listens for (page-events.ts): an event that came between the
// mark and the wait still counts, an event of another kind or from before the mark does not.

describe('BidiPageLoads', () => {
  it('finds a load reported after the mark, even before the wait began', async () => {
    const client = new EventEmitter();
    const loads = new BidiPageLoads(client);
    client.emit('browsingContext.load', { context: 'A' });
    const since = loads.mark();
    client.emit('browsingContext.domContentLoaded', { context: 'A' });
    expect(await loads.after(since, ['domContentLoaded'], 5_000)).toBe(true);
    expect(await loads.after(since, ['load'], 0)).toBe(false);
  });

  it('wakes a waiting navigation when its kind of event comes, and gives up after the timeout', async () => {
    const client = new EventEmitter();
    const loads = new BidiPageLoads(client);
    const since = loads.mark();
    const waiting = loads.after(since, ['load'], 60_000);
    client.emit('browsingContext.domContentLoaded', { context: 'B' });
    client.emit('browsingContext.load', { context: 'B' });
    expect(await waiting).toBe(true);
    expect(await loads.after(loads.mark(), ['load'], 10)).toBe(false);
  });
});
