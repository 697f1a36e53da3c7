// Appium's cached driver manifest naming folders that are gone (a moved project, a worktree that
// shared node_modules) is removed before Appium starts, so it is written again from node_modules;
// one whose folders all exist is left alone.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dropStaleManifest } from '../../src/drivers/android/appium-server.ts';

const homes: string[] = [];
afterEach(() => { for (const h of homes.splice(0)) rmSync(h, { recursive: true, force: true }); });

function homeWith(installPath: string): { home: string; manifest: string } {
  const home = mkdtempSync(join(tmpdir(), 'sw-appium-home-'));
  homes.push(home);
  const dir = join(home, 'node_modules', '.cache', 'appium');
  mkdirSync(dir, { recursive: true });
  mkdirSync(join(home, 'node_modules', 'appium-uiautomator2-driver'), { recursive: true });
  const manifest = join(dir, 'extensions.yaml');
  writeFileSync(manifest, `drivers:\n  uiautomator2:\n    pkgName: appium-uiautomator2-driver\n    installPath: ${installPath}\n`);
  return { home, manifest };
}

describe('the Appium extension manifest', () => {
  it('is removed when a driver it names is installed in a folder that is gone', () => {
    const { home, manifest } = homeWith('/nowhere/node_modules/appium-uiautomator2-driver');
    dropStaleManifest(home);
    expect(existsSync(manifest)).toBe(false);
  });

  it('is kept when every driver it names is where it says', () => {
    const { home, manifest } = homeWith('');
    writeFileSync(manifest, `drivers:\n  uiautomator2:\n    installPath: ${join(home, 'node_modules', 'appium-uiautomator2-driver')}\n`);
    dropStaleManifest(home);
    expect(existsSync(manifest)).toBe(true);
  });

  it('is nothing to do in a project without one', () => {
    const home = mkdtempSync(join(tmpdir(), 'sw-appium-home-'));
    homes.push(home);
    expect(() => dropStaleManifest(home)).not.toThrow();
  });
});
