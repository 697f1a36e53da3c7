// The cache under concurrent writers, with real processes: records are merged under a lock, so two
// writers that each know only their own bindings lose none of them; a writer killed mid-way (even
// while holding the lock) leaves valid records and no lock that blocks the others.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CacheStore, recordName } from '../../src/cache/store.ts';
import { childEnv, REPO, removeDir, tempDir } from '../support/cli.ts';

const root = tempDir('stepwright-cache-');
const started: ChildProcess[] = [];
afterAll(() => {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  removeDir(root);
});
const EXPRESSION = 'I pick {string} number {string}';

interface Writer { child: ChildProcess; lines: string[]; done: Promise<number | null> }

function writer(dir: string, name: string, count: number, mode = 'merge'): Writer {
  mkdirSync(dir, { recursive: true });
  const child = spawn(process.execPath, ['--import', join(REPO, 'bin/register.js'), join(REPO, 'test/fixtures/cache-writer.ts'), dir, name, String(count), mode],
    { cwd: REPO, env: childEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  const lines: string[] = [];
  let err = '';
  child.stdout!.on('data', (d: Buffer) => lines.push(...d.toString().split('\n').filter(Boolean)));
  child.stderr!.on('data', (d: Buffer) => { err += d.toString(); });
  const done = new Promise<number | null>((res) => child.on('close', (code) => {
    if (code) console.error(err);
    res(code);
  }));
  return { child, lines, done };
}

const until = async (check: () => boolean, ms = 30_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** Starts the writers together (they wait for the go file), returns the record's bindings after. */
async function race(dir: string, writers: Writer[], waitFor: Writer[] = writers): Promise<string[]> {
  await new Promise((r) => setTimeout(r, 1500)); // all started and waiting
  writeFileSync(join(dir, 'go'), '');
  for (const w of waitFor) expect(await w.done).toBe(0);
  const { records, errors } = new CacheStore(dir).load();
  expect(errors).toEqual([]);
  return records.get(EXPRESSION)!.bindings.map((b) => b.args!.join('#'));
}

const expected = (name: string, n: number) => Array.from({ length: n }, (_, i) => `${name}#${i}`);

describe('concurrent cache writers', () => {
  it('without the lock and merge (the old last-rename-wins), bindings are lost — the failure this guards against', async () => {
    const dir = join(root, 'overwrite');
    const got = await race(dir, [writer(dir, 'a', 150, 'overwrite'), writer(dir, 'b', 150, 'overwrite')]);
    expect(got.length).toBeLessThan(300);
  });

  it('two writers, 150 bindings each into the same record: all 300 kept, no lock or temp file left', async () => {
    const dir = join(root, 'merge');
    const got = await race(dir, [writer(dir, 'a', 150), writer(dir, 'b', 150)]);
    expect(got.sort()).toEqual([...expected('a', 150), ...expected('b', 150)].sort());
    expect(readdirSync(join(dir, 'records'))).toEqual([`${recordName(EXPRESSION)}.json`]);
  });

  it('a writer killed mid-way, and one killed while holding the lock: the others finish and nothing written is lost', async () => {
    const dir = join(root, 'kill');
    const holder = writer(dir, 'h', 1, 'hold');
    const victim = writer(dir, 'v', 100_000);
    const a = writer(dir, 'a', 200);
    const b = writer(dir, 'b', 200);
    const racing = race(dir, [holder, victim, a, b], [a, b]);
    await until(() => holder.lines.includes('holding'));
    await new Promise((r) => setTimeout(r, 300)); // the others are now waiting for the held lock
    holder.child.kill('SIGKILL');
    await until(() => victim.lines.length >= 50);
    victim.child.kill('SIGKILL');
    const got = await racing;
    const victimWrote = victim.lines.filter((l) => l.startsWith('wrote')).length;
    expect(victimWrote).toBeGreaterThanOrEqual(50);
    // every binding the killed writer finished writing is still there (it may have written one more)
    expect(got.filter((g) => g.startsWith('v#')).length).toBeGreaterThanOrEqual(victimWrote);
    expect(got.filter((g) => !g.startsWith('v#')).sort()).toEqual([...expected('a', 200), ...expected('b', 200)].sort());
    // the killed writers' lock and temp files are gone once the next writer has passed
    new CacheStore(dir).write(new CacheStore(dir).load().records.get(EXPRESSION)!);
    expect(readdirSync(join(dir, 'records'))).toEqual([`${recordName(EXPRESSION)}.json`]);
  });
});
