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

  /** The error to throw for a failed page load: this one when the browser could not connect, else `e` itself. */
  static orAsIs(url: string, e: unknown): unknown {
    const refused = /ERR_CONNECTION_REFUSED|ERR_NAME_NOT_RESOLVED|ERR_ADDRESS_UNREACHABLE|ERR_CONNECTION_RESET/;
    return refused.test(String(e)) ? new AppUnreachableError(url, { cause: e }) : e;
  }
}

/**
 * The action could not reach its element because another one sits on top of it (a cookie banner,
 * a dialog, a sticky header). `obstruction` describes the element that would have received it.
 */
export class InterceptedError extends Error {
  constructor(readonly obstruction: string, options?: { cause?: unknown }) {
    super(`another element is on top of it and would receive the action: ${obstruction}`, options);
    this.name = 'InterceptedError';
  }
}

/**
 * The page never held still long enough to be waited on (it kept navigating, or the settle script
 * kept failing). Discovery may go on with the page as it is; the next look decides.
 */
export class PageNotSettledError extends Error {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`the page did not settle: ${detail}`, options);
    this.name = 'PageNotSettledError';
  }
}

/** The URL without the user and access key a device farm's hub URL may carry: what messages show. */
export function redactUrl(url: string): string {
  const u = new URL(url);
  if (u.username || u.password) [u.username, u.password] = ['***', ''];
  return u.href;
}
