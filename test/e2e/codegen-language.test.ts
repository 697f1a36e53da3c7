// End-to-end: `codegen.language` switches the generated step files between ESM JavaScript (.mjs,
// the default) and TypeScript (.mts) without touching the records, and both replay.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshot, stepwright, useDemoApp, writeFiles } from '../support/cli.ts';

const FEATURE = `Feature: Sign-in page
  Scenario: It opens
    Given I open "/login"
    Then I should see "Sign in"
`;

const demo = useDemoApp();

const config = (language?: string) => JSON.stringify({ baseUrl: demo.app.url, planner: 'rules', ...(language ? { codegen: { language } } : {}) });
const stepFiles = (project: string) => readdirSync(join(project, 'step-cache/steps')).sort();

describe('codegen.language', () => {
  it('js by default, ts on request, back again: one kind of file at a time, records untouched, replay green', async () => {
    const project = join(demo.root, 'lang');
    writeFiles(project, { 'features/page.feature': FEATURE, 'stepwright.config.json': config() });
    const first = await stepwright(['compile'], { cwd: project });
    expect(first.code, first.output).toBe(0);
    expect(stepFiles(project)).toEqual(['checks.steps.mjs', 'navigation.steps.mjs']);
    const records = snapshot(join(project, 'step-cache/records'));

    writeFiles(project, { 'stepwright.config.json': config('ts') });
    const ts = await stepwright(['compile'], { cwd: project });
    expect(ts.code, ts.output).toBe(0);
    expect(stepFiles(project)).toEqual(['checks.steps.mts', 'navigation.steps.mts']);
    expect(readFileSync(join(project, 'step-cache/steps/navigation.steps.mts'), 'utf8')).toContain('codegen.language "ts"');
    expect(snapshot(join(project, 'step-cache/records'))).toEqual(records);
    const runTs = await stepwright(['run'], { cwd: project });
    expect(runTs.code, runTs.output).toBe(0);
    expect(runTs.stdout).toContain('1 scenario (1 passed)');

    writeFiles(project, { 'stepwright.config.json': config('js') });
    expect((await stepwright(['compile'], { cwd: project })).code).toBe(0);
    expect(stepFiles(project)).toEqual(['checks.steps.mjs', 'navigation.steps.mjs']);
    const runJs = await stepwright(['run'], { cwd: project });
    expect(runJs.code, runJs.output).toBe(0);
    expect(runJs.stdout).toContain('1 scenario (1 passed)');
  });

  it('an unknown language is a clear config error', async () => {
    const project = join(demo.root, 'bad');
    writeFiles(project, { 'features/page.feature': FEATURE, 'stepwright.config.json': config('coffee') });
    const r = await stepwright(['compile'], { cwd: project });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/stepwright\.config\.json is not a valid Stepwright config:\n\s+codegen\.language: /);
  });
});
