// "Then the "Bold" button is not shown" before the step that shows it: nothing on the page answers to the name
// yet, and a later step of the scenario names it, so it is no typo. The check is tried again after each later
// step; once a page shows the button, the check is that this very button was not shown. Replay fails when the
// button shows too early; hidden twins (the toolbar of the other block) never answer for it. Traps: a name no
// later step says stays unsure; the first block's toolbar shown from the start fails the replayed check.
// Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { writeFiles } from '../support/cli.ts';
import { useSiteProject } from '../support/site-project.ts';

const page = (shown: boolean): string => `<!doctype html><meta charset="utf-8"><title>Inline</title>
${['First', 'Second'].map((n) => `<div class="block"><div class="toolbar"${shown && n === 'First' ? '' : ' hidden'}>
<button>Bold</button><button>Italic</button></div><p tabindex="0">${n} block</p></div>`).join('')}
<script>for (const p of document.querySelectorAll('p')) p.addEventListener('click', () => {
  p.previousElementSibling.hidden = false; });</script>`;
const FEATURE = `Feature: The inline toolbar
  Scenario: It shows once a block is clicked
    Given I am on "/inline.html"
    Then the "Bold" button is not shown
    When I click "First block"
    Then the "Bold" button is shown
`;
const TRAP = `Feature: A name said once
  Scenario: Never named again
    Given I am on "/inline.html"
    Then the "Underline" button is not shown
    When I click "First block"
    Then I should see "First block"
`;

const project = useSiteProject({ 'site/inline.html': page(false), 'features/inline.feature': FEATURE,
  'trap/once.feature': TRAP });

describe('an absence check settled by a later step', () => {
  it('is the element a later step shows, and replays green; replay fails when it shows too early', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/compiled Then the "Bold" button is not shown/);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
    writeFiles(project.root, { 'site/inline.html': page(true) });
    const early = await project.run('features', 'c1');
    expect(early.stdout, early.output).toMatch(/1 scenario \(1 failed\)/);
    writeFiles(project.root, { 'site/inline.html': page(false) });
  }, 600_000);

  it('stays unsure for a name no later step says', async () => {
    const compile = await project.compile('trap', 'c2');
    expect(compile.stdout, compile.output).toMatch(/unsure\s+Then the "Underline" button is not shown/);
  }, 600_000);
});
