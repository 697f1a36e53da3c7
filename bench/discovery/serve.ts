// Starts one bench:discovery app on 127.0.0.1 for people writing its features, prints its URL, and keeps it
// up until Ctrl+C (SIGINT) or SIGTERM, which close it (child servers and temp state included).
//
//   node --import ./bin/register.js bench/discovery/serve.ts <app>
import { APPS, selectApps } from './apps.ts';

const USAGE = `Usage: node --import ./bin/register.js bench/discovery/serve.ts <app>
  <app>: ${APPS.map((a) => a.name).join(', ')}, or todomvc-<impl>`;

const name = process.argv[2];
if (!name || name === '--help' || name === '-h' || process.argv.length > 3) {
  console.error(USAGE);
  process.exit(name === '--help' || name === '-h' ? 0 : 2);
}
let app;
try {
  [app] = selectApps([name]);
} catch (e) {
  console.error(`${(e as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!app) process.exit(2);

const running = await app.start();
await running.reset();
const main = new URL((app.main ?? '/').replace(/^\//, ''), running.url).href;
console.log(`${app.name}: ${app.about}`);
console.log(`Serving at ${running.url}`);
console.log(`Main page: ${main}`);
console.log('Press Ctrl+C to stop.');

let closing = false;
async function stop(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`\n${signal}: closing ${app!.name} …`);
  try {
    await running.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
// keeps the process alive even when the app's server is a child process
setInterval(() => undefined, 1 << 30);
