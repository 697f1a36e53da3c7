// The bench:heal upgrade cases: real releases of third-party npm apps. Each suite is compiled on the older
// version (an npm alias in devDependencies) and healed onto the newer one; the oracle tells whether a healed
// locator points at the counterpart of the element it replaced, by what stays stable across the release.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveDirectory } from '../../demo/static-server.js';
import type { Fingerprint } from '../../src/locators/target.ts';
import { startBookshelf } from '../discovery/servers/bookshelf.ts';
import { ROOT, type App } from './cases.ts';
import { swaggerSame } from './swagger-oracle.ts';

export interface UpgradeCase {
  /** what --case selects */
  id: string;
  name: string;
  /** what the release changes in the UI the features use */
  changes: string;
  /** { path in the bench project: absolute source } */
  features: Record<string, string>;
  /** scenario name → why it is not meaningful on the old version (left out of the case, features unedited) */
  leftOut: Record<string, string>;
  /** the older release (compiled on) and the newer one (healed onto, and compiled on fresh) */
  oldApp(): Promise<App>;
  newApp(): Promise<App>;
  sameElement(old: Fingerprint, now: Fingerprint): boolean;
}

const MODULES = join(ROOT, 'node_modules');
const version = (pkg: string): string =>
  (JSON.parse(readFileSync(join(MODULES, pkg, 'package.json'), 'utf8')) as { version: string }).version;
const norm = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

function featuresOf(app: string): Record<string, string> {
  const dir = join(ROOT, 'bench/discovery/features', app);
  return Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.feature')).map((f) => [`features/${f}`, join(dir, f)]));
}

async function swagger(pkg: string): Promise<App> {
  const s = await startBookshelf(0, join(MODULES, pkg) + '/');
  return { url: s.url, close: s.close, reset: async () => s.reset() };
}

async function staticDir(pkg: string): Promise<App> {
  const s = await serveDirectory(join(MODULES, pkg), 0);
  return { url: s.url, close: s.close, reset: async () => undefined };
}

/** What 5.x changes in the operations list, measured against the 3.x and 4.x bundles */
const SWAGGER_5 = 'The operation summary button (.opblock-summary-control) loses its aria-label "get /books" (method and path '
  + 'only, hiding the summary it contains): its accessible name becomes "GET /books List all books"; the path and summary '
  + 'move into a new wrapper div.';

function swaggerCase(from: string, changes: string, leftOut: Record<string, string> = {}): UpgradeCase {
  return {
    id: `swagger-ui-${version(from).split('.')[0]}`,
    name: `swagger-ui-dist ${version(from)} → ${version('swagger-ui-dist')}`,
    changes, features: featuresOf('swagger-ui'), leftOut,
    oldApp: () => swagger(from),
    newApp: () => swagger('swagger-ui-dist'),
    sameElement: swaggerSame,
  };
}

/**
 * JSONEditor's controls are named by their title (stable across releases: "Expand all fields", "Undo last
 * action", the mode names) and its tree fields by their key; the counterpart is the element with the same name,
 * or the same label when the control is a form field.
 */
function jsoneditorSame(old: Fingerprint, now: Fingerprint): boolean {
  const o = norm(old.name) || norm(old.label) || norm(old.text);
  const n = norm(now.name) || norm(now.label) || norm(now.text);
  const context = old.context === undefined || now.context === undefined || norm(old.context) === norm(now.context);
  return !!o && o === n && context;
}

export const UPGRADE_CASES: UpgradeCase[] = [
  // the newest 4.x onto the 5.x the discovery bench uses
  swaggerCase('swagger-ui-dist-4', SWAGGER_5 + ' Also the operation filter\'s placeholder "Filter by tag" becomes "Filter by tag or path", '
    + 'and the Authorize dialog\'s "Value:" label gets for= its API-key input (in 4.x that field has no accessible name).'),
  {
    id: 'jsoneditor-9',
    name: `jsoneditor ${version('jsoneditor-9')} → ${version('jsoneditor')}`,
    // a major whose breaking change is not in the page: the features' DOM does not change, so nothing should heal
    changes: '10.0 drops Internet Explorer 11 support; the bundled Ace editor (text mode) goes from 1.31 to 1.43 and jsonrepair '
      + 'from 3.1 to 3.8. The example pages, the tree, its menus, button titles and jsoneditor-* class names the features use are '
      + 'the same in both (a control case: every step should replay unchanged).',
    features: featuresOf('jsoneditor'), leftOut: {},
    oldApp: () => staticDir('jsoneditor-9'),
    newApp: () => staticDir('jsoneditor'),
    sameElement: jsoneditorSame,
  },
  // the third app: the newest 3.x, two majors back (a docs site pinned for years), onto the same 5.x
  swaggerCase('swagger-ui-dist-3', SWAGGER_5 + ' From 3.x also: 4.x adds a copy-to-clipboard button next to every operation '
    + 'summary; the page is configured by an inline script in index.html (swagger-initializer.js from 4.9); '
    + 'the filter placeholder and the unlabelled "Value:" field change as in the 4.x case.'),
];
