// The npm package as a team gets it: what the tarball holds, and that the installed CLI runs from
// the compiled dist/ with no TypeScript loader.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv, removeDir, tempDir } from '../support/cli.ts';
import { installTarball, packRepo, type Packed } from '../support/pack.ts';

let root: string;
let packed: Packed;
let project: string;

beforeAll(async () => {
  root = tempDir('stepwright-pack-');
  packed = await packRepo(root);
  project = join(root, 'project');
  mkdirSync(project);
  await installTarball(project, packed.tarball, { type: 'module' });
}, 300_000);

afterAll(() => removeDir(root));

describe('the tarball', () => {
  it('holds the compiled JavaScript, its types, the bin, the templates and the browser scripts', () => {
    for (const f of ['bin/stepwright.js', 'bin/register.js', 'bin/resolve-hooks.js', 'dist/cli/main.js',
      'dist/index.js', 'dist/index.d.ts', 'dist/runtime/index.js', 'dist/runtime/index.d.ts', 'dist/runtime/support.js',
      'dist/observation/web/browser/observe.js', 'dist/observation/web/browser/locate.js',
      'dist/observation/web/browser/dom-model.js', 'README.md', 'package.json']) {
      expect(packed.files, f).toContain(f);
    }
    expect(packed.files.some((f) => /^templates\/.*\.hbs$/.test(f))).toBe(true);
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
