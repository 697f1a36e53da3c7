// Cucumber support code loaded by `stepwright run` before the generated step files: the World,
// generous step timeouts (the runtime's own waits end first, with better messages) and the
// failure evidence hooks.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { After, AfterAll, BeforeStep, Status, setDefaultTimeout, setWorldConstructor } from '@cucumber/cucumber';
import { stopSharedDriverService } from '../drivers/web/chromium.ts';
import { stepSource } from './step-source.ts';
import { StepwrightWorld } from './world.ts';

setWorldConstructor(StepwrightWorld);
setDefaultTimeout(120_000);

const safeName = (s: string): string => s.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 80);

// The drift report names the failing step by feature:line, as written.
BeforeStep(function (this: StepwrightWorld, { pickle, pickleStep, gherkinDocument }) {
  const src = stepSource(gherkinDocument, pickleStep.astNodeIds[0]);
  this.beginStep({ keyword: src?.keyword ?? '', text: pickleStep.text, location: `${pickle.uri}:${src?.line ?? 0}`, scenario: pickle.name });
});

After(async function (this: StepwrightWorld, { pickle, result }) {
  try {
    if (result?.status === Status.FAILED && this.hasApp) {
      const app = await this.app();
      const png = await app.screenshot().catch(() => undefined);
      const state = `URL: ${await app.url().catch(() => '?')}\nTitle: ${await app.title().catch(() => '?')}`;
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
  await stopSharedDriverService();
});
