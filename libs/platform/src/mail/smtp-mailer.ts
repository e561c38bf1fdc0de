import { createTransport, type Transporter } from 'nodemailer';
import { assertMail } from './assert-mail.js';
import type { MailMessage, Mailer } from './mailer.port.js';

export interface SmtpMailerOptions {
  /** e.g. `smtps://user:pass@smtp.example.com:465` or `smtp://relay:25` */
  url: string;
  from: string;
}

/** The distributed mode's mailer: sends through an SMTP server (nodemailer). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpMailerOptions) {
    this.transport = createTransport(options.url);
  }

  async send(message: MailMessage): Promise<void> {
    assertMail(message);
    await this.transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }

  close(): void {
    this.transport.close();
  }
}
