// End-to-end: `stepwright init` in a team's project: asks only for the base URL (on a terminal),
// writes config, example feature, cucumber profile, npm scripts and .gitignore entries, never
// overwrites, and says what it did. Real child processes; the terminal is a real pty (`script`).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigFile } from '../../src/config/config.ts';
import { BIN, childEnv, removeDir, snapshot, stepwright, tempDir, writeFiles } from '../support/cli.ts';

const root = tempDir('stepwright-init-');
afterAll(() => removeDir(root));
const read = (dir: string, f: string) => readFileSync(join(dir, f), 'utf8');

describe('stepwright init', () => {
  it('without a terminal uses the default base URL and writes everything a project needs', async () => {
    const p = join(root, 'fresh');
    writeFiles(p, {
      'package.json': '{\n    "name": "shop",\n    "scripts": { "test": "vitest" }\n}\n',
      '.gitignore': 'node_modules/',
    });
    const r = await stepwright(['init'], { cwd: p });
    expect(r.code, r.output).toBe(0);
    expect(r.stdout).toContain('using the base URL http://localhost:3000');
    const config = ConfigFile.parse(JSON.parse(read(p, 'stepwright.config.json')));
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(read(p, 'features/example.feature')).toMatch(/Feature: Example[\s\S]*Given I open "\/"/);
    const profile = read(p, 'cucumber.mjs');
    expect(profile).toContain("resolve('stepwright/support')");
    expect(profile).toContain("'step-cache/steps/*.mjs'");
    expect(profile).toContain("snippetSyntax: 'stepwright/snippets'");
    const pkg = JSON.parse(read(p, 'package.json'));
    expect(pkg.scripts).toEqual({ test: 'vitest', bdd: 'cucumber-js', compile: 'stepwright compile' });
    expect(read(p, 'package.json')).toMatch(/^ {4}"name"/m); // the project's indentation is kept
    expect(read(p, '.gitignore')).toMatch(/^node_modules\/\n# Stepwright[^\n]*\n\.stepwright\/\n$/);
    for (const f of ['stepwright.config.json', 'features/example.feature', 'cucumber.mjs', 'package.json', '.gitignore']) {
      expect(r.stdout, f).toMatch(new RegExp(`✔ (wrote|added) .*${f.replace('.', '\\.')}`));
    }
  });

  it('run again, it writes nothing and says it kept each file', async () => {
    const p = join(root, 'fresh');
    const before = snapshot(p);
    const r = await stepwright(['init', '--base-url', 'http://127.0.0.1:8080'], { cwd: p });
    expect(r.code, r.output).toBe(0);
    expect(snapshot(p)).toEqual(before);
    expect(r.stdout).not.toContain('✔');
    for (const f of ['stepwright.config.json', 'features/example.feature', 'cucumber.mjs']) expect(r.stdout).toContain(`– kept    ${f}`);
  });

  it("leaves the team's own cucumber config and scripts alone, and says what to add", async () => {
    const p = join(root, 'team');
    const own = "export default { import: ['features/support/*.js'] };\n";
    writeFiles(p, { 'cucumber.js': own, 'package.json': '{ "name": "t", "scripts": { "bdd": "cucumber-js -p ci" } }\n' });
    const r = await stepwright(['init', '--base-url', 'http://127.0.0.1:8080/app/'], { cwd: p });
    expect(r.code, r.output).toBe(0);
    expect(read(p, 'cucumber.js')).toBe(own);
    expect(existsSync(join(p, 'cucumber.mjs'))).toBe(false);
    expect(r.stdout).toMatch(/kept {4}cucumber\.js \(your cucumber config\): add to its import list[\s\S]*stepwright\/support/);
    expect(JSON.parse(read(p, 'package.json')).scripts).toEqual({ bdd: 'cucumber-js -p ci', compile: 'stepwright compile' });
    expect(r.stdout).toContain('kept    the npm script "bdd": "cucumber-js -p ci"');
    expect(JSON.parse(read(p, 'stepwright.config.json')).baseUrl).toBe('http://127.0.0.1:8080/app/');
  });

  it('refuses a base URL that is not http(s), writing nothing', async () => {
    const p = join(root, 'bad');
    writeFiles(p, { 'README.md': 'x' });
    const r = await stepwright(['init', '--base-url', 'localhost:3000'], { cwd: p });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('"localhost:3000" is not an http(s) URL.');
    expect([...snapshot(p).keys()]).toEqual([join(p, 'README.md')]);
  });

  it('on a terminal asks for the base URL, and asks again after an invalid answer', async () => {
    const p = join(root, 'tty');
    writeFiles(p, { 'package.json': '{ "name": "tty" }\n' });
    const answers = ['nope', 'http://127.0.0.1:5555'];
    const out = await new Promise<string>((resolve, reject) => {
      // `script` gives the child a real terminal, so process.stdin.isTTY is true in it
      const child = spawn('script', ['-qec', `${process.execPath} ${BIN} init`, '/dev/null'], { cwd: p, env: childEnv() });
      let text = '';
      let asked = 0;
      child.stdout.on('data', (d: Buffer) => {
        text += d.toString();
        if ((text.match(/Where does the app under test run\?/g) ?? []).length > asked) child.stdin.write(`${answers[asked++]}\n`);
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.on('error', reject);
      child.on('close', () => { clearTimeout(timer); resolve(text); });
    });
    expect(out).toContain('"nope" is not an http(s) URL.');
    expect(JSON.parse(read(p, 'stepwright.config.json')).baseUrl).toBe('http://127.0.0.1:5555');
    expect(out).toContain('✔ wrote   stepwright.config.json (baseUrl http://127.0.0.1:5555)');
  });
});
