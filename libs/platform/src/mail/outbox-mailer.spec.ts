import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { OutboxMailer } from './outbox-mailer.js';
import { readOutbox } from './read-outbox.js';

describe('OutboxMailer files', () => {
  let directory: string;

  beforeEach(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'kizuna-outbox-spec-'));
  });

  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('names each file after the time and the recipient, and logs the delivery', async () => {
    const lines: { message: string; fields?: Record<string, unknown> }[] = [];
    const mailer = new OutboxMailer({
      directory,
      logger: { info: (message, fields) => lines.push({ message, fields }) },
    });
    await mailer.send({ to: 'sato+kizuna@example.com', subject: 'Welcome', text: 'hello' });
    const [name] = await readdir(directory);
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z_sato_kizuna@example\.com_[0-9a-f]{8}\.eml$/);
    expect(lines).toEqual([
      {
        message: 'mail written to the outbox',
        fields: { to: 'sato+kizuna@example.com', subject: 'Welcome', file: path.join(directory, name) },
      },
    ]);
  });

  it('writes a standard message with the sender, recipient and a UTF-8 body', async () => {
    await new OutboxMailer({ directory, from: 'Kizuna <noreply@kizuna.example>' }).send({
      to: 'a@example.com',
      subject: '承認',
      text: '本文',
    });
    const [name] = await readdir(directory);
    const raw = await readFile(path.join(directory, name), 'utf8');
    expect(raw).toContain('From: Kizuna <noreply@kizuna.example>\r\n');
    expect(raw).toContain('To: a@example.com\r\n');
    expect(raw).toContain('Content-Type: text/plain; charset=utf-8\r\n');
    expect(raw.endsWith('\r\n\r\n本文')).toBe(true);
  });

  it('reads an outbox that does not exist yet as empty', async () => {
    expect(await readOutbox(path.join(directory, 'missing'))).toEqual([]);
  });
});
