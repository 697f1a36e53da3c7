// Cucumber support code loaded by `stepwright run` before the generated step files: the World,
// generous step timeouts (the runtime's own waits end first, with better messages) and the
// failure evidence hooks.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { After, AfterAll, Before, Status, setDefaultTimeout, setWorldConstructor } from '@cucumber/cucumber';
import { stopSharedServices } from '../drivers/factory.ts';
import { StepwrightWorld } from './world.ts';

setWorldConstructor(StepwrightWorld);
setDefaultTimeout(120_000);

const safeName = (s: string): string => s.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 80);

Before(function (this: StepwrightWorld, { pickle }) {
  this.useTags(pickle.tags);
});

After(async function (this: StepwrightWorld, { pickle, result }) {
  try {
    if (result?.status === Status.FAILED && this.hasApp) {
      const app = await this.app();
      const png = await app.screenshot().catch(() => undefined);
      const screen = await app.screen().catch(() => ({ id: '?', title: '?' }));
      const state = `${app.platform === 'web' ? 'URL' : 'Screen'}: ${screen.id}\nTitle: ${screen.title}`;
      if (png) {
        mkdirSync(this.parameters.artifactsDir, { recursive: true });
        const file = join(this.parameters.artifactsDir, `${safeName(pickle.name)}-${pickle.id.slice(0, 8)}.png`);
        writeFileSync(file, png);
        this.attach(png, 'image/png');
        this.attach(`${state}\nScreenshot: ${file}`, 'text/plain');
      } else {
        this.attach(state, 'text/plain');
      }
    }
  } finally {
    await this.dispose();
  }
});

AfterAll(async () => {
  await stopSharedServices();
});
