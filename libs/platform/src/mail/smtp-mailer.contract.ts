import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mail-parse.js';
import type { MailMessage } from './mailer.port.js';
import { SmtpMailer } from './smtp-mailer.js';
import { runMailerContract } from './test-support/mailer-contract-suite.js';

describe('SmtpMailer against an SMTP server on loopback', () => {
  const received: { rcptTo: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(resolve));
  });

  runMailerContract('SMTP (smtp-server on loopback)', async () => {
    received.length = 0;
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'Kizuna <kizuna@example.com>' });
    return {
      mailer,
      delivered: async (): Promise<MailMessage[]> =>
        received.map(({ rcptTo, raw }) => {
          const mail = parseMail(raw);
          expect(rcptTo).toEqual([mail.to]);
          // SMTP ends the data with a line break of its own when the message has none, so a
          // final line break is lost or added on the wire unless the body is base64.
          const framed = mail.headers.get('content-transfer-encoding') !== 'base64' && mail.text.endsWith('\n');
          return { to: mail.to, subject: mail.subject, text: framed ? mail.text.slice(0, -1) : mail.text };
        }),
      cleanup: async () => mailer.close(),
    };
  });

  it('sends from the configured address', async () => {
    received.length = 0;
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'Kizuna <kizuna@example.com>' });
    await mailer.send({ to: 'a@example.com', subject: 's', text: 't' });
    mailer.close();
    expect(parseMail(received[0].raw).headers.get('from')).toBe('Kizuna <kizuna@example.com>');
  });
});

const smtpUrl = process.env.SMTP_URL;
if (smtpUrl) {
  describe('SmtpMailer against SMTP_URL', () => {
    it('sends a message without error', async () => {
      const mailer = new SmtpMailer({ url: smtpUrl, from: process.env.SMTP_FROM ?? 'kizuna@example.com' });
      await mailer.send({
        to: process.env.SMTP_TEST_TO ?? 'kizuna-contract@example.com',
        subject: 'Kizuna contract test',
        text: 'ok',
      });
      mailer.close();
    });
  });
} else {
  console.warn('SMTP_URL not set: skipping the SMTP test against an external server');
}
