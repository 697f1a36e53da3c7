// A browser started to look but not write (compile's trials of look-alike buttons): a request that would
// change what the server holds never reaches it and is counted; reading goes on as usual. Real Chromium,
// a real HTTP server on 127.0.0.1 that records what reached it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopSharedDriverService } from '../../src/drivers/web/chromium.ts';
import type { WebAppDriver } from '../../src/drivers/web/web-driver.ts';
import { startGuarded } from '../../src/drivers/web/write-guard.ts';
import { browserSettings, startBrowser } from '../support/browser.ts';

const PAGE = `<!doctype html><html><body>
  <button id="save" onclick="fetch('/notes', { method: 'POST', body: 'x' }).then(
    () => out.textContent = 'saved', () => out.textContent = 'not saved')">Save</button>
  <button id="load" onclick="fetch('/notes').then((r) => r.text()).then((t) => out.textContent = t)">Load</button>
  <form method="post" action="/notes"><button id="send">Send</button></form>
  <p id="out">nothing yet</p></body></html>`;

let server: Server;
let url: string;
const reached: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url !== '/' && req.url !== '/favicon.ico') reached.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(req.url === '/' ? PAGE : 'three notes');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await stopSharedDriverService();
});

async function press(app: WebAppDriver, id: string, then: string): Promise<string> {
  await app.click(await app.driver.findElement({ id }));
  await app.driver.wait(async () => (await app.driver.findElement({ id: 'out' }).getText()) !== then, 5_000)
    .catch(() => undefined);
  return app.driver.findElement({ id: 'out' }).getText();
}

describe('a browser that may look but not write', () => {
  it('refuses a POST, by script or by a form, counts it, and still reads', async () => {
    reached.length = 0;
    const app = await startGuarded(browserSettings());
    try {
      await app.navigate(url);
      expect(await press(app, 'load', 'nothing yet')).toBe('three notes');
      expect(await press(app, 'save', 'three notes')).toBe('not saved');
      await app.click(await app.driver.findElement({ id: 'send' }));
      // (the browser reports the form's request a moment after the click returns)
      await app.driver.wait(async () => app.refusedWrites() === 2, 5_000).catch(() => undefined);
      expect(app.refusedWrites()).toBe(2);
      expect(reached).toEqual(['GET /notes']);
    } finally {
      await app.close();
    }
  });

  it('counts nothing in a browser started as usual, which writes', async () => {
    reached.length = 0;
    const app = await startBrowser();
    try {
      await app.navigate(url);
      expect(await press(app, 'save', 'nothing yet')).toBe('saved');
      expect(app.refusedWrites()).toBeUndefined();
      expect(reached).toEqual(['POST /notes']);
    } finally {
      await app.close();
    }
  });
});
