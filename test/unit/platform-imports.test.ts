// Import boundaries of the platform seam: planners, cache and codegen never reach a platform's
// driver (selenium/Chromium, webdriverio/Appium), and the layers that do need a driver (runtime,
// compiler, heal, config, cli) get one only through drivers/factory.ts, so adding a platform touches
// only its own folders. The import graph is the TypeScript one of test/support/import-graph.ts.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, importsOf, reach, rel, SRC } from '../support/import-graph.ts';

const DRIVER_PACKAGES = ['selenium-webdriver', 'webdriverio', 'appium', 'appium-uiautomator2-driver'];
const FACTORY = join(SRC, 'drivers/factory.ts');

const platformFile = (f: string): boolean => /[/\\]drivers[/\\](web|android)[/\\]/.test(f);

/**
 * A platform's settings.ts is data only (what a session needs, its defaults, the install command): the
 * config and `doctor` read it, and it loads no driver (checked below), so reading it is no way round
 * the factory.
 */
const settingsFile = (f: string): boolean => /[/\\]drivers[/\\](web|android)[/\\]settings\.ts$/.test(f);

describe('platform seam', () => {
  const entries = ['planners', 'cache', 'codegen'].flatMap((d) => filesUnder(join(SRC, d)));

  it('planners, cache and codegen reach no platform driver', () => {
    expect(entries.length).toBeGreaterThan(20);
    const offences: string[] = [];
    for (const entry of entries) {
      for (const [what, chain] of reach(entry)) {
        const driverPackage = DRIVER_PACKAGES.some((p) => what === `pkg:${p}`);
        if (platformFile(what) || what === FACTORY || driverPackage) offences.push(chain.map((c) => (c.startsWith('pkg:') ? c : rel(c))).join(' → '));
      }
    }
    expect(offences).toEqual([]);
  });

  it('a platform\'s settings module loads no driver', () => {
    const settings = filesUnder(join(SRC, 'drivers')).filter(settingsFile);
    expect(settings.map(rel).sort()).toEqual(['drivers/android/settings.ts', 'drivers/web/settings.ts']);
    for (const f of settings) {
      const loads = [...reach(f).keys()].filter((w) => w !== f);
      expect(loads.filter((w) => w.startsWith('pkg:') || platformFile(w)), rel(f)).toEqual([]);
    }
  });

  it('runtime, compiler, heal, config and cli load a platform only through drivers/factory.ts', () => {
    const roots = ['runtime', 'compiler', 'heal', 'config', 'cli'].flatMap((d) => filesUnder(join(SRC, d)));
    // every file these reach without passing the factory or entering a platform's folder
    const reached = new Set<string>();
    const queue = [...roots];
    while (queue.length) {
      const f = queue.shift()!;
      if (reached.has(f)) continue;
      reached.add(f);
      for (const e of importsOf(f)) {
        if (!e.typeOnly && e.file && e.file !== FACTORY && !platformFile(e.file)) queue.push(e.file);
      }
    }
    const entering: string[] = [];
    for (const f of reached) {
      for (const e of importsOf(f)) {
        if (e.typeOnly) continue;
        if (e.file && platformFile(e.file) && !settingsFile(e.file)) entering.push(`${rel(f)} → ${rel(e.file)}`);
        if (e.pkg && DRIVER_PACKAGES.includes(e.pkg)) entering.push(`${rel(f)} → ${e.pkg}`);
      }
    }
    expect(roots.length).toBeGreaterThan(40);
    expect([...new Set(entering)].sort()).toEqual([]);
  });

  it('locators and observation import nothing above them', () => {
    const upward: string[] = [];
    for (const file of [...filesUnder(join(SRC, 'locators')), ...filesUnder(join(SRC, 'observation'))]) {
      const layer = rel(file).split('/')[0]!;
      const allowed = layer === 'locators' ? ['locators', 'observation'] : ['observation'];
      for (const dep of importsOf(file)) {
        if (!dep.file) continue;
        const depLayer = rel(dep.file).split('/')[0]!;
        if (!allowed.includes(depLayer)) upward.push(`${rel(file)} → ${rel(dep.file)}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('the walk does see a driver where there is one', () => {
    const chains = [...reach(FACTORY).keys()];
    expect(chains).toContain('pkg:selenium-webdriver');
    expect(chains.some((c) => c.endsWith('android-driver.ts'))).toBe(true);
    expect([...reach(join(SRC, 'drivers/android/session.ts')).keys()]).toContain('pkg:webdriverio');
  });
});
