import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { Topic } from '@kizuna/proto';
import { AccessAction } from '@kizuna/proto/rules';
import { ADMIN, startHarness, type Harness } from './kizuna-harness.js';
import { readAccessLogs } from './read-logs.js';

describe('sign-ins and account changes with their events (outbox in the auth service)', () => {
  let h: Harness;
  afterAll(async () => {
    await h.close();
  });

  it('publishes an event a crash left in a user’s document at the next start, and leaves no outbox behind', async () => {
    h = await startHarness();
    await h.login(ADMIN);
    const users = (await h.kizuna.runtime.documents('auth')).collection<{ _id: string; email: string }>('users');
    const admin = (await users.findOne({ email: ADMIN }))!;
    // Nothing pending once a sign-in has answered.
    expect(await users.count({ _outbox: { $exists: true } })).toBe(0);

    // As if the process had died between writing a sign-in and publishing its access log: the
    // user's document, with the event still in it, is the last line of the store's file.
    const dir = h.dataDir;
    await h.stop();
    const at = new Date().toISOString();
    const entry = {
      id: randomUUID(),
      topic: Topic.AccessLogged,
      at,
      payload: {
        typeAction: AccessAction.LOGIN,
        userId: admin._id,
        userName: 'admin',
        userEmail: ADMIN,
        at,
        clientAddress: '192.0.2.7',
      },
    };
    await appendFile(
      path.join(dir, 'documents', 'auth', 'users.db'),
      JSON.stringify({ ...admin, _outbox: [entry] }) + '\n',
    );
    h = await startHarness({}, dir);
    const until = Date.now() + 10_000;
    const logs = await polledUntil(
      () => readAccessLogs(h, AccessAction.LOGIN),
      (read) => read.some((l) => l.client_address === '192.0.2.7'),
      until,
    );
    expect(logs.filter((l) => l.client_address === '192.0.2.7')).toHaveLength(1);
    // The relay clears the outbox once the bus has taken the event, which can be just after the
    // audit service has already written its log line.
    const again = (await h.kizuna.runtime.documents('auth')).collection('users');
    const pending = await polledUntil(
      () => again.count({ _outbox: { $exists: true } }),
      (count) => count === 0,
      until,
    );
    expect(pending).toBe(0);
  });
});

/** Reads again every 100 ms until `done` holds or the deadline passes; the last reading either way. */
async function polledUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, until: number): Promise<T> {
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}
