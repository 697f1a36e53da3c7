// What one bench:discovery run measures: each app's features as one unit (the first, "existing" apps), or, for
// the blind apps, its tuning half and its report half as two units, each compiled into its own empty cache.
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchApp } from './apps.ts';

export const HALVES = ['tuning', 'report'] as const;
export type Half = (typeof HALVES)[number];
/** how the figures are grouped and totalled */
export type Group = 'existing' | Half;
export const GROUPS: Group[] = ['existing', ...HALVES];

const FEATURES = fileURLToPath(new URL('./features/', import.meta.url));

export interface Measurement {
  /** the row's name: the app's name, or e.g. "maildev (tuning)" */
  label: string;
  group: Group;
  app: BenchApp;
  /** the feature directory compiled and replayed */
  features: string;
}

export interface Selection {
  /** only this half of the blind apps (the existing apps are then left out) */
  half?: Half;
  /** a directory laid out like features/ (`<app>/…`, `<app>/tuning/…`) to read the features from instead */
  featuresRoot?: string;
}

export function isHalf(s: string): s is Half {
  return (HALVES as readonly string[]).includes(s);
}

/** The units to measure, in order: each app's own, or its halves (only `half` if given). */
export function measurements(apps: BenchApp[], { half, featuresRoot }: Selection = {}): Measurement[] {
  const at = (dir: string): string => (featuresRoot ? join(featuresRoot, relative(FEATURES, dir)) : dir);
  return apps.flatMap((app): Measurement[] => {
    if (!app.halves) return half ? [] : [{ label: app.name, group: 'existing', app, features: at(app.features) }];
    return HALVES.filter((h) => !half || h === half)
      .map((h) => ({ label: `${app.name} (${h})`, group: h, app, features: at(join(app.features, h)) }));
  });
}
