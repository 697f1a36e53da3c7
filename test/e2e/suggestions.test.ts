// An unsure step comes with sentences that do compile on the page it was tried on (issue 17): compile
// prints them, and each one, put in the feature in its place, compiles and replays. Real CLI, real Chromium.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory } from '../../demo/static-server.js';
import { removeDir, stepwright, tempDir, writeFiles } from '../support/cli.ts';

const UNSURE = 'And I scribble "Buy bread" on the note';
const feature = (step: string) => `Feature: Notes
  Scenario: write a note
    Given I open "/editor.html"
    When I click the "Edit" button
    ${step}
`;

let root = '';
let site: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  root = tempDir();
  writeFiles(root, { 'features/notes.feature': feature(UNSURE), 'site/editor.html': readFileSync(new URL('../fixtures/verdicts/editor.html', import.meta.url), 'utf8'),
    'stepwright.config.json': JSON.stringify({ planner: 'rules', timeouts: { stepMs: 1_500 } }) });
  site = await serveDirectory(join(root, 'site'));
});
afterAll(async () => {
  await site?.close();
  removeDir(root);
});

describe('suggestions for an unsure step', () => {
  it('prints sentences that compile on the same page, and each of them does', async () => {
    const first = await stepwright(['compile', '--base-url', site.url], { cwd: root });
    expect(first.code).toBe(1);
    const block = first.stdout.slice(first.stdout.indexOf('Would compile on the same page:'));
    const suggestions = [...block.matchAll(/→ When (.+)/g)].map((m) => m[1]!.trim());
    expect(suggestions).toContain('I type "Buy bread" into the "Note" field');
    for (const s of suggestions) {
      writeFileSync(join(root, 'features/notes.feature'), feature(`And ${s}`));
      const again = await stepwright(['compile', '--base-url', site.url], { cwd: root });
      expect(again.code, `${s}\n${again.output}`).toBe(0);
    }
    const run = await stepwright(['run', '--base-url', site.url], { cwd: root });
    expect(run.stdout).toMatch(/1 scenario \(1 passed\)/);
  });
});
