// The public surface generated step definitions use. Nothing reachable from here may import a
// planner or the LLM client: replay is deterministic by construction (test/unit/replay-imports).
import { replayStep, type GherkinArgument } from './replay.ts';
import type { StepwrightWorld } from './world.ts';

export { StepwrightWorld, type ReplayParameters } from './world.ts';
export { StepFailure } from './failures.ts';

/** Called by every generated step: replays the record's binding for these arguments. */
export async function runStep(world: StepwrightWorld, record: URL, args: string[], argument: GherkinArgument = {}): Promise<void> {
  await replayStep(await world.app(), record, args, argument, world.options);
}
