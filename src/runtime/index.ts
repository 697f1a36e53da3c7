// The public surface generated step definitions and a team's own steps use. Nothing reachable from
// here may import a planner or the LLM client: replay is deterministic by construction
// (test/unit/replay-imports).
import { replayStep, type GherkinArgument } from './replay.ts';
import { stepwright } from './session.ts';

export { stepwright, StepwrightSession, type ReplayParameters } from './session.ts';
export { StepFailure } from './failures.ts';
export type { GherkinArgument } from './replay.ts';

/** Called by every generated step, with cucumber's `this` (any World): replays the record's binding. */
export async function runStep(world: object, record: URL, args: string[], argument: GherkinArgument = {}): Promise<void> {
  const session = stepwright(world);
  await replayStep(await session.app(), record, args, argument, session.options);
}
