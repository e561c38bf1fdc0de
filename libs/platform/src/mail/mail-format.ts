import { randomUUID } from 'node:crypto';
import type { MailMessage } from './mailer.port.js';

/** Writes a message as RFC 5322 text: UTF-8 body sent as 8bit, non-ASCII subject as encoded words. */
export function formatMail(message: MailMessage, from: string, date: Date): string {
  const body = message.text.replace(/\r\n?/g, '\n').split('\n').join('\r\n');
  const headers = [
    `Date: ${date.toUTCString()}`,
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeaderText(message.subject)}`,
    `Message-ID: <${randomUUID()}@kizuna.local>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${body}`;
}

/** ASCII text stays as it is; other text becomes base64 encoded words short enough for one line each. */
export function encodeHeaderText(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const words: string[] = [];
  let pending = '';
  for (const character of text) {
    // 45 bytes of UTF-8 make 60 characters of base64: with the 12 of `=?UTF-8?B??=` under 75.
    if (Buffer.byteLength(pending + character, 'utf8') > 45) {
      words.push(pending);
      pending = '';
    }
    pending += character;
  }
  if (pending) words.push(pending);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`).join('\r\n ');
}
