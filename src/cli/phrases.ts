import type { StepKeyword } from '../cache/schema.ts';
import { catalogueLines, catalogueMarkdown } from '../planners/rules/catalogue.ts';
import { describeIntents } from '../planners/rules/describe-intent.ts';
import { parseStep } from '../planners/rules/parse-step.ts';

/*
 * `stepwright phrases`: what the rule planner understands, one example per form; with step texts,
 * how each of them is understood (or why not), so a tester can check a sentence before compiling.
 */

const KEYWORD = /^(Given|When|Then|And|But|\*)\s+/;

/** Each sentence with its keyword: its own, or (And, But, *, none) the one before it, When at first. */
export function withKeywords(texts: string[]): { raw: string; keyword: StepKeyword; text: string }[] {
  let keyword: StepKeyword = 'When';
  return texts.map((raw) => {
    const k = KEYWORD.exec(raw);
    if (k && ['Given', 'When', 'Then'].includes(k[1]!)) keyword = k[1] as StepKeyword;
    return { raw, keyword, text: raw.slice(k ? k[0].length : 0) };
  });
}

export function phrases(texts: string[], markdown: boolean, print: (line: string) => void = console.log): number {
  if (markdown) {
    print(catalogueMarkdown());
    return 0;
  }
  if (!texts.length) {
    for (const g of catalogueLines()) {
      print(`\n${g.group}${g.note ? ` (${g.note})` : ''}`);
      for (const r of g.rows) print(`  ${`${r.keyword} ${r.example}`.padEnd(78)} → ${r.means}`);
    }
    print('\nTry a sentence: npx stepwright phrases "When I click the last \\"Delete\\" button"');
    return 0;
  }
  let understood = true;
  for (const { raw, keyword, text } of withKeywords(texts)) {
    const r = parseStep(text, keyword);
    if (r.ok) print(`✓ ${raw}\n    ${describeIntents(r.intents)}`);
    else print(`? ${raw}\n    not for the rule planner: ${r.reason}`);
    understood &&= r.ok;
  }
  return understood ? 0 : 1;
}
