// Regression (issue 7, found on an outside React app): a step right after a click that expands a
// section (an animated re-render) found "no element matches", although the element was there a
// moment later. Discovery observes a settled page and looks again, for a bounded time, before it
// reports that nothing matches. Real CLI, real Chromium.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory } from '../../demo/static-server.js';
import { removeDir, stepwright, tempDir, writeFiles } from '../support/cli.ts';

// the offers panel animates open for 600 ms and renders its button after 400 ms
const PAGE = `<!doctype html><title>Offers</title>
<style>#panel{max-height:0;overflow:hidden;transition:max-height .6s ease}#panel.open{max-height:300px}</style>
<button onclick="const p=document.getElementById('panel');p.classList.add('open');setTimeout(()=>{p.innerHTML='<button onclick=&quot;document.getElementById(\\'out\\').textContent=\\'ordered\\'&quot;>Order now</button>'},400)">Show offers</button>
<div id="panel"></div><p id="out"></p>`;

const FEATURE = `Feature: late content
  Scenario: expand, then act on what appeared
    Given I open the page "/index.html"
    When I click "Show offers"
    And I press the "Order now" button
    Then I should see "ordered"

  Scenario: what never appears is still reported, after a bounded wait
    Given I open the page "/index.html"
    When I click "Show offers"
    And I press the "Cancel order" button
`;

let root = '';
let site: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  root = tempDir();
  writeFiles(root, { 'site/index.html': PAGE, 'features/late.feature': FEATURE,
    'stepwright.config.json': JSON.stringify({ planner: 'rules' }) });
  site = await serveDirectory(join(root, 'site'));
});
afterAll(async () => {
  await site?.close();
  removeDir(root);
});

describe('an element that appears after an animation', () => {
  it('is found by discovery; one that never appears is reported unsure', async () => {
    const compiled = await stepwright(['compile', '--base-url', site.url], { cwd: root });
    expect(compiled.output).toMatch(/compiled When I press the "Order now" button by rules/);
    expect(compiled.output).toMatch(/unsure\s+When I press the "Cancel order" button/);
    expect(compiled.output).toMatch(/(?:no element matches|only a weak match for) "Cancel order"/);
  });
});
