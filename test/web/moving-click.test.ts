// A page that scrolls itself for a moment after it loads (a wiki bringing the story it opened into view): a
// click on a box further down, scrolled to meanwhile, lands where the box was, not where it is. The click
// scrolls to it first and waits for it to hold still, so the box is ticked. Real Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import type { WebAppDriver } from '../../src/drivers/web/web-driver.ts';
import { buildTarget } from '../../src/locators/build-target.ts';
import { executeActions } from '../../src/runtime/execute.ts';
import { runtimeOptions, startBrowser } from '../support/browser.ts';
import { page, servePages } from '../support/pages.ts';

const SCROLLING = page('Story', `
  <div style="height:2600px">Welcome</div>
  <p id="out">not ticked</p>
  <label><input type="checkbox" id="ios" onchange="out.textContent = this.checked ? 'ticked' : 'not ticked'"> iOS</label>
  <div style="height:2600px"></div>
  <script>
    // the page brings its first story into view for a moment after it loads, whatever else scrolled meanwhile
    addEventListener('load', () => {
      const t0 = performance.now();
      const pull = () => { scrollTo(0, scrollY / 2); if (performance.now() - t0 < 1500) requestAnimationFrame(pull); };
      pull();
    });
  </script>`);

let app: WebAppDriver;
let site: { url: string; close(): Promise<void> };

beforeAll(async () => {
  site = await servePages({ '/story': SCROLLING });
  app = await startBrowser();
});
afterAll(async () => {
  await app?.close();
  await site?.close();
  await stopSharedDriverService();
});

describe('a click on an element the page is still moving', () => {
  it('waits for it to hold still, and ticks the box', async () => {
    await app.navigate(`${site.url}/story`);
    const obs = await app.observe();
    const target = buildTarget(obs.elements.find((e) => e.id === 'ios')!, [], obs.elements)!;
    for (let round = 0; round < 3; round++) {
      await app.navigate(`${site.url}/story`);
      await executeActions(app, [{ do: 'check', target, checked: true }], { args: [], env: {} },
        runtimeOptions(site.url, { timeoutMs: 3_000 }));
      expect(await app.pageText()).toContain('ticked');
      expect(await app.pageText()).not.toContain('not ticked');
    }
  });
});
