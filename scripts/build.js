// `npm run build` (also at prepare/prepack): compiles src/ to dist/ with .d.ts files, and copies
// the browser-side scripts that dist/observation/web/scripts.js reads at run time.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const dist = `${root}dist`;
rmSync(dist, { recursive: true, force: true });

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const built = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const browser = 'observation/web/browser';
cpSync(`${root}src/${browser}`, `${dist}/${browser}`, { recursive: true, filter: (p) => !p.endsWith('.ts') });
const copied = readdirSync(`${dist}/${browser}`).filter((f) => f.endsWith('.js'));
if (!copied.length) throw new Error(`no browser scripts copied to dist/${browser}`);
console.log(`Built dist/ (+ ${copied.length} browser scripts).`);
