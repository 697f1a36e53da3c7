// Which planner compiles a step: the rules first; in auto mode the agent takes what they are unsure about.
import type { PlanContext, PlanOutcome, StepPlanner } from '../planners/planner.ts';

export interface Planners {
  mode: 'rules' | 'auto' | 'llm';
  rules: StepPlanner;
  agent?: StepPlanner;
  /** why the agent is not available, shown with steps the rule planner could not compile */
  agentUnavailable?: string;
}

export async function planStep(p: Planners,
  ctx: PlanContext): Promise<{ result: PlanOutcome; planner: 'rules' | 'agent' }> {
  if (p.mode !== 'llm') {
    const result = await p.rules.plan(ctx);
    // (a check a later step of the scenario may settle is the rules' to settle: the agent would find no more)
    if (result.status === 'unsure' && result.settleLater && p.mode === 'auto') return { result, planner: 'rules' };
    if (result.status !== 'unsure' || p.mode === 'rules' || !p.agent) {
      if (result.status === 'unsure') {
        const why = p.mode === 'rules' ? 'the agent is off (--planner rules)'
          : p.agentUnavailable ?? 'the agent is not available';
        return { result: { ...result, reason: `the rule planner is unsure (${result.reason}); ${why}` },
          planner: 'rules' };
      }
      return { result, planner: 'rules' };
    }
    // the rules may have performed part of a multi-action step: start the agent from a clean state
    await ctx.restore();
    ctx.rulesNote = result.reason;
  }
  if (!p.agent) {
    return { result: { status: 'unsure', reason: p.agentUnavailable ?? 'the agent is not available' },
      planner: 'agent' };
  }
  return { result: await p.agent.plan(ctx), planner: 'agent' };
}
