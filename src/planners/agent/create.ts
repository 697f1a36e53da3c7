import type { ResolvedConfig } from '../../config/config.ts';
import type { StepPlanner } from '../planner.ts';
import { describeMissing, llmConfigured, llmSettingsFromEnv } from './llm/index.ts';

/** The agent planner for a compile, or the reason it cannot be used. */
export function createAgentPlanner(config: ResolvedConfig): { agent?: StepPlanner; agentUnavailable?: string } {
  const settings = llmSettingsFromEnv(process.env, {
    ...(config.llm.baseUrl ? { baseUrl: config.llm.baseUrl } : {}),
  });
  if (!llmConfigured(settings)) return { agentUnavailable: describeMissing() };
  return { agentUnavailable: 'the LLM agent is not built yet' };
}
