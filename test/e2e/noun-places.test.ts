// A place named by a noun alone ("in the inbox", "in the top bar", issue 17): where the page's markup
// says it (a class, an id), the element is looked for there only; where nothing on the page is marked
// as that place, the place adds nothing to check and the element's own words decide, but only when
// they single it out. "Choose" an item of a menu of plain links clicks it, when the step gives its whole
// name. A menu is also what its markup calls one ("the account menu": a dropdown-menu labelled by
// #accountToggle). Among look-alikes named alike in one place, the one the step's words or glyph pick
// ("the close (×) button", "Close" as read) is found again by its own selector there, and in a compound
// step the look-alike beside the field its first clause typed into. "A message list showing "X"" reads X in
// the part so marked. Traps: a name
// two elements share, a place that exists without the element, a choice that is only the start of a
// link's name, a menu nothing names, a part nothing is marked as, a text a part named by a noun does not
// show while the page shows it elsewhere (which part the noun means is in doubt, not the app).
// Real CLI, real Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory } from '../../demo/static-server.js';
import { removeDir, stepwright, tempDir, writeFiles } from '../support/cli.ts';

const scenario = (name: string, ...steps: string[]): string =>
  `\n  Scenario: ${name}\n    Given I open "/mail.html"\n${steps.map((s) => `    ${s}\n`).join('')}`;
const FEATURE = `Feature: Places named by a noun${
  scenario('a place the markup names', 'When I click the "Settings" link in the top bar',
    'Then I should see "Settings from the top bar"')}${
  scenario('a place nothing on the page is marked as', 'When I click the email "Invoice 42" in the inbox',
    'Then I should see "Opened Invoice 42"')}${
  scenario('an item chosen from a menu of links', 'When I open the "View" menu and choose "Headers"',
    'Then I should see "Showing headers"')}${
  scenario('a menu its markup names', 'When I click "Ada Lovelace" in the top bar', 'And I click "Sign out" in the account menu',
    'Then I should see "Signed out from the menu"')}${
  scenario('the cross of a dialog among controls all named Close', 'When I click "Compose"',
    'And I click on the close (×) button of the dialog', 'Then I should see "Closed by the cross"')}${
  scenario('the Close a person reads in a dialog', 'When I click "Compose"', 'And I click on "Close" in the dialog',
    'Then I should see "Closed by the link"')}${
  scenario('a part its markup names, by a text it shows', 'Then I should see a message list showing "Invoice 42"')}${
  scenario('a compound step whose second clause names a look-alike', 'When I enter "groceries" in the "tag name" field and click "add"',
    'Then I should see "Added tag groceries"')}`;
const TRAPS = `Feature: Places that must not be guessed${
  scenario('a name two elements share, in an unmarked place', 'When I click the "Settings" link in the inbox')}${
  scenario('a marked place without the element', 'When I click the "Invoice 42" link in the top bar')}${
  scenario('a choice no element is, only a link that starts with its name', 'When I choose "Express"')}${
  scenario('a menu nothing names', 'When I click "Ada Lovelace" in the top bar', 'And I click "Sign out" in the billing menu')}${
  scenario('a part nothing is marked as, by a text it shows', 'Then I should see a billing panel titled "Invoice 42"')}${
  scenario('a text a noun\'s part does not show, shown elsewhere', 'Then I should see "Invoice 42" within the email header')}`;

let root = '';
let site: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  root = tempDir();
  writeFiles(root, { 'features/places.feature': FEATURE, 'traps/traps.feature': TRAPS,
    'site/mail.html': readFileSync(new URL('../fixtures/places/mail.html', import.meta.url), 'utf8'),
    'stepwright.config.json': JSON.stringify({ planner: 'rules', timeouts: { stepMs: 1_500 } }) });
  site = await serveDirectory(join(root, 'site'));
});
afterAll(async () => {
  await site?.close();
  removeDir(root);
});

describe('places named by a noun, and items chosen from menus', () => {
  it('compiles a place the markup names, and an unmarked one when the words single the element out', async () => {
    const compiled = await stepwright(['compile', '--base-url', site.url, 'features'], { cwd: root });
    expect(compiled.code, compiled.output).toBe(0);
    const run = await stepwright(['run', '--base-url', site.url, 'features'], { cwd: root });
    expect(run.stdout, run.output).toMatch(/8 scenarios \(8 passed\)/);
  }, 600_000);

  it('stays unsure when the words fit two elements, or the named place does not hold the element', async () => {
    const traps = await stepwright(['compile', '--base-url', site.url, '--cache-dir', join(root, 'trap-cache'), 'traps'],
      { cwd: root });
    expect(traps.code).toBe(1);
    const rows = traps.stdout.split('\n').filter((l) => /^\s+\? unsure/.test(l));
    expect(rows, traps.stdout).toHaveLength(6);
    // which part "the email header" is, is what is in doubt: no defect of the app
    expect(traps.stdout).toMatch(/unsure\s+Then I should see "Invoice 42" within the email header[^]*shows it elsewhere/);
    expect(traps.stdout.match(/✚ compiled (?:When|And) .*/g)).toEqual([expect.stringContaining('"Ada Lovelace" in the top bar')]);
  }, 600_000);
});
