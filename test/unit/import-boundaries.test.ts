// Import boundaries of src/: imports flow one way through the layers, and no module cycle loads at
// run time. Fails when an upward import or a cycle comes back.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, importsOf, rel, runtimeCycles, SRC } from '../support/import-graph.ts';

/**
 * Highest first: a file may import its own layer and the layers below it. `config` sits just below
 * cli, compiler and heal, the only layers that may import it; `cache` and `gherkin` (the record
 * format and the parsed features) sit below what reads them; files at the root of src/ are the
 * package's entry points.
 */
const LAYERS: string[][] = [
  ['(root)'],
  ['cli'],
  ['compiler', 'heal'],
  ['config'],
  ['planners'],
  ['runtime', 'codegen', 'report'],
  ['cache', 'gherkin'],
  ['drivers'],
  ['locators'],
  ['observation'],
];

/**
 * Type-only imports (`import type`, `export type`) are exempt from the layer rule: they load nothing
 * at run time and only name the shape of data handed down, e.g. report/console.ts prints the
 * compiler's CompileReporter events and planners/agent/create.ts reads its settings from the
 * ResolvedConfig. They still count for nothing in cycles. There are no exceptions: a fix moves the
 * code, never lists it here.
 */
const files = filesUnder(SRC).filter((f) => f.endsWith('.ts'));

function layerOf(file: string): string {
  const parts = rel(file).split('/');
  return parts.length === 1 ? '(root)' : parts[0]!;
}

function rank(layer: string): number {
  const i = LAYERS.findIndex((l) => l.includes(layer));
  if (i < 0) throw new Error(`src/${layer} is in no layer: add it to LAYERS in test/unit/import-boundaries.test.ts`);
  return i;
}

describe('import boundaries of src/', () => {
  it('every folder of src/ is in a layer, and the walk sees the imports', () => {
    for (const f of files) rank(layerOf(f));
    expect(files.length).toBeGreaterThan(150);
    const cli = importsOf(join(SRC, 'cli/main.ts'));
    expect(cli.some((e) => e.file?.endsWith('config/config.ts') && !e.typeOnly)).toBe(true);
    expect(importsOf(join(SRC, 'cli/setup.ts')).some((e) => e.spec === '../compiler/compile.ts' && e.typeOnly)).toBe(true);
  });

  it('imports that load code flow down the layers', () => {
    const upward: string[] = [];
    for (const f of files) {
      for (const e of importsOf(f)) {
        if (e.typeOnly || !e.file || !e.file.startsWith(SRC)) continue;
        if (rank(layerOf(e.file)) < rank(layerOf(f))) upward.push(`${rel(f)} → ${rel(e.file)}`);
      }
    }
    expect(upward.sort()).toEqual([]);
  });

  it('no import cycle loads at run time (type-only imports excluded)', () => {
    expect(runtimeCycles(files).map((c) => c.join(' ⇄ '))).toEqual([]);
  });
});
