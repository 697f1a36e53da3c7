// Hand-written baseline: typing, checkboxes, radios and selects.
import { When, type DataTable } from '@cucumber/cucumber';
import { By, Key, until } from 'selenium-webdriver';
import { Select } from 'selenium-webdriver/lib/select.js';
import { byLabel, envValue, HandWorld, POLL_MS } from './world.ts';

When('I enter {string} as username and {string} as password', async function (this: HandWorld, username: string, password: string) {
  await this.typeInto(await this.ready(By.id('username'), 'Username field'), envValue(username));
  await this.typeInto(await this.ready(By.id('password'), 'Password field'), envValue(password));
});

When('I type {string} into the {string} field', async function (this: HandWorld, text: string, label: string) {
  await this.typeInto(await this.ready(byLabel(label), `"${label}" field`), envValue(text));
});

When('I type {string} into the {string} field and press Enter', async function (this: HandWorld, text: string, label: string) {
  const el = await this.ready(byLabel(label), `"${label}" field`);
  await this.typeInto(el, envValue(text));
  await el.sendKeys(Key.ENTER);
});

When('I fill in {string} with {string}', async function (this: HandWorld, label: string, text: string) {
  await this.typeInto(await this.ready(byLabel(label), `"${label}" field`), envValue(text));
});

When('I fill in the form:', async function (this: HandWorld, table: DataTable) {
  for (const [label, value] of table.raw()) {
    await this.typeInto(await this.ready(byLabel(label), `"${label}" field`), envValue(value));
  }
});

When('I enter the following notes:', async function (this: HandWorld, notes: string) {
  await this.typeInto(await this.ready(By.id('notes'), 'Notes field'), notes);
});

When('I select {string} from the {string} dropdown', async function (this: HandWorld, option: string, label: string) {
  const select = new Select(await this.ready(byLabel(label), `"${label}" dropdown`));
  await select.selectByVisibleText(option);
});

async function setChecked(world: HandWorld, label: string, checked: boolean): Promise<void> {
  const el = await world.ready(byLabel(label), `"${label}"`);
  if ((await el.isSelected()) !== checked) await el.click();
  const d = await world.driver();
  await d.wait(checked ? until.elementIsSelected(el) : until.elementIsNotSelected(el), world.parameters.timeoutMs,
    `"${label}" did not become ${checked ? 'checked' : 'unchecked'}`, POLL_MS);
}

When('I check {string}', async function (this: HandWorld, label: string) {
  await setChecked(this, label, true);
});

When('I uncheck {string}', async function (this: HandWorld, label: string) {
  await setChecked(this, label, false);
});

When('I choose the {string} radio button', async function (this: HandWorld, label: string) {
  await setChecked(this, label, true);
});
