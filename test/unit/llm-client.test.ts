import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  LlmAnswerError,
  LlmAuthError,
  LlmClient,
  LlmError,
  LlmSettings,
  LlmUnavailableError,
  UsageMeter,
  describeMissing,
  extractJsonText,
  formatUsage,
  imagePart,
  llmConfigured,
  llmSettingsFromEnv,
  retryDelayMs,
  type LlmSettingsInput,
} from '../../src/planners/agent/llm/index.ts';
import { startOpenAIServer, type CapturedRequest, type OpenAIServer, type Script, type OpenAIServerOptions } from '../fixtures/openai-server.ts';

const Click = z.object({ action: z.literal('click'), target: z.number().int(), reason: z.string() });
const click = { action: 'click', target: 3, reason: 'the Save button' };

const servers: OpenAIServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(script: Script, opts?: OpenAIServerOptions): Promise<OpenAIServer> {
  const server = await startOpenAIServer(script, opts);
  servers.push(server);
  return server;
}

/** A client whose backoff only records the delays it would have waited. */
function clientFor(url: string, overrides: Partial<LlmSettingsInput> = {}, meter?: UsageMeter) {
  const sleeps: number[] = [];
  const settings = LlmSettings.parse({ baseUrl: url, maxRetries: 3, timeoutMs: 5_000, ...overrides });
  const client = new LlmClient(settings, meter, { sleep: async (ms) => void sleeps.push(ms) });
  return { client, sleeps };
}

const askClick = (client: LlmClient, scope?: string) =>
  client.ask({ role: 'actor', system: 'You drive a web UI.', user: 'Click Save', schema: Click, schemaName: 'Click', scope });

const formatOf = (req: CapturedRequest) => req.body.response_format?.type ?? 'text';
const lastMessage = (req: CapturedRequest) => req.body.messages?.at(-1);

describe('LlmClient answers', () => {
  it('returns a valid first answer, sending json_schema and recording usage', async () => {
    const server = await serve([{ json: click, usage: { prompt_tokens: 120, completion_tokens: 15 } }]);
    const { client } = clientFor(server.url, { models: { actor: 'actor-model' } });

    const answer = await askClick(client, 'step-1');

    expect(answer).toEqual({ value: click, usage: { prompt: 120, completion: 15 }, attempts: 1, format: 'json_schema' });
    const [req] = server.requests;
    expect(req!.body.model).toBe('actor-model');
    expect(req!.body.temperature).toBe(0);
    expect(req!.body.messages?.[0]).toEqual({ role: 'system', content: 'You drive a web UI.' });
    expect(req!.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'Click', strict: false, schema: { type: 'object', required: ['action', 'target', 'reason'] } },
    });
    expect(req!.headers.authorization).toBe('Bearer not-needed');
    expect(client.meter.forScope('step-1')).toEqual({ calls: 1, prompt: 120, completion: 15 });
    expect(client.meter.forRole('actor')).toEqual({ calls: 1, prompt: 120, completion: 15 });
  });

  it('parses JSON wrapped in ``` fences or surrounding prose', async () => {
    const server = await serve([
      { content: '```json\n' + JSON.stringify(click, null, 2) + '\n```' },
      { content: `Sure! Here is my answer: ${JSON.stringify(click)} Let me know {if} that helps.` },
    ]);
    const { client } = clientFor(server.url);

    expect((await askClick(client)).value).toEqual(click);
    expect((await askClick(client)).value).toEqual(click);
    expect(server.requests).toHaveLength(2);
  });

  it('extracts the first balanced object even with braces inside strings', () => {
    expect(extractJsonText('note: {"a": "x } y", "b": {"c": "\\"{"}} trailing }')).toBe('{"a": "x } y", "b": {"c": "\\"{"}}');
    expect(extractJsonText('no json here')).toBe('no json here');
  });

  it('re-asks with the validation error after invalid JSON, then succeeds', async () => {
    const server = await serve([{ content: '{"action": "click", target: 3' }, { json: click }]);
    const { client } = clientFor(server.url);

    const answer = await askClick(client);

    expect(answer.value).toEqual(click);
    expect(answer.attempts).toBe(2);
    const retry = server.requests[1]!;
    expect(retry.body.messages?.at(-2)).toEqual({ role: 'assistant', content: '{"action": "click", target: 3' });
    expect(lastMessage(retry)?.content).toMatch(/^Your answer was not valid: invalid JSON .*Answer again with only the JSON object\.$/);
  });

  it('gives up with LlmAnswerError after three schema-invalid answers', async () => {
    const wrong = { action: 'click', target: 'Save', reason: 'x'.repeat(800) };
    const server = await serve([{ json: wrong }, { json: wrong }, { json: wrong }, { json: click }]);
    const { client } = clientFor(server.url);

    const error = await askClick(client).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(LlmAnswerError);
    const answerError = error as LlmAnswerError;
    expect(server.requests).toHaveLength(3);
    expect(answerError.attempts).toBe(3);
    expect(answerError.role).toBe('actor');
    expect(answerError.validationError).toMatch(/^target: /);
    expect(answerError.message).toContain('valid Click answer');
    expect(answerError.rawAnswer.length).toBeLessThan(600);
    expect(lastMessage(server.requests[2]!)?.content).toContain('Your answer was not valid: target:');
  });

  it('passes image content parts through untouched', async () => {
    const server = await serve([{ json: click }]);
    const { client } = clientFor(server.url);
    const screenshot = 'data:image/png;base64,iVBORw0KGgo=';

    await client.ask({
      role: 'observer',
      system: 'Look at the page.',
      user: [{ type: 'text', text: 'What is on screen?' }, imagePart(screenshot, 'low')],
      schema: Click,
      schemaName: 'Click',
    });

    expect(server.requests[0]!.body.messages?.[1]).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'What is on screen?' },
        { type: 'image_url', image_url: { url: screenshot, detail: 'low' } },
      ],
    });
    expect(server.requests[0]!.text).toContain('What is on screen?');
  });
});

describe('LlmClient response format fallback', () => {
  it('falls back json_schema → json_object → text and remembers text for later calls', async () => {
    const server = await serve([{ json: click }, { json: click }], { rejectJsonSchema: true, rejectJsonObject: true });
    const { client, sleeps } = clientFor(server.url);

    const first = await askClick(client);
    expect(first.format).toBe('text');
    expect(first.attempts).toBe(3);
    expect(server.requests.map(formatOf)).toEqual(['json_schema', 'json_object', 'text']);
    expect(server.requests[2]!.body.messages?.[0]?.content).toMatch(
      /^You drive a web UI\.\n\nAnswer with only a JSON object matching this JSON schema: \{.*"target"/,
    );

    const second = await askClick(client);
    expect(second).toMatchObject({ format: 'text', attempts: 1 });
    expect(server.requests.map(formatOf)).toEqual(['json_schema', 'json_object', 'text', 'text']);
    expect(client.answerFormat).toBe('text');
    expect(sleeps).toEqual([]);
  });

  it('stops at json_object when only json_schema is rejected', async () => {
    const server = await serve([{ json: click }, { json: click }], { rejectJsonSchema: true });
    const { client } = clientFor(server.url);

    expect((await askClick(client)).format).toBe('json_object');
    await askClick(client);

    expect(server.requests.map(formatOf)).toEqual(['json_schema', 'json_object', 'json_object']);
    expect(server.requests[1]!.body.messages?.[0]?.content).toContain('matching this JSON schema');
  });

  it('treats any 400 on the first json_schema attempt as a format rejection', async () => {
    const server = await serve([{ status: 400, body: { error: { message: 'bad request' } } }, { json: click }]);
    const { client } = clientFor(server.url);

    expect((await askClick(client)).format).toBe('json_object');
  });

  it('does not fall back when a format is configured explicitly', async () => {
    const server = await serve([{ json: click }], { rejectJsonSchema: true });
    const { client } = clientFor(server.url, { responseFormat: 'json_schema' });

    const error = await askClick(client).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(LlmError);
    expect((error as Error).message).toContain('response_format json_schema is not supported');
    expect(server.requests).toHaveLength(1);
  });
});

describe('LlmClient retries', () => {
  it('waits for retry-after on 429, then succeeds', async () => {
    const server = await serve([
      { status: 429, headers: { 'retry-after': '2' }, body: { error: { message: 'slow down' } } },
      { json: click },
    ]);
    const { client, sleeps } = clientFor(server.url);

    const answer = await askClick(client);

    expect(answer.attempts).toBe(2);
    expect(sleeps).toEqual([2000]);
  });

  it('honours retry-after-ms', async () => {
    const server = await serve([{ status: 429, headers: { 'retry-after-ms': '750' } }, { json: click }]);
    const { client, sleeps } = clientFor(server.url);

    await askClick(client);

    expect(sleeps).toEqual([750]);
  });

  it('backs off exponentially through two 500s, then succeeds', async () => {
    const server = await serve([{ status: 500 }, { status: 500 }, { json: click }]);
    const { client, sleeps } = clientFor(server.url);

    const answer = await askClick(client);

    expect(answer.attempts).toBe(3);
    expect(server.requests).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
    expect(sleeps[0]).toBeGreaterThanOrEqual(500);
    expect(sleeps[0]).toBeLessThanOrEqual(550);
    expect(sleeps[1]).toBeGreaterThanOrEqual(1000);
    expect(sleeps[1]).toBeLessThanOrEqual(1100);
  });

  it('throws LlmUnavailableError naming the server after maxRetries+1 requests of 503', async () => {
    const server = await serve(() => ({ status: 503, body: { error: { message: 'model loading' } } }));
    const { client, sleeps } = clientFor(server.url, { maxRetries: 2 });

    const error = await askClick(client).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(LlmUnavailableError);
    expect(server.requests).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
    const unavailable = error as LlmUnavailableError;
    expect(unavailable.attempts).toBe(3);
    expect(unavailable.status).toBe(503);
    expect(unavailable.message).toContain(server.url);
    expect(unavailable.message).toContain('model loading');
  });

  it('throws LlmAuthError on 401 without retrying', async () => {
    const server = await serve(() => ({ status: 401, body: { error: { message: 'Incorrect API key' } } }));
    const { client, sleeps } = clientFor(server.url, { apiKey: 'sk-wrong' });

    const error = await askClick(client).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(LlmAuthError);
    expect((error as LlmAuthError).status).toBe(401);
    expect((error as Error).message).toContain('OPENAI_API_KEY');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-wrong');
    expect(sleeps).toEqual([]);
  });

  it('retries a request that times out', async () => {
    const server = await serve([{ delayMs: 1_000, then: { json: click } }, { json: click }]);
    const { client, sleeps } = clientFor(server.url, { timeoutMs: 150 });

    const answer = await askClick(client);

    expect(answer).toMatchObject({ value: click, attempts: 2 });
    expect(sleeps).toHaveLength(1);
  });

  it('reports a refused connection as unavailable, naming the base URL', async () => {
    const server = await startOpenAIServer([]);
    await server.close();
    const { client } = clientFor(server.url, { maxRetries: 1 });

    const error = await askClick(client).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(LlmUnavailableError);
    expect((error as LlmUnavailableError).attempts).toBe(2);
    expect((error as Error).message).toContain(server.url);
  });

  it('caps backoff at 8 s and server retry-after at 20 s', () => {
    const rateLimited = (headers: Record<string, string>) =>
      new OpenAI.RateLimitError(429, undefined, 'slow down', new Headers(headers));
    expect(retryDelayMs(new Error('x'), 10, () => 1)).toBe(8_000);
    expect(retryDelayMs(new Error('x'), 0, () => 0)).toBe(500);
    expect(retryDelayMs(rateLimited({ 'retry-after': '60' }), 0)).toBe(20_000);
  });
});

describe('usage metering', () => {
  it('totals calls per role and scope and formats a one-liner with cost when priced', async () => {
    const server = await serve([
      { json: click, usage: { prompt_tokens: 1_000, completion_tokens: 100 } },
      { json: click, usage: { prompt_tokens: 1_914, completion_tokens: 111 } },
      { json: { ok: true }, usage: null },
    ]);
    const meter = new UsageMeter({ 'actor-model': { promptPer1M: 0.15, completionPer1M: 0.6 } });
    const { client } = clientFor(server.url, { models: { actor: 'actor-model' } }, meter);

    await askClick(client, 'step-a');
    await askClick(client, 'step-b');
    expect(formatUsage(meter.total())).toBe('2 calls, 2,914 prompt + 211 completion tokens, ≈ $0.00056');

    const verdict = await client.ask({
      role: 'verifier',
      system: 'Check the outcome.',
      user: 'Did it save?',
      schema: z.object({ ok: z.boolean() }),
      schemaName: 'Verdict',
      scope: 'step-b',
    });
    // No usage from the server: ~4 characters per token.
    expect(verdict.usage.completion).toBe(Math.ceil('{"ok":true}'.length / 4));
    expect(verdict.usage.prompt).toBeGreaterThan(0);

    const snapshot = meter.snapshot();
    expect(snapshot.total.calls).toBe(3);
    expect(snapshot.total.costUsd).toBeUndefined(); // the verifier model has no price
    expect(snapshot.byRole.actor).toMatchObject({ calls: 2, prompt: 2_914, completion: 211 });
    expect(snapshot.byRole.verifier?.calls).toBe(1);
    expect(meter.forScope('step-a')).toMatchObject({ calls: 1, prompt: 1_000, completion: 100 });
    expect(meter.forScope('step-b').calls).toBe(2);
    expect(formatUsage(meter.forScope('unknown'))).toBe('0 calls, 0 prompt + 0 completion tokens');
  });
});

describe('LLM settings', () => {
  it('reads the environment, with overrides winning', () => {
    const settings = llmSettingsFromEnv(
      { OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1', STEPWRIGHT_MODEL: 'qwen', STEPWRIGHT_MODEL_VERIFIER: 'llava' },
      { timeoutMs: 1_000, models: { reflector: 'big' } },
    );
    expect(settings).toMatchObject({
      baseUrl: 'http://127.0.0.1:8080/v1',
      models: { actor: 'qwen', verifier: 'llava', reflector: 'big' },
      timeoutMs: 1_000,
      maxRetries: 3,
      temperature: 0,
      responseFormat: 'auto',
    });
    expect(settings.apiKey).toBeUndefined();
    expect(llmConfigured(settings)).toBe(true);
  });

  it('defaults to gpt-4o-mini and refuses to build a client with nothing configured', () => {
    const settings = llmSettingsFromEnv({ OPENAI_BASE_URL: '' });
    expect(settings.models).toEqual({ actor: 'gpt-4o-mini', verifier: 'gpt-4o-mini', reflector: 'gpt-4o-mini' });
    expect(llmConfigured(settings)).toBe(false);
    expect(() => new LlmClient(settings)).toThrow(describeMissing());
  });
});
