// A checked-or-not check on a kind a person ticks ("checkbox is checked "Format"") is about a checkbox, radio
// button or switch, never a button of that name: a toolbar's "Format" drop-down sits on the same page as the
// configurator's "Format" checkbox, which the page builds a moment after it loads. Trap: with the button
// alone the check stays unsure (its state would say nothing), not a possible defect of the app.
// Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const TOOLBAR = `<div role="toolbar"><a href="#" role="button" title="Paragraph Format" aria-haspopup="listbox"
onclick="return false"><span>Format</span></a> <a href="#" role="button" title="Bold">B</a></div>`;
const PAGE = `<!doctype html><meta charset="utf-8"><title>Configurator</title>${TOOLBAR}<h2>Toolbar groups</h2>
<ul id="groups"></ul><script>setTimeout(() => { groups.innerHTML = ['Styles', 'Format', 'Font'].map((g) =>
'<li><label><input type="checkbox" checked> ' + g + '</label></li>').join(''); }, 700);</script>`;
const BUTTON_ONLY = `<!doctype html><meta charset="utf-8"><title>Editor</title>${TOOLBAR}<p>Write here</p>`;
const FEATURE = `Feature: Configurator
  Scenario: The Format group is on
    Given I am on page "/configurator.html"
    Then I see checkbox is checked "Format"
    When I uncheck option "Format"
    Then I don't see checkbox is checked "Format"

  Scenario: Unticked at once, the kind unsaid
    Given I am on page "/configurator.html"
    When I uncheck "Format"
    Then I don't see checkbox is checked "Format"
`;
const TRAP = `Feature: No such checkbox
  Scenario: Only a button so named
    Given I am on page "/editor.html"
    Then I see checkbox is checked "Format"
`;

const project = useSiteProject({ 'site/configurator.html': PAGE, 'site/editor.html': BUTTON_ONLY,
  'features/configurator.feature': FEATURE, 'trap/editor.feature': TRAP });

describe('a checked-or-not check on a kind a person ticks', () => {
  it('is the checkbox the page builds, not the button of that name, and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/2 scenarios \(2 passed\)/);
  }, 600_000);

  it('stays unsure, not a possible defect, when only a button has the name', async () => {
    const compile = await project.compile('trap', 'c2');
    expect(compile.stdout, compile.output).toMatch(/unsure\s+Then I see checkbox is checked "Format"/);
    expect(compile.stdout).not.toMatch(/defect/);
  }, 600_000);
});
