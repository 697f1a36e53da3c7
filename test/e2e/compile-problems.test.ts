// End-to-end: steps compile cannot turn into a definition: an ambiguous step (status "unsure") and
// a Then that does not hold in the live app (status "defect"). Real child processes, real Chromium.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CliResult, listFiles, readRecords, stepwright, useDemoApp, writeFiles } from '../support/cli.ts';

const SIGN_IN = `    Given I open "/login"
    When I type "alice" into the "Username" field
    And I type "\${DEMO_PASSWORD}" into the "Password" field
    And I click the "Sign in" button
`;

const demo = useDemoApp();

/** A project with one feature and a config that keeps waits short; compiles it with --planner auto. */
async function compileProject(name: string,
  feature: string): Promise<{ r: CliResult; cache: string; project: string }> {
  const project = join(demo.root, name);
  writeFiles(project, {
    [`features/${name}.feature`]: feature,
    'stepwright.config.json': JSON.stringify({ timeouts: { stepMs: 2_500 } }, null, 2),
  });
  const cache = join(demo.root, `${name}-cache`);
  const r = await stepwright(['compile', `features/${name}.feature`, '--base-url', demo.app.url, '--cache-dir', cache, '--planner', 'auto'], {
    cwd: project,
    // no LLM: the agent is unavailable
    env: { DEMO_PASSWORD: 'wonderland', OPENAI_BASE_URL: undefined, OPENAI_API_KEY: undefined },
  });
  return { r, cache, project };
}

/** The row of the "Not compiled:" table for a step. */
function summaryRow(stdout: string, step: string): string | undefined {
  const table = stdout.split('\nNot compiled:\n')[1];
  return table?.split('\n').find((l) => l.startsWith(step));
}

describe('an ambiguous step', () => {
  it('is reported "unsure" with the reason and the LLM settings that would resolve it; exit 1', async () => {
    const { r, cache } = await compileProject('quick-add', `Feature: Quick add
  Scenario: Add a tea without saying which
${SIGN_IN}    And I go to "/products"
    And I click "Add"
`);
    expect(r.code, r.output).toBe(1);
    const row = summaryRow(r.stdout, 'When I click "Add"');
    expect(row, r.stdout).toBeDefined();
    expect(row).toMatch(/features\/quick-add\.feature:8\s+unsure\s+/);
    expect(row).toMatch(/\d+ elements match "Add"|several|ambiguous/i);
    expect(row).toContain('OPENAI_BASE_URL/OPENAI_API_KEY');
    expect(r.stdout).toMatch(/^6 steps, [01] cached, [45] compiled by rules, 1 unsure$/m);
    // nothing is cached for it
    expect([...readRecords(cache).values()].map((x) => x.expression)).not.toContain('I click {string}');
  });
});

describe('a step that does not hold in the app', () => {
  it('is reported as a possible defect with a screenshot, and is not cached; exit 1', async () => {
    const { r, cache } = await compileProject('shipping', `Feature: Shipping
  Scenario: The order has shipped
${SIGN_IN}    Then I should see "Order shipped"
`);
    expect(r.code, r.output).toBe(1);
    const row = summaryRow(r.stdout, 'Then I should see "Order shipped"');
    expect(row, r.stdout).toBeDefined();
    expect(row).toMatch(/features\/shipping\.feature:7\s+defect\s+/);
    expect(row).toContain('Order shipped');
    expect(row).toContain('within 2500 ms'); // timeouts.stepMs from the project's stepwright.config.json
    const shot = /\[screenshot: ([^\]]+)\]/.exec(row!)?.[1];
    expect(shot, row).toBeDefined();
    for (const file of shot!.split(', ')) {
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
    }
    // the steps before it are cached, the failed one is not
    const expressions = [...readRecords(cache).values()].map((x) => x.expression);
    expect(expressions).toContain('I click the {string} button');
    expect(expressions).not.toContain('I should see {string}');
    for (const f of listFiles(join(cache, 'steps'))) expect(readFileSync(f, 'utf8')).not.toContain('I should see');
  });
});
