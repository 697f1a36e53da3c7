// Builds the blind kit for each blind app: a folder (outside the repository) with a README on how to start
// the app and what it is, plus a screenshot and the visible text (page and iframes) of each main screen, so
// that someone who must not read the code can write its features.
//
//   node --import ./bin/register.js bench/discovery/kit.ts [--out DIR] [APP …]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import type { BenchApp } from './apps.ts';
import { BLIND_APPS } from './blind-apps.ts';
import { KIT, type KitApp, type Screen } from './kit-screens.ts';

const CHROMIUM_ARGS = ['--no-sandbox', '--headless=new', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run'];
const SERVE = 'node --import ./bin/register.js bench/discovery/serve.ts';

/** document.body.innerText of the page and of every frame in it, each under a heading. */
async function visibleText(page: Page): Promise<string> {
  const parts: string[] = [];
  for (const frame of page.frames()) {
    const text = await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '');
    if (frame !== page.mainFrame() && !text.trim()) continue;
    const where = frame === page.mainFrame() ? 'page' : `iframe${frame.name() ? ` "${frame.name()}"` : ''} (${frame.url().replace(/^https?:\/\/[^/]+/, '')})`;
    parts.push(`===== ${where} =====\n${text.trim()}\n`);
  }
  return parts.join('\n');
}

async function capture(page: Page, base: string, screen: Screen, dir: string): Promise<void> {
  await page.goto(new URL(screen.path.replace(/^\//, ''), base).href, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  if (screen.act) {
    await screen.act(page);
    await page.waitForTimeout(1500);
  }
  // the whole page, cut at 8000 px on very long pages (the text file has everything)
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.screenshot({ path: join(dir, `${screen.name}.png`), fullPage: true, clip: { x: 0, y: 0, width: 1280, height: Math.min(height, 8000) } });
  writeFileSync(join(dir, `${screen.name}.txt`), await visibleText(page));
}

function readme(app: BenchApp, kit: KitApp): string {
  const main = app.main ?? '/';
  const screens = kit.screens.map((s) => `| ${s.name} | \`${s.path}\`${s.did ? `, then ${s.did}` : ''} | [${s.name}.png](${s.name}.png) | [${s.name}.txt](${s.name}.txt) |`);
  return `# ${app.name}\n\n${kit.what}\n\n(${app.about}.)\n\n## Start it\n\nIn the Stepwright checkout:\n\n\`\`\`bash\n${SERVE} ${app.name}\n\`\`\`\n\n`
    + `It prints the URL it serves at (\`http://127.0.0.1:<port>/\`, a new port each time) and the main page; Ctrl+C stops it. `
    + `The main page is \`${main}\`. In features, give pages as paths (e.g. \`${main}\`): the bench serves the app at its own URL. `
    + `The browser has no internet: links, fonts or images from elsewhere do not load.\n\n`
    + `## State\n\n${kit.state}\n\n## Main screens\n\nScreenshots (1280 px wide window, the whole page, cut at 8000 px) and the visible text `
    + `of the page and of every iframe in it.\n\n| screen | how to get there | screenshot | text |\n|---|---|---|---|\n${screens.join('\n')}\n\n`
    + `## Where features go\n\n\`bench/discovery/features/${app.name}/tuning/*.feature\` and \`bench/discovery/features/${app.name}/report/*.feature\`; `
    + `\`npm run bench:discovery -- --app ${app.name}\` measures both halves.\n`;
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string', default: '/work/blind-kits' } } });
const apps = positionals.length ? BLIND_APPS.filter((a) => positionals.includes(a.name)) : BLIND_APPS;
if (!apps.length || apps.length < positionals.length) {
  console.error(`Usage: node --import ./bin/register.js bench/discovery/kit.ts [--out DIR] [APP …]; apps: ${BLIND_APPS.map((a) => a.name).join(', ')}`);
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: process.env.STEPWRIGHT_CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  for (const app of apps) {
    const kit = KIT[app.name];
    if (!kit) throw new Error(`kit-screens.ts has no screens for ${app.name}`);
    const dir = resolve(values.out, app.name);
    mkdirSync(dir, { recursive: true });
    const running = await app.start();
    try {
      for (const screen of kit.screens) {
        await running.reset();
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        try {
          await capture(await context.newPage(), running.url, screen, dir);
          console.log(`${app.name}: ${screen.name}`);
        } catch (e) {
          console.error(`${app.name}: ${screen.name} FAILED: ${(e as Error).message.split('\n')[0]}`);
          process.exitCode = 1;
        } finally {
          await context.close();
        }
      }
    } finally {
      await running.close();
    }
    writeFileSync(join(dir, 'README.md'), readme(app, kit));
    console.log(`${app.name}: kit in ${dir}`);
  }
} finally {
  await browser.close();
}
