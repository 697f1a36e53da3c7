// A part of the page drawn in a frame of its own: a drop-down whose list is an iframe (rich-text editors draw
// their Format and Styles lists so). "I click "Large" in the list" is the option of the list in that frame,
// as it would be in the page, and replay picks it. Trap: a second list box on the page with an option "Large"
// too leaves the step unsure of which list it means. Real CLI, real Chromium.
import { describe, expect, it } from 'vitest';
import { useSiteProject } from '../support/site-project.ts';

const LIST = `<ul role=listbox style='margin:0'>${['Small', 'Normal', 'Large'].map((s) =>
  `<li role=presentation><a role=option href=# onclick='parent.pick(&quot;${s}&quot;);return false'>${s}</a></li>`)
  .join('')}</ul>`;
const page = (more: string): string => `<!doctype html><meta charset="utf-8"><title>Editor</title>
<button id="size" aria-haspopup="listbox">Size</button><p id="said">Size: Normal</p>
<iframe id="panel" title="Sizes" style="display:none;width:200px;height:120px" srcdoc="${LIST}"></iframe>${more}
<script>
document.getElementById('size').onclick = () => { document.getElementById('panel').style.display = 'block'; };
window.pick = (s) => { document.getElementById('said').textContent = 'Size: ' + s;
  document.getElementById('panel').style.display = 'none'; };
</script>`;
const feature = (path: string): string => `Feature: Sizes
  Scenario: Pick a size from the list in its frame
    Given I am on "/${path}"
    When I open the "Size" dropdown
    And I click "Large" in the list
    Then I should see "Size: Large"
`;

const project = useSiteProject({ 'site/one.html': page(''),
  'site/two.html': page('<ul role="listbox" aria-label="Fonts"><li role="option">Large</li><li role="option">Huge</li></ul>'),
  'features/one.feature': feature('one.html'), 'trap/two.feature': feature('two.html') });

describe('a list drawn in a frame of its own', () => {
  it('holds the option the step clicks, and replays green', async () => {
    const compile = await project.compile('features', 'c1');
    expect(compile.code, compile.output).toBe(0);
    const run = await project.run('features', 'c1');
    expect(run.stdout, run.output).toMatch(/1 scenario \(1 passed\)/);
  }, 600_000);

  it('stays unsure when a list on the page holds that name too', async () => {
    const compile = await project.compile('trap', 'c2');
    expect(compile.stdout, compile.output).toMatch(/unsure\s+When I click "Large" in the list/);
  }, 600_000);
});
