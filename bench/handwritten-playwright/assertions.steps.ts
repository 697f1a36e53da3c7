// Hand-written Playwright baseline: expectations. Each one waits inside the browser until it holds
// (locator.waitFor, page.waitForURL / waitForFunction) — what @playwright/test's expect() does; that
// package is not used here, only playwright-core.
import { Then, When } from '@cucumber/cucumber';
import { envValue, type PlaywrightWorld } from './world.ts';

Then('I should see {string}', async function (this: PlaywrightWorld, text: string) {
  await (await this.text(text)).waitFor({ state: 'visible' });
});

Then('I should not see {string}', async function (this: PlaywrightWorld, text: string) {
  await (await this.text(text)).waitFor({ state: 'hidden' });
});

When('I wait for {string} to appear', async function (this: PlaywrightWorld, text: string) {
  await (await this.text(text)).waitFor({ state: 'visible', timeout: this.parameters.waitTimeoutMs });
});

Then('I should see {int} products', async function (this: PlaywrightWorld, n: number) {
  await (await this.page()).waitForFunction((count) =>
    document.querySelectorAll('table.products-table tbody tr.product-row').length === count, n);
});

Then('the URL should contain {string}', async function (this: PlaywrightWorld, part: string) {
  await (await this.page()).waitForURL((url) => url.href.includes(part));
});

Then('the title should contain {string}', async function (this: PlaywrightWorld, part: string) {
  await (await this.page()).waitForFunction((p) => document.title.includes(p), part);
});

Then('the {string} field should contain {string}', async function (this: PlaywrightWorld, label: string, value: string) {
  const want = envValue(value).replace(/\s+/g, ' ').trim();
  const el = await (await this.label(label)).elementHandle();
  await (await this.page()).waitForFunction(([e, v]) => (e as HTMLInputElement).value.replace(/\s+/g, ' ').trim() === v, [el, want] as const);
});

// state checks as locators: the label's control and the state pseudo-class, auto-waited like any locator
Then('the {string} checkbox should be checked', async function (this: PlaywrightWorld, label: string) {
  await (await this.label(label)).and((await this.page()).locator(':checked')).waitFor();
});

Then('the {string} checkbox should be unchecked', async function (this: PlaywrightWorld, label: string) {
  await (await this.label(label)).and((await this.page()).locator(':not(:checked)')).waitFor();
});

Then('the {string} button should be disabled', async function (this: PlaywrightWorld, name: string) {
  const page = await this.page();
  await page.getByRole('button', { name, exact: true }).and(page.locator(':disabled')).waitFor();
});
