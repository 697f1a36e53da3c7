import { join } from 'node:path';
import type { ResolvedConfig } from '../../config/config.ts';
import type { StepPlanner } from '../planner.ts';
import { DEFAULT_LIMITS, HistoryAgent } from './agent.ts';
import { ExperienceStore } from './experience.ts';
import { describeMissing, LlmClient, llmConfigured, llmSettingsFromEnv, UsageMeter } from './llm/index.ts';

/** The agent planner for a compile, or the reason it cannot be used. */
export function createAgentPlanner(config: ResolvedConfig,
  meter = new UsageMeter()): { agent?: StepPlanner; agentUnavailable?: string; meter: UsageMeter } {
  const models = Object.fromEntries(Object.entries(config.llm.models).filter(([, v]) => v));
  const settings = llmSettingsFromEnv(config.env, {
    ...(config.llm.baseUrl ? { baseUrl: config.llm.baseUrl } : {}),
    ...(config.llm.timeoutMs ? { timeoutMs: config.llm.timeoutMs } : {}),
    ...(config.llm.maxRetries !== undefined ? { maxRetries: config.llm.maxRetries } : {}),
    models,
  });
  if (!llmConfigured(settings)) return { agentUnavailable: describeMissing(), meter };
  const client = new LlmClient(settings, meter);
  const experience = new ExperienceStore(join(config.cacheDir, 'experience.json'));
  const limits = { ...DEFAULT_LIMITS,
    ...(config.llm.maxLlmCallsPerStep ? { maxCalls: config.llm.maxLlmCallsPerStep } : {}) };
  return { agent: new HistoryAgent(client, experience, limits, settings.models.actor), meter };
}
