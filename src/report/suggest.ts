// What to try next for a step that did not compile, read from why it did not: the planners give a
// reason; the report turns the common ones into concrete next steps for whoever reads it.
import type { Status } from './results-schema.ts';

interface Hint {
  when: RegExp;
  say: (text: string) => string;
}

const quote = (text: string): string => JSON.stringify(text);

const HINTS: Hint[] = [
  { when: /elements? (could be|match)|ambiguous|more than one|several/i,
    say: () => 'Name the element more precisely: quote its visible label, or place it ("in the row for …", ' +
      '"within the … dialog").' },
  { when: /no element matches|no \w+ on the page|not found|found no/i,
    say: () => 'Check the quoted words match what the page shows at this point (see the screenshot); ' +
      'an earlier step may not have reached this page.' },
  { when: /not understood|cannot read|could not parse|no phrase|does not know|unknown/i,
    say: (t) => `Run \`npx stepwright phrases ${quote(t)}\` to see how the rule planner reads it, ` +
      `and rephrase with a listed phrase.` },
  { when: /agent is not available|OPENAI|api key|LLM/i,
    say: () => 'Set OPENAI_API_KEY (or llm.baseUrl) so the agent can try it, or use a phrase the rule planner knows.' },
  { when: /timed? ?out|did not settle|took longer/i,
    say: () => 'The page was slow: raise timeouts.stepMs in stepwright.config.json, or add a step that waits for ' +
      'what the page shows.' },
];

/** Next steps for an unsure (or failed to compile) step: specific ones first, then the general one. */
export function suggestionsFor(status: Status, text: string, reason: string | undefined): string[] {
  if (status !== 'unsure' && status !== 'failed' && status !== 'undefined') return [];
  if (status === 'undefined') return ['Run `npx stepwright compile` to discover it against the app.'];
  const out = HINTS.filter((h) => h.when.test(reason ?? '')).map((h) => h.say(text));
  if (status === 'unsure') {
    out.push(`Run \`npx stepwright phrases ${quote(text)}\` to see how the step is read; with an LLM configured, ` +
      `\`--planner auto\` hands it to the agent.`);
  }
  return [...new Set(out)];
}
