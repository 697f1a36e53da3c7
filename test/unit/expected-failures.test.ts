// Catches that take only the failure they expect: a guarded dismissal whose overlay moved under the
// click, drift lines a killed worker cut short (counted and reported), a page that never settles;
// anything else (a lost browser session, a bug) is raised, not swallowed.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebDriver } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import type { AppDriver, ResolvedTarget } from '../../src/drivers/driver.ts';
import { InterceptedError, PageNotSettledError } from '../../src/drivers/errors.ts';
import { settlePage } from '../../src/drivers/web/settle.ts';
import { formatDriftSummary } from '../../src/report/drift-summary.ts';
import { appendDrift, readDrift, type DriftEntry } from '../../src/runtime/drift.ts';
import { dismissIfPresent, guardsIn } from '../../src/runtime/guards.ts';
import type { RuntimeOptions } from '../../src/runtime/options.ts';

const named = (name: string, message = name): Error => Object.assign(new Error(message), { name });

/** A driver whose control is present for the first `present` looks, and whose click fails with `clickError`. */
function overlayDriver(present: number, clickError?: Error): { driver: AppDriver<string>; clicks: () => number } {
  let looks = 0;
  let clicks = 0;
  const driver = {
    locate: async () => ({ element: looks++ < present ? 'close' : null, attempts: [] }),
    click: async () => {
      clicks++;
      if (clickError) throw clickError;
    },
  } as unknown as AppDriver<string>;
  return { driver, clicks: () => clicks };
}

const control: ResolvedTarget = { description: 'the "Close" button', strategies: [], fingerprint: {} as ResolvedTarget['fingerprint'] };
const opts: RuntimeOptions = { timeoutMs: 300, waitTimeoutMs: 300, identityThreshold: 0.6, baseUrl: 'http://x', env: {} };

describe('a guarded dismissal', () => {
  it('counts an overlay that closed on its own under the click as dismissed', async () => {
    const { driver } = overlayDriver(1, named('StaleElementReferenceError'));
    expect(await dismissIfPresent(driver, control, opts)).toBe(true);
  });

  it('is not a dismissal when the click could not reach a control that is still there', async () => {
    for (const e of [named('ElementNotInteractableError'), new InterceptedError('div.spinner'), named('stale element reference')]) {
      const { driver, clicks } = overlayDriver(99, e);
      expect(await dismissIfPresent(driver, control, opts)).toBe(false);
      expect(clicks()).toBe(1);
    }
  });

  it('raises anything else: a lost session is no overlay', async () => {
    const { driver } = overlayDriver(99, named('NoSuchSessionError', 'invalid session id'));
    await expect(dismissIfPresent(driver, control, opts)).rejects.toThrow('invalid session id');
  });

  it('skips an invalid record when collecting the guards (its own step reports it)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stepwright-guards-'));
    writeFileSync(join(dir, 'broken.json'), '{ "format": ');
    expect(guardsIn(dir)).toEqual([]);
  });
});

describe('the drift file', () => {
  const entry = (location: string): DriftEntry => ({ at: '2026-01-01T00:00:00.000Z', step: 'When I click "Save"', location,
    scenario: 'Save', record: 'records/x.json', args: [], kind: 'not-found', label: 'target not found', drift: true,
    message: 'no "Save" button', candidates: [] } as unknown as DriftEntry);

  it('counts the lines it cannot read, and the summary says so', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'stepwright-drift-')), 'drift.jsonl');
    appendDrift(file, entry('a.feature:3'));
    writeFileSync(file, '{"at":"2026-01-01T00:00:00.0', { flag: 'a' });
    writeFileSync(file, '\n', { flag: 'a' });
    appendDrift(file, entry('a.feature:9'));
    const log = readDrift(file);
    expect(log.entries.map((e) => e.location)).toEqual(['a.feature:3', 'a.feature:9']);
    expect(log.unreadable).toBe(1);
    expect(formatDriftSummary(log, file, join(file, '..'))).toContain('1 unreadable line in drift.jsonl');
  });

  it('a file of unreadable lines only is reported too; a clean one with no failures is not', () => {
    expect(formatDriftSummary({ entries: [], unreadable: 2 }, '/r/drift.jsonl', '/r')).toMatch(/^2 unreadable lines in drift.jsonl/);
    expect(formatDriftSummary({ entries: [], unreadable: 0 }, '/r/drift.jsonl', '/r')).toBeUndefined();
  });
});

describe('settling a page', () => {
  it('a page that never settles is a PageNotSettledError, which discovery may go past', async () => {
    const driver = { executeAsyncScript: async () => { throw new Error('document unloaded while waiting for result'); } };
    await expect(settlePage(driver as unknown as WebDriver, { maxMs: 5_000 }, async () => undefined))
      .rejects.toBeInstanceOf(PageNotSettledError);
  });
});
