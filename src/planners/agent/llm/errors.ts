import type { LlmRole } from './settings.ts';

export interface LlmErrorDetails {
  role?: LlmRole;
  /** HTTP requests made for the call that failed. */
  attempts?: number;
  cause?: unknown;
}

/** Any failure of an LLM call; `attempts` counts the HTTP requests spent on it. */
export class LlmError extends Error {
  readonly role: LlmRole | undefined;
  readonly attempts: number;

  constructor(message: string, details: LlmErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = new.target.name;
    this.role = details.role;
    this.attempts = details.attempts ?? 0;
  }
}

/** 401/403: retrying cannot help, the key is wrong. */
export class LlmAuthError extends LlmError {
  readonly status: number;

  constructor(status: number, baseUrl: string, serverMessage: string, details: LlmErrorDetails = {}) {
    super(
      `the LLM server at ${baseUrl} refused the credentials (HTTP ${status}: ${serverMessage}); check OPENAI_API_KEY`,
      details,
    );
    this.status = status;
  }
}

/** The server could not be reached or kept failing (connection refused, timeouts, 429/5xx) after retries. */
export class LlmUnavailableError extends LlmError {
  readonly status: number | undefined;

  constructor(baseUrl: string, reason: string, details: LlmErrorDetails & { status?: number } = {}) {
    super(
      `the LLM server at ${baseUrl} is unavailable after ${details.attempts ?? 0} attempt(s): ${reason}; ` +
        'check OPENAI_BASE_URL and that the server is running',
      details,
    );
    this.status = details.status;
  }
}

const RAW_ANSWER_LIMIT = 500;

/** The model kept answering with something that is not valid JSON for the schema. */
export class LlmAnswerError extends LlmError {
  readonly schemaName: string;
  readonly validationError: string;
  readonly rawAnswer: string;

  constructor(schemaName: string, validationError: string, rawAnswer: string, details: LlmErrorDetails = {}) {
    const shown = truncate(rawAnswer, RAW_ANSWER_LIMIT);
    super(
      `the LLM never gave a valid ${schemaName} answer (last error: ${validationError}); last answer: ${shown}`,
      details,
    );
    this.schemaName = schemaName;
    this.validationError = validationError;
    this.rawAnswer = shown;
  }
}

function truncate(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit)}… (${text.length - limit} more chars)`;
}
