// Cucumber profile written by `npx stepwright init`: plain `npx cucumber-js` replays the compiled
// suite. Stepwright's support code (a browser per scenario, screenshots on failure) and the
// generated steps load next to your own World, hooks and steps; Stepwright sets no World.
import { createRequire } from 'node:module';

const resolve = createRequire(import.meta.url).resolve;

export default {
  import: [
    resolve('stepwright/support'),
    'step-cache/steps/*.mjs',
    'features/support/**/*.{js,mjs}',
    'features/step_definitions/**/*.{js,mjs}',
  ],
  format: ['progress', 'html:.stepwright/reports/cucumber-report.html'],
  // undefined steps (e.g. with --dry-run) are reported as steps still to compile
  formatOptions: { snippetSyntax: 'stepwright/snippets' },
};
