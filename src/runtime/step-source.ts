// Where a pickle step is written: cucumber hooks get the pickle and the document, the drift report
// needs "feature:line" and the keyword as written.
import type { GherkinDocument, Step } from '@cucumber/messages';
import type { StepContext } from './report-failure.ts';
import type { SaidStep } from './values.ts';

// the step each World is running (any World: set by the BeforeStep hook, read by runStep)
const current = new WeakMap<object, { step: StepContext; table?: string[][] }>();
// and the texts (and tables) of the steps it ran before (a World is one scenario's): the parts its steps named
const earlier = new WeakMap<object, SaidStep[]>();
export const noteStep = (world: object, step: StepContext, table?: string[][]): void => {
  const was = current.get(world);
  if (was) earlier.set(world, [...(earlier.get(world) ?? []), { text: was.step.text, table: was.table }]);
  current.set(world, { step, table });
};
export const stepOf = (world: object): StepContext | undefined => current.get(world)?.step;
export const stepsBefore = (world: object): SaidStep[] => earlier.get(world) ?? [];

const index = new WeakMap<GherkinDocument, Map<string, Step>>();

function stepsOf(doc: GherkinDocument): Map<string, Step> {
  let steps = index.get(doc);
  if (steps) return steps;
  steps = new Map();
  type Child = {
    background?: { steps: readonly Step[] };
    scenario?: { steps: readonly Step[] };
    rule?: { children: readonly unknown[] };
  };
  const visit = (children: readonly Child[]) => {
    for (const c of children) {
      for (const s of [...(c.background?.steps ?? []), ...(c.scenario?.steps ?? [])]) steps!.set(s.id, s);
      if (c.rule) visit(c.rule.children as never);
    }
  };
  visit((doc.feature?.children ?? []) as never);
  index.set(doc, steps);
  return steps;
}

/** The written step behind a pickle step's first AST node: its line and keyword. */
export function stepSource(doc: GherkinDocument,
  astNodeId: string | undefined): { line: number; keyword: string } | undefined {
  const s = astNodeId ? stepsOf(doc).get(astNodeId) : undefined;
  return s ? { line: s.location.line, keyword: s.keyword } : undefined;
}
