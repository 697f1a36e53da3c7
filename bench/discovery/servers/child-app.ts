// Runs a third-party app that only comes as a command-line server (maildev, TiddlyWiki's node server) as a
// child process on 127.0.0.1: finds it a free port, waits until it answers over HTTP, and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A port nobody listens on now (the OS picks it; the child is then told to listen there). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => ok(port));
    });
  });
}

export interface ChildApp { child: ChildProcess; output(): string; stop(): Promise<void> }

/**
 * Spawns `node <args>` and resolves once `url` answers (any HTTP status); rejects with its output if it exits or
 * times out.
 */
export async function startChild(args: string[], url: string, what: string, timeoutMs = 60_000): Promise<ChildApp> {
  let out = '';
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: '' } });
  child.stdout?.on('data', (d: Buffer) => { out = (out + String(d)).slice(-4000); });
  child.stderr?.on('data', (d: Buffer) => { out = (out + String(d)).slice(-4000); });
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killLater = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killLater);
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}: ${out.trim().slice(-800)}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return { child, output: () => out, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  await stop();
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s: ${out.trim().slice(-800)}`);
}
