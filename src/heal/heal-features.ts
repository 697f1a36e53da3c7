// `stepwright heal`: the compile machinery in heal mode. Every selected scenario is replayed in a
// fresh browser; a step whose cached binding breaks is re-identified deterministically when its
// element can be found again with confidence, planned anew otherwise (rules, then the agent), and
// reported as a possible defect — changing nothing — when its element was found but the
// expectation failed. Steps after a defect are not healed.
import { compileFeatures, type CompileOptions, type CompileResult } from '../compiler/compile.ts';
import { healCachedStep } from './reidentify-step.ts';
import { reviewRediscovery } from './review.ts';

export interface HealOptions extends Omit<CompileOptions, 'heal' | 'force'> {
  /** show what would change, write nothing */
  dryRun: boolean;
}

export function healFeatures(o: HealOptions): Promise<CompileResult> {
  return compileFeatures({
    ...o,
    force: false,
    heal: { write: !o.dryRun, onCachedFailure: (f) => healCachedStep(f, o.config.appBuild), reviewRediscovery },
  });
}
