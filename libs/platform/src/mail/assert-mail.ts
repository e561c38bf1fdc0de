import { EMAIL_MAX } from '@kizuna/proto/rules';
import { InvalidMailError, type MailMessage } from './mailer.port.js';

// One address, nothing a header could be split or widened with (no spaces, commas, brackets).
// The domain's labels exclude the dot that separates them, so a failing match stays linear.
const PLAIN_ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\.]+(?:\.[^\s@<>,;:"()[\]\\.]+)+$/;

export function assertMail(message: MailMessage): void {
  if (typeof message.to !== 'string' || message.to.length > EMAIL_MAX || !PLAIN_ADDRESS.test(message.to)) {
    throw new InvalidMailError(`recipient ${JSON.stringify(message.to)} is not one plain address`);
  }
  if (typeof message.subject !== 'string' || /[\r\n]/.test(message.subject)) {
    throw new InvalidMailError('the subject must be one line');
  }
  if (typeof message.text !== 'string') throw new InvalidMailError('the text must be a string');
}
