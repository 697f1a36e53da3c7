// The package's `stepwright/support` entry, which `stepwright run` and a team's cucumber profile load:
// Stepwright's cucumber hooks (runtime/hooks.ts), and what the runtime takes from the config: the
// settings when cucumber-js runs without `stepwright run` (stepwright.config.json), and the
// environment step values are read from. An entry point may import the config; the runtime below
// it may not.
import { readEnvironment } from './config/config.ts';
import { parametersFromConfig } from './config/replay-parameters.ts';
import { setUpReplay } from './runtime/world-session.ts';
import './runtime/hooks.ts';

setUpReplay({ parameters: parametersFromConfig, env: readEnvironment() });
