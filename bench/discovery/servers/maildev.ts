// maildev (its npm package, unmodified): an SMTP server plus a web inbox that renders each email's HTML in
// a same-origin iframe. Run as its own process (maildev keeps one mail server per process); its state, the
// emails, is reset through its REST API (DELETE /email/all) and seeded again over SMTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningApp } from '../apps.ts';
import { freePort, startChild } from './child-app.ts';
import { SEED_MAILS, toMessage } from './mail-seed.ts';
import { sendMail } from './smtp-send.ts';

const MAILDEV_BIN = fileURLToPath(new URL('../../../node_modules/maildev/bin/maildev', import.meta.url));

export async function startMaildev(): Promise<RunningApp> {
  const [smtp, web] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${web}/`;
  const mails = mkdtempSync(join(tmpdir(), 'stepwright-maildev-'));
  const app = await startChild([MAILDEV_BIN, '--ip', '127.0.0.1', '--smtp', String(smtp), '--web', String(web),
    '--mail-directory', mails, '--silent'], `${url}healthz`, 'maildev');
  const seed = async (): Promise<boolean> => {
    const r = await fetch(`${url}email/all`, { method: 'DELETE' });
    if (!r.ok) throw new Error(`maildev: DELETE /email/all answered ${r.status}`);
    for (const [n, m] of SEED_MAILS.entries()) {
      await sendMail(smtp, { from: m.from, to: [...m.to, ...(m.cc ?? [])] }, toMessage(m, n));
    }
    // SMTP's 250 comes before maildev has parsed and stored the message: wait until the inbox lists them all
    for (let i = 0; i < 50; i++) {
      const list = await (await fetch(`${url}email`)).json() as { size?: number }[];
      // (maildev takes an email's size from its file while it may still be written: "Source (0 bytes)" in the
      // view menu where another start shows "Source (1.38 KB)"; seeded again until every size is there)
      if (list.length === SEED_MAILS.length) return list.every((e) => (e.size ?? 0) > 0);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`maildev: the ${SEED_MAILS.length} seed emails did not all arrive`);
  };
  const reset = async (): Promise<void> => {
    for (let i = 0; i < 5; i++) if (await seed()) return;
    throw new Error('maildev: the seed emails kept arriving with a size of 0 bytes');
  };
  await reset();
  return { url, reset, close: async () => { await app.stop(); rmSync(mails, { recursive: true, force: true }); } };
}
