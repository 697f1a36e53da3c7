import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import { act, compileWithAgent, indexOf, verdict } from '../support/agent-harness.ts';
import { page, servePages } from '../support/pages.ts';

let site: { url: string; close(): Promise<void> };
beforeAll(async () => {
  site = await servePages({
    '/a': page('A', '<h1>A</h1><a href="/b">Onwards</a>'), '/b': page('B', '<h1>Page B</h1>'),
    '/nick': page('Nick', `<label for="n">Nickname</label><input id="n"><button onclick="document.getElementById('o').textContent='Hello '+document.getElementById('n').value">Save</button><p id="o"></p>`),
  });
});
afterAll(async () => { await site.close(); await stopSharedDriverService(); });

describe('--planner llm', () => {
  it('sends every step to the agent, even explicit ones, and still produces the same cache format', async () => {
    const run = await compileWithAgent({
      baseUrl: site.url,
      mode: 'llm',
      features: { 'm.feature': 'Feature: m\n  Scenario: s\n    Given I open "/a"\n    When I click "Onwards"\n    Then I should see "Page B"\n' },
      brain: {
        actor: (p) => (/CURRENT STEP: Given/.test(p) ? act('navigate', null, '/a') : act('click', indexOf(p, 'link', 'Onwards')!)),
        verifier: () => verdict(true, true, 'done'),
        assertion: () => ({ check: 'text', element: null, collection: null, value: 'Page B', state: null, negate: false, op: null, reason: 'text' }),
      },
    });
    expect(run.result.outcomes.map((o) => `${o.status}/${o.planner}`)).toEqual(['compiled/agent', 'compiled/agent', 'compiled/agent']);
    expect(run.roles.filter((r) => r === 'actor').length).toBe(2);
    expect(run.roles.filter((r) => r === 'assertion').length).toBe(1);
  });
});

describe('input generation', () => {
  it('asks a separate input call for text the step does not give, and caches it as a literal', async () => {
    const run = await compileWithAgent({
      baseUrl: site.url,
      features: { 'n.feature': 'Feature: n\n  Scenario: s\n    Given I open "/nick"\n    When I make up a nickname for myself and save it\n' },
      brain: {
        actor: (p) => (/this step so far: type/.test(p) ? act('click', indexOf(p, 'button', 'Save')!) : act('type', indexOf(p, 'textbox', 'Nickname')!, null)),
        input: (p) => {
          expect(p).toMatch(/FIELD: textbox "Nickname"/);
          return { text: 'Teapot Tom' };
        },
        verifier: (p) => verdict(true, /ACTION TAKEN: click/.test(p), 'saved'),
      },
    });
    expect(run.result.outcomes.map((o) => o.status)).toEqual(['compiled', 'compiled']);
    expect(run.roles).toContain('input');
    const out = run.result.outcomes[1]!;
    expect(out.trace?.some((t) => t.kind === 'choice' && /type "Teapot Tom" into textbox "Nickname"/.test(t.text))).toBe(true);
  });
});
