// `stepwright phrases --url URL "When …"`: how each sentence would do on a live page, without
// compiling anything: whether it parses, which element each of its targets grounds on (or why
// not), and up to three sentences that do compile on that page (the same suggestions compile gives).
import type { ResolvedConfig } from '../config/config.ts';
import { startDriver } from '../drivers/factory.ts';
import { resolveUrl } from '../runtime/execute.ts';
import { describeElement, groundTarget, type Purpose } from '../planners/rules/ground.ts';
import type { Intent } from '../planners/rules/intent.ts';
import { parseStep } from '../planners/rules/parse-step.ts';
import { phrasingsFor } from '../planners/rules/suggest.ts';
import type { ObservedElement } from '../observation/element.ts';
import { withKeywords } from './phrases.ts';

const PURPOSE: Partial<Record<Intent['kind'], Purpose>> = { click: 'click', type: 'type', select: 'select',
  check: 'check',
  hover: 'hover', expectState: 'state', expectValue: 'value' };

/** Where each target of the sentence lands on the page, or why it does not. */
function groundings(intents: Intent[], elements: ObservedElement[]): { ok: boolean; lines: string[] } {
  const lines: string[] = [];
  let ok = true;
  for (const intent of intents) {
    const purpose = PURPOSE[intent.kind];
    if (!purpose || !('target' in intent) || !intent.target) continue;
    const g = groundTarget(intent.target, elements, purpose);
    ok &&= g.ok;
    lines.push(g.ok ? `    ${intent.kind} → ${describeElement(g.match.element)}` : `    ${intent.kind}: ${g.message}`);
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
      const g = parsed.ok ? groundings(parsed.intents, elements) : { ok: false, lines: [`    not for the ` +
        `rule planner: ${parsed.reason}`] };
      print(`${g.ok ? '✓' : '?'} ${raw}`);
      for (const l of g.lines) print(l);
      if (!g.ok) for (const s of phrasingsFor(text, keyword, elements)) print(`    → compiles here: ${s}`);
      all &&= g.ok;
    }
    return all ? 0 : 1;
  } finally {
    await driver.close();
  }
}
