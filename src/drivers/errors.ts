/**
 * Errors a user can act on: the message says what is wrong and the exact thing to run or change.
 * Causes are kept so `--verbose` can print the chain.
 */
export class SetupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SetupError';
  }
}

export class AppUnreachableError extends Error {
  constructor(readonly url: string, options?: { cause?: unknown }) {
    super(
      `The app under test is not reachable at ${url}. Start it, set "baseUrl" in stepwright.config.json, ` +
        `pass --base-url, or set STEPWRIGHT_BASE_URL.`,
      options,
    );
    this.name = 'AppUnreachableError';
  }
}
