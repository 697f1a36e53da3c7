// Hand-written baseline: navigation, clicks and hovers.
import { Given, When } from '@cucumber/cucumber';
import { By } from 'selenium-webdriver';
import { byButton, byTab, HandWorld } from './world.ts';

Given('I open {string}', async function (this: HandWorld, path: string) {
  await this.open(path);
});

When('I go to {string}', async function (this: HandWorld, path: string) {
  await this.open(path);
});

When('I click the {string} button', async function (this: HandWorld, name: string) {
  await (await this.ready(byButton(name), `button "${name}"`)).click();
});

When('I click the {string} link', async function (this: HandWorld, name: string) {
  await (await this.visible(By.linkText(name), `link "${name}"`)).click();
});

When('I click the {string} tab', async function (this: HandWorld, name: string) {
  await (await this.ready(byTab(name), `tab "${name}"`)).click();
});

When('I click the {string} tab and click the {string} button', async function (this: HandWorld, tab: string, button: string) {
  await (await this.ready(byTab(tab), `tab "${tab}"`)).click();
  await (await this.ready(byButton(button), `button "${button}"`)).click();
});

When('I hover over {string}', async function (this: HandWorld, name: string) {
  const el = await this.visible(byButton(name), `button "${name}"`);
  await (await this.driver()).actions().move({ origin: el }).perform();
});
