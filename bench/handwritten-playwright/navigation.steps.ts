// Hand-written Playwright baseline: navigation, clicks and hovers (role locators, auto-waiting actions).
import { Given, When } from '@cucumber/cucumber';
import type { PlaywrightWorld } from './world.ts';

Given('I open {string}', async function (this: PlaywrightWorld, path: string) {
  await (await this.page()).goto(path);
});

When('I go to {string}', async function (this: PlaywrightWorld, path: string) {
  await (await this.page()).goto(path);
});

When('I click the {string} button', async function (this: PlaywrightWorld, name: string) {
  await (await this.page()).getByRole('button', { name, exact: true }).click();
});

When('I click the {string} link', async function (this: PlaywrightWorld, name: string) {
  await (await this.page()).getByRole('link', { name, exact: true }).click();
});

When('I click the {string} tab', async function (this: PlaywrightWorld, name: string) {
  await (await this.page()).getByRole('tab', { name, exact: true }).click();
});

When('I click the {string} tab and click the {string} button', async function (this: PlaywrightWorld, tab: string, button: string) {
  const page = await this.page();
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.getByRole('button', { name: button, exact: true }).click();
});

When('I hover over {string}', async function (this: PlaywrightWorld, name: string) {
  await (await this.page()).getByRole('button', { name, exact: true }).hover();
});
