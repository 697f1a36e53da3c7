import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

/** Every module reachable from `entry` by static or dynamic imports: our files and bare packages. */
function importGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3]!;
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
      else packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('replay never reaches the LLM', () => {
  for (const entry of ['index.ts', 'runtime/index.ts', 'support.ts']) {
    it(`${entry} imports no planner, no agent and no openai`, () => {
      const { files, packages } = importGraph(resolve(SRC, entry));
      expect(files.size).toBeGreaterThan(5); // the walk really followed the imports
      expect([...files].filter((f) => /planners|agent|llm/.test(f))).toEqual([]);
      expect(packages.has('openai')).toBe(false);
      expect(packages.has('selenium-webdriver')).toBe(true);
    });
  }

  it('the walker does see the openai import where there is one', () => {
    const { packages } = importGraph(resolve(SRC, 'planners/agent/llm/client.ts'));
    expect(packages.has('openai')).toBe(true);
  });
});
