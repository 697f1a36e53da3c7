import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfiguration, runCucumber } from '@cucumber/cucumber/api';
import { stepDefinitionFiles } from '../codegen/step-files.ts';
import type { ResolvedConfig } from '../config/config.ts';
import { SetupError } from '../drivers/errors.ts';
import { formatDriftSummary } from '../report/drift-summary.ts';
import { clearDrift, driftFilePath, readDrift } from '../runtime/drift.ts';
import type { ReplayParameters } from '../runtime/world.ts';

const SUPPORT = fileURLToPath(new URL('../runtime/support.ts', import.meta.url));
const REGISTER = new URL('../../bin/register.js', import.meta.url).href;

export interface ReplayOptions {
  config: ResolvedConfig;
  baseUrl: string;
  paths: string[];
  cwd: string;
  tags?: string;
  formats: string[];
}

/** `stepwright run`: cucumber-js over the generated (and hand-written) step definitions. No LLM. */
export async function replay(o: ReplayOptions): Promise<boolean> {
  const { config } = o;
  const files = stepDefinitionFiles(join(config.cacheDir, 'steps'), config.steps, config.root);
  if (!files.generated.length && !files.handwritten.length) {
    throw new SetupError(`No step definitions in ${config.cacheDir}. Run "npx stepwright compile" first.`);
  }
  const worldParameters: ReplayParameters = {
    browser: config.browser,
    runtime: { timeoutMs: config.timeouts.stepMs, waitTimeoutMs: config.timeouts.waitMs,
      identityThreshold: config.identityThreshold, baseUrl: o.baseUrl, root: config.root },
    artifactsDir: join(config.reportsDir, 'replay'),
    driftFile: driftFilePath(config.reportsDir),
    root: config.root,
  };
  // the drift file describes this run only
  clearDrift(worldParameters.driftFile!);
  if (config.parallel > 1 && !(process.env.NODE_OPTIONS ?? '').includes(REGISTER)) {
    // cucumber's parallel workers are new processes: they need the same TypeScript + module hooks
    process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import ${REGISTER}`.trim();
  }
  const paths = o.paths.map((p) => resolve(o.cwd, p));
  for (const p of paths) if (!existsSync(p.replace(/:\d+$/, ''))) throw new SetupError(`No such feature file or directory: ${p}`);
  const { runConfiguration } = await loadConfiguration({
    provided: {
      paths,
      import: [SUPPORT, ...files.generated, ...files.handwritten],
      format: o.formats,
      worldParameters: worldParameters as unknown as Record<string, never>,
      parallel: config.parallel > 1 ? config.parallel : 0,
      ...(o.tags ? { tags: o.tags } : {}),
    },
  }, { cwd: config.root });
  const { success } = await runCucumber(runConfiguration, { cwd: config.root });
  const summary = formatDriftSummary(readDrift(worldParameters.driftFile!), worldParameters.driftFile!, o.cwd);
  if (summary) console.log(`\n${summary}`);
  return success;
}
