// What one chat-completion request carries: the messages, the answer format asked for, and the tokens it cost.
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { LlmRole, LlmSettings } from './settings.ts';
import type { TokenUsage } from './usage.ts';

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

export function imagePart(dataUrl: string, detail?: 'auto' | 'low' | 'high'): ContentPart {
  return { type: 'image_url', image_url: detail ? { url: dataUrl, detail } : { url: dataUrl } };
}

export function requestBody(
  settings: LlmSettings,
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
    temperature: settings.temperature,
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
    if (settings.baseUrl) body.max_tokens = req.maxTokens;
    else body.max_completion_tokens = req.maxTokens;
  }
  return body;
}

/** The shape the model must produce is what the schema accepts, hence io: 'input'. */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect,
    ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return jsonSchema;
}

/** OpenAI requires ^[a-zA-Z0-9_-]{1,64}$ for json_schema names. */
function schemaNameForApi(name: string): string {
  return name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64) || 'answer';
}

/** Servers without usage reporting still get a rough count: ~4 characters per token. */
export function usageOf(response: ChatCompletion, messages: ChatCompletionMessageParam[], content: string): TokenUsage {
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
