// `feature:line` on the command line: selects the scenarios that line belongs to — the scenario's
// own line, an Examples row, or any of its steps (a Background step selects every scenario using it).
import { relative, resolve, sep } from 'node:path';
import type { LoadedScenario } from './load-features.ts';

const LINE = /^(.*):(\d+)$/;

export function scenarioSelector(paths: string[], root: string, cwd: string): (s: LoadedScenario) => boolean {
  const lines = paths.flatMap((p) => {
    const m = LINE.exec(p);
    return m ? [{ feature: relative(root, resolve(cwd, m[1]!)).split(sep).join('/'), line: Number(m[2]) }] : [];
  });
  if (!lines.length) return () => true;
  const whole = paths.filter((p) => !LINE.test(p)).map((p) => resolve(cwd, p));
  const inside = (file: string, dir: string) => file === dir || file.startsWith(dir + sep);
  return (s) => whole.some((w) => inside(resolve(root, s.feature), w))
    || lines.some((l) => l.feature === s.feature && s.lines.includes(l.line));
}
