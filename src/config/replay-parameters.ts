// Replay settings from the resolved config: built by `stepwright run` (with its flags) and, when
// plain cucumber-js runs the steps, from stepwright.config.json and the environment, once per process
// (the package's `stepwright/support` entry, src/support.ts, hands parametersFromConfig to the runtime).
import { join } from 'node:path';
import { driftFilePath } from '../runtime/drift.ts';
import type { ReplayParameters } from '../runtime/world-session.ts';
import { requireBaseUrl, resolveConfig, type ResolvedConfig } from './config.ts';

export function replayParameters(config: ResolvedConfig, baseUrl: string): ReplayParameters {
  return {
    platform: config.platform,
    browser: config.browser,
    android: config.android,
    runtime: { timeoutMs: config.timeouts.stepMs, waitTimeoutMs: config.timeouts.waitMs,
      identityThreshold: config.identityThreshold, baseUrl, root: config.root },
    artifactsDir: join(config.reportsDir, 'replay'),
    driftFile: driftFilePath(config.reportsDir),
    root: config.root,
    isolation: config.isolation,
    ...(config.appBuild ? { appBuild: config.appBuild } : {}),
  };
}

let fromConfig: ReplayParameters | undefined;

/** stepwright.config.json in cucumber's working directory (or STEPWRIGHT_CONFIG) < environment. */
export function parametersFromConfig(): ReplayParameters {
  if (!fromConfig) {
    const config = resolveConfig(process.cwd(), {});
    // an Android project has no base URL (unless it also holds web features)
    fromConfig = replayParameters(config,
      config.platform === 'android' ? config.baseUrl ?? '' : requireBaseUrl(config));
  }
  return fromConfig;
}
