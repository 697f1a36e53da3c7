import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { stableJson, writeFileAtomic } from '../../cache/json.ts';
import { words } from '../rules/ground.ts';

const Experience = z.object({
  format: z.literal(1),
  sequences: z.array(z.object({ step: z.string(), actions: z.array(z.string()) })),
  rules: z.array(z.object({ step: z.string(), rule: z.string() })),
});
type Experience = z.infer<typeof Experience>;

const MAX_ENTRIES = 200;

/**
 * What the agent learned in earlier compiles, kept in the project (`step-cache/experience.json`):
 * action sequences that completed steps, and rules reflected from actions that did not help.
 */
export class ExperienceStore {
  private data: Experience = { format: 1, sequences: [], rules: [] };

  constructor(readonly path: string) {
    if (!existsSync(path)) return;
    const parsed = Experience.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    // a broken experience file only costs hints, never a compile: start over, say so
    if (parsed.success) this.data = parsed.data;
    else console.warn(`Ignoring ${path}: ${parsed.error.issues[0]?.message}`);
  }

  /** The entries most related to a step, for the prompt. */
  relevant(step: string, k = 4): string[] {
    const want = new Set(words(step));
    const score = (s: string) => words(s).filter((w) => want.has(w)).length;
    const seq = this.data.sequences.map((e) => ({ s: score(e.step),
      text: `"${e.step}" was done by: ${e.actions.join('; ')}` }));
    const rules = this.data.rules.map((e) => ({ s: score(e.step) + 0.5, text: `Rule: ${e.rule}` }));
    return [...seq, ...rules].filter((e) => e.s > 0).sort((a, b) => b.s - a.s).slice(0, k).map((e) => e.text);
  }

  addSequence(step: string, actions: string[]): void {
    this.data.sequences = [...this.data.sequences.filter((e) => e.step !== step),
      { step, actions }].slice(-MAX_ENTRIES);
    this.save();
  }

  addRule(step: string, rule: string): void {
    if (this.data.rules.some((r) => r.rule === rule)) return;
    this.data.rules = [...this.data.rules, { step, rule }].slice(-MAX_ENTRIES);
    this.save();
  }

  private save(): void {
    writeFileAtomic(this.path, stableJson(this.data));
  }
}
