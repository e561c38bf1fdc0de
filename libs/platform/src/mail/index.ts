export * from './mailer.port.js';
export { OutboxMailer, type OutboxMailerOptions, type MailLogger } from './outbox-mailer.js';
export { SmtpMailer, type SmtpMailerOptions } from './smtp-mailer.js';
export { readOutbox, type OutboxMessage } from './read-outbox.js';
export { parseMail, type ParsedMail } from './mail-parse.js';
