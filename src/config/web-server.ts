// The app under test's process: started in its own process group with its output in a log file (so
// it can outlive the run that started it while another run still uses it), probed, and stopped.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { SetupError } from '../drivers/errors.ts';
import { probeUrl } from './http-probe.ts';
import type { WebServerSettings } from './web-server-config.ts';

export type { WebServerSettings } from './web-server-config.ts';

/** Like Playwright: any answer below 500 means the server is up. */
export async function responds(url: string): Promise<boolean> {
  const r = await probeUrl(url, { timeoutMs: 2_000 });
  return 'status' in r && r.status < 500;
}

/** The port a URL's server listens on. */
export function portOf(url: string): number {
  const u = new URL(url);
  return Number(u.port || (u.protocol === 'https:' ? 443 : 80));
}

/** Whether anything accepts a TCP connection on the URL's host and port (HTTP or not). */
export function portTaken(url: string): Promise<boolean> {
  const { hostname } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ''), port: portOf(url), timeout: 2_000 });
    const done = (taken: boolean) => { socket.destroy(); resolve(taken); };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/** Whether a process group (or process) still has a live member; EPERM means it exists but is not ours. */
export function alive(pid: number, group = false): boolean {
  if (!Number.isInteger(pid) || pid <= (group ? 1 : 0)) return false;
  try {
    process.kill(group ? -pid : pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The last characters of the server's log, for an error message. */
function tail(log: string): string {
  try {
    return readFileSync(log, 'utf8').slice(-4_000).trim();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw e;
  }
}

/**
 * Spawns the command (its stdout and stderr into `log`) and waits until its URL answers. Returns
 * the process group id; `started` hears it as soon as it exists, so an interrupt can stop it.
 */
export async function startServerProcess(s: WebServerSettings, cwd: string, log: string,
  started: (pid: number) => void): Promise<number> {
  const out = openSync(log, 'w');
  const child = spawn(s.command, { cwd, shell: true, detached: true, stdio: ['ignore', out, out] });
  closeSync(out);
  child.unref();
  let exited: number | null | undefined;
  child.on('exit', (code) => { exited = code; });
  await new Promise<void>((resolve, reject) => { child.once('spawn', resolve); child.once('error', reject); });
  const pid = child.pid!;
  started(pid);
  const deadline = Date.now() + s.timeoutMs;
  while (!(await responds(s.url))) {
    if (exited !== undefined) {
      throw new SetupError(
        `The web server command "${s.command}" exited with code ${exited} before ${s.url} answered.\n${tail(log)}`);
    }
    if (Date.now() > deadline) {
      await stopServerGroup(pid);
      throw new SetupError(
        `${s.url} did not answer within ${s.timeoutMs} ms after starting "${s.command}".\n${tail(log)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return pid;
}

/**
 * Stops the server's whole process group (npm, a dev server's workers): SIGTERM, then SIGKILL after
 * 3 s. The wait yields to the event loop, which reaps the process when this one started it.
 */
export async function stopServerGroup(pid: number): Promise<void> {
  if (!signalGroup(pid, 'SIGTERM')) return;
  const deadline = Date.now() + 3_000;
  while (alive(pid, true) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (alive(pid, true)) signalGroup(pid, 'SIGKILL');
}

/** Sends `signal` to the server's process group; false when the group is already gone. */
export function signalGroup(pid: number, signal: NodeJS.Signals): boolean {
  // -0 and -1 would signal this process's group or every process: never a server's group
  if (!Number.isInteger(pid) || pid <= 1) throw new Error(`not a server's process group: ${pid}`);
  try {
    process.kill(-pid, signal);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw e;
  }
}
