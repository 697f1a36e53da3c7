// Every folder of src/ says what each of its files is for: a file is listed in the README of its
// folder (or of the nearest folder above it that has one), and every file a README's table lists
// exists, so the READMEs stay true when files are added, renamed or removed.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, SRC } from '../support/import-graph.ts';

// filesUnder skips declaration files; the one in src/types is listed too
const files = [...filesUnder(SRC), join(SRC, 'types/selenium-shims.d.ts')];

/** The README that documents `file`: its folder's, else the nearest one above it in src/. */
function readmeOf(file: string): string | undefined {
  for (let dir = dirname(file); dir.startsWith(SRC); dir = dirname(dir)) {
    if (existsSync(join(dir, 'README.md'))) return join(dir, 'README.md');
  }
  return undefined;
}

/** The path as written in a README: from its folder, or any trailing part of that (under a section). */
const namesOf = (readme: string, file: string): string[] => {
  const parts = relative(dirname(readme), file).split(/[/\\]/);
  return parts.map((_, i) => parts.slice(i).join('/'));
};

/** The file names in the first column of a README's tables (`| `a.ts`, `b.ts` | job |`). */
const listed = (readme: string): string[] => [...readFileSync(readme, 'utf8').matchAll(/^\| ([^|]+) \|/gm)]
  .flatMap((m) => [...m[1]!.matchAll(/`([^`]+\.(?:ts|js))`/g)].map((n) => n[1]!));

describe('folder READMEs of src/', () => {
  it('list every file with its job', () => {
    expect(files.length).toBeGreaterThan(150);
    const missing = files.filter((f) => {
      const readme = readmeOf(f);
      return !readme || !namesOf(readme, f).some((n) => listed(readme).includes(n));
    }).map((f) => relative(SRC, f));
    expect(missing).toEqual([]);
  });

  it('list no file that is not there', () => {
    const stale: string[] = [];
    for (const readme of new Set(files.map(readmeOf).filter((r): r is string => r !== undefined))) {
      const documented = files.filter((f) => readmeOf(f) === readme).flatMap((f) => namesOf(readme, f));
      for (const name of listed(readme)) if (!documented.includes(name)) stale.push(`${relative(SRC, readme)}: ${name}`);
    }
    expect(stale).toEqual([]);
  });
});
