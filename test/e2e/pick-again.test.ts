// A step that picks its element by kind alone (`fill in "Search"` where the top bar has a search box called
// "Search…" and the sidebar one nothing names) may take the wrong one; the check after it is what tells which
// the step meant. Compile plans that step again with the element it took set aside, and keeps the other one when
// the check then holds. Traps: a check no search box bears out stays unsure (neither a defect nor compiled), and
// the top bar's own check keeps the top bar's box. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const TOPICS = ['Green tea', 'Black tea', 'Tea ceremony', 'Coffee'];
const PAGE = `<!doctype html><meta charset="utf-8"><title>Docs</title>
<nav><b>Docs</b> <form onsubmit="return false"><input type="search" placeholder="Search..." id="bar"></form>
<div id="drop"></div></nav>
<main><h1>Welcome</h1><p>Read the topics.</p></main>
<aside style="margin-top:40px"><form onsubmit="return false"><input type="search" id="side"></form>
<div id="found"></div></aside>
<script>
const topics = ${JSON.stringify(TOPICS)};
const hits = (q) => topics.filter((t) => q && t.toLowerCase().includes(q.toLowerCase()));
bar.addEventListener('input', () => { drop.textContent = bar.value ? 'Title matches: ' + hits(bar.value).join(', ')
  : ''; });
side.addEventListener('input', () => { found.textContent = side.value ? hits(side.value).length + ' matches' : ''; });
</script>`;
const FEATURE = `Feature: Searching the docs
  Scenario: The sidebar counts what it finds
    Given I am on "/docs.html"
    When I fill in "Search" with "tea"
    Then I should see "3 matches"
    And the "Search" field should contain "tea"

  Scenario: The top bar lists titles
    Given I am on "/docs.html"
    When I fill in "Search" with "coffee"
    Then I should see "Title matches: Coffee"
`;
const TRAP = `Feature: A count nobody shows
  Scenario: Seven matches
    Given I am on "/docs.html"
    When I fill in "Search" with "tea"
    Then I should see "7 matches"
`;

const project = useSiteProject({ 'site/docs.html': PAGE, 'features/search.feature': FEATURE,
  'trap/search.feature': TRAP });

describe('a step that picked one of several by kind, which the check after it settles', () => {
  it('is planned again on the element the check bears out, and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/search\.feature:4 now acts on searchbox .*: this check settled which one it meant/);
    expect(compile.stdout).not.toMatch(/search\.feature:10 now acts on/);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/2 scenarios \(2 passed\)/);
  }, 600_000);

  it('leaves a check that no element bears out unsure, with the first pick kept', async () => {
    const compile = await project.compile('trap', 'c2');
    expect(compile.stdout, compile.output).toMatch(/unsure\s+Then I should see "7 matches"/);
    expect(compile.stdout).not.toMatch(/defect|now acts on/);
  }, 600_000);
});
