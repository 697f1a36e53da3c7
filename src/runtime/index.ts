// The public surface generated step definitions use. Nothing reachable from here may import a
// planner or the LLM client: replay is deterministic by construction (test/unit/replay-imports).
import { fileURLToPath } from 'node:url';
import { StepFailure } from './failures.ts';
import { replayStep, type GherkinArgument } from './replay.ts';
import { reportFailure } from './report-failure.ts';
import type { StepwrightWorld } from './world.ts';

export { StepwrightWorld, type ReplayParameters } from './world.ts';
export { StepFailure } from './failures.ts';

/**
 * Called by every generated step: replays the record's binding for these arguments. A failure is
 * diagnosed (which kind, the best candidates now), appended to the drift file and rethrown with
 * that diagnosis and the command that heals it.
 */
export async function runStep(world: StepwrightWorld, record: URL, args: string[], argument: GherkinArgument = {}): Promise<void> {
  const driver = await world.app();
  try {
    await replayStep(driver, record, args, argument, world.options);
  } catch (e) {
    if (!(e instanceof StepFailure)) throw e;
    const p = world.parameters;
    throw await reportFailure(e, {
      driver, step: world.step, recordPath: fileURLToPath(record), args, root: p.root ?? process.cwd(),
      driftFile: p.driftFile, shotsDir: p.artifactsDir, before: world.before, appBuild: p.appBuild,
    });
  }
}
