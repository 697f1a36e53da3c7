// Text as a person reads it: a gap the stylesheet draws between a word and a number ("TiddlyWiki version" +
// "5.4.1" with a margin) is the space the step writes; that words are not shown is about the page's text, not
// what a field holds (a generated config naming what was removed), as cucumber's tools read it. Trap: the gapped
// text said to be gone is a possible defect. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>About</title>
<p>TiddlyWiki version<span style="margin-left:6px">5.4.1</span></p>
<textarea readonly>config.removeButtons = 'Format';</textarea>`;
const FEATURE = `Feature: About
  Scenario: What the page shows
    Given I am on "/about.html"
    Then I should see "TiddlyWiki version 5.4.1"
    And I should not see "Format"
`;
const TRAP = `Feature: Shown after all
  Scenario: The version said to be gone
    Given I am on "/about.html"
    Then I should not see "version 5.4.1"
`;

const project = useSiteProject({ 'site/about.html': PAGE, 'features/about.feature': FEATURE, 'trap/about.feature': TRAP });

describe('text as a person reads it', () => {
  it('reads a drawn gap as a space and leaves field values out of what is not shown, and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
  }, 600_000);

  it('reports the gapped text said to be gone as a possible defect', async () => {
    const compile = await project.compile('trap', 'c2');
    expect(compile.stdout, compile.output).toMatch(/defect\s+Then I should not see "version 5\.4\.1"/);
  }, 600_000);
});
