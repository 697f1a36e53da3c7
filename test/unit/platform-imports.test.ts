// Import boundaries of the platform seam: planners, cache and codegen never reach a platform's
// driver (selenium/Chromium, webdriverio/Appium), so adding a platform touches only its own folders;
// and imports flow cli → compiler → planners → runtime/cache/codegen → drivers → locators → observation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
// `import type` loads nothing at run time, so it is no dependency here
const IMPORT = /(?:import|export)\s(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;
const DRIVER_PACKAGES = ['selenium-webdriver', 'webdriverio', 'appium', 'appium-uiautomator2-driver'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? filesUnder(p) : /\.(ts|js)$/.test(p) ? [p] : [];
  });
}

function importsOf(file: string): { files: string[]; packages: string[] } {
  const files: string[] = [];
  const packages: string[] = [];
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3]!;
    if (spec.startsWith('.')) files.push(resolve(dirname(file), spec));
    else packages.push(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
  }
  return { files, packages };
}

/** Everything reachable from `entry`, with the chain that reached each file (for messages). */
function reach(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length) {
    const f = queue.shift()!;
    const { files, packages } = importsOf(f);
    for (const p of packages) if (!seen.has(`pkg:${p}`)) seen.set(`pkg:${p}`, [...seen.get(f)!, p]);
    for (const next of files) {
      if (seen.has(next)) continue;
      seen.set(next, [...seen.get(f)!, next]);
      queue.push(next);
    }
  }
  return seen;
}

const rel = (chain: string[]): string => chain.map((c) => relative(SRC, c) || c).join(' → ');

describe('platform seam', () => {
  const entries = ['planners', 'cache', 'codegen'].flatMap((d) => filesUnder(join(SRC, d)));

  it('planners, cache and codegen reach no platform driver', () => {
    expect(entries.length).toBeGreaterThan(20);
    const offences: string[] = [];
    for (const entry of entries) {
      for (const [what, chain] of reach(entry)) {
        const platformFile = /[/\\]drivers[/\\](web|android)[/\\]/.test(what) || /[/\\]drivers[/\\]factory\.ts$/.test(what);
        const driverPackage = DRIVER_PACKAGES.some((p) => what === `pkg:${p}`);
        if (platformFile || driverPackage) offences.push(rel(chain));
      }
    }
    expect(offences).toEqual([]);
  });

  it('locators and observation import nothing above them', () => {
    const upward: string[] = [];
    for (const file of [...filesUnder(join(SRC, 'locators')), ...filesUnder(join(SRC, 'observation'))]) {
      const layer = relative(SRC, file).split(/[/\\]/)[0]!;
      const allowed = layer === 'locators' ? ['locators', 'observation'] : ['observation'];
      for (const dep of importsOf(file).files) {
        const depLayer = relative(SRC, dep).split(/[/\\]/)[0]!;
        if (!allowed.includes(depLayer)) upward.push(`${relative(SRC, file)} → ${relative(SRC, dep)}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('the walk does see a driver where there is one', () => {
    const chains = [...reach(join(SRC, 'drivers/factory.ts')).keys()];
    expect(chains).toContain('pkg:selenium-webdriver');
    expect(chains.some((c) => c.endsWith('android-driver.ts'))).toBe(true);
    expect([...reach(join(SRC, 'drivers/android/session.ts')).keys()]).toContain('pkg:webdriverio');
  });
});
