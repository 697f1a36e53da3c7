// Hand-written baseline: expectations. Each one waits (polls) until it holds, like the generated steps.
import { Then, When } from '@cucumber/cucumber';
import { By, until } from 'selenium-webdriver';
import { byButton, byLabel, envValue, HandWorld, norm, POLL_MS } from './world.ts';

Then('I should see {string}', async function (this: HandWorld, text: string) {
  const want = norm(envValue(text));
  await this.waitFor(`text "${want}" on the page`, async () => (await this.pageText())?.includes(want) === true);
});

Then('I should not see {string}', async function (this: HandWorld, text: string) {
  const want = norm(envValue(text));
  await this.waitFor(`no text "${want}" on the page`, async () => (await this.pageText())?.includes(want) === false);
});

When('I wait for {string} to appear', async function (this: HandWorld, text: string) {
  const want = norm(envValue(text));
  await this.waitFor(`text "${want}" on the page`, async () => (await this.pageText())?.includes(want) === true, this.parameters.waitTimeoutMs);
});

Then('I should see {int} products', async function (this: HandWorld, n: number) {
  await this.waitFor(`${n} products`, async (d) => (await d.findElements(By.css('table.products-table tbody tr.product-row'))).length === n);
});

Then('the URL should contain {string}', async function (this: HandWorld, part: string) {
  await (await this.driver()).wait(until.urlContains(part), this.parameters.timeoutMs, `URL containing "${part}"`, POLL_MS);
});

Then('the title should contain {string}', async function (this: HandWorld, part: string) {
  await (await this.driver()).wait(until.titleContains(part), this.parameters.timeoutMs, `title containing "${part}"`, POLL_MS);
});

Then('the {string} field should contain {string}', async function (this: HandWorld, label: string, value: string) {
  const el = await this.located(byLabel(label), `"${label}" field`);
  const want = envValue(value);
  await this.waitFor(`"${label}" field with value "${want}"`, async () => norm((await el.getAttribute('value')) ?? '') === norm(want));
});

Then('the {string} checkbox should be checked', async function (this: HandWorld, label: string) {
  const el = await this.located(byLabel(label), `"${label}" checkbox`);
  await (await this.driver()).wait(until.elementIsSelected(el), this.parameters.timeoutMs, `"${label}" checked`, POLL_MS);
});

Then('the {string} checkbox should be unchecked', async function (this: HandWorld, label: string) {
  const el = await this.located(byLabel(label), `"${label}" checkbox`);
  await (await this.driver()).wait(until.elementIsNotSelected(el), this.parameters.timeoutMs, `"${label}" unchecked`, POLL_MS);
});

Then('the {string} button should be disabled', async function (this: HandWorld, name: string) {
  const el = await this.located(byButton(name), `button "${name}"`);
  await (await this.driver()).wait(until.elementIsDisabled(el), this.parameters.timeoutMs, `button "${name}" disabled`, POLL_MS);
});
