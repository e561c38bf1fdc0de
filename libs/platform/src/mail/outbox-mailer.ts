import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertMail } from './assert-mail.js';
import { formatMail } from './mail-format.js';
import type { MailMessage, Mailer } from './mailer.port.js';

/** Anything with an `info` method, such as the platform's JsonLogger. */
export interface MailLogger {
  info(message: string, fields?: Record<string, unknown>): void;
}

export interface OutboxMailerOptions {
  /** Folder the messages go to, e.g. `./data/outbox`. */
  directory: string;
  from?: string;
  logger?: MailLogger;
}

/**
 * The embedded mode's mailer: each message becomes one `.eml` file (a standard message that
 * mail programs open) named `<UTC time>_<recipient>_<random>.eml`, and a log line. The file is
 * written under a temporary name and renamed, so a reader never sees half a message.
 */
export class OutboxMailer implements Mailer {
  private readonly directory: string;
  private readonly from: string;

  constructor(private readonly options: OutboxMailerOptions) {
    this.directory = path.resolve(options.directory);
    this.from = options.from ?? 'Kizuna <kizuna@localhost>';
  }

  async send(message: MailMessage): Promise<void> {
    assertMail(message);
    const now = new Date();
    const recipient = message.to.replace(/[^A-Za-z0-9@._-]/g, '_');
    const name = `${now.toISOString().replace(/[:.]/g, '-')}_${recipient}_${randomUUID().slice(0, 8)}.eml`;
    await mkdir(this.directory, { recursive: true });
    const file = path.join(this.directory, name);
    const tmp = path.join(this.directory, `.${name}.tmp`);
    await writeFile(tmp, formatMail(message, this.from, now), 'utf8');
    await rename(tmp, file);
    this.options.logger?.info('mail written to the outbox', { to: message.to, subject: message.subject, file });
  }
}
