import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { OutboxMailer } from './outbox-mailer.js';
import { readOutbox } from './read-outbox.js';
import { runMailerContract } from './test-support/mailer-contract-suite.js';

runMailerContract('outbox folder', async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kizuna-outbox-'));
  return {
    mailer: new OutboxMailer({ directory: path.join(directory, 'outbox') }),
    delivered: async () =>
      (await readOutbox(path.join(directory, 'outbox'))).map(({ to, subject, text }) => ({ to, subject, text })),
    cleanup: () => rm(directory, { recursive: true, force: true }),
  };
});
