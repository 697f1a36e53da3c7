// Loaded before anything else (also by cucumber's parallel workers through NODE_OPTIONS): runs
// TypeScript through tsx, and makes generated step files anywhere on disk resolve
// `@cucumber/cucumber` and `stepwright/runtime` to this installation, so the runner, the World
// and the step definitions share one cucumber instance.
import { register } from 'node:module';
import { register as registerTsx } from 'tsx/esm/api';

registerTsx();
register('./resolve-hooks.js', import.meta.url);
