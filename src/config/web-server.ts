import { spawn, type ChildProcess } from 'node:child_process';
import { SetupError } from '../drivers/errors.ts';
import { probeUrl } from './http-probe.ts';

export interface WebServerSettings {
  command: string;
  url: string;
  timeoutMs: number;
  reuseExistingServer: boolean;
}

/** Like Playwright: any answer below 500 means the server is up. */
async function responds(url: string): Promise<boolean> {
  const r = await probeUrl(url, { timeoutMs: 2_000 });
  return 'status' in r && r.status < 500;
}

export interface RunningServer {
  /** false when an already-running server was reused */
  started: boolean;
  stop(): Promise<void>;
}

/**
 * Starts the app under test and waits until its URL answers. The command runs in its own process
 * group so stopping it also stops whatever it spawned (npm, a dev server's workers).
 */
export async function startWebServer(s: WebServerSettings, cwd: string,
  log: (line: string) => void): Promise<RunningServer> {
  if (s.reuseExistingServer && (await responds(s.url))) {
    log(`Using the app already running at ${s.url}`);
    return { started: false, stop: async () => undefined };
  }
  log(`Starting the app: ${s.command}`);
  const child = spawn(s.command, { cwd, shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (d: Buffer) => { output = (output + d.toString()).slice(-4_000); };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: number | null | undefined;
  child.on('exit', (code) => { exited = code; });
  const deadline = Date.now() + s.timeoutMs;
  while (!(await responds(s.url))) {
    if (exited !== undefined) {
      throw new SetupError(`The web server command "${s.command}" exited with code ${exited} before ${s.url} answered.\n${output.trim()}`);
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new SetupError(`${s.url} did not answer within ${s.timeoutMs} ms after starting "${s.command}".\n${output.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { started: true, stop: () => stopChild(child) };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const gone = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* already gone */ } }, 3_000);
  await gone;
  clearTimeout(timer);
}
