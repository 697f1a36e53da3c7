// "The text area should contain "Hello World"" on an editor whose only field is a bare textarea (no
// label, no placeholder, no id, as JSONEditor's text mode): that field is "the text area", the one of
// its kind. Two such fields leave "the text area" unsure. Real CLI, real Chromium.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory } from '../../demo/static-server.js';
import { removeDir, stepwright, tempDir, writeFiles } from '../support/cli.ts';

const PAGE = (fields: number): string => `<!doctype html><meta charset="utf-8"><title>Editor</title>
<button type="button" id="mode">Text</button><div class="editor"></div>
<script>
  document.getElementById('mode').onclick = () => {
    const box = document.querySelector('.editor');
    for (let i = 0; i < ${fields}; i++) {
      const t = document.createElement('textarea');
      t.className = 'editor-text';
      t.value = '{ "greeting": "Hello World" }';
      box.appendChild(t);
    }
  };
</script>`;
const FEATURE = (page: string): string => `Feature: A bare text area
  Scenario: The editor's field
    Given I open "/${page}"
    When I click "Text"
    Then the text area should contain "Hello World"
`;

let root = '';
let site: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  root = tempDir();
  writeFiles(root, { 'site/one.html': PAGE(1), 'site/two.html': PAGE(2), 'one/one.feature': FEATURE('one.html'),
    'two/two.feature': FEATURE('two.html'),
    'stepwright.config.json': JSON.stringify({ planner: 'rules', timeouts: { stepMs: 1_500 } }) });
  site = await serveDirectory(join(root, 'site'));
});
afterAll(async () => {
  await site?.close();
  removeDir(root);
});

describe('the one nameless field of its kind', () => {
  it('is "the text area" when it is the only one, and stays unsure when there are two', async () => {
    const one = await stepwright(['compile', '--base-url', site.url, '--cache-dir', join(root, 'c1'), 'one'], { cwd: root });
    expect(one.stdout, one.output).toMatch(/compiled Then the text area should contain "Hello World"/);
    const run = await stepwright(['run', '--base-url', site.url, '--cache-dir', join(root, 'c1'), 'one'], { cwd: root });
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
    const two = await stepwright(['compile', '--base-url', site.url, '--cache-dir', join(root, 'c2'), 'two'], { cwd: root });
    expect(two.stdout).toMatch(/unsure\s+Then the text area should contain "Hello World"[^]*2 elements could be "the textbox"/);
  }, 600_000);
});
