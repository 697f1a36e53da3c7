// The package's main entry (`import … from 'stepwright'`): what a team's own step definitions,
// hooks and World use, and the config type. The CLI lives behind `bin/stepwright.js`.
export * from './runtime/index.ts';
export type { ConfigFile as StepwrightConfig } from './config/config.ts';
