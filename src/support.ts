// The package's `stepwright/support` entry, which `stepwright run` and a team's cucumber profile load:
// Stepwright's cucumber hooks (runtime/hooks.ts), and where a scenario's settings come from when
// cucumber-js runs without `stepwright run` (stepwright.config.json and the environment). An entry
// point may import the config; the runtime below it may not.
import { parametersFromConfig } from './config/replay-parameters.ts';
import { useParametersFrom } from './runtime/world-session.ts';
import './runtime/hooks.ts';

useParametersFrom(parametersFromConfig);
