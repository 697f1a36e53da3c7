import { z } from 'zod';

/** Which part of the agent is asking; picks the model and labels usage. */
export type LlmRole = 'actor' | 'verifier' | 'reflector' | 'input' | 'observer';

export const DEFAULT_MODEL = 'gpt-4o-mini';

/** USD per million tokens, used only to print a cost estimate. */
export const ModelPrice = z.object({
  promptPer1M: z.number().nonnegative(),
  completionPer1M: z.number().nonnegative(),
});
export type ModelPrice = z.infer<typeof ModelPrice>;

export const LlmModels = z.object({
  actor: z.string().min(1).default(DEFAULT_MODEL),
  verifier: z.string().min(1).default(DEFAULT_MODEL),
  reflector: z.string().min(1).default(DEFAULT_MODEL),
});
export type LlmModels = z.infer<typeof LlmModels>;

export const ResponseFormatSetting = z.enum(['auto', 'json_schema', 'json_object', 'text']);
export type ResponseFormatSetting = z.infer<typeof ResponseFormatSetting>;

export const LlmSettings = z.object({
  baseUrl: z.url().optional().describe('OpenAI-compatible endpoint, e.g. http://127.0.0.1:8080/v1'),
  apiKey: z.string().min(1).optional(),
  models: LlmModels.prefault({}),
  timeoutMs: z.number().int().positive().default(60_000),
  maxRetries: z.number().int().min(0).default(3),
  temperature: z.number().min(0).max(2).default(0),
  responseFormat: ResponseFormatSetting.default('auto').describe("'auto' falls back json_schema → json_object → text"),
  prices: z.record(z.string(), ModelPrice).optional().describe('per model name; unknown models show no cost'),
});
export type LlmSettings = z.infer<typeof LlmSettings>;
export type LlmSettingsInput = z.input<typeof LlmSettings>;

export type LlmSettingsOverrides = Omit<Partial<LlmSettingsInput>, 'models'> & { models?: Partial<LlmModels> };

type Env = Record<string, string | undefined>;

/**
 * Settings from OPENAI_* / STEPWRIGHT_MODEL* variables of `env` (the resolved config's); explicit
 * overrides win over the environment.
 */
export function llmSettingsFromEnv(env: Env, overrides: LlmSettingsOverrides = {}): LlmSettings {
  const read = (name: string): string | undefined => env[name]?.trim() || undefined;
  const model = read('STEPWRIGHT_MODEL');
  const { models: modelOverrides, ...rest } = overrides;
  return LlmSettings.parse({
    baseUrl: read('OPENAI_BASE_URL'),
    apiKey: read('OPENAI_API_KEY'),
    ...rest,
    models: {
      actor: read('STEPWRIGHT_MODEL_ACTOR') ?? model,
      verifier: read('STEPWRIGHT_MODEL_VERIFIER') ?? model,
      reflector: read('STEPWRIGHT_MODEL_REFLECTOR') ?? model,
      ...withoutUndefined(modelOverrides ?? {}),
    },
  });
}

/** True when there is something to talk to: a local server (any key works) or OpenAI with a key. */
export function llmConfigured(settings: Pick<LlmSettings, 'baseUrl' | 'apiKey'>): boolean {
  return Boolean(settings.baseUrl || settings.apiKey);
}

export function describeMissing(): string {
  return 'the LLM agent needs OPENAI_BASE_URL/OPENAI_API_KEY (and a model via STEPWRIGHT_MODEL)';
}

/** Input and observer calls are actor-side work, so they share the actor model. */
export function modelForRole(settings: Pick<LlmSettings, 'models'>, role: LlmRole): string {
  if (role === 'verifier') return settings.models.verifier;
  if (role === 'reflector') return settings.models.reflector;
  return settings.models.actor;
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
