// What compile prints: progress per scenario and step, the summary, the table of steps not compiled.
import type { CompileReporter } from '../compiler/compile.ts';
import { isProblem, type StepOutcome, type StepStatus } from './outcome.ts';
import type { LoadedScenario } from '../gherkin/load-features.ts';

type Paint = (code: number, s: string) => string;

const marks = (paint: Paint): Record<StepStatus, string> => ({
  cached: paint(90, '· cached  '), compiled: paint(32, '✚ compiled'), healed: paint(32, '✚ healed  '),
  rediscovered: paint(32, '✚ redisc. '), handwritten: paint(90, '· hand    '),
  unsure: paint(33, '? unsure  '), defect: paint(31, '✗ defect  '), failed: paint(31, '✗ failed  '),
  skipped: paint(90, '- skipped '),
});

export interface ConsoleOptions {
  /** ANSI colours: the caller decides (a terminal, and no NO_COLOR in the config's environment) */
  color: boolean;
  write?: (s: string) => void;
}

/** Live progress of a compile: one line per scenario and per step. */
export function consoleReporter(o: ConsoleOptions): CompileReporter {
  const paint: Paint = (code, s) => (o.color ? `\u001b[${code}m${s}\u001b[0m` : s);
  const write = o.write ?? ((s: string) => process.stdout.write(s));
  const MARK = marks(paint);
  return {
    scenario(s: LoadedScenario, work: boolean) {
      write(`${paint(1, s.pickle.name)} ${paint(90, s.location)}${work ? '' : paint(90, '  (all steps cached)')}\n`);
    },
    step(o: StepOutcome) {
      if (o.status === 'cached' && o.durationMs === 0) return;
      const by = o.planner && o.status === 'compiled' ? paint(90, ` by ${o.planner}`) : '';
      const ms = o.durationMs ? paint(90, ` ${o.durationMs} ms`) : '';
      const llm = o.usage?.llmCalls ? paint(90,
        ` · ${o.usage.llmCalls} LLM calls, ${o.usage.promptTokens.toLocaleString('en')} prompt ` +
        `+ ${o.usage.completionTokens.toLocaleString('en')} completion tokens`) : '';
      write(`  ${MARK[o.status]} ${o.keyword} ${o.text}${by}${ms}${llm}\n`);
      if (o.reason && o.status
        !== 'skipped') write(
          `             ${paint(isProblem(o.status) ? 31 : 90, o.reason.split('\n').join('\n             '))}\n`);
    },
    note(line: string) {
      write(`${line}\n`);
    },
  };
}

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.min(60, Math.max(...rows.map((r) => r[c]!.length))));
  const cut = (s: string, w: number) => (s.length > w ? `${s.slice(0, w - 1)}…` : s.padEnd(w));
  return rows.map((r, i) => {
    const line = r.map((cell, c) => (c === r.length - 1 ? cell : cut(cell, widths[c]!))).join('  ');
    return i === 0 ? `${line}\n${'-'.repeat(Math.min(120, line.length))}` : line;
  }).join('\n');
}

/** The end-of-compile summary, and the table of every step that could not be compiled. */
export function formatSummary(outcomes: StepOutcome[]): string {
  const count = (s: StepStatus) => outcomes.filter((o) => o.status === s).length;
  const byRules = outcomes.filter((o) => o.status === 'compiled' && o.planner === 'rules').length;
  const byAgent = outcomes.filter((o) => o.status === 'compiled' && o.planner === 'agent').length;
  const parts = [`${outcomes.length} steps`, `${count('cached')} cached`, `${byRules} compiled by rules`];
  if (byAgent) parts.push(`${byAgent} by the agent`);
  for (const s of ['handwritten', 'unsure', 'defect', 'failed',
    'skipped'] as const) if (count(s)) parts.push(`${count(s)} ${s}`);
  const problems = outcomes.filter((o) => isProblem(o.status));
  let out = parts.join(', ');
  if (problems.length) {
    out += `\n\nNot compiled:\n${table([
      ['Step', 'Where', 'Status', 'Why'],
      ...problems.map((p) => [`${p.keyword} ${p.text}`, p.location, p.status,
        (p.reason ?? '').split('\n')[0]! + (p.screenshots.length ? ` [screenshot: ${p.screenshots.join(', ')}]` : '')]),
    ])}`;
    const suggested = problems.filter((p) => p.suggestions?.length);
    if (suggested.length) {
      out += '\n\nWould compile on the same page:\n'
        + suggested.map((p) => `  ${p.location}  ${p.keyword} ${p.text}\n` +
        p.suggestions!.map((x) => `      → ${x}`).join('\n')).join('\n');
    }
  }
  return out;
}
