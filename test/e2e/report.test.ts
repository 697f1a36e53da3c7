// The report end to end: real compile and run write results files beside a cache dir elsewhere,
// `stepwright report` renders them, and the HTML works in real Chromium, offline: filtering to
// "unsure" shows exactly the step the rule planner could not read, with its reason and suggestions.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { By, type WebDriver } from 'selenium-webdriver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory } from '../../demo/static-server.js';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import type { WebAppDriver } from '../../src/drivers/web/web-driver.ts';
import { startBrowser } from '../support/browser.ts';
import { removeDir, stepwright, tempDir, writeFiles } from '../support/cli.ts';

const PAGE = `<!doctype html><title>Shop</title>
<form><label for="email">Email</label><input id="email" name="email" type="email"></form>
<button id="save" onclick="out.textContent='saved ' + document.querySelector('input').value">Save</button>
<p id="out"></p>`;

const FEATURE = `@shop
Feature: Shop
  Scenario: save an email
    Given I open "/index.html"
    When I type "a@b.c" into the "Email" field
    And I click the "Save" button
    Then I should see "saved a@b.c"

  @wip
  Scenario: something vague
    Given I open "/index.html"
    When I frobnicate the gizmo thoroughly
    Then I should see "saved"
`;

let root = '';
let site: { url: string; close: () => Promise<void> };
let browser: WebAppDriver | undefined;
beforeAll(async () => {
  root = tempDir();
  writeFiles(root, { 'site/index.html': PAGE, 'features/shop.feature': FEATURE,
    'stepwright.config.json': JSON.stringify({ planner: 'rules', timeouts: { stepMs: 1_500 } }) });
  site = await serveDirectory(join(root, 'site'));
});
afterAll(async () => {
  await browser?.close();
  // (the chromedriver this process started: a worker that ends leaves it running otherwise)
  await stopSharedDriverService();
  await site?.close();
  removeDir(root);
});

async function shown(driver: WebDriver): Promise<string[]> {
  const out: string[] = [];
  for (const s of await driver.findElements(By.css('.step'))) if (await s.isDisplayed()) out.push(String(await s.getAttribute('data-status')));
  return out;
}

async function choose(driver: WebDriver, status: string): Promise<void> {
  await driver.findElement(By.css(`#f-status option[value="${status}"]`)).click();
}

describe('stepwright report', () => {
  it('renders compile and run results into one HTML file that filters to the unsure step in Chromium', async () => {
    const common = ['--base-url', site.url, '--cache-dir', 'sub/step-cache'];
    const compiled = await stepwright(['compile', ...common], { cwd: root });
    expect(compiled.code, compiled.output).toBe(1);
    // the reports live beside the cache dir, not in the directory the command ran from
    const reports = join(root, 'sub/.stepwright/reports');
    expect(compiled.stdout).toContain('Report: sub/.stepwright/reports/report.html');
    expect(existsSync(join(root, '.stepwright'))).toBe(false);
    const run = await stepwright(['run', ...common], { cwd: root });
    expect(run.code, run.output).toBe(1);
    expect(readdirSync(join(reports, 'results')).map((f) => f.replace(/-\d{4}-.*$/, '')).sort()).toEqual(['compile', 'run']);

    const report = await stepwright(['report', '--cache-dir', 'sub/step-cache', '--out', 'out/report.html'], { cwd: root });
    expect(report.code, report.output).toBe(0);
    expect(report.stdout).toMatch(/Report: out\/report\.html — compile, run; 14 steps/);

    browser = await startBrowser();
    const driver = browser.driver;
    await driver.get(pathToFileURL(join(root, 'out/report.html')).href);
    expect(await driver.findElement(By.css('h1')).getText()).toBe('Stepwright report');
    expect((await driver.findElements(By.css('section.run'))).length).toBe(2);
    expect(await driver.findElement(By.id('f-count')).getText()).toBe('14 of 14 steps shown');

    await choose(driver, 'unsure');
    expect(await shown(driver)).toEqual(['unsure']);
    expect(await driver.findElement(By.id('f-count')).getText()).toBe('1 of 14 steps shown');
    const step = (await driver.findElements(By.css('.step.s-unsure')))[0]!;
    expect(await step.getText()).toContain('When I frobnicate the gizmo thoroughly');
    expect(await step.getText()).toContain('features/shop.feature:12');
    expect(await step.findElement(By.css('.suggest')).getText()).toContain('npx stepwright phrases "I frobnicate the gizmo thoroughly"');
    // the other features and scenarios are hidden with their steps
    const visibleScenarios = [];
    for (const s of await driver.findElements(By.css('.scenario'))) if (await s.isDisplayed()) visibleScenarios.push(await s.findElement(By.css('h4')).getText());
    expect(visibleScenarios).toEqual([expect.stringContaining('something vague')]);

    // "needs attention": the unsure step at compile, still to compile at run
    await choose(driver, 'problem');
    expect((await shown(driver)).sort()).toEqual(['undefined', 'unsure']);
    // tag and text filters narrow further
    await choose(driver, '');
    await driver.findElement(By.css('#f-tag option[value="@wip"]')).click();
    expect(await shown(driver)).toHaveLength(6);
    await driver.findElement(By.id('f-text')).sendKeys('gizmo');
    expect(await shown(driver)).toHaveLength(2);
  });
});
