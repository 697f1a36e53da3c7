// A tick or an untick among look-alikes means one it would change: "I tick "Send me emails"" where two such
// switches are on the screen, one already on, is the one that is off (placed by its position, so replay ticks
// that very one). Trap: an untick where both are already off changes neither, and stays unsure.
// Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const example = (n: string, on: boolean): string => `<form style="display:inline-block;width:300px">
<label><input type="checkbox" id="s${n}"${on ? ' checked' : ''} onchange="out.textContent = 'Form ${n}: ' +
(this.checked ? 'on' : 'off')"> Send me emails</label></form>`;
const PAGE = `<!doctype html><meta charset="utf-8"><title>Switches</title>${example('A', true)}${example('B', false)}
<p id="out"></p>`;
const OFF = PAGE.replace(' checked', '');
const FEATURE = `Feature: Switches
  Scenario: The one that is off
    Given I am on "/switches.html"
    When I tick "Send me emails"
    Then I should see "Form B: on"
`;
const TRAP = `Feature: Nothing to change
  Scenario: Both are off already
    Given I am on "/off.html"
    When I untick "Send me emails"
`;

const project = useSiteProject({ 'site/switches.html': PAGE, 'site/off.html': OFF, 'features/switches.feature': FEATURE,
  'trap/off.feature': TRAP });

describe('a tick among look-alikes', () => {
  it('is the one it would change, and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
  }, 600_000);

  it('stays unsure when it would change none', async () => {
    const compile = await project.compile('trap', 'c2');
    expect(compile.stdout, compile.output).toMatch(/unsure\s+When I untick "Send me emails"/);
  }, 600_000);
});
