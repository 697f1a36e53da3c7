// "${NAME}" in a step means the environment variable NAME: shared by both hand-written baselines,
// in a module of its own because each baseline's world.ts registers its World when imported.

export function envValue(raw: string): string {
  const m = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(raw);
  if (!m) return raw;
  const v = process.env[m[1]];
  if (v === undefined) throw new Error(`Environment variable ${m[1]} is not set.`);
  return v;
}
