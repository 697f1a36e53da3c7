// The apps bench:discovery measures the rule planner on: how to start each one on 127.0.0.1, how to put
// its server-side state back, and which feature directory was written for it.
import { fileURLToPath } from 'node:url';
import { startDemoServer } from '../../demo/server.js';
import { serveDirectory } from '../../demo/static-server.js';
import { BLIND_APPS } from './blind-apps.ts';
import { startBookshelf } from './servers/bookshelf.ts';

const HERE = fileURLToPath(new URL('./', import.meta.url));
const MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url));

export interface RunningApp {
  /** base URL the features' paths are relative to */
  url: string;
  /** puts server-side state back to the start (before compile, and again before replay) */
  reset(): void | Promise<void>;
  close(): Promise<void>;
}

export interface BenchApp {
  name: string;
  /** what it is, for the printed table's notes */
  about: string;
  /** the features written for it (several apps may share one directory) */
  features: string;
  /** true: features live in `<features>/tuning/` and `<features>/report/`, measured (and printed) as two halves */
  halves?: boolean;
  /** path of its main page, relative to the URL it is served at (serve.ts prints it; default '/') */
  main?: string;
  start(): Promise<RunningApp>;
}

/** A static directory (browser-only app: its state lives in the browser profile, fresh per scenario). */
function staticApp(dir: string): () => Promise<RunningApp> {
  return async () => {
    // port 0: every app (and every TodoMVC implementation) gets its own origin, so no storage is shared
    const s = await serveDirectory(dir, 0);
    return { url: s.url, reset: () => undefined, close: s.close };
  };
}

/** The TodoMVC implementations measured by default; others in the package can be named with --app todomvc-NAME. */
export const TODOMVC_IMPLS = ['vanillajs', 'backbone', 'angularjs', 'canjs'];

function todomvc(impl: string): BenchApp {
  return {
    name: `todomvc-${impl}`,
    about: `TodoMVC ${impl} (npm todomvc 0.1.1)`,
    features: `${HERE}features/todomvc`,
    start: staticApp(`${MODULES}todomvc/examples/${impl}`),
  };
}

export const APPS: BenchApp[] = [
  {
    name: 'demo',
    about: 'the bundled Tea Shop admin (demo/server.js)',
    features: `${HERE}features/demo`,
    start: async () => {
      const s = await startDemoServer({ port: 0 }) as Awaited<ReturnType<typeof startDemoServer>> & { reset(): void };
      return { url: s.url, reset: () => s.reset(), close: () => s.close() };
    },
  },
  ...TODOMVC_IMPLS.map(todomvc),
  {
    name: 'swagger-ui',
    about: 'Swagger UI 5 (npm swagger-ui-dist) over a local Bookshelf OpenAPI spec + API',
    features: `${HERE}features/swagger-ui`,
    start: () => startBookshelf(0),
  },
  {
    name: 'jsoneditor',
    about: 'JSONEditor 10 (npm jsoneditor): its shipped examples/ pages',
    features: `${HERE}features/jsoneditor`,
    main: '/examples/01_basic_usage.html',
    start: staticApp(`${MODULES}jsoneditor`),
  },
  ...BLIND_APPS,
];

/**
 * The apps named on the command line (all by default); `todomvc` = all of TODOMVC_IMPLS, `todomvc-<impl>` any
 * implementation.
 */
export function selectApps(names: string[]): BenchApp[] {
  if (!names.length) return APPS;
  return names.flatMap((n) => {
    const known = APPS.find((a) => a.name === n);
    if (known) return [known];
    if (n === 'todomvc') return TODOMVC_IMPLS.map(todomvc);
    if (n.startsWith('todomvc-')) return [todomvc(n.slice('todomvc-'.length))];
    throw new Error(`Unknown app "${n}" (have ${APPS.map((a) => a.name).join(', ')}, or todomvc-<impl>)`);
  });
}
