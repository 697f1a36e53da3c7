// The environment is read once, in the config (config/config.ts's readEnvironment), and handed to
// everything else: no other file of src/ reads `process.env`, or writes it for a child process.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder, rel, SRC } from '../support/import-graph.ts';

/** Where a file mentions `process.env`, as "file:line". */
function envReads(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isPropertyAccessExpression(n) && n.name.text === 'env' && ts.isIdentifier(n.expression)
      && n.expression.text === 'process') {
      found.push(`${rel(file)}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}

describe('the environment', () => {
  it('is read in config/config.ts only', () => {
    const reads = filesUnder(SRC).filter((f) => f.endsWith('.ts')).flatMap(envReads);
    expect(reads.filter((r) => !r.startsWith('config/config.ts:'))).toEqual([]);
    expect(reads.length).toBe(1); // the walk does see the one read there is
  });
});
