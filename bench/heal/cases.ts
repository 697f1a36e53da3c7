// The bench:heal cases: what is compiled against what, what it is healed onto, which steps must stay
// failing (deliberate defects), and the oracle that tells whether a healed locator points at the
// counterpart of the element it replaced.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoServer } from '../../demo/server.js';
import { serveDirectory } from '../../demo/static-server.js';
import type { Fingerprint } from '../../src/locators/target.ts';
import { RELABELLED, RENAMED_IDS, startVariantServer } from './demo-variant.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface App {
  url: string;
  /** project config for runs against this app (Android: the device and the app's variant) */
  config?: Record<string, unknown>;
  close(): Promise<void>;
  /** back to the app's initial state (between compile, heal and each replay) */
  reset(): Promise<void>;
}

export interface HealCase {
  name: string;
  /** feature files copied into the bench project: { relative path in the project: absolute source } */
  features: Record<string, string>;
  /**
   * the app the suite is compiled against, and the one it is healed onto; cases with one baseKey share the
   * compiled cache
   */
  baseKey: string;
  base(): Promise<App>;
  target(): Promise<App>;
  /** feature:line of steps that must keep failing: the deliberate defects of the target */
  knownDefects: string[];
  /** whether a healed target (new) is the counterpart of the recorded one (old) */
  sameElement(old: Fingerprint, now: Fingerprint): boolean;
}

/** The project config for runs against `app`: the bench's own settings, then the app's. */
export function configFor(app: App): Record<string, unknown> {
  return { planner: 'rules', timeouts: { stepMs: 3_000 }, ...app.config };
}

/** `features/x.feature:N` of the first line of a repo feature file containing `text` */
export function lineOf(feature: string, text: string): string {
  return `${feature}:${readFileSync(join(ROOT, feature), 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1}`;
}

const norm = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
const noReset = async (): Promise<void> => undefined;

async function serveStatic(dir: string): Promise<App> {
  const s = await serveDirectory(dir);
  return { url: s.url, close: s.close, reset: noReset };
}

async function demo(): Promise<App> {
  const s = await startDemoServer({ port: 0 });
  return { url: s.url, close: s.close, reset: async () => { await fetch(`${s.url}/__reset`, { method: 'POST' }); } };
}

async function variant(): Promise<App> {
  const s = await startVariantServer({ seed: 11 });
  return { url: s.url, close: s.close, reset: async () => { await fetch(`${s.url}/__reset`, { method: 'POST' }); } };
}

const TODOMVC = join(ROOT, 'node_modules/todomvc/examples');
// what each TodoMVC control is, whatever its label in one implementation or another
const TODO_IDS: Record<string, string> = { 'mark all as complete': 'toggle-all', 'what needs to be done?': 'new-todo', 'clear completed': 'clear-completed' };

export function todomvcCase(impl: string): HealCase {
  return {
    name: `todomvc: vanillajs → ${impl}`,
    features: { 'features/todo.feature': join(ROOT, 'examples/todomvc/features/todo.feature') },
    baseKey: 'todomvc/vanillajs',
    base: () => serveStatic(join(TODOMVC, 'vanillajs')),
    target: () => serveStatic(join(TODOMVC, impl)),
    knownDefects: [],
    sameElement(old, now) {
      const id = old.id ?? TODO_IDS[norm(old.name || old.label)];
      return (id !== undefined && now.id === id) || (!!old.name && norm(now.name) === norm(old.name));
    },
  };
}

export const DEMO_CASE: HealCase = {
  name: 'demo: Tea Shop → changed copy',
  features: Object.fromEntries(['sign-in', 'products', 'orders', 'settings'].map((f) => [`features/${f}.feature`, join(ROOT, 'features', `${f}.feature`)])),
  baseKey: 'demo',
  base: demo,
  target: variant,
  // the changed copy signs alice in with a wrong password: the refusal must stay a failure
  knownDefects: [lineOf('features/sign-in.feature', 'Then I should see "Invalid username or password"')],
  sameElement(old, now) {
    const id = old.id && (RENAMED_IDS[old.id] ?? old.id);
    const name = RELABELLED[old.name ?? ''] ?? old.name;
    return (!!id && now.id === id) || (!!name && (norm(now.name) === norm(name) || norm(now.label) === norm(name)));
  },
};
