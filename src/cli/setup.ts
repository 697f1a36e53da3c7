// What the compile and heal commands share: the app started around the work, and the planners.
import type { Planners } from '../compiler/compile.ts';
import type { ResolvedConfig } from '../config/config.ts';
import { RulePlanner } from '../planners/rules/rule-planner.ts';
import { AppServer } from './app-server.ts';
import { onInterrupt } from './signals.ts';

/**
 * Runs `work` with the configured app (if any) up, and stops using it afterwards, also on SIGINT,
 * SIGTERM or a crash: the server stops when no other run uses it.
 */
export async function withApp<T>(config: ResolvedConfig, work: () => Promise<T>): Promise<T> {
  if (!config.webServer) return work();
  const app = new AppServer(config.webServer, config.root, (l) => console.log(l));
  const offSignal = onInterrupt(() => app.release());
  const onExit = (): void => app.releaseNow();
  process.on('exit', onExit);
  try {
    await app.acquire();
    return await work();
  } finally {
    offSignal();
    process.off('exit', onExit);
    await app.release();
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
