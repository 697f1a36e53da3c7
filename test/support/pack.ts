// Helpers for the package tests: `npm pack` this repository (prepack builds dist/) and install the
// tarball into a fresh project outside the repo, as a team would with `npm i -D stepwright`.
import { execFile, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { childEnv, REPO, type CliResult } from './cli.ts';

const run = promisify(execFile);

export interface Packed {
  tarball: string;
  /** paths inside the package, e.g. dist/cli/main.js */
  files: string[];
  /** bytes of the .tgz */
  size: number;
}

async function npm(args: string[], cwd: string): Promise<string> {
  const { stdout } = await run('npm', args, { cwd, env: childEnv({ npm_config_update_notifier: 'false' }), maxBuffer: 32 * 1024 * 1024, timeout: 240_000 });
  return stdout;
}

/** Packs the repository into `dest` (runs prepack, i.e. the build) and lists what the tarball holds. */
export async function packRepo(dest: string): Promise<Packed> {
  const out = await npm(['pack', '--json', '--pack-destination', dest], REPO);
  // lifecycle script output precedes the JSON
  const [info] = JSON.parse(out.slice(out.indexOf('[\n'))) as { filename: string; size: number; files: { path: string }[] }[];
  return { tarball: join(dest, info!.filename), files: info!.files.map((f) => f.path).sort(), size: info!.size };
}

/**
 * Installs the tarball as a dev dependency of the npm project in `dir` (a new one when `dir` has no
 * package.json). Dependencies come from the npm cache the repository's own install filled
 * (--prefer-offline).
 */
export async function installTarball(dir: string, tarball: string, pkg: Record<string, unknown> = {}): Promise<void> {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) writeFileSync(manifest, `${JSON.stringify({ name: 'team-project', private: true, version: '1.0.0', ...pkg }, null, 2)}\n`);
  await npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--save-dev', tarball], dir);
}

/**
 * `npx <args>` in a project, asynchronously (the test process may be serving the app under test).
 * Environment as for the CLI tests (childEnv) plus `env`.
 */
export function npx(args: string[], cwd: string, env: Record<string, string | undefined> = {}): Promise<CliResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { cwd, env: childEnv({ npm_config_update_notifier: 'false', ...env }), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => { stdout += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    const timer = setTimeout(() => child.kill('SIGKILL'), 150_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, output: `${stdout}\n${stderr}`, ms: Date.now() - started });
    });
  });
}
