// Server state and a scenario that stopped partway (issue 17, TiddlyWiki): the first scenario of a feature
// was to save a note "Shopping list" but its second step stays unsure, so the note is never saved; the
// next scenario's "I should see "Shopping list"" fails on a page that is right. That is no defect of the
// app: the value was one the unfinished scenario's steps not done would have given, so the step is unsure
// and says why; so is a check in a scenario that searched for a word of it. A value no step owed ("Tea
// tasting") still fails as a possible defect. Real CLI, Chromium.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, stepwright, tempDir, writeFiles } from '../support/cli.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Notes</title>
<input aria-label="Title"><button id="save">Save</button><ul id="notes"></ul><input aria-label="Search">
<script>
  const list = (notes) => document.getElementById('notes').replaceChildren(...notes.map((n) => {
    const li = document.createElement('li'); li.textContent = n; return li;
  }));
  fetch('/api/notes').then((r) => r.json()).then(list);
  document.getElementById('save').onclick = () => fetch('/api/notes', { method: 'POST',
    body: document.querySelector('input').value }).then((r) => r.json()).then(list);
</script>`;
const FEATURE = `Feature: Notes kept on the server
  Scenario: a note is written
    Given I am on "/"
    When I click the "Compose a new note" button
    And I type "Shopping list" into the "Title" field
    And I press "Save"
    Then I should see "Shopping list"

  Scenario: the note is still there
    Given I am on "/"
    Then I should see "Shopping list"

  Scenario: a search for the note
    Given I am on "/"
    When I type "shopping" into the "Search" field
    Then I should see "1 result"

  Scenario: a note nothing wrote
    Given I am on "/"
    Then I should see "Tea tasting"
`;

let server: Server;
let url = '';
let root = '';

beforeAll(async () => {
  const notes: string[] = [];
  server = createServer((req, res) => {
    if (req.url === '/api/notes') {
      let body = '';
      req.on('data', (c: Buffer) => { body += c.toString(); });
      req.on('end', () => {
        if (req.method === 'POST' && body) notes.push(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(notes));
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  root = tempDir();
  writeFiles(root, { 'features/notes.feature': FEATURE,
    'stepwright.config.json': JSON.stringify({ planner: 'rules', timeouts: { stepMs: 1_500 } }) });
});

afterAll(async () => {
  await new Promise((done) => server?.close(done));
  removeDir(root);
});

describe('a check after a scenario that stopped partway', () => {
  it('is unsure of a value the steps not done would have given, and still reports one nothing owed', async () => {
    const compile = await stepwright(['compile', '--base-url', url, '--cache-dir', 'cache', 'features'], { cwd: root });
    expect(compile.stdout, compile.output).toMatch(/unsure\s+When I click the "Compose a new note" button/);
    expect(compile.stdout).toMatch(/unsure\s+Then I should see "Shopping list"[^\n]*\n[^\n]*stopped partway[^\n]*"shopping"/);
    // a word of what was never saved, searched for: what the search finds is no defect either
    expect(compile.stdout).toMatch(/unsure\s+Then I should see "1 result"[^\n]*\n[^\n]*stopped partway/);
    expect(compile.stdout).toMatch(/defect\s+Then I should see "Tea tasting"/);
  }, 600_000);
});
