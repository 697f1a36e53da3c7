// Compile and heal write their results file through the reporter they already call: the scenario
// line gives the feature and tags, each step outcome becomes a step result (locators from the cache).
import type { CompileReporter } from '../compiler/compile.ts';
import type { StepOutcome } from './outcome.ts';
import type { LoadedScenario } from '../gherkin/load-features.ts';
import { parseChange, type LocatorBook } from './locators.ts';
import type { ResultsWriter } from './results-file.ts';
import { addLlm, NO_LLM, type Llm, type Status, type StepResultInput } from './results-schema.ts';
import { suggestionsFor } from './suggest.ts';

export function statusOf(o: StepOutcome): Status {
  if (o.status === 'compiled') return o.planner === 'agent' ? 'compiled-agent' : 'compiled-rules';
  return o.status;
}

interface ScenarioInfo {
  feature: string;
  location: string;
  tags: string[];
  platform: 'web' | 'android';
}

/** A step outcome as a results line; `book` is read after the step, so it gives the new locators. */
export function stepResultOf(o: StepOutcome, sc: ScenarioInfo | undefined, book: LocatorBook,
  shot: (p: string) => string): StepResultInput {
  const status = statusOf(o);
  const trace = (o.trace ?? []).flatMap((t) => (t.screenshot ? [{ label: t.kind, path: t.screenshot }] : []));
  const shots = [...o.screenshots.map(
    (p, i) => ({ label: o.screenshots.length > 1 && i === 0 ? 'before' : status, path: p })), ...trace];
  const unique = [...new Map(shots.map((s) => [s.path, s])).values()]
    .map((s) => ({ label: s.label, path: shot(s.path) }));
  const showsLocators = !['unsure', 'failed', 'skipped', 'handwritten', 'defect'].includes(status);
  const heal = status === 'healed' || status === 'rediscovered'
    ? (o.change ? parseChange(o.change) : undefined) ?? book.healOf(o.text) : undefined;
  return {
    type: 'step', feature: sc?.feature ?? o.location.replace(/:\d+$/, ''), location: o.location, scenario: o.scenario,
    ...(sc ? { scenarioLocation: sc.location } : {}), tags: sc?.tags ?? [], keyword: o.keyword, text: o.text, status,
    ...(o.planner ? { planner: o.planner } : {}), durationMs: o.durationMs,
    locators: showsLocators ? book.forStep(o.text, sc?.platform).locators : [],
    ...(o.reason ? { reason: o.reason } : {}),
    suggestions: [...(o.suggestions ?? []).map((x) => `Compiles on this page: ${x}`),
      ...suggestionsFor(status, o.text, o.reason)],
    screenshots: unique,
    ...(heal ? { heal } : {}),
    trace: (o.trace ?? []).map((t) => ({ kind: t.kind, text: t.text })),
    ...(o.usage?.llmCalls ? { llm: { calls: o.usage.llmCalls, promptTokens: o.usage.promptTokens,
      completionTokens: o.usage.completionTokens } } : {}),
  };
}

/** Sum of the LLM use of the steps. */
export function llmOf(steps: { usage?: StepOutcome['usage'] }[]): Llm {
  return steps.reduce<Llm>((t, o) => addLlm(t, o.usage && { calls: o.usage.llmCalls, promptTokens: o.usage.promptTokens,
    completionTokens: o.usage.completionTokens }), NO_LLM);
}

/**
 * `inner`, plus a results line per step. `loadBook()` reads the cache as it is now: again after a
 * step that wrote to it (compiled, healed). `platformOf` says where a scenario runs.
 */
export function resultsReporter(inner: CompileReporter, writer: ResultsWriter, loadBook: () => LocatorBook,
  platformOf: (s: LoadedScenario) => 'web' | 'android'): CompileReporter {
  let current: ScenarioInfo | undefined;
  let book: LocatorBook | undefined;
  return {
    scenario(s, work) {
      const tags = s.pickle.tags.map((t) => t.name);
      current = { feature: s.feature, location: s.location, tags, platform: platformOf(s) };
      inner.scenario(s, work);
    },
    step(o) {
      inner.step(o);
      if (!book || ['compiled', 'healed', 'rediscovered'].includes(o.status)) book = loadBook();
      writer.step(stepResultOf(o, current, book, (p) => writer.shot(p)));
    },
    note: (line) => inner.note(line),
  };
}
