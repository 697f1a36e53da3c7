// End to end on a WebView screen: features/android-real/guide.feature compiled with the rule planner
// from an empty cache through the real Appium server, whose simulated device proxies the
// WEBVIEW_com.example.kettle context to a real chromedriver + Chromium, then replayed by cucumber-js.
// The page's link, field and button are recorded in that context; the app's drawer, Up and Back are not.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRecords, removeDir, REPO, stepwright, tempDir, writeFiles } from '../support/cli.ts';
import { SIMULATED_AUTOMATION } from '../support/android.ts';

const root = tempDir('stepwright-webview-');
afterAll(() => removeDir(root));

const WEBVIEW = 'WEBVIEW_com.example.kettle';
const CONFIG = {
  platform: 'android',
  android: {
    appiumHome: REPO, automationName: SIMULATED_AUTOMATION, deviceName: 'Simulated Pixel',
    appPackage: 'com.example.kettle', appActivity: '.MainActivity',
  },
};

type Strategy = { by: string; context?: string };
type Action = { do: string; go?: string; target?: { description: string; strategies: Strategy[] } };
type Rec = { expression: string; bindings: { args: string[] | null; actions: Action[] }[] };

describe('features/android-real/guide.feature: a WebView screen', () => {
  it('compiles the page\'s steps in its WEBVIEW_* context and the app\'s natively, and replays green', async () => {
    const project = join(root, 'project');
    mkdirSync(join(project, 'features'), { recursive: true });
    copyFileSync(join(REPO, 'features/android-real/guide.feature'), join(project, 'features/guide.feature'));
    writeFiles(project, { 'stepwright.config.json': JSON.stringify(CONFIG) });
    const cache = join(root, 'cache');

    const compile = await stepwright(['compile', 'features', '--cache-dir', cache, '--planner', 'rules'],
      { cwd: project, timeoutMs: 600_000 });
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/^16 steps, \d+ cached, \d+ compiled by rules$/m);

    const records = [...readRecords(cache).values()] as unknown as Rec[];
    const binding = (expression: string, arg: string) => {
      const r = records.find((x) => x.expression === expression);
      // the binding for this argument, else the generic one (args null) that served it
      const b = r?.bindings.find((x) => x.args?.includes(arg)) ?? r?.bindings.find((x) => !x.args?.length);
      if (!b) throw new Error(`no binding of ${expression} for ${arg}`);
      return b.actions;
    };
    const contexts = (a: Action[]) => a.flatMap((x) => x.target?.strategies.map((s) => s.context ?? 'native') ?? []);
    // the page's link, field and button: every strategy in the WebView's context
    for (const [expression, arg] of [['I tap {string}', 'Green tea'], ['I type {string} into the {string} field', 'Cups'],
      ['I tap the {string} button', 'Work it out']] as const) {
      const actions = binding(expression, arg);
      expect(actions.map((a) => a.do), expression).toEqual([expression.startsWith('I type') ? 'type' : 'click']);
      expect(new Set(contexts(actions)), expression).toEqual(new Set([WEBVIEW]));
    }
    // the app's own chrome: the drawer's item and the toolbar's Up natively, Back is the system's
    expect(new Set(contexts(binding('I tap {string}', 'Navigate up')))).toEqual(new Set(['native']));
    expect(binding('I press the back button', '')).toEqual([{ do: 'history', go: 'back' }]);

    const run = await stepwright(['run', 'features', '--cache-dir', cache], { cwd: project, timeoutMs: 600_000 });
    expect(run.code, run.output).toBe(0);
    expect(run.stdout).toContain('16 steps (16 passed)');
  }, 900_000);
});
