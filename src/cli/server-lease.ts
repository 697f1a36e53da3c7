// The lease on a started app server, shared by every Stepwright run on this machine that uses the
// same port: which run started it, which runs use it now. The last user to leave stops it, so two
// runs at once never stop the server under each other and a crashed run leaves no owner behind.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withFileLock } from '../cache/lock.ts';
import { alive, portOf } from '../config/web-server.ts';

export interface Lease {
  url: string;
  command: string;
  /** where the command runs: with the command, which project's server this is */
  cwd: string;
  /** "starting" while `starter` waits for the URL; then "up" with the server's process group */
  state: 'starting' | 'up';
  pid?: number;
  starter: number;
  /** the runs (pids) using the server now */
  users: number[];
  startedAt: string;
  /** the server's stdout and stderr */
  log: string;
}

export type ServerIdentity = Pick<Lease, 'url' | 'command' | 'cwd'>;

/** A port is a machine-wide resource: one lease per port, per user, in the OS temp dir. */
export function leasePath(url: string): string {
  return join(tmpdir(), `stepwright-${process.getuid?.() ?? 'user'}`, `web-server-${portOf(url)}.json`);
}

export const logPathOf = (lease: string): string => lease.replace(/\.json$/, '.log');

const isPid = (n: unknown): n is number => Number.isInteger(n) && (n as number) > 1;

/**
 * Only a lease whose process ids are real ones is acted on: a group id of 0 or 1 would signal
 * every process (kill(-1)), so a damaged lease counts as none.
 */
function wellFormed(v: Partial<Lease>): v is Lease {
  return typeof v.url === 'string' && typeof v.command === 'string' && typeof v.cwd === 'string' &&
    (v.state === 'starting' || (v.state === 'up' && isPid(v.pid))) && isPid(v.starter) &&
    Array.isArray(v.users) && v.users.every(isPid);
}

/** The lease as written, or undefined when there is none (or it is unreadable or damaged). */
export function readLease(path: string): Lease | undefined {
  try {
    const lease = JSON.parse(readFileSync(path, 'utf8')) as Partial<Lease>;
    return wellFormed(lease) ? lease : undefined;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT' || e instanceof SyntaxError) return undefined;
    throw e;
  }
}

function writeLease(path: string, lease: Lease): void {
  // under the lease's lock: one writer at a time, and a reader sees the old lease or the new one
  writeFileSync(`${path}.tmp`, `${JSON.stringify(lease, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}

/** Whether the lease still describes something: a starter still starting, or a server still running. */
export function leaseLive(lease: Lease): boolean {
  return lease.state === 'up' ? lease.pid !== undefined && alive(lease.pid, true) : alive(lease.starter);
}

export const sameServer = (lease: Lease, s: ServerIdentity): boolean =>
  lease.command === s.command && lease.cwd === s.cwd;

export type Entry =
  | { kind: 'start' }
  | { kind: 'joined'; lease: Lease }
  | { kind: 'wait'; lease: Lease }
  | { kind: 'foreign'; lease: Lease };

/**
 * Under the lease's lock: join a running server (another project's only when `joinForeign`), wait
 * for one being started, or become its starter (a stale lease is cleared first).
 */
export function enterLease(path: string, me: number, server: ServerIdentity, joinForeign: boolean): Entry {
  mkdirSync(join(path, '..'), { recursive: true });
  return withFileLock(path, (): Entry => {
    const lease = readLease(path);
    if (lease && leaseLive(lease)) {
      if (!sameServer(lease, server) && !joinForeign) return { kind: 'foreign', lease };
      if (lease.state === 'starting') return { kind: 'wait', lease };
      const joined = { ...lease, users: [...lease.users.filter((u) => u !== me && alive(u)), me] };
      writeLease(path, joined);
      return { kind: 'joined', lease: joined };
    }
    writeLease(path, { ...server, state: 'starting', starter: me, users: [me], startedAt: new Date().toISOString(),
      log: logPathOf(path) });
    return { kind: 'start' };
  });
}

/** The starter's server answers: record its process group. */
export function markUp(path: string, me: number, pid: number): void {
  withFileLock(path, () => {
    const lease = readLease(path);
    if (lease?.starter === me) writeLease(path, { ...lease, state: 'up', pid });
  });
}

/** The starter started nothing (an app already answered, or the start failed): no lease. */
export function abandonLease(path: string, me: number): void {
  withFileLock(path, () => {
    if (readLease(path)?.starter === me) rmSync(path, { force: true });
  });
}

/**
 * `me` stops using the server. Returns the server's process group when no live run uses it any
 * more (the caller stops it; the lease and the log are gone), else undefined (the others keep it running).
 */
export function leaseLeave(path: string, me: number): number | undefined {
  return withFileLock(path, () => {
    const lease = readLease(path);
    if (!lease?.users.includes(me)) return undefined;
    const users = lease.users.filter((u) => u !== me && alive(u));
    if (users.length) {
      writeLease(path, { ...lease, users });
      return undefined;
    }
    rmSync(path, { force: true });
    // the server is stopped cleanly now: its log goes too (a failed start kept its tail in the error).
    // Always the path derived from the lease's own, never one read from the file.
    rmSync(logPathOf(path), { force: true });
    return lease.pid;
  });
}
