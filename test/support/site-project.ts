// A project for one e2e test file, the way useDemoApp (cli.ts) gives the demo: its files written to a temp
// root (the rule planner, 1.5 s steps), its site/ folder served on 127.0.0.1, both gone after the file's
// tests. compile/run take a features folder and a cache folder of the project, as a user types them.
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { serveDirectory } from '../../demo/static-server.js';
import { removeDir, stepwright, tempDir, writeFiles, type CliResult } from './cli.ts';

export interface SiteProject {
  readonly root: string;
  compile(features: string, cacheDir: string): Promise<CliResult>;
  run(features: string, cacheDir: string): Promise<CliResult>;
}

export function useSiteProject(files: Record<string, string>): SiteProject {
  let root = '';
  let site: { url: string; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    root = tempDir();
    writeFiles(root, { ...files,
      'stepwright.config.json': JSON.stringify({ planner: 'rules', timeouts: { stepMs: 1_500 } }) });
    site = await serveDirectory(join(root, 'site'));
  });
  afterAll(async () => {
    await site?.close();
    removeDir(root);
  });
  const cli = (command: string) => (features: string, cacheDir: string): Promise<CliResult> =>
    stepwright([command, '--base-url', site!.url, '--cache-dir', join(root, cacheDir), features], { cwd: root });
  return { get root() { return root; }, compile: cli('compile'), run: cli('run') };
}
