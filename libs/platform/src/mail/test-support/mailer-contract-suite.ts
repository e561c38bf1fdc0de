import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { InvalidMailError, type MailMessage, type Mailer } from '../mailer.port.js';

export interface MailerUnderTest {
  mailer: Mailer;
  /** The messages that arrived, in the order they were sent. */
  delivered(): Promise<MailMessage[]>;
  cleanup(): Promise<void>;
}

const japanese: MailMessage = {
  to: 'yamada.taro@example.co.jp',
  subject: '【Kizuna】アカウント申請が承認されました',
  text: '山田 太郎 様\n\nアカウントが承認されました。次の URL からサインインしてください。\nhttps://kizuna.example.com/login\n',
};

const mostlyAscii: MailMessage = {
  to: 'admin@example.com',
  subject: 'New application from José',
  text: [
    'A new account application is waiting.',
    '.a line starting with a dot, and trailing spaces   ',
    'A long line that goes on well past the seventy-six characters a mail line should hold, with café in it.',
    '',
    '— Kizuna',
  ].join('\n'),
};

/** The behaviour every Mailer adapter must show; `makeMailer` gives a fresh one per test. */
export function runMailerContract(name: string, makeMailer: () => Promise<MailerUnderTest>): void {
  describe(`Mailer contract: ${name}`, () => {
    let subject: MailerUnderTest;

    beforeEach(async () => {
      subject = await makeMailer();
    });

    afterEach(async () => {
      await subject.cleanup();
    });

    it('delivers recipient, subject and text exactly, Japanese included', async () => {
      await subject.mailer.send(japanese);
      expect(await subject.delivered()).toEqual([japanese]);
    });

    it('delivers mostly-ASCII text with long lines, leading dots and trailing spaces intact', async () => {
      await subject.mailer.send(mostlyAscii);
      expect(await subject.delivered()).toEqual([mostlyAscii]);
    });

    it('delivers each message separately, in order', async () => {
      await subject.mailer.send({ to: 'one@example.com', subject: 'first', text: '1' });
      await subject.mailer.send({ to: 'two@example.com', subject: 'second', text: '2' });
      expect(await subject.delivered()).toEqual([
        { to: 'one@example.com', subject: 'first', text: '1' },
        { to: 'two@example.com', subject: 'second', text: '2' },
      ]);
    });

    it.each([
      ['not an address', { to: 'nobody', subject: 's', text: 't' }],
      ['two recipients', { to: 'a@example.com, b@example.com', subject: 's', text: 't' }],
      ['a display name', { to: 'Eve <eve@example.com>', subject: 's', text: 't' }],
      [
        'a header injected through the subject',
        { to: 'a@example.com', subject: 'hi\r\nBcc: eve@example.com', text: 't' },
      ],
    ])('refuses %s and sends nothing', async (_label, message) => {
      await expect(subject.mailer.send(message)).rejects.toBeInstanceOf(InvalidMailError);
      expect(await subject.delivered()).toEqual([]);
    });
  });
}
