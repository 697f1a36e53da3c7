// The agent's one connection to a model: a question in, one schema-valid answer out, whatever the server supports.
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { LlmAnswerError, LlmError } from './errors.ts';
import { isTransient, llmErrorOf, rejectsFormat, retryDelayMs } from './failures.ts';
import { parseAnswer } from './parse-answer.ts';
import { jsonSchemaOf, requestBody, usageOf, type AnswerFormat, type LlmRequest } from './request.ts';
import { describeMissing, llmConfigured, modelForRole, type LlmRole, type LlmSettings } from './settings.ts';
import { UsageMeter, type TokenUsage } from './usage.ts';

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

const FALLBACK: Record<AnswerFormat, AnswerFormat | undefined> = {
  json_schema: 'json_object',
  json_object: 'text',
  text: undefined,
};

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
        { role: 'user', content:
          `Your answer was not valid: ${parsed.error}. Answer again with only the JSON object.` },
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
      const body = requestBody(this.settings, req, model, format, jsonSchema, conversation);
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

  private isFormatRejection(error: unknown, format: AnswerFormat): boolean {
    if (this.settings.responseFormat !== 'auto' || FALLBACK[format] === undefined) return false;
    return rejectsFormat(error, this.formatAccepted);
  }

  private stepDownFormat(): void {
    this.format = FALLBACK[this.format] ?? this.format;
    this.formatAccepted = false;
  }

  private toLlmError(error: unknown, role: LlmRole, attempts: number): LlmError {
    return llmErrorOf(error, role, attempts, this.baseUrl, this.settings.timeoutMs);
  }
}
