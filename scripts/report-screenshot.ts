// Screenshots a report's dashboard in headless Chromium, for docs/report-dashboard.png:
//   node --import ./bin/register.js scripts/report-screenshot.ts <report.html> <out.png> [width] [height] [status]
// With a status (e.g. defect), the report is filtered to it and scrolled to the first such step.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultBrowserPaths } from '../src/drivers/web/chromium.ts';
import { WebAppDriver } from '../src/drivers/web/web-driver.ts';

const [report, out, width = '1280', height = '1000', status] = process.argv.slice(2);
if (!report || !out) {
  console.error('usage: report-screenshot.ts <report.html> <out.png> [width] [height]');
  process.exit(2);
}
const browser = await WebAppDriver.start({ headed: false, ...defaultBrowserPaths(process.env),
  windowSize: { width: Number(width), height: Number(height) } });
try {
  await browser.driver.get(pathToFileURL(resolve(report)).href);
  if (status) {
    await browser.driver.executeScript(`const s = document.getElementById('f-status'); s.value = arguments[0];
      s.dispatchEvent(new Event('change')); document.querySelector('.step:not([hidden])')?.scrollIntoView();`, status);
  }
  writeFileSync(out, await browser.screenshot());
  console.log(`Wrote ${out}`);
} finally {
  await browser.close();
}
