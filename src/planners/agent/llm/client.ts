import OpenAI from 'openai';
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { z } from 'zod';
import { LlmAnswerError, LlmAuthError, LlmError, LlmUnavailableError } from './errors.ts';
import { describeMissing, llmConfigured, modelForRole, type LlmRole, type LlmSettings } from './settings.ts';
import { UsageMeter, type TokenUsage } from './usage.ts';

/** How the answer was requested: structured output, JSON mode, or plain text with the schema in the prompt. */
export type AnswerFormat = 'json_schema' | 'json_object' | 'text';

/** The subset of OpenAI content parts the agent sends: prompt text and screenshots as data URLs. */
export type ContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string; detail?: 'auto' | 'low' | 'high' } };

export interface LlmRequest<T> {
  role: LlmRole;
  system: string;
  user: string | ContentPart[];
  schema: z.ZodType<T>;
  schemaName: string;
  /** Usage bucket, usually the step key. */
  scope?: string;
  maxTokens?: number;
}

export interface LlmAnswer<T> {
  value: T;
  /** Tokens spent on this call, re-asks included. */
  usage: TokenUsage;
  /** HTTP requests made: retries, format fallbacks and re-asks all count. */
  attempts: number;
  format: AnswerFormat;
}

export interface LlmClientOptions {
  /** Injected by tests so backoff does not really wait. */
  sleep?: (ms: number) => Promise<void>;
}

/** Re-asks after an invalid answer, so at most 1 + MAX_REASKS answers per call. */
const MAX_REASKS = 2;
const BACKOFF_BASE_MS = 500;
const BACKOFF_CAP_MS = 8_000;
const BACKOFF_JITTER = 0.1;
const RETRY_AFTER_CAP_MS = 20_000;

const FALLBACK: Record<AnswerFormat, AnswerFormat | undefined> = {
  json_schema: 'json_object',
  json_object: 'text',
  text: undefined,
};

export function imagePart(dataUrl: string, detail?: 'auto' | 'low' | 'high'): ContentPart {
  return { type: 'image_url', image_url: detail ? { url: dataUrl, detail } : { url: dataUrl } };
}

/** One OpenAI-compatible endpoint: asks for JSON answers validated by zod, with retries and format fallback. */
export class LlmClient {
  readonly meter: UsageMeter;
  private readonly openai: OpenAI;
  private readonly sleep: (ms: number) => Promise<void>;
  /** Remembered across calls so a server that rejected a format is not asked in it again. */
  private format: AnswerFormat;
  /** Once the server answered in `format`, a later 400 is a real error, not a format rejection. */
  private formatAccepted = false;

  constructor(
    private readonly settings: LlmSettings,
    meter?: UsageMeter,
    opts: LlmClientOptions = {},
  ) {
    if (!llmConfigured(settings)) throw new LlmError(describeMissing());
    this.meter = meter ?? new UsageMeter(settings.prices);
    this.sleep = opts.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.format = settings.responseFormat === 'auto' ? 'json_schema' : settings.responseFormat;
    this.openai = new OpenAI({
      baseURL: settings.baseUrl,
      // Local servers ignore the key but the SDK insists on one.
      apiKey: settings.apiKey ?? 'not-needed',
      timeout: settings.timeoutMs,
      maxRetries: 0,
    });
  }

  get baseUrl(): string {
    return this.openai.baseURL;
  }

  /** The format the next call will start with. */
  get answerFormat(): AnswerFormat {
    return this.format;
  }

  async ask<T>(req: LlmRequest<T>): Promise<LlmAnswer<T>> {
    const model = modelForRole(this.settings, req.role);
    const jsonSchema = jsonSchemaOf(req.schema);
    const conversation: ChatCompletionMessageParam[] = [{ role: 'user', content: req.user }];
    const usage: TokenUsage = { prompt: 0, completion: 0 };
    const counter = { attempts: 0 };
    let lastError = '';
    let lastAnswer = '';

    for (let answerNo = 0; answerNo <= MAX_REASKS; answerNo++) {
      const reply = await this.complete(req, model, jsonSchema, conversation, counter);
      usage.prompt += reply.usage.prompt;
      usage.completion += reply.usage.completion;
      this.meter.record({ role: req.role, model, scope: req.scope, ...reply.usage });

      const parsed = parseAnswer(reply.content, req.schema);
      if (parsed.ok) return { value: parsed.value, usage, attempts: counter.attempts, format: reply.format };
      lastError = parsed.error;
      lastAnswer = reply.content;
      conversation.push(
        { role: 'assistant', content: reply.content },
        { role: 'user', content: `Your answer was not valid: ${parsed.error}. Answer again with only the JSON object.` },
      );
    }
    throw new LlmAnswerError(req.schemaName, lastError, lastAnswer, { role: req.role, attempts: counter.attempts });
  }

  /** One answer from the server, retrying transient failures and stepping down formats it rejects. */
  private async complete(
    req: LlmRequest<unknown>,
    model: string,
    jsonSchema: Record<string, unknown>,
    conversation: ChatCompletionMessageParam[],
    counter: { attempts: number },
  ): Promise<{ content: string; usage: TokenUsage; format: AnswerFormat }> {
    for (let retries = 0; ; ) {
      const format = this.format;
      const body = this.requestBody(req, model, format, jsonSchema, conversation);
      counter.attempts += 1;
      try {
        const response = await this.openai.chat.completions.create(body);
        if (format === this.format) this.formatAccepted = true;
        const content = response.choices[0]?.message?.content ?? '';
        return { content, usage: usageOf(response, body.messages, content), format };
      } catch (error) {
        if (this.isFormatRejection(error, format)) {
          // Another concurrent call may already have stepped down.
          if (this.format === format) this.stepDownFormat();
          continue;
        }
        if (isTransient(error) && retries < this.settings.maxRetries) {
          await this.sleep(retryDelayMs(error, retries));
          retries += 1;
          continue;
        }
        throw this.toLlmError(error, req.role, counter.attempts);
      }
    }
  }

  private requestBody(
    req: LlmRequest<unknown>,
    model: string,
    format: AnswerFormat,
    jsonSchema: Record<string, unknown>,
    conversation: ChatCompletionMessageParam[],
  ): ChatCompletionCreateParamsNonStreaming {
    // Without json_schema the model only learns the shape from the prompt (and JSON mode needs the word "JSON").
    const system =
      format === 'json_schema'
        ? req.system
        : `${req.system}\n\nAnswer with only a JSON object matching this JSON schema: ${JSON.stringify(jsonSchema)}`;
    const body: ChatCompletionCreateParamsNonStreaming = {
      model,
      messages: [{ role: 'system', content: system }, ...conversation],
      temperature: this.settings.temperature,
    };
    if (format === 'json_schema') {
      body.response_format = {
        type: 'json_schema',
        json_schema: { name: schemaNameForApi(req.schemaName), schema: jsonSchema, strict: false },
      };
    } else if (format === 'json_object') {
      body.response_format = { type: 'json_object' };
    }
    if (req.maxTokens !== undefined) {
      // OpenAI itself deprecated max_tokens; compatible servers mostly only know max_tokens.
      if (this.settings.baseUrl) body.max_tokens = req.maxTokens;
      else body.max_completion_tokens = req.maxTokens;
    }
    return body;
  }

  private isFormatRejection(error: unknown, format: AnswerFormat): boolean {
    if (this.settings.responseFormat !== 'auto' || FALLBACK[format] === undefined) return false;
    if (!(error instanceof OpenAI.APIError) || (error.status !== 400 && error.status !== 422)) return false;
    return mentionsResponseFormat(error.message) || !this.formatAccepted;
  }

  private stepDownFormat(): void {
    this.format = FALLBACK[this.format] ?? this.format;
    this.formatAccepted = false;
  }

  private toLlmError(error: unknown, role: LlmRole, attempts: number): LlmError {
    const details = { role, attempts, cause: error };
    if (error instanceof OpenAI.APIConnectionTimeoutError) {
      return new LlmUnavailableError(this.baseUrl, `timed out after ${this.settings.timeoutMs} ms`, details);
    }
    if (error instanceof OpenAI.APIConnectionError) {
      return new LlmUnavailableError(this.baseUrl, `connection failed (${describeCause(error)})`, details);
    }
    if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
      const status = error.status;
      if (status === 401 || status === 403) return new LlmAuthError(status, this.baseUrl, serverMessage(error), details);
      if (status === 408 || status === 429 || status >= 500) {
        return new LlmUnavailableError(this.baseUrl, `HTTP ${status}: ${serverMessage(error)}`, { ...details, status });
      }
      return new LlmError(`the LLM server at ${this.baseUrl} rejected the ${role} request: ${error.message}`, details);
    }
    const message = error instanceof Error ? error.message : String(error);
    return new LlmError(`the ${role} LLM call failed: ${message}`, details);
  }
}

// ---------- answer parsing ----------

type ParsedAnswer<T> = { ok: true; value: T } | { ok: false; error: string };

export function parseAnswer<T>(content: string, schema: z.ZodType<T>): ParsedAnswer<T> {
  const text = content.trim();
  if (!text) return { ok: false, error: 'the answer was empty' };
  let json: unknown;
  try {
    json = JSON.parse(extractJsonText(text));
  } catch (error) {
    return { ok: false, error: `invalid JSON (${(error as Error).message})` };
  }
  const result = schema.safeParse(json);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: summariseZodError(result.error) };
}

/** Models wrap JSON in ``` fences or prose; keep the first balanced {...} object. */
export function extractJsonText(text: string): string {
  const fenced = /```[a-zA-Z]*\s*\n?([\s\S]*?)```/.exec(text);
  const body = (fenced?.[1] ?? text).trim();
  const start = body.indexOf('{');
  if (start < 0) return body;
  return firstBalancedObject(body, start) ?? body.slice(start);
}

function firstBalancedObject(text: string, start: number): string | undefined {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth += 1;
    else if (ch === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return undefined;
}

function summariseZodError(error: z.ZodError): string {
  const shown = error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.length ? issue.path.map(String).join('.') : '(root)';
    return `${path}: ${issue.message}`;
  });
  const more = error.issues.length > shown.length ? ` (+${error.issues.length - shown.length} more)` : '';
  return shown.join('; ') + more;
}

// ---------- request helpers ----------

/** The shape the model must produce is what the schema accepts, hence io: 'input'. */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return jsonSchema;
}

/** OpenAI requires ^[a-zA-Z0-9_-]{1,64}$ for json_schema names. */
function schemaNameForApi(name: string): string {
  return name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64) || 'answer';
}

function mentionsResponseFormat(message: string): boolean {
  return /response_format|json_schema|json_object|json mode|structured output/i.test(message);
}

/** Servers without usage reporting still get a rough count: ~4 characters per token. */
function usageOf(response: ChatCompletion, messages: ChatCompletionMessageParam[], content: string): TokenUsage {
  if (response.usage) return { prompt: response.usage.prompt_tokens, completion: response.usage.completion_tokens };
  return { prompt: Math.ceil(messagesText(messages).length / 4), completion: Math.ceil(content.length / 4) };
}

function messagesText(messages: ChatCompletionMessageParam[]): string {
  return messages
    .map((message) => {
      const content = message.content;
      if (typeof content === 'string') return content;
      if (!Array.isArray(content)) return '';
      return content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
    })
    .join('\n');
}

// ---------- retry policy ----------

function isTransient(error: unknown): boolean {
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

function serverMessage(error: InstanceType<typeof OpenAI.APIError>): string {
  const body = error.error as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : error.message;
}

function describeCause(error: Error): string {
  const cause = error.cause as { code?: string; message?: string; cause?: { code?: string } } | undefined;
  return cause?.cause?.code ?? cause?.code ?? cause?.message ?? error.message;
}
