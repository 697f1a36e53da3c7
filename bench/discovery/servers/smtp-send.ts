// A minimal SMTP client over node:net, enough to hand a few seed messages to a local mail catcher
// (maildev) on 127.0.0.1: EHLO, MAIL FROM, RCPT TO, DATA, QUIT, each reply checked.
import { connect, type Socket } from 'node:net';

export interface Envelope { from: string; to: string[] }

/** Reads whole SMTP replies ("250-…" continuation lines up to "250 …") off the socket, one per call. */
function replies(socket: Socket): () => Promise<string> {
  let buffer = '';
  let waiting: ((reply: string) => void) | undefined;
  const complete = (): string | undefined => {
    const lines = buffer.split('\r\n');
    const end = lines.findIndex((l) => /^\d{3} /.test(l) || /^\d{3}$/.test(l));
    if (end < 0) return undefined;
    buffer = lines.slice(end + 1).join('\r\n');
    return lines.slice(0, end + 1).join('\n');
  };
  socket.on('data', (d: Buffer) => {
    buffer += String(d);
    const r = waiting && complete();
    if (r && waiting) { const w = waiting; waiting = undefined; w(r); }
  });
  return () => new Promise((ok) => {
    const r = complete();
    if (r) ok(r); else waiting = ok;
  });
}

/** Sends one RFC 5322 message (CRLF line ends) to the SMTP server on 127.0.0.1:port. */
export async function sendMail(port: number, envelope: Envelope, message: string): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((ok, fail) => { socket.once('connect', ok); socket.once('error', fail); });
  const next = replies(socket);
  const expect = async (code: string, sent: string): Promise<void> => {
    const reply = await next();
    if (!reply.startsWith(code)) throw new Error(`SMTP: expected ${code} after ${sent}, got "${reply}"`);
  };
  const say = async (line: string, code: string): Promise<void> => { socket.write(`${line}\r\n`); await expect(code, line); };
  try {
    await expect('220', 'connect');
    await say('EHLO stepwright.local', '250');
    await say(`MAIL FROM:<${envelope.from}>`, '250');
    for (const to of envelope.to) await say(`RCPT TO:<${to}>`, '250');
    await say('DATA', '354');
    const body = message.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
    await say(`${body}\r\n.`, '250');
    await say('QUIT', '221');
  } finally {
    socket.destroy();
  }
}
