// What the client does when the server fails: which failures are retried, how long to wait, what is reported.
import OpenAI from 'openai';
import { LlmAuthError, LlmError, LlmUnavailableError } from './errors.ts';
import type { LlmRole } from './settings.ts';

const BACKOFF_BASE_MS = 500;
const BACKOFF_CAP_MS = 8_000;
const BACKOFF_JITTER = 0.1;
const RETRY_AFTER_CAP_MS = 20_000;

/** Timeouts, lost connections, 408, 429 and 5xx: worth another try. */
export function isTransient(error: unknown): boolean {
  if (error instanceof OpenAI.APIConnectionError) return true; // includes timeouts
  if (!(error instanceof OpenAI.APIError) || typeof error.status !== 'number') return false;
  return error.status === 408 || error.status === 429 || error.status >= 500;
}

/** Server-given retry-after wins (capped); otherwise exponential backoff with a little jitter. */
export function retryDelayMs(error: unknown, retryIndex: number, random: () => number = Math.random): number {
  const headers = error instanceof OpenAI.APIError ? error.headers : undefined;
  const fromServer = headers ? retryAfterMs(headers) : undefined;
  if (fromServer !== undefined) return Math.min(fromServer, RETRY_AFTER_CAP_MS);
  const backoff = BACKOFF_BASE_MS * 2 ** retryIndex * (1 + BACKOFF_JITTER * random());
  return Math.round(Math.min(backoff, BACKOFF_CAP_MS));
}

function retryAfterMs(headers: Headers): number | undefined {
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** A 400/422 refusing the response format asked for: it names the format, or the format never worked here. */
export function rejectsFormat(error: unknown, formatAccepted: boolean): boolean {
  if (!(error instanceof OpenAI.APIError) || (error.status !== 400 && error.status !== 422)) return false;
  return mentionsResponseFormat(error.message) || !formatAccepted;
}

function mentionsResponseFormat(message: string): boolean {
  return /response_format|json_schema|json_object|json mode|structured output/i.test(message);
}

/** A failed call as the error the agent reports: unavailable, refused credentials, or rejected. */
export function llmErrorOf(error: unknown, role: LlmRole, attempts: number, baseUrl: string,
  timeoutMs: number): LlmError {
  const details = { role, attempts, cause: error };
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new LlmUnavailableError(baseUrl, `timed out after ${timeoutMs} ms`, details);
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new LlmUnavailableError(baseUrl, `connection failed (${describeCause(error)})`, details);
  }
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    const status = error.status;
    if (status === 401 || status === 403) return new LlmAuthError(status, baseUrl, serverMessage(error), details);
    if (status === 408 || status === 429 || status >= 500) {
      return new LlmUnavailableError(baseUrl, `HTTP ${status}: ${serverMessage(error)}`, { ...details, status });
    }
    return new LlmError(`the LLM server at ${baseUrl} rejected the ${role} request: ${error.message}`, details);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new LlmError(`the ${role} LLM call failed: ${message}`, details);
}

function serverMessage(error: InstanceType<typeof OpenAI.APIError>): string {
  const body = error.error as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : error.message;
}

function describeCause(error: Error): string {
  const cause = error.cause as { code?: string; message?: string; cause?: { code?: string } } | undefined;
  return cause?.cause?.code ?? cause?.code ?? cause?.message ?? error.message;
}
