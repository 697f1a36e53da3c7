// End-to-end: a cache written by an older Stepwright (one generated step file per feature) is folded
// into the grouped layout by the next compile, with no rediscovery: the old generated files go, a
// hand-written file next to them stays, compile says so once, and the suite replays green.
import { appendFileSync, cpSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, snapshot, stepwright, useDemoApp, writeFiles } from '../support/cli.ts';

const demo = useDemoApp();

const HANDWRITTEN = `// the team's own step, next to the generated ones
import { Then } from '@cucumber/cucumber';

Then('the team is happy', function () {});
`;
const GROUPS = ['checks.steps.mjs', 'forms.steps.mjs', 'interaction.steps.mjs', 'navigation.steps.mjs'];

describe('regrouping an old per-feature step layout', () => {
  it('compile moves the bindings into the groups without rediscovery; hand-written files are kept; replay is green', async () => {
    const project = join(demo.root, 'old');
    cpSync(join(REPO, 'test/fixtures/old-layout'), project, { recursive: true });
    writeFiles(project, {
      'stepwright.config.json': JSON.stringify({ baseUrl: demo.app.url, planner: 'rules' }),
      'step-cache/steps/team.steps.mjs': HANDWRITTEN,
    });
    appendFileSync(join(project, 'features/sign-in.feature'), '    And the team is happy\n');
    const steps = join(project, 'step-cache/steps');
    expect(readdirSync(steps).sort()).toEqual(['features-remember.steps.mjs', 'features-sign-in.steps.mjs', 'team.steps.mjs']);
    const records = snapshot(join(project, 'step-cache/records'));

    const compile = await stepwright(['compile'], { cwd: project, env: { DEMO_PASSWORD: 'wonderland' } });
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toContain('15 steps, 14 cached, 0 compiled by rules, 1 handwritten');
    const note = `Regrouped 2 generated step files into 4: ${GROUPS.join(', ')}`;
    expect(compile.stdout.split(note)).toHaveLength(2); // said once
    expect(readdirSync(steps).sort()).toEqual([...GROUPS, 'team.steps.mjs']);
    expect(readFileSync(join(steps, 'team.steps.mjs'), 'utf8')).toBe(HANDWRITTEN);
    expect(snapshot(join(project, 'step-cache/records'))).toEqual(records);
    expect(readFileSync(join(steps, 'forms.steps.mjs'), 'utf8'))
      .toContain('When("I enter {string} as username and {string} as password", async function (username, password) {');

    const again = await stepwright(['compile'], { cwd: project, env: { DEMO_PASSWORD: 'wonderland' } });
    expect(again.code, again.output).toBe(0);
    expect(again.stdout).not.toMatch(/Regrouped|Wrote/);

    const run = await stepwright(['run'], { cwd: project, env: { DEMO_PASSWORD: 'wonderland' } });
    expect(run.code, run.output).toBe(0);
    expect(run.stdout).toContain('2 scenarios (2 passed)');
  });
});
