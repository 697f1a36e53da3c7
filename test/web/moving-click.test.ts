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

// An accordion of hidden radios drawn by their labels, as Spectre's: opening "Two" closes "One", whose
// max-height shrinks for a while and takes the labels below it along only in its last frames. A click on
// "Three" right after lands where its label was unless it waits for the page to stop resizing.
const ACCORDION = page('Accordion', `
  <style>.body { max-height: 0; overflow: hidden; transition: max-height 1.2s linear; }
    input:checked + label + .body { max-height: 3000px; }</style>
  <input type="radio" name="acc" id="one" hidden checked><label for="one">One</label>
  <div class="body"><p>One 1</p><p>One 2</p></div>
  <input type="radio" name="acc" id="two" hidden><label for="two">Two</label><div class="body"><p>Two 1</p></div>
  <input type="radio" name="acc" id="three" hidden><label for="three">Three</label><div class="body"><p>Three 1</p></div>
  <p id="out">none</p>
  <script>
    document.querySelector('label[for=three]').addEventListener('click', () => {
      const moving = document.getAnimations().some((a) => a.playState === 'running');
      out.textContent = moving ? 'clicked while the page moved' : 'clicked once still';
    });
  </script>`);

let app: WebAppDriver;
let site: { url: string; close(): Promise<void> };

beforeAll(async () => {
  site = await servePages({ '/story': SCROLLING, '/accordion': ACCORDION });
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

describe('a click on a label while a section above it collapses', () => {
  it('waits for the page to stop resizing, then clicks the label where it is', async () => {
    await app.navigate(`${site.url}/accordion`);
    const obs = await app.observe();
    const radio = (id: string) => buildTarget(obs.elements.find((e) => e.id === id)!, [], obs.elements)!;
    await executeActions(app, [{ do: 'click', target: radio('two') }, { do: 'click', target: radio('three') }],
      { args: [], env: {} }, runtimeOptions(site.url, { timeoutMs: 3_000 }));
    expect(await app.pageText()).toContain('clicked once still');
  });
});
