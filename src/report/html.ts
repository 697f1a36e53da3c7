import { relative } from 'node:path';
import { writeFileAtomic } from '../cache/json.ts';
import type { StepOutcome } from '../compiler/outcome.ts';

const esc = (s: string): string => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function stepHtml(o: StepOutcome, dir: string): string {
  const tokens = o.usage ? `<span class="tok">${o.usage.llmCalls} LLM calls · ${o.usage.promptTokens} prompt + ${o.usage.completionTokens} completion tokens</span>` : '';
  const shots = [...o.screenshots, ...(o.trace ?? []).flatMap((t) => (t.screenshot ? [t.screenshot] : []))];
  const trace = (o.trace ?? []).map((t) => `<li class="${t.kind}"><b>${t.kind}</b> <pre>${esc(t.text)}</pre></li>`).join('');
  return `<details class="${o.status}"${o.status === 'compiled' || o.status === 'cached' ? '' : ' open'}>
<summary><span class="st">${o.status}</span> ${esc(`${o.keyword} ${o.text}`)} <small>${esc(o.location)} ${o.planner ? `· ${o.planner}` : ''} · ${o.durationMs} ms</small> ${tokens}</summary>
${o.reason ? `<p class="why">${esc(o.reason)}</p>` : ''}
${trace ? `<ol class="trace">${trace}</ol>` : ''}
${[...new Set(shots)].map((s) => `<img src="${esc(relative(dir, s))}" alt="screenshot">`).join('')}
</details>`;
}

/** The compile report: per step what was decided, why, with screenshots, verdicts and tokens. */
export function writeHtmlReport(dir: string, outcomes: StepOutcome[], summary: string): string {
  const byScenario = new Map<string, StepOutcome[]>();
  for (const o of outcomes) byScenario.set(o.scenario, [...(byScenario.get(o.scenario) ?? []), o]);
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Stepwright compile report</title><style>
body{font:14px system-ui,sans-serif;margin:2em;max-width:1100px}details{border-left:4px solid #ccc;margin:.3em 0;padding:.2em .6em}
.compiled{border-color:#2a2}.cached{border-color:#bbb}.defect,.failed{border-color:#c22}.unsure{border-color:#d90}
.st{display:inline-block;width:6em;font-weight:bold}.tok{color:#555;font-size:12px}pre{white-space:pre-wrap;margin:.2em 0}
img{max-width:480px;border:1px solid #ccc;margin:.3em}.why{color:#a00}h2{margin-top:1.5em}
</style></head><body><h1>Stepwright compile report</h1><pre>${esc(summary)}</pre>
${[...byScenario].map(([name, steps]) => `<h2>${esc(name)}</h2>${steps.map((o) => stepHtml(o, dir)).join('\n')}`).join('\n')}
</body></html>`;
  const path = `${dir}/report.html`;
  writeFileAtomic(path, html);
  return path;
}
