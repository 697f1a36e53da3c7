// `stepwright init`: adds Stepwright to an existing project, like `npm init playwright`. Asks only for
// the base URL, never overwrites a file, and prints what it wrote and what it left alone.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { SetupError } from '../drivers/errors.ts';
import { CONFIG_FILE } from '../config/config.ts';

export const DEFAULT_BASE_URL = 'http://localhost:3000';
const TEMPLATES = new URL('../../templates/init/', import.meta.url);
const CUCUMBER_CONFIGS = ['cucumber.js', 'cucumber.cjs', 'cucumber.mjs', 'cucumber.json', 'cucumber.yaml',
  'cucumber.yml'];
const SCRIPTS: Record<string, string> = { bdd: 'cucumber-js', compile: 'stepwright compile' };
const IGNORED = ['.stepwright/'];

export interface InitOptions {
  cwd: string;
  /** --base-url; when absent, asked on a terminal, else the default */
  baseUrl?: string;
  interactive: boolean;
  input?: NodeJS.ReadableStream;
  output?: NodeJS.WritableStream;
  log: (line: string) => void;
}

function checkUrl(url: string): string {
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new SetupError(`"${url}" is not an ` +
    `http(s) URL.`);
  return url;
}

async function askBaseUrl(o: InitOptions): Promise<string> {
  if (o.baseUrl) return checkUrl(o.baseUrl);
  if (!o.interactive) {
    o.log(`No terminal to ask on: using the base URL ${DEFAULT_BASE_URL} (pass --base-url URL to choose).`);
    return DEFAULT_BASE_URL;
  }
  const rl = createInterface({ input: o.input ?? process.stdin, output: o.output ?? process.stdout });
  try {
    for (;;) {
      const answer = (await rl.question(`Where does the app under test run? (${DEFAULT_BASE_URL}) `)).trim()
        || DEFAULT_BASE_URL;
      try {
        return checkUrl(answer);
      } catch (e) {
        o.log((e as Error).message);
      }
    }
  } finally {
    rl.close();
  }
}

/** Writes `content` to `path` unless something is there already; says which. */
function writeNew(o: InitOptions, path: string, content: string, note = ''): boolean {
  const abs = join(o.cwd, path);
  if (existsSync(abs)) {
    o.log(`  – kept    ${path} (already there)`);
    return false;
  }
  mkdirSync(dirname(abs), { recursive: true });
  writeFileSync(abs, content);
  o.log(`  ✔ wrote   ${path}${note}`);
  return true;
}

/** Adds the bdd and compile scripts to package.json (creating it if needed), keeping existing ones. */
function addScripts(o: InitOptions): void {
  const path = join(o.cwd, 'package.json');
  if (!existsSync(path)) {
    const name = o.cwd.split(/[\\/]/).pop()!.toLowerCase().replace(/[^a-z0-9-]+/g, '-') || 'app';
    writeNew(o, 'package.json', `${JSON.stringify({ name, private: true, scripts: SCRIPTS }, null, 2)}\n`,
      ` (scripts ${Object.keys(SCRIPTS).join(', ')})`);
    return;
  }
  const text = readFileSync(path, 'utf8');
  let pkg: { scripts?: Record<string, string> };
  try {
    pkg = JSON.parse(text);
  } catch (e) {
    throw new SetupError(`package.json is not valid JSON (${(e as Error).message}); fix it and run init again.`);
  }
  const scripts = { ...pkg.scripts };
  const added = Object.keys(SCRIPTS).filter((k) => !(k in scripts));
  for (const k of Object.keys(SCRIPTS).filter((k) => k in scripts && scripts[k] !== SCRIPTS[k])) {
    o.log(`  – kept    the npm script "${k}": "${scripts[k]}" (Stepwright's would be "${SCRIPTS[k]}")`);
  }
  if (!added.length) return;
  for (const k of added) scripts[k] = SCRIPTS[k]!;
  const indent = /^[ \t]+/m.exec(text)?.[0] ?? '  ';
  writeFileSync(path, `${JSON.stringify({ ...pkg, scripts }, null, indent)}\n`);
  o.log(`  ✔ added   npm scripts ${added.map((k) => `"${k}": "${SCRIPTS[k]}"`).join(', ')} to package.json`);
}

function addIgnores(o: InitOptions): void {
  const path = join(o.cwd, '.gitignore');
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const lines = new Set(text.split(/\r?\n/).map((l) => l.trim()));
  const missing = IGNORED.filter((e) => !lines.has(e) && !lines.has(e.replace(/\/$/, '')));
  if (!missing.length) return;
  const block = `${text && !text.endsWith('\n') ? '\n' : ''}# Stepwright reports (step-cache/ is reviewed and ` +
    `committed)\n${missing.join('\n')}\n`;
  writeFileSync(path, text + block);
  o.log(`  ✔ added   ${missing.join(', ')} to .gitignore`);
}

const template = (name: string): string => readFileSync(new URL(name, TEMPLATES), 'utf8');

/** Sets a project up; returns the exit code. */
export async function init(o: InitOptions): Promise<number> {
  const baseUrl = await askBaseUrl(o);
  o.log(`Adding Stepwright to ${o.cwd}:`);
  const config = { baseUrl, features: ['features'], cacheDir: 'step-cache', steps: ['features/step_definitions'],
    planner: 'auto' };
  const json = JSON.stringify(config, null, 2).replace(/\[\n\s+("[^"\n]*")\n\s+\]/g, '[$1]');
  writeNew(o, CONFIG_FILE, `${json}\n`, ` (baseUrl ${baseUrl})`);
  writeNew(o, 'features/example.feature', template('example.feature'));
  const existing = CUCUMBER_CONFIGS.find((f) => existsSync(join(o.cwd, f)));
  if (existing && readFileSync(join(o.cwd, existing), 'utf8').includes('stepwright/support')) {
    o.log(`  – kept    ${existing} (already loads Stepwright)`);
  } else if (existing) {
    o.log(`  – kept    ${existing} (your cucumber config): add to its import list, before your own support code,\n` +
      `              createRequire(import.meta.url).resolve('stepwright/support') and 'step-cache/steps/*.mjs'\n` +
      '              (see templates/init/cucumber.mjs in the stepwright package)');
  } else {
    writeNew(o, 'cucumber.mjs', template('cucumber.mjs'), ' (cucumber profile: Stepwright support + generated steps)');
  }
  addScripts(o);
  addIgnores(o);
  o.log('\nNext:\n  npx stepwright compile   # discover the steps against the app, writes step-cache/\n' +
    '  npx cucumber-js          # replay them (or npm run bdd)');
  return 0;
}
