// What the compile and heal commands share: the app started around the work, and the planners.
import type { Planners } from '../compiler/compile.ts';
import type { ResolvedConfig } from '../config/config.ts';
import { startWebServer, type RunningServer } from '../config/web-server.ts';
import { RulePlanner } from '../planners/rules/rule-planner.ts';

/** Starts the configured app (if any) around `work`, and always stops it again. */
export async function withApp<T>(config: ResolvedConfig, work: () => Promise<T>): Promise<T> {
  let server: RunningServer | undefined;
  if (config.webServer) server = await startWebServer(config.webServer, config.root, (l) => console.log(l));
  try {
    return await work();
  } finally {
    await server?.stop();
  }
}

export async function plannersFor(
  config: ResolvedConfig,
): Promise<{ planners: Planners; usage: () => string | undefined }> {
  const rules = new RulePlanner();
  if (config.planner === 'rules') return { planners: { mode: 'rules', rules }, usage: () => undefined };
  // the agent (and the openai client) is loaded only when a compile may need it
  const { createAgentPlanner } = await import('../planners/agent/create.ts');
  const { formatUsage } = await import('../planners/agent/llm/index.ts');
  const { agent, agentUnavailable, meter } = createAgentPlanner(config);
  return {
    planners: { mode: config.planner, rules, agent, agentUnavailable },
    usage: () => (meter.total().calls ? `LLM usage: ${formatUsage(meter.total())}` : undefined),
  };
}

