// npm run bench:observe [-- --runs N]
//
// Times WebAppDriver.observe() (the compile-time page snapshot) and WebAppDriver.locate() (the
// replay locator, one executeScript per poll) on generated pages with ~1,000 and ~300 interactable
// elements, in headless Chromium with the settings the browser tests use (test/support/browser.ts).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { stopSharedDriverService } from '../src/drivers/web/chromium.ts';
import { defaultBrowserPaths, type BrowserSettings } from '../src/drivers/web/settings.ts';
import { WebAppDriver } from '../src/drivers/web/web-driver.ts';
import { buildTarget } from '../src/locators/build-target.ts';
import { DEFAULT_IDENTITY_THRESHOLD } from '../src/config/defaults.ts';
import type { ObservedElement } from '../src/observation/element.ts';
import { LOCATE_SCRIPT, OBSERVE_SCRIPT } from '../src/observation/web/scripts.ts';

const { values: flags } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const RUNS = Number(flags.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs needs a positive whole number');

// ------------------------------------------------------------------------------------------------
// Pages: a table whose rows each hold a link, a button and a checkbox, plus a form of labelled inputs

function page(rows: number, inputs: number): string {
  const tr = Array.from({ length: rows }, (_, i) => `<tr class="item-row">
  <td><a href="/items/${i + 1}">Item ${i + 1}</a></td><td>${['Black', 'Green', 'White', 'Oolong'][i % 4]}</td>
  <td><button type="button" class="edit">Edit</button></td>
  <td><input type="checkbox" name="select" value="${i + 1}" aria-label="Select item ${i + 1}"></td>
</tr>`).join('\n');
  const fields = Array.from({ length: inputs }, (_, i) => `<div class="field">
  <label for="field-${i + 1}">Field number ${i + 1}</label><input type="text" id="field-${i + 1}" name="field${i + 1}">
</div>`).join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Bench ${rows}×3 + ${inputs}</title>
<style>body{font:14px sans-serif} td{padding:2px 6px} .field{margin:2px 0}</style></head><body>
<header><nav aria-label="Main"><a href="/">Home</a> <a href="/items">Items</a></nav></header>
<main>
<h1>Inventory</h1>
<section aria-label="Items"><h2>Items</h2>
<table class="items"><thead><tr><th>Name</th><th>Type</th><th>Edit</th><th>Select</th></tr></thead><tbody>
${tr}
</tbody></table></section>
<section aria-label="Details"><h2>Details</h2>
<form class="details" onsubmit="return false">
${fields}
<button type="submit">Save details</button>
</form></section>
</main></body></html>`;
}

const PAGES = {
  '/big': { title: '~1,000 interactables', rows: 300, inputs: 100 },
  '/small': { title: '~300 interactables', rows: 80, inputs: 60 },
} as const;

async function serve(): Promise<{ url: string; close(): Promise<void> }> {
  const html = Object.fromEntries(Object.entries(PAGES).map(([p, s]) => [p, page(s.rows, s.inputs)]));
  const server = createServer((req, res) => {
    const body = html[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => { server.close(() => r()); server.closeAllConnections(); }) };
}

// ------------------------------------------------------------------------------------------------

interface Stats { min: number; median: number; max: number }

async function time(runs: number, f: () => Promise<unknown>): Promise<Stats> {
  await f(); // warm-up
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await f();
    t.push(performance.now() - t0);
  }
  t.sort((a, b) => a - b);
  const median = t.length % 2 ? t[(t.length - 1) / 2] : (t[t.length / 2 - 1] + t[t.length / 2]) / 2;
  return { min: t[0], median, max: t[t.length - 1] };
}

const f1 = (x: number): string => x.toFixed(1);
const pad = (s: string | number, n: number): string => String(s).padStart(n);

async function main(): Promise<void> {
  // the settings of test/support/browser.ts
  const settings: BrowserSettings = { headed: false, ...defaultBrowserPaths(process.env),
    windowSize: { width: 1280, height: 900 } };
  const server = await serve();
  const driver = await WebAppDriver.start(settings);
  console.log(`observe/locate benchmark: headless Chromium ${settings.windowSize.width}×${settings.windowSize.height}, warm-up 1 + ${RUNS} runs each`);
  console.log(`script sizes: OBSERVE_SCRIPT ${(OBSERVE_SCRIPT.length / 1024).toFixed(1)} KB, LOCATE_SCRIPT ${(LOCATE_SCRIPT.length / 1024).toFixed(1)} KB (sent with every call)\n`);
  const obsRows: string[] = [];
  const locRows: string[] = [];
  try {
    for (const [path, spec] of Object.entries(PAGES)) {
      await driver.navigate(server.url + path);
      const inDom = Number(await driver.driver.executeScript(
        "return document.querySelectorAll('a[href],button,input:not([type=hidden]),select,textarea').length"));
      const obs = await driver.observe();
      const observe = await time(RUNS, () => driver.observe());
      // the same script without zod parsing on the Node side, and the size of what comes back
      const raw = await time(RUNS, () => driver.driver.executeScript(OBSERVE_SCRIPT, { maxElements: 2000 }));
      const bytes = JSON.stringify(await driver.driver.executeScript(OBSERVE_SCRIPT, { maxElements: 2000 })).length;
      obsRows.push(`${spec.title.padEnd(22)}${pad(inDom, 7)}${pad(obs.elements.length, 10)}${pad(obs.collections.length, 8)}` +
        `${pad(f1(observe.min), 9)}${pad(f1(observe.median), 9)}${pad(f1(observe.max), 9)}${pad(f1(raw.median), 12)}${pad((bytes / 1024).toFixed(0), 9)}`);

      // targets built the way compile builds them (buildTarget over the observation)
      const els = obs.elements;
      const pick = (desc: string, p: (e: ObservedElement) => boolean): [string, ObservedElement] => {
        const found = els.filter(p);
        const el = found[Math.floor(found.length * 0.8)]; // towards the end of the page
        if (!el) throw new Error(`no element for ${desc}`);
        return [desc, el];
      };
      const targets = [
        pick('labelled input (id first)', (e) => e.tag === 'input' && e.type === 'text' && Boolean(e.label)),
        pick('link "Item N" (role first)', (e) => e.role === 'link' && /^Item \d+$/.test(e.name)),
        pick('row button "Edit" (twins)', (e) => e.role === 'button' && e.name === 'Edit'),
        pick('row checkbox (aria-label)', (e) => e.role === 'checkbox'),
      ];
      for (const [desc, el] of targets) {
        const target = buildTarget(el, [], els);
        if (!target) throw new Error(`buildTarget gave nothing for ${desc}`);
        const opts = { visibleOnly: true, threshold: DEFAULT_IDENTITY_THRESHOLD };
        const res = await driver.locate(target, opts);
        if (!res.element) throw new Error(`locate did not find ${target.description}: ${JSON.stringify(res.tried)}`);
        const same = await driver.driver.executeScript('return arguments[0] === document.evaluate(arguments[1], document, null, 9, null).singleNodeValue',
          res.element, el.xpath);
        if (!same) throw new Error(`locate found another element than ${target.description}`);
        const t = await time(RUNS, () => driver.locate(target, opts));
        const tried = res.tried.map((x) => `${x.by}:${x.count}`).join(' ');
        locRows.push(`${spec.title.padEnd(22)}${desc.padEnd(28)}${pad(f1(t.min), 8)}${pad(f1(t.median), 9)}${pad(f1(t.max), 8)}  ${(res.by ?? '').padEnd(6)} ${tried}`);
      }
    }
    const rt = await time(RUNS, () => driver.driver.executeScript('return 1'));
    console.log(`driver.observe()                  interactables               observe() ms            raw script   payload`);
    console.log(`${'page'.padEnd(22)}${pad('in DOM', 7)}${pad('observed', 10)}${pad('colls', 8)}${pad('min', 9)}${pad('median', 9)}${pad('max', 9)}${pad('median ms', 12)}${pad('KB', 9)}`);
    for (const r of obsRows) console.log(r);
    console.log(`\ndriver.locate() of a buildTarget() target (visibleOnly, threshold ${DEFAULT_IDENTITY_THRESHOLD})`);
    console.log(`${'page'.padEnd(22)}${'target'.padEnd(28)}${pad('min', 8)}${pad('median', 9)}${pad('max', 8)}  ${'by'.padEnd(6)} strategies tried (by:matches)`);
    for (const r of locRows) console.log(r);
    console.log(`\nfor scale: one executeScript('return 1') round trip = ${f1(rt.median)} ms median`);
  } finally {
    await driver.close();
    await stopSharedDriverService();
    await server.close();
  }
}

await main();
