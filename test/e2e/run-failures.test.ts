// End-to-end: what `stepwright run` reports when replay goes wrong: a compiled step whose
// expectation no longer holds (screenshot + URL attached, into cucumber's reports), and a step
// with no definition yet (listed as still to compile). Real Chromium, demo app.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { stepwright, useDemoApp, writeFiles } from '../support/cli.ts';

const demo = useDemoApp();
let project: string;

beforeAll(async () => {
  project = join(demo.root, 'project');
  writeFiles(project, {
    'stepwright.config.json': JSON.stringify({ baseUrl: demo.app.url, planner: 'rules', timeouts: { stepMs: 1500 } }),
    'features/page.feature': 'Feature: Page\n  Scenario: It opens\n    Given I open "/login"\n    Then I should see "Sign in"\n',
  });
  const r = await stepwright(['compile'], { cwd: project });
  expect(r.code, r.output).toBe(0);
  // reuses the generic compiled steps with values the page does not have, plus one step never compiled
  writeFiles(project, {
    'features/broken.feature': 'Feature: Broken\n  Scenario: Expects text that is not there\n    Given I open "/login"\n' +
      '    Then I should see "Free shipping forever"\n\n  Scenario: Uses a step nobody compiled\n    Given I open "/login"\n' +
      '    When I shake the teapot\n',
  });
});

describe('stepwright run, when replay goes wrong', () => {
  it('a failing compiled step: exit 1, screenshot and page URL in the json report and on disk; the undefined step is still to compile', async () => {
    const r = await stepwright(['run', 'features/broken.feature', '--format', 'json:reports/broken.json'], { cwd: project });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('2 scenarios (1 failed, 1 undefined)');
    expect(r.stdout).toContain('1 step still to compile:\n  features/broken.feature:8  When I shake the teapot');
    type JsonStep = {
      keyword: string;
      result: { status: string; error_message?: string };
      embeddings?: { mime_type: string; data: string }[];
    };
    const json = JSON.parse(readFileSync(join(project, 'reports/broken.json'), 'utf8')) as
      { elements: { name: string; steps: JsonStep[] }[] }[];
    const failed = json[0]!.elements.find((e) => e.name === 'Expects text that is not there')!;
    expect(failed.steps.find((s) => s.result.status === 'failed')!.result.error_message).toContain('Free shipping forever');
    const embeddings = failed.steps.flatMap((s) => s.embeddings ?? []);
    expect(embeddings.map((e) => e.mime_type).sort()).toEqual(['image/png', 'text/plain']);
    const text = Buffer.from(embeddings.find((e) => e.mime_type === 'text/plain')!.data, 'base64').toString();
    expect(text).toMatch(new RegExp(`^URL: ${demo.app.url}/login\\nTitle: Sign in · Tea Shop\\nScreenshot: \\S+\\.png$`));
    const png = Buffer.from(embeddings.find((e) => e.mime_type === 'image/png')!.data, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // the failure screenshot; the drift report (heal's diagnosis) adds its before/after shots beside it
    const shots = readdirSync(join(project, '.stepwright/reports/replay'));
    expect(shots.filter((f) => /^Expects-text-that-is-not-there-\w+\.png$/.test(f))).toHaveLength(1);
    expect(shots.every((f) => f.startsWith('Expects-text-that-is-not-there') || /before|after|drift/.test(f))).toBe(true);
  });

  it('--dry-run runs nothing (the app may be down) and lists the step still to compile', async () => {
    const r = await stepwright(['run', '--dry-run', '--base-url', 'http://127.0.0.1:9'], { cwd: project });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('3 scenarios (1 undefined, 2 skipped)');
    expect(r.stdout).toContain('1 step still to compile:\n  features/broken.feature:8  When I shake the teapot');
    expect(existsSync(join(project, 'step-cache/steps/navigation.steps.mjs'))).toBe(true);
  });
});
