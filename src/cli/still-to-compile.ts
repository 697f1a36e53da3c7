// Collects the steps cucumber found no definition for during `stepwright run` (a dry run or a real
// one) from its message stream, so the run can list them as steps still to compile, with file:line.
import type { Envelope } from '@cucumber/messages';

export interface UncompiledStep {
  location: string;
  keyword: string;
  text: string;
}

export function uncompiledCollector(cwd: string): { onMessage: (e: Envelope) => void; steps: () => UncompiledStep[] } {
  const lines = new Map<string, { line: number; keyword: string }>(); // gherkin step id → where
  const pickleSteps = new Map<string, { uri: string; text: string; astNodeId: string }>();
  const testSteps = new Map<string, string>(); // test step id → pickle step id
  const undefinedSteps = new Map<string, UncompiledStep>();
  const relative = (uri: string) => (uri.startsWith(`${cwd}/`) ? uri.slice(cwd.length + 1) : uri);
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { steps?: { id: string; keyword: string; location: { line: number } }[] };
    for (const s of n.steps ?? []) lines.set(s.id, { line: s.location.line, keyword: s.keyword.trim() });
    for (const v of Object.values(node)) if (v && typeof v === 'object') walk(v);
  };
  return {
    onMessage(e) {
      if (e.gherkinDocument) walk(e.gherkinDocument.feature);
      if (e.pickle) for (const s of e.pickle.steps) pickleSteps.set(s.id,
        { uri: e.pickle.uri, text: s.text, astNodeId: s.astNodeIds[0]! });
      if (e.testCase) for (const s of e.testCase.testSteps) if (s.pickleStepId) testSteps.set(s.id, s.pickleStepId);
      if (e.testStepFinished?.testStepResult.status === 'UNDEFINED') {
        const ps = pickleSteps.get(testSteps.get(e.testStepFinished.testStepId) ?? '');
        if (!ps) return;
        const at = lines.get(ps.astNodeId);
        const location = `${relative(ps.uri)}:${at?.line ?? '?'}`;
        undefinedSteps.set(`${location} ${ps.text}`, { location, keyword: at?.keyword ?? '', text: ps.text });
      }
    },
    steps: () => [...undefinedSteps.values()],
  };
}

export function formatUncompiled(steps: UncompiledStep[]): string {
  const rows = steps.map((s) => `  ${s.location}  ${s.keyword} ${s.text}`);
  return `${steps.length} step${steps.length === 1 ? '' : 's'} still to compile:\n${rows.join('\n')}\n` +
    'Run "npx stepwright compile" to discover them against the app.';
}
