// The app server's lease: a damaged one is never acted on (a group id of 0 or 1 would signal every
// process), and the last run to leave gets the server to stop while only the lease's own log goes.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enterLease, leaseLeave, logPathOf, readLease, type Lease } from '../../src/cli/server-lease.ts';

const server = { url: 'http://127.0.0.1:4173/login', command: 'node app.js', cwd: '/project' };

function leaseFile(lease: Partial<Lease>): string {
  const path = join(mkdtempSync(join(tmpdir(), 'stepwright-lease-')), 'web-server-4173.json');
  writeFileSync(path, JSON.stringify({ ...server, state: 'up', starter: 2_000_000_001, users: [process.pid],
    startedAt: '2026-01-01T00:00:00.000Z', log: '/elsewhere.log', ...lease }));
  return path;
}

describe('the server lease', () => {
  it('a lease with a process group of 0 or 1 counts as none, and a new run starts its own server', () => {
    for (const pid of [0, 1, -5, 1.5]) {
      const path = leaseFile({ pid });
      expect(readLease(path)).toBeUndefined();
      expect(enterLease(path, process.pid, server, false).kind).toBe('start');
    }
  });

  it('the last user to leave gets the group to stop; the lease and its own log go, nothing named inside it', () => {
    const path = leaseFile({ pid: 2_000_000_002, users: [process.pid, 2_000_000_003] }); // the other user is gone
    const elsewhere = join(path, '..', 'elsewhere.log');
    writeFileSync(elsewhere, 'keep');
    writeFileSync(path, JSON.stringify({ ...readLease(path), log: elsewhere }));
    writeFileSync(logPathOf(path), 'server output');
    expect(leaseLeave(path, process.pid)).toBe(2_000_000_002);
    expect(existsSync(path)).toBe(false);
    expect(existsSync(logPathOf(path))).toBe(false);
    expect(existsSync(elsewhere)).toBe(true);
  });

  it('a run that is not the last leaves the server to the others', () => {
    const path = leaseFile({ pid: 2_000_000_002, users: [process.pid, process.ppid] });
    expect(leaseLeave(path, process.pid)).toBeUndefined();
    expect(readLease(path)?.users).toEqual([process.ppid]);
  });
});
