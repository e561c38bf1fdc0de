import { describe, expect, it } from '@jest/globals';
import { TestClock } from '@kizuna/platform/clock';
import type { KizunaConfig } from '@kizuna/platform/config';
import { NedbDocumentStore } from '@kizuna/platform/documents';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';
import { UsersRepository } from './users.repository.js';

const T0 = new Date('2026-11-22T09:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

async function setup() {
  const store = new NedbDocumentStore({ inMemory: true });
  const users = new UsersRepository(store);
  const sessions = new SessionsRepository(store);
  await users.onModuleInit();
  await sessions.onModuleInit();
  const config = { auth: { tokenTtlMinutes: 480, sessionIdleMinutes: 30 } } as KizunaConfig;
  const clock = new TestClock(T0);
  const service = new SessionsService(config, sessions, users, clock);
  /** The session checked when `m` minutes have passed since T0. */
  const checkAt = (m: number, sessionId: string, userId: string) => {
    clock.set(minutes(m));
    return service.check(sessionId, userId);
  };
  const user = await users.create({ username: 'kei', email: 'kei@example.com', is_approved: true, is_admin: true }, T0);
  return { service, clock, checkAt, users, user, sessionId: await service.open(user._id, T0) };
}

describe('SessionsService', () => {
  it('answers with the account as it is now, not as it was at sign-in', async () => {
    const { checkAt, users, user, sessionId } = await setup();
    expect(await checkAt(1, sessionId, user._id)).toEqual({
      userId: user._id,
      email: 'kei@example.com',
      name: 'kei',
      isAdmin: true,
      supplierCode: '',
      labelEditor: false,
    });
    await users.update(user._id, { is_admin: false, supplier_code: 'K-7', label_editor: true });
    const now = await checkAt(2, sessionId, user._id);
    // The company code too: projects shared with a company code follow it (docs/sharing.md); and
    // the label editor right, which the projects service reads from the actor (docs/labels.md).
    expect([now.isAdmin, now.supplierCode, now.labelEditor]).toEqual([false, 'K-7', true]);
  });

  it('ends a session left idle longer than the idle timeout, and keeps one in use alive', async () => {
    const { checkAt, user, sessionId } = await setup();
    // Used every 20 minutes for two hours: never idle for 30.
    for (let m = 20; m <= 120; m += 20) await checkAt(m, sessionId, user._id);
    await expect(checkAt(151, sessionId, user._id)).rejects.toMatchObject({
      code: 'errors.session_expired',
    });
    // Once ended it stays ended, even if used again at once.
    await expect(checkAt(152, sessionId, user._id)).rejects.toMatchObject({
      code: 'errors.unauthorized',
    });
  });

  it('ends a session at its absolute lifetime however busy it is', async () => {
    const { checkAt, user, sessionId } = await setup();
    for (let m = 10; m <= 480; m += 10) await checkAt(m, sessionId, user._id);
    await expect(checkAt(481, sessionId, user._id)).rejects.toMatchObject({
      code: 'errors.session_expired',
    });
  });

  it('refuses a signed-out session, another user claiming it, and an account no longer approved', async () => {
    const { service, clock, checkAt, users, user, sessionId } = await setup();
    await expect(checkAt(1, sessionId, 'someone-else')).rejects.toMatchObject({
      code: 'errors.unauthorized',
    });
    const second = await service.open(user._id, T0);
    clock.set(minutes(1));
    await service.logout(sessionId);
    await expect(checkAt(2, sessionId, user._id)).rejects.toMatchObject({ code: 'errors.unauthorized' });
    await expect(checkAt(2, second, user._id)).resolves.toMatchObject({ userId: user._id });

    await users.update(user._id, { is_deleted: true });
    await expect(checkAt(3, second, user._id)).rejects.toMatchObject({ code: 'errors.unauthorized' });
    // Restoring the account does not revive the sessions it had.
    await users.update(user._id, { is_deleted: false });
    await expect(checkAt(4, second, user._id)).rejects.toMatchObject({ code: 'errors.unauthorized' });
  });
});
