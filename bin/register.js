// Loaded before anything else (also by cucumber's parallel workers through NODE_OPTIONS). Makes
// generated step files anywhere on disk resolve `@cucumber/cucumber` and `stepwright/*` to this
// installation, so the runner, the support hooks and the step definitions share one cucumber. In
// a source checkout (src/ present, as in this repository) it also runs the TypeScript sources
// through tsx; an installed package runs the compiled dist/ and never loads tsx.
import { existsSync } from 'node:fs';
import { register } from 'node:module';

/** true in a clone of the repository, false in an installed package (which ships dist/, no src/) */
export const SOURCE_CHECKOUT = existsSync(new URL('../src/cli/main.ts', import.meta.url));

if (SOURCE_CHECKOUT) {
  const { register: registerTsx } = await import('tsx/esm/api');
  registerTsx();
}
register('./resolve-hooks.js', import.meta.url, { data: { source: SOURCE_CHECKOUT } });
