// End-to-end: `compile` on a cache an earlier Stepwright wrote, whose count check still names its
// selector `css`, loads it without rediscovery, writes the record back with `selector` and says so;
// the next compile has nothing to update. Every step is cached, so no browser is started.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordName } from '../../src/cache/store.ts';
import { removeDir, stepwright, tempDir, writeFiles } from '../support/cli.ts';

const project = tempDir('stepwright-migrate-');
afterAll(() => removeDir(project));

const expression = 'the list should have {int} items';
const old = {
  format: 1, keyword: 'Then', expression, parameterTypes: ['int'], feature: 'features/list.feature', argument: 'none',
  bindings: [{ args: ['2'], actions: [{ do: 'assert', expect: { check: 'count', css: '#items > li', description: 'items',
    count: { param: 0 } } }],
  provenance: { source: 'features/list.feature:3', planner: 'rules', durationMs: 1, compiledAt: '2026-01-01T00:00:00.000Z' } }],
};
const recordFile = `step-cache/records/${recordName(expression)}.json`;

describe('compile on a cache of an earlier shape', () => {
  it('rewrites a count check\'s "css" as "selector" without rediscovery and says so, once', async () => {
    writeFiles(project, {
      'stepwright.config.json': JSON.stringify({ baseUrl: 'http://127.0.0.1:9', planner: 'rules' }),
      'features/list.feature': 'Feature: List\n  Scenario: two items\n    Then the list should have 2 items\n',
      [recordFile]: JSON.stringify(old, null, 2),
    });
    const first = await stepwright(['compile'], { cwd: project });
    expect(first.code, first.output).toBe(0);
    expect(first.stdout).toContain('1 steps, 1 cached');
    expect(first.stdout).toContain('Updated 1 cache record to the current format (a count check\'s "css" is now ' +
      `"selector" (on Android it holds an XPath)): ${recordName(expression)}.json`);
    const record = JSON.parse(readFileSync(join(project, recordFile), 'utf8')) as typeof old;
    expect(record.bindings[0]!.actions[0]!.expect).toEqual({ check: 'count', selector: '#items > li', description: 'items',
      count: { param: 0 } });
    expect(readFileSync(join(project, 'step-cache/steps/checks.steps.mjs'), 'utf8')).toContain(expression);

    const second = await stepwright(['compile'], { cwd: project });
    expect(second.code, second.output).toBe(0);
    expect(second.stdout).not.toContain('Updated');
  });
});
