import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import { estimatePromptTokens } from '../fixtures/openai-server.ts';
import { act, compileWithAgent, indexOf, verdict } from '../support/agent-harness.ts';
import { page, servePages } from '../support/pages.ts';

// A page with 300 interactable elements: 100 rows × (link, button, checkbox), plus a search form.
const rows = Array.from({ length: 100 }, (_, i) => `<tr><td><a href="#item-${i}">Item ${i}</a></td><td>Category ${i % 7}</td>
  <td><button onclick="this.textContent='Added'">Add</button></td><td><label><input type="checkbox"> Compare</label></td></tr>`).join('');
const BIG = page('Catalogue', `<h1>Catalogue</h1><label for="q">Search</label><input id="q"><button>Go</button><table>${rows}</table>
  <a href="/done">Checkout</a>`);

let site: { url: string; close(): Promise<void> };
beforeAll(async () => { site = await servePages({ '/big': BIG, '/done': page('Done', '<h1>Checkout</h1>') }); });
afterAll(async () => { await site.close(); await stopSharedDriverService(); });

describe('prompt size on a page with 300 interactables', () => {
  it('keeps every agent call under 4k prompt tokens', async () => {
    const run = await compileWithAgent({
      baseUrl: site.url,
      features: { 'big.feature': `Feature: big\n  Scenario: checkout
    Given I open "/big"
    When I head over to paying for my basket\n` },
      brain: {
        actor: (p) => act('click', indexOf(p, 'link', 'Checkout')!),
        verifier: () => verdict(true, true, 'checkout page'),
      },
    });
    expect(run.result.outcomes.map((o) => o.status)).toEqual(['compiled', 'compiled']);
    const sizes = run.requests
      .map((r, i) => ({ role: run.roles[i], tokens: estimatePromptTokens(r.body.messages ?? []) }));
    console.log(`prompt tokens per call on a 300-interactable page: ${sizes.map((s) => `${s.role} ${s.tokens}`).join(', ')}`);
    const actorPrompt = run.requests[run.roles.indexOf('actor')]!.text;
    expect(actorPrompt).toMatch(/less related elements not shown/); // the page really was summarised
    for (const s of sizes) expect(s.tokens).toBeLessThanOrEqual(4_000);
  });
});
