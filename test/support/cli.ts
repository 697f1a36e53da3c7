// Helpers for the end-to-end tests: run `node bin/stepwright.js …` as a real child process from a
// temp directory outside the repo, and inspect what it leaves on disk.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/server.js';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
export const BIN = join(REPO, 'bin/stepwright.js');

/** The demo app and a temp root for this test file: started before its tests, removed after. */
export function useDemoApp(): { readonly app: DemoServer; readonly root: string } {
  const demo = {} as { app: DemoServer; root: string };
  beforeAll(async () => {
    demo.app = await startDemoServer({ port: 0 });
    demo.root = tempDir();
  });
  afterAll(async () => {
    await demo.app?.close();
    removeDir(demo.root);
  });
  return demo;
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout + stderr */
  output: string;
  ms: number;
}

/**
 * The environment a child gets: this process's, without anything that would change what Stepwright
 * does (OPENAI_*, STEPWRIGHT_*, DEMO_PASSWORD), plus `env`. An `undefined` value removes a variable.
 */
export function childEnv(env: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^(OPENAI_|STEPWRIGHT_|CHROME_BIN$|CHROMEDRIVER$|DEMO_PASSWORD$|VITEST|NODE_OPTIONS$)/.test(k)) continue;
    out[k] = v;
  }
  out.NO_COLOR = '1';
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete out[k];
    else out[k] = v;
  }
  return out;
}

/** Runs the CLI to completion. */
export function stepwright(args: string[],
  opts: { cwd: string; env?: Record<string, string | undefined>; timeoutMs?: number }): Promise<CliResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: opts.cwd, env: childEnv(opts.env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => { stdout += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 400_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, output: `${stdout}\n${stderr}`, ms: Date.now() - started });
    });
  });
}

/** A fresh directory under the OS temp dir (never inside the repo). */
export function tempDir(prefix = 'stepwright-e2e-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (!relative(REPO, dir).startsWith('..')) throw new Error(`temp dir ${dir} is inside the repo`);
  return dir;
}

export function removeDir(dir: string | undefined): void {
  if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

/** Writes files given as { relative path: content } under `root`. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

/** Every file under `dir`, recursively (absolute paths, sorted). */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? listFiles(p) : [p];
  }).sort();
}

/** Path → { mtimeMs, content } of every file under `dir`. */
export function snapshot(dir: string): Map<string, { mtimeMs: number; content: string }> {
  return new Map(listFiles(dir).map((p) => [p, { mtimeMs: statSync(p).mtimeMs, content: readFileSync(p, 'utf8') }]));
}

export interface RecordJson {
  format: number;
  keyword: string;
  expression: string;
  parameterTypes: string[];
  feature: string;
  argument: string;
  bindings: {
    args: string[] | null;
    actions: Record<string, unknown>[];
    provenance: { source: string; planner: string; compiledAt: string };
  }[];
}

/** The records of a cache dir, parsed (throws on invalid JSON), by file path. */
export function readRecords(cacheDir: string): Map<string, RecordJson> {
  const dir = join(cacheDir, 'records');
  return new Map(listFiles(dir).filter((f) => f.endsWith('.json')).map((f) => [f, JSON.parse(readFileSync(f, 'utf8')) as RecordJson]));
}

export function recordFor(cacheDir: string, expression: string): { path: string; record: RecordJson } | undefined {
  for (const [path, record] of readRecords(cacheDir)) if (record.expression === expression) return { path, record };
  return undefined;
}

/** 1-based line of the first line of `file` that contains `text`. */
export function lineOf(file: string, text: string): number {
  const i = readFileSync(file, 'utf8').split('\n').findIndex((l) => l.includes(text));
  if (i < 0) throw new Error(`"${text}" not in ${file}`);
  return i + 1;
}

export { freePort } from './ports.ts';

/** Whether something accepts connections on 127.0.0.1:port. */
export async function portOpen(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/__health`, { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return true;
  } catch {
    return false;
  }
}
