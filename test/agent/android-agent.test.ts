// The agent on Android (scripted OpenAI-compatible server on loopback, simulated device through the
// real Appium server): it is told it operates an Android app, is offered tap and long-press on the
// screen's views, and what it does is cached as touch actions the rules then build on.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stopSharedAppium } from '../../src/drivers/android/appium-server.ts';
import { act, compileWithAgent, indexOf, verdict } from '../support/agent-harness.ts';
import { simulatedDevice } from '../support/android.ts';

afterAll(async () => { await stopSharedAppium(); });

const records = (cacheDir: string) => readdirSync(join(cacheDir, 'records')).map((f) => JSON.parse(readFileSync(join(cacheDir, 'records', f), 'utf8')));

describe('the agent on Android', () => {
  it('long-presses a row for a step the rules cannot read ("I long-press" itself is a rule now), within the closed action list, and the rules check the toast', async () => {
    const actorPrompts: string[] = [];
    const run = await compileWithAgent({
      baseUrl: 'http://127.0.0.1:9', android: simulatedDevice(),
      features: { 'fav.feature': `@android
Feature: favourites
  Scenario: keep a tea
    Given I open "com.example.teashop/.ui.CatalogActivity"
    When I keep "Sencha" for later
    Then I should see "Sencha saved to favourites"
` },
      brain: {
        actor: (p) => {
          actorPrompts.push(p);
          return act('long_press', indexOf(p, 'button', 'Sencha')!);
        },
        // the toast itself is checked by the rules' Then step, not taken on the verifier's word
        verifier: () => verdict(true, true, 'a toast says Sencha was saved'),
      },
    });
    expect(run.result.outcomes.map((o) => `${o.status}/${o.planner ?? '-'} ${o.text}`)).toEqual([
      'compiled/rules I open "com.example.teashop/.ui.CatalogActivity"', 'compiled/agent I keep "Sencha" for later',
      'compiled/rules I should see "Sencha saved to favourites"',
    ]);
    const system = String(run.requests.find((r) => r.text === actorPrompts[0])?.body.messages?.[0]?.content ?? '');
    expect(system).toContain('You operate an Android app');
    expect(actorPrompts[0]).toMatch(/STATE: title "Tea Shop", screen com\.example\.teashop\/\.ui\.CatalogActivity/);
    expect(actorPrompts[0]).toMatch(/\[\d+\] button "Sencha" → click\/long_press/);
    expect(actorPrompts[0]).toContain('swipe <up|down|left|right>');
    expect(actorPrompts[0]).not.toContain('hover');
    const rec = records(run.cacheDir).find((r) => r.expression === 'I keep {string} for later');
    expect(rec.bindings[0]).toMatchObject({ platform: 'android', args: null, actions: [{ do: 'longPress' }] });
    expect(JSON.stringify(rec.bindings[0].actions[0].target)).toContain('{{0}}');
  });
});
