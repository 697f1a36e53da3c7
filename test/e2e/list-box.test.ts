// "The "Source" list shows "Hipchat"" where no part of the page is a list named so: the list box of that name
// (a multi-select its caption names, in a form laid out in columns) holds the option picked. Trap: a name no
// list box has stays unsure. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Forms</title><h2>Horizontal form</h2>
<form><div class="row"><div class="col"><label class="form-label">Source</label></div>
<div class="col"><select multiple><option>Slack</option><option>Skype</option><option>Hipchat</option></select>
</div></div></form>`;
const FEATURE = `Feature: Forms
  Scenario: A source picked from the list box
    Given I am on "/forms.html"
    When I pick "Hipchat" from the "Source" list
    Then the "Source" list shows "Hipchat"
`;
const TRAP = `Feature: No such list
  Scenario: A list box nobody named so
    Given I am on "/forms.html"
    Then the "Channels" list shows "Hipchat"
`;

const project = useSiteProject({ 'site/forms.html': PAGE, 'features/forms.feature': FEATURE,
  'trap/forms.feature': TRAP });

describe('a list the step names that is a list box', () => {
  it('holds the option picked, and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
  }, 600_000);

  it('stays unsure when no list box has the name', async () => {
    const compile = await project.compile('trap', 'c2');
    expect(compile.stdout, compile.output).toMatch(/unsure\s+Then the "Channels" list shows "Hipchat"/);
  }, 600_000);
});
