/** The mail port: one plain-text message to one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Thrown for a recipient that is not one plain address, or a subject that would break the header. */
export class InvalidMailError extends Error {
  constructor(detail: string) {
    super(`invalid mail: ${detail}`);
    this.name = 'InvalidMailError';
  }
}
