import { loadConfiguration, loadSupport } from '@cucumber/cucumber/api';

/**
 * Loads hand-written step definitions so compile leaves the steps they define alone. Returns a
 * matcher over step texts.
 */
export async function handwrittenMatcher(files: string[], cwd: string): Promise<(text: string) => boolean> {
  if (!files.length) return () => false;
  const { runConfiguration } = await loadConfiguration({ provided: { import: files, paths: [] } }, { cwd });
  const library = await loadSupport(runConfiguration, { cwd });
  // the public type hides the definitions; the library object carries them (cucumber-js 12)
  const defs = (library as unknown as { stepDefinitions: { matchesStepName(t: string): boolean }[] }).stepDefinitions;
  return (text) => defs.some((d) => d.matchesStepName(text));
}
