// `stepwright phrases --url URL "When …"`: how each sentence would do on a live page, without
// compiling anything: whether it parses, which element each of its targets grounds on (or why
// not), and up to three sentences that do compile on that page (the same suggestions compile gives).
import type { ResolvedConfig } from '../config/config.ts';
import type { AppDriver } from '../drivers/driver.ts';
import { startDriver } from '../drivers/factory.ts';
import { resolveUrl } from '../runtime/execute.ts';
import { describeElement } from '../planners/rules/ground.ts';
import type { Intent } from '../planners/rules/intent.ts';
import { parseStep } from '../planners/rules/parse-step.ts';
import { groundLive, phrasingsOn, PURPOSE_OF } from '../planners/rules/suggest.ts';
import type { ObservedElement } from '../observation/element.ts';
import type { StepKeyword } from '../cache/schema.ts';
import { withKeywords } from './phrases.ts';

/** Where each target of the sentence lands on the page, or why it does not: a placed one ("the 2nd "Name"
 * field", "the "Edit" link in the row for "Alice"") through the live locate compile makes. */
async function groundings<E>(driver: AppDriver<E>, step: { text: string; keyword: StepKeyword }, intents: Intent[],
  elements: ObservedElement[], threshold: number): Promise<{ ok: boolean; lines: string[] }> {
  const lines: string[] = [];
  let ok = true;
  for (const intent of intents) {
    const purpose = PURPOSE_OF[intent.kind];
    if (!purpose || !('target' in intent) || !intent.target) continue;
    const hit = await groundLive(driver, step, intent.target, purpose, elements, threshold);
    ok &&= typeof hit !== 'string';
    lines.push(`    ${intent.kind}${typeof hit === 'string' ? `: ${hit}` : ` → ${describeElement(hit)}`}`);
  }
  return { ok, lines };
}

export async function phrasesOnPage(config: ResolvedConfig, url: string, texts: string[],
  print: (line: string) => void = console.log): Promise<number> {
  const driver = await startDriver('web', config);
  try {
    await driver.navigate(config.baseUrl ? resolveUrl(url, config.baseUrl) : url);
    const elements = (await driver.observe({ settle: true })).elements;
    let all = true;
    for (const { raw, keyword, text } of withKeywords(texts)) {
      const parsed = parseStep(text, keyword);
      const g = parsed.ok ? await groundings(driver, { text, keyword }, parsed.intents, elements,
        config.identityThreshold) : { ok: false, lines: [`    not for the rule planner: ${parsed.reason}`] };
      print(`${g.ok ? '✓' : '?'} ${raw}`);
      for (const l of g.lines) print(l);
      if (!g.ok) {
        for (const s of await phrasingsOn(driver, text, keyword, elements, config.identityThreshold)) {
          print(`    → compiles here: ${s}`);
        }
      }
      all &&= g.ok;
    }
    return all ? 0 : 1;
  } finally {
    await driver.close();
  }
}
