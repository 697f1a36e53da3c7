// Regression (issue 7, found on swagger-ui): `I click on "List all books"` matched a button named
// "GET /books List all books" and was stored as the template `GET /books {{0}}`; `I click on
// "Book"` then replayed as "GET /books Book". A value is templated into a locator only where it is
// the whole name, and replay refuses a step compile did not compile instead of running another
// value's binding. Real CLI, real Chromium.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory } from '../../demo/static-server.js';
import { readRecords, removeDir, stepwright, tempDir, writeFiles } from '../support/cli.ts';

const PAGE = `<!doctype html><title>API</title>
<button onclick="out.textContent='listed'"><span>GET /books</span> <span>List all books</span></button>
<button onclick="out.textContent='one book'"><span>GET /books/{id}</span> <span>Find a book</span></button>
<button onclick="out.textContent='saved'">Save</button>
<p id="out"></p>`;

const FEATURE = `Feature: Operations
  Scenario: list
    Given I open "/index.html"
    When I click on "List all books"
    Then I should see "listed"

  Scenario: a value the template does not fit
    Given I open "/index.html"
    When I click on "Book"
    Then I should see "one book"

  Scenario: whole names are templates
    Given I open "/index.html"
    When I click on "Save"
    Then I should see "saved"
`;

let root = '';
let site: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  root = tempDir();
  writeFiles(root, { 'site/index.html': PAGE, 'features/ops.feature': FEATURE,
    'stepwright.config.json': JSON.stringify({ planner: 'rules', timeouts: { stepMs: 2_000 } }) });
  site = await serveDirectory(join(root, 'site'));
});
afterAll(async () => {
  await site?.close();
  removeDir(root);
});

describe('a value inside a longer name', () => {
  it('is not stored as a template, and replay refuses the step compile reported unsure', async () => {
    const compiled = await stepwright(['compile', '--base-url', site.url], { cwd: root });
    expect(compiled.output).toMatch(/unsure.*I click on "Book"|I click on "Book"[\s\S]*unsure/);
    const rec = [...readRecords(join(root, 'step-cache')).values()].find((r) => r.expression === 'I click on {string}')!;
    const json = JSON.stringify(rec);
    expect(json).not.toContain('GET /books {{0}}');
    // "List all books" has its own binding; "Save" (a whole name) may be generic; "Book" is refused
    expect(json).toContain('"List all books"');
    expect(json).toMatch(/"notCompiled":\[\{"args":\["Book"\]/);

    const run = await stepwright(['run', '--base-url', site.url], { cwd: root });
    expect(run.code).toBe(1);
    expect(run.output).toContain('did not compile for ["Book"]');
    expect(run.output).not.toContain('GET /books Book');
    expect(run.output).toMatch(/3 scenarios \(1 failed, 2 passed\)/);
  });
});
