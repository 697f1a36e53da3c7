// "I click "Read more"" on a page of three cards, each link to its own page, then "I should be on "/b.html"":
// following a link changes nothing in the app, so compile follows each and keeps the one the check holds for.
// Traps: a check every page passes leaves the step unsure (which card is still unsaid), and look-alike buttons
// are never tried (pressing one may change what the app holds). Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const card = (title: string, href: string): string => `<article><h3>${title}</h3><p>About ${title}.</p>
<a href="${href}">Read more</a></article>`;
const CARDS = `<!doctype html><meta charset="utf-8"><title>Guides</title><h1>Guides</h1>
${card('Installing', '/a.html')}${card('Theming', '/b.html')}${card('Upgrading', '/c.html')}`;
const guide = (title: string): string => `<!doctype html><meta charset="utf-8"><title>${title}</title>
<h1>${title} guide</h1><p>Guide text.</p>`;
const BUTTONS = `<!doctype html><meta charset="utf-8"><title>Tasks</title>
<p>Milk <button onclick="this.parentNode.remove()">Remove</button></p>
<p>Eggs <button onclick="this.parentNode.remove()">Remove</button></p>`;
const FEATURE = `Feature: Guides
  Scenario: The theming card's link
    Given I am on "/cards.html"
    When I click "Read more"
    Then I should be on "/b.html"
    And I should see "Theming guide"
`;
const TRAPS = `Feature: Not told apart
  Scenario: Every page passes the check
    Given I am on "/cards.html"
    When I click "Read more"
    Then I should see "Guide text."

  Scenario: Buttons are not followed
    Given I am on "/tasks.html"
    When I press "Remove"
    Then I should not see "Eggs"
`;

const project = useSiteProject({ 'site/cards.html': CARDS, 'site/a.html': guide('Installing'),
  'site/b.html': guide('Theming'), 'site/c.html': guide('Upgrading'), 'site/tasks.html': BUTTONS,
  'features/guides.feature': FEATURE, 'traps/guides.feature': TRAPS });

describe('look-alike links, each to its own page, told apart by the check after them', () => {
  it('follows each and keeps the one the check holds for, and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    expect(compile.stdout).toMatch(/one of 3 look-alike links, each to its own page: the check at .*:5 holds/);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
  }, 600_000);

  it('stays unsure when every link passes the check, and never tries look-alike buttons', async () => {
    const compile = await project.compile('traps', 'c2');
    expect(compile.stdout, compile.output).toMatch(/unsure\s+When I click "Read more"/);
    expect(compile.stdout).toMatch(/unsure\s+When I press "Remove"/);
    expect(compile.stdout).not.toMatch(/look-alike links/);
  }, 600_000);
});
