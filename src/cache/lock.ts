// Cross-process lock files for the step cache: two compiles (or the workers of one) update the same
// records and step files. A lock left by a killed writer is recognised (its process is gone) and
// taken over, so a crash never blocks the next compile.
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync,
  writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const sleep = (ms: number): void => { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms); };

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder's pid, or undefined when the lock is unreadable (being written, or gone). */
function holder(lock: string): number | undefined {
  try {
    const pid = Number(readFileSync(lock, 'utf8').split(' ')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** How long ago the lock file was written (0 when it is gone meanwhile). */
function lockAgeMs(lock: string): number {
  return Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
}

let graves = 0;

/** Removes a lock whose writer died, unless someone replaced it meanwhile. */
function takeOver(lock: string, seen: number | undefined): void {
  const grave = `${lock}.${process.pid}.${graves++}.stale`;
  try {
    renameSync(lock, grave);
  } catch {
    return; // another waiter took it over first
  }
  const moved = holder(grave);
  // a live lock created between our check and the rename: give it back
  if (moved !== seen) try { renameSync(grave, lock); } catch { /* its owner is done */ }
  rmSync(grave, { force: true });
}

/** Runs `work` while holding `<path>.lock`. Waits for another holder (up to `timeoutMs`). */
export function withFileLock<T>(path: string, work: () => T, timeoutMs = 20_000): T {
  const lock = `${path}.lock`;
  mkdirSync(dirname(lock), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, `${process.pid} ${new Date().toISOString()}`);
      closeSync(fd);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const pid = holder(lock);
    if (pid !== undefined && !alive(pid)) takeOver(lock, pid);
    else if (pid === undefined && lockAgeMs(lock) > 2_000) takeOver(lock, undefined);
    else if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${lock} (held by process ${pid ?? '?'}). If no compile is running, ` +
        `delete the file.`);
    } else sleep(5 + Math.random() * 10);
  }
  try {
    removeOrphanTemps(path);
    return work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** `<file>.<pid>.<n>.tmp` left by a writer that was killed between writing and renaming. */
function removeOrphanTemps(path: string): void {
  const prefix = `${basename(path)}.`;
  let names: string[];
  try {
    names = readdirSync(dirname(path));
  } catch {
    return;
  }
  for (const name of names) {
    const m = name.startsWith(prefix) && /\.(\d+)\.\d+\.tmp$/.exec(name);
    if (m && !alive(Number(m[1]))) rmSync(join(dirname(path), name), { force: true });
  }
}
