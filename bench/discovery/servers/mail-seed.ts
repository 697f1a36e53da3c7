// The messages maildev holds at the start of every compile and replay: a few ordinary transactional emails
// (HTML with a plain-text part, one plain-text only, one with an attachment), sent with fixed Date headers
// so the inbox order and the dates shown never change.
import type { Envelope } from './smtp-send.ts';

export interface SeedMail extends Envelope {
  subject: string;
  date: string;
  cc?: string[];
  text: string;
  html?: string;
  attachment?: { name: string; text: string };
}

export const SEED_MAILS: SeedMail[] = [
  {
    from: 'hello@lanternapp.test', to: ['alice@example.test'], subject: 'Welcome to Lantern, Alice', date: '2026-11-16T08:30:00Z',
    text: 'Hi Alice,\n\nThanks for signing up. Confirm your address to get started: https://lanternapp.test/confirm?t=7f3a\n\nThe Lantern team',
    html: '<h1>Welcome aboard, Alice!</h1><p>Thanks for signing up for Lantern.</p>'
      + '<p><a href="https://lanternapp.test/confirm?t=7f3a" style="background:#2d6cdf;color:#fff;padding:8px 14px">Confirm your address</a></p>'
      + '<p>The Lantern team</p>',
  },
  {
    from: 'security@lanternapp.test', to: ['alice@example.test'], subject: 'Your password reset code', date: '2026-11-17T14:05:00Z',
    text: 'Your code is 482913. It expires in 15 minutes. If you did not ask for it, ignore this email.',
    html: '<p>Use this code to reset your password:</p><p style="font-size:28px;letter-spacing:4px"><b>482913</b></p>'
      + '<p>It expires in 15 minutes. If you did not ask for it, ignore this email.</p>',
  },
  {
    from: 'orders@teashop.test', to: ['bob@example.test'], cc: ['accounts@example.test'], subject: 'Order #1042 confirmed', date: '2026-11-18T10:15:00Z',
    text: 'Thanks for your order, Bob.\n\nSencha 50 g        4.50 USD\nJasmine Pearls 25 g 5.50 USD\nTotal: 10.00 USD\n\nYour invoice is attached.',
    html: '<h2>Thanks for your order, Bob</h2><table border="1" cellpadding="4"><thead><tr><th>Item</th><th>Price</th></tr></thead>'
      + '<tbody><tr><td>Sencha 50 g</td><td>4.50 USD</td></tr><tr><td>Jasmine Pearls 25 g</td><td>5.50 USD</td></tr></tbody></table>'
      + '<p>Total: <b>10.00 USD</b></p><p>Your invoice is attached.</p>',
    attachment: { name: 'invoice-1042.txt', text: 'Invoice 1042\nSencha 50 g 4.50 USD\nJasmine Pearls 25 g 5.50 USD\nTotal 10.00 USD\n' },
  },
  {
    from: 'reports@lanternapp.test', to: ['team@example.test'], subject: 'Weekly report: 3 new sign-ups', date: '2026-11-19T07:00:00Z',
    text: 'Weekly report\n\nNew sign-ups: 3\nActive users: 41\nOpen support tickets: 2\n\n(This email has no HTML part.)',
  },
];

const CRLF = '\r\n';
const b64 = (s: string): string => (Buffer.from(s, 'utf8').toString('base64').match(/.{1,76}/g) ?? []).join(CRLF);

function part(type: string, body: string, extra = ''): string {
  return `Content-Type: ${type}; charset=utf-8${extra}${CRLF}Content-Transfer-Encoding: base64${CRLF}${CRLF}${b64(body)}`;
}

function multipart(kind: string, boundary: string, parts: string[]): string {
  return `Content-Type: multipart/${kind}; boundary="${boundary}"${CRLF}${CRLF}`
    + parts.map((p) => `--${boundary}${CRLF}${p}${CRLF}`).join('') + `--${boundary}--`;
}

/** The message as sent over SMTP (headers + MIME body). */
export function toMessage(m: SeedMail, n: number): string {
  const headers = [`From: ${m.from}`, `To: ${m.to.join(', ')}`, ...(m.cc ? [`Cc: ${m.cc.join(', ')}`] : []), `Subject: ${m.subject}`,
    `Date: ${new Date(m.date).toUTCString().replace('GMT', '+0000')}`, `Message-ID: <seed-${n}@stepwright.local>`, 'MIME-Version: 1.0'];
  let body = m.html ? multipart('alternative', `alt-${n}`, [part('text/plain', m.text), part('text/html', m.html)]) : part('text/plain', m.text);
  if (m.attachment) {
    body = multipart('mixed', `mixed-${n}`, [body,
      part('text/plain', m.attachment.text, `; name="${m.attachment.name}"${CRLF}Content-Disposition: attachment; filename="${m.attachment.name}"`)]);
  }
  return `${headers.join(CRLF)}${CRLF}${body}${CRLF}`;
}
