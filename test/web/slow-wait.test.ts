import { describe, expect, it } from 'vitest';
import type { StepAction } from '../../src/cache/schema.ts';
import type { SlowWaitKind } from '../../src/runtime/options.ts';
import { executeAction } from '../../src/runtime/execute.ts';
import { ground, named, targetOf } from '../fixtures/pages/harness.ts';
import { runtimeOptions } from '../support/browser.ts';
import { usePageBrowser } from '../support/page-browser.ts';

// Issue 16, "show in the progress line what a slow step is waiting for": a wait that lasts a second tells
// onSlowWait what it waits for (compile prints it), once; a check that holds at its first look says nothing.

const page = usePageBrowser();

async function run(action: StepAction): Promise<{ what: string; kind: SlowWaitKind }[]> {
  const told: { what: string; kind: SlowWaitKind }[] = [];
  await executeAction(page.app, action, { args: [], env: {} },
    runtimeOptions(page.url, { timeoutMs: 5_000, onSlowWait: (what, kind) => told.push({ what, kind }) }));
  return told;
}

describe('a slow wait says what it waits for', () => {
  it('names the check that does not hold yet, and what the page shows meanwhile', async () => {
    await page.app.navigate(`${page.url}/unchanged.html`);
    const obs = await page.app.observe({ settle: true });
    await run({ do: 'click', target: targetOf(ground(obs, named('Save slowly', 'button')), obs) });
    const told = await run({ do: 'assert', expect: { check: 'text', text: { literal: 'Saved at last' }, negate: false } });
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'check' });
    expect(told[0]!.what).toMatch(/^text "Saved at last" \(now it in none of the \d part\(s\) read/);
  });

  it('says nothing of a check that holds at once', async () => {
    await page.app.navigate(`${page.url}/unchanged.html`);
    expect(await run({ do: 'assert', expect: { check: 'text', text: { literal: 'Unchanged' }, negate: false } })).toEqual([]);
  });
});
