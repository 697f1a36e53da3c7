// A look-alike placed by evidence (the one beside what the step before pressed) is held by its position among
// its own kind: "press "Layout"" after "press "Components"" in a radio accordion is that accordion's "Layout",
// not the first element called "Layout" of any kind (a sidebar checkbox "LAYOUT" above it). Real CLI, Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const item = (type: string, group: string, name: string, body: string): string =>
  `<div class="item"><input type="${type}" name="${group}" id="${group}-${name}" hidden>` +
  `<label for="${group}-${name}">${name}</label><div class="body">${body}</div></div>`;
const PAGE = `<!doctype html><meta charset="utf-8"><title>Accordions</title>
<style>.body { max-height: 0; overflow: hidden; } input:checked ~ .body { max-height: 10em; }
.item label { display: block; padding: 4px; } .side { float: left; width: 150px; } main { margin-left: 170px; }
.acc { display: inline-block; width: 250px; vertical-align: top; }</style>
<nav class="side">${item('checkbox', 'nav', 'LAYOUT', 'Flexbox grid')}${item('checkbox', 'nav', 'ELEMENTS', 'Buttons')}</nav>
<main><h1>Accordions</h1>
<div class="acc">${['Elements', 'Components', 'Layout'].map((n) => item('radio', 'one', n,
  `${n} 1<br>${n} 2`)).join('')}</div>
<div class="acc">${['Elements', 'Components', 'Layout'].map((n) => item('checkbox', 'two', n,
  `Second ${n}`)).join('')}</div></main>`;
const FEATURE = `Feature: One section open at a time
  Scenario: The first accordion's sections
    Given I am on "/acc.html"
    When I press "Components"
    Then I should see "Components 1"
    When I press "Layout"
    Then I should see "Layout 1"
    But I should not see "Components 2"
`;

const project = useSiteProject({ 'site/acc.html': PAGE, 'features/acc.feature': FEATURE });

describe('a look-alike placed by what the step before pressed', () => {
  it('is counted among its own kind, and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
  }, 600_000);
});
