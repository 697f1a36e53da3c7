// Hand-written Playwright baseline: typing, checkboxes, radios and selects (label locators; fill()
// sets date inputs from their ISO value, check() waits until the box is checked).
import { When, type DataTable } from '@cucumber/cucumber';
import { envValue, type PlaywrightWorld } from './world.ts';

When('I enter {string} as username and {string} as password', async function (this: PlaywrightWorld, username: string, password: string) {
  await (await this.label('Username')).fill(envValue(username));
  await (await this.label('Password')).fill(envValue(password));
});

When('I type {string} into the {string} field', async function (this: PlaywrightWorld, text: string, label: string) {
  await (await this.label(label)).fill(envValue(text));
});

When('I type {string} into the {string} field and press Enter', async function (this: PlaywrightWorld, text: string, label: string) {
  const field = await this.label(label);
  await field.fill(envValue(text));
  await field.press('Enter');
});

When('I fill in {string} with {string}', async function (this: PlaywrightWorld, label: string, text: string) {
  await (await this.label(label)).fill(envValue(text));
});

When('I fill in the form:', async function (this: PlaywrightWorld, table: DataTable) {
  for (const [label, value] of table.raw()) await (await this.label(label)).fill(envValue(value));
});

When('I enter the following notes:', async function (this: PlaywrightWorld, notes: string) {
  await (await this.page()).locator('#notes').fill(notes);
});

When('I select {string} from the {string} dropdown', async function (this: PlaywrightWorld, option: string, label: string) {
  await (await this.label(label)).selectOption({ label: option });
});

When('I check {string}', async function (this: PlaywrightWorld, label: string) {
  await (await this.label(label)).check();
});

When('I uncheck {string}', async function (this: PlaywrightWorld, label: string) {
  await (await this.label(label)).uncheck();
});

When('I choose the {string} radio button', async function (this: PlaywrightWorld, label: string) {
  await (await this.label(label)).check();
});
