// The public surface generated step definitions and a team's own steps use. Nothing reachable from
// here may import a planner or the LLM client: replay is deterministic by construction
// (test/unit/replay-imports).
import { fileURLToPath } from 'node:url';
import { StepFailure } from './failures.ts';
import { replayStep, type GherkinArgument } from './replay.ts';
import { reportFailure } from './report-failure.ts';
import { stepwright } from './world-session.ts';
import { stepOf, stepsBefore } from './step-source.ts';
import { saidIn } from './values.ts';

export { stepwright, StepwrightSession, type ReplayParameters } from './world-session.ts';
export { StepFailure } from './failures.ts';
export type { GherkinArgument } from './replay.ts';

/**
 * Called by every generated step, with cucumber's `this` (any World): replays the record's binding.
 * A failure is diagnosed (which kind, the best candidates now), appended to the drift file and
 * rethrown with that diagnosis and the command that heals it.
 */
export async function runStep(world: object, record: URL, args: string[],
  argument: GherkinArgument = {}): Promise<void> {
  const session = stepwright(world);
  session.beginStep(stepOf(world));
  const driver = await session.app();
  try {
    const last = await replayStep(driver, record, args, argument, session.options, session.lastAction,
      session.step?.location, saidIn(stepsBefore(world)));
    session.lastAction = last && last !== session.lastAction && session.step
      ? { ...last, step: { text: `${session.step.keyword.trim()} ${session.step.text}`,
        location: session.step.location } }
      : last;
  } catch (e) {
    if (!(e instanceof StepFailure)) throw e;
    const p = session.parameters;
    throw await reportFailure(e, {
      driver, step: session.step, recordPath: fileURLToPath(record), args, root: p.root ?? process.cwd(),
      driftFile: p.driftFile, shotsDir: p.artifactsDir, before: session.before, appBuild: p.appBuild,
    });
  }
}
