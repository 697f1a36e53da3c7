// The LLM client for discovery only; replay code must never import this folder.
export { LlmClient, type LlmAnswer, type LlmClientOptions } from './client.ts';
export { imagePart, type AnswerFormat, type ContentPart, type LlmRequest } from './request.ts';
export { extractJsonText, parseAnswer } from './parse-answer.ts';
export { retryDelayMs } from './failures.ts';
export { LlmAnswerError, LlmAuthError, LlmError, LlmUnavailableError, type LlmErrorDetails } from './errors.ts';
export {
  DEFAULT_MODEL,
  LlmModels,
  LlmSettings,
  ModelPrice,
  ResponseFormatSetting,
  describeMissing,
  llmConfigured,
  llmSettingsFromEnv,
  modelForRole,
  type LlmRole,
  type LlmSettingsInput,
  type LlmSettingsOverrides,
} from './settings.ts';
export { UsageMeter, formatUsage, type TokenUsage, type UsageRecord, type UsageSnapshot,
  type UsageTotals } from './usage.ts';
