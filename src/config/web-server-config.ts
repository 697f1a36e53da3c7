// The config's "webServer": the command that starts the app under test, and when an app already
// listening may be used instead (Playwright's reuseExistingServer, off by default on CI).
import { z } from 'zod';

export const WebServerConfig = z.strictObject({
  command: z.string(),
  url: z.url(),
  timeoutMs: z.number().int().positive().default(60_000),
  reuseExistingServer: z.boolean().optional()
    .describe('use an app already answering at url instead of starting the command; default: ' +
      'off when the CI environment variable is set, on otherwise'),
});
export type WebServerConfig = z.infer<typeof WebServerConfig>;

/** The webServer a command starts and waits for. */
export interface WebServerSettings {
  command: string;
  url: string;
  timeoutMs: number;
  reuseExistingServer: boolean;
}

/** Whether the environment says this is a CI machine (`CI` set to anything but "", "0" or "false"). */
export function onCi(env: NodeJS.ProcessEnv): boolean {
  const ci = env.CI?.trim().toLowerCase();
  return ci !== undefined && ci !== '' && ci !== '0' && ci !== 'false';
}

/**
 * The webServer to start, or none: a base URL given on the command line names an app that is
 * already running, so the config's webServer is then neither started nor waited for.
 */
export function resolveWebServer(file: WebServerConfig | undefined, cliBaseUrl: string | undefined,
  env: NodeJS.ProcessEnv): WebServerSettings | undefined {
  if (!file || cliBaseUrl) return undefined;
  return { ...file, reuseExistingServer: file.reuseExistingServer ?? !onCi(env) };
}
