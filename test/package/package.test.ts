// The npm package as a team gets it: what the tarball holds, that the installed CLI runs from the
// compiled dist/ with no TypeScript loader, and the team's loop: `stepwright init`, `stepwright
// compile` against a local app, then plain `npx cucumber-js`.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { startDemoServer, type DemoServer } from '../../demo/server.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv, REPO, removeDir, tempDir, writeFiles } from '../support/cli.ts';
import { installTarball, npx, packRepo, type Packed } from '../support/pack.ts';

let root: string;
let packed: Packed;
let project: string;
let app: DemoServer;

beforeAll(async () => {
  app = await startDemoServer({ port: 0 });
  root = tempDir('stepwright-pack-');
  packed = await packRepo(root);
  project = join(root, 'project');
  mkdirSync(project);
  await installTarball(project, packed.tarball, { type: 'module' });
}, 600_000);

afterAll(async () => {
  await app?.close();
  removeDir(root);
});

/** `npx <args>` in the installed project */
const run = (args: string[]) => npx(args, project, { DEMO_PASSWORD: 'wonderland' });

const SIGN_IN = `Feature: Sign in
  Scenario: Alice signs in
    Given I open "/login"
    When I type "alice" into the "Username" field
    And I type "\${DEMO_PASSWORD}" into the "Password" field
    And I click the "Sign in" button
    Then I should see "Welcome, Alice"
`;

describe('the tarball', () => {
  it('holds the compiled JavaScript, its types, the bin, the templates and the browser scripts', () => {
    for (const f of ['bin/stepwright.js', 'bin/register.js', 'bin/resolve-hooks.js', 'dist/cli/main.js',
      'dist/index.js', 'dist/index.d.ts', 'dist/runtime/index.js', 'dist/runtime/index.d.ts', 'dist/support.js',
      'dist/observation/web/browser/observe.js', 'dist/observation/web/browser/locate.js',
      'dist/observation/web/browser/dom-model.js', 'README.md', 'package.json']) {
      expect(packed.files, f).toContain(f);
    }
    for (const f of ['templates/steps.mjs.hbs', 'templates/steps.mts.hbs', 'templates/init/cucumber.mjs', 'templates/init/example.feature']) {
      expect(packed.files, f).toContain(f);
    }
  });

  it('holds no sources, tests, fixtures, demo app or step caches', () => {
    const unwanted = packed.files.filter((f) => /^(src|test|bench|demo|examples|features|step-cache|scripts|\.stepwright)\//.test(f)
      || /\.ts$/.test(f) && !f.endsWith('.d.ts'));
    expect(unwanted).toEqual([]);
  });

  it('every exports, types and bin entry of package.json points at a file in the tarball', () => {
    const pkg = JSON.parse(readFileSync(join(project, 'node_modules/stepwright/package.json'), 'utf8'));
    const targets: string[] = [pkg.types, pkg.main, ...Object.values(pkg.bin as Record<string, string>)];
    for (const v of Object.values(pkg.exports as Record<string, string | Record<string, string>>)) {
      targets.push(...(typeof v === 'string' ? [v] : Object.values(v)));
    }
    for (const t of targets) {
      expect(t, t).toMatch(/\.(js|json|d\.ts)$/);
      expect(packed.files, t).toContain(t.replace(/^\.\//, ''));
    }
  });
});

describe('the installed package', () => {
  it('runs the CLI without tsx (no TypeScript loader is installed)', () => {
    expect(existsSync(join(project, 'node_modules/tsx'))).toBe(false);
    const r = spawnSync('npx', ['stepwright', '--help'], { cwd: project, env: childEnv(), encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Usage: stepwright <command>');
  });

  it('is importable from plain Node: the main entry and the runtime', () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e',
      "const m = await import('stepwright'); const r = await import('stepwright/runtime'); console.log(typeof m.runStep, typeof r.runStep)"],
    { cwd: project, env: childEnv(), encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('function function');
  });
});

describe("a team's loop with the installed package", () => {
  it('init, compile against the app, replay with plain npx cucumber-js', async () => {
    const init = await run(['stepwright', 'init', '--base-url', app.url]);
    expect(init.code, init.output).toBe(0);
    writeFiles(project, { 'features/sign-in.feature': SIGN_IN });
    const compile = await run(['stepwright', 'compile', '--planner', 'rules']);
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/7 steps, \d+ cached, \d+ compiled by rules/);
    expect(readdirSync(join(project, 'step-cache/steps')).sort()).toEqual(['checks.steps.mjs', 'forms.steps.mjs', 'interaction.steps.mjs', 'navigation.steps.mjs']);

    const replay = await run(['cucumber-js']);
    expect(replay.code, replay.output).toBe(0);
    expect(replay.stdout).toContain('2 scenarios (2 passed)');
    expect(replay.stdout).toContain('7 steps (7 passed)');
    expect(existsSync(join(project, '.stepwright/reports/cucumber-report.html'))).toBe(true);
    expect((await run(['npm', 'run', 'bdd'])).code).toBe(0);
  });

  it('the generated JavaScript type-checks against the installed package types', () => {
    const tsc = join(REPO, 'node_modules/typescript/bin/tsc');
    const r = spawnSync(process.execPath, [tsc, '--noEmit', '--allowJs', '--checkJs', '--strict', '--skipLibCheck',
      '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--types', 'node',
      '--typeRoots', join(REPO, 'node_modules/@types'),
      ...readdirSync(join(project, 'step-cache/steps')).map((f) => `step-cache/steps/${f}`)], { cwd: project, encoding: 'utf8' });
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('a step not compiled yet: cucumber-js --dry-run names it as still to compile', async () => {
    writeFiles(project, { 'features/later.feature': 'Feature: Later\n  Scenario: Not yet\n    Given I open "/login"\n    Then the title should contain "Sign in"\n' });
    const r = await run(['cucumber-js', '--dry-run', 'features/later.feature']);
    // cucumber's own exit code for a dry run is 0 even with undefined steps; `stepwright run --dry-run` fails
    expect(r.stderr).not.toMatch(/Error/);
    expect(r.stdout).toContain('Still to compile: `npx stepwright compile` discovers Then "the title should contain {string}" against the app.');
    expect(r.stdout).toContain('1 undefined');
  });
});
