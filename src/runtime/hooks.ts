// Cucumber hooks for compiled steps, loaded with the `stepwright/support` entry (src/support.ts) by
// `stepwright run` and by a team's own cucumber profile: a generous default step timeout (the
// runtime's own waits end first, with better messages), failure evidence, and ending each scenario's
// browser (its browser context removed under isolation "context", emptied under "reuse", quit under
// "fresh"; the kept browsers quit at the end). It sets no World: sessions attach to whatever World
// the project uses (world-session.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { After, AfterAll, Before, BeforeStep, Status, setDefaultTimeout } from '@cucumber/cucumber';
import { closeKeptDrivers, stopSharedServices } from '../drivers/factory.ts';
import { existingSession, noteScenarioTags } from './world-session.ts';
import { noteStep, stepSource } from './step-source.ts';

setDefaultTimeout(120_000);

const safeName = (s: string): string => s.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 80);

// an @android / @web tag picks the platform the scenario's session starts on (no session is started here)
Before(function (this: object, { pickle }) {
  noteScenarioTags(this, pickle.tags);
});

// The drift report names a failing step by feature:line, as written.
BeforeStep(function (this: object, { pickle, pickleStep, gherkinDocument }) {
  const src = stepSource(gherkinDocument, pickleStep.astNodeIds[0]);
  const table = pickleStep.argument?.dataTable?.rows.map((r) => r.cells.map((c) => c.value));
  noteStep(this, { keyword: src?.keyword ?? '', text: pickleStep.text, location: `${pickle.uri}:${src?.line ?? 0}`,
    scenario: pickle.name }, table);
});

// Defined before the project's own After hooks, so it runs after them: they can still use the browser.
After(async function (this: object, { pickle, result }) {
  const session = existingSession(this);
  if (!session) return;
  const attach = (this as { attach?: (data: string | Buffer, mediaType: string) => unknown }).attach?.bind(this);
  try {
    // a browser that never started (e.g. the Grid refused the session) has nothing to show
    const app = result?.status === Status.FAILED
      && session.hasApp ? await session.app().catch(() => undefined) : undefined;
    if (app) {
      const png = await app.screenshot().catch(() => undefined);
      const screen = await app.screen().catch(() => ({ id: '?', title: '?' }));
      const state = `${app.platform === 'web' ? 'URL' : 'Screen'}: ${screen.id}\nTitle: ${screen.title}`;
      if (png) {
        mkdirSync(session.parameters.artifactsDir, { recursive: true });
        const file = join(session.parameters.artifactsDir, `${safeName(pickle.name)}-${pickle.id.slice(0, 8)}.png`);
        writeFileSync(file, png);
        attach?.(png, 'image/png');
        attach?.(`${state}\nScreenshot: ${file}`, 'text/plain');
      } else {
        attach?.(state, 'text/plain');
      }
    }
  } finally {
    await session.dispose();
  }
});

AfterAll(async () => {
  // browsers kept by isolation "context" or "reuse" first: they run on the shared chromedriver
  await closeKeptDrivers();
  await stopSharedServices();
});
