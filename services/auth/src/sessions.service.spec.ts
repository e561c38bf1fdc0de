import { describe, expect, it } from '@jest/globals';
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
  const service = new SessionsService(config, sessions, users);
  const user = await users.create({ username: 'kei', email: 'kei@example.com', is_approved: true, is_admin: true }, T0);
  return { service, users, user, sessionId: await service.open(user._id, T0) };
}

describe('SessionsService', () => {
  it('answers with the account as it is now, not as it was at sign-in', async () => {
    const { service, users, user, sessionId } = await setup();
    expect(await service.check(sessionId, user._id, minutes(1))).toEqual({
      userId: user._id,
      email: 'kei@example.com',
      name: 'kei',
      isAdmin: true,
      supplierCode: '',
    });
    await users.update(user._id, { is_admin: false, supplier_code: 'K-7' });
    const now = await service.check(sessionId, user._id, minutes(2));
    // The company code too: projects shared with a company code follow it (docs/sharing.md).
    expect([now.isAdmin, now.supplierCode]).toEqual([false, 'K-7']);
  });

  it('ends a session left idle longer than the idle timeout, and keeps one in use alive', async () => {
    const { service, user, sessionId } = await setup();
    // Used every 20 minutes for two hours: never idle for 30.
    for (let m = 20; m <= 120; m += 20) await service.check(sessionId, user._id, minutes(m));
    await expect(service.check(sessionId, user._id, minutes(151))).rejects.toMatchObject({
      code: 'errors.session_expired',
    });
    // Once ended it stays ended, even if used again at once.
    await expect(service.check(sessionId, user._id, minutes(152))).rejects.toMatchObject({
      code: 'errors.unauthorized',
    });
  });

  it('ends a session at its absolute lifetime however busy it is', async () => {
    const { service, user, sessionId } = await setup();
    for (let m = 10; m <= 480; m += 10) await service.check(sessionId, user._id, minutes(m));
    await expect(service.check(sessionId, user._id, minutes(481))).rejects.toMatchObject({
      code: 'errors.session_expired',
    });
  });

  it('refuses a signed-out session, another user claiming it, and an account no longer approved', async () => {
    const { service, users, user, sessionId } = await setup();
    await expect(service.check(sessionId, 'someone-else', minutes(1))).rejects.toMatchObject({
      code: 'errors.unauthorized',
    });
    const second = await service.open(user._id, T0);
    await service.logout(sessionId, minutes(1));
    await expect(service.check(sessionId, user._id, minutes(2))).rejects.toMatchObject({ code: 'errors.unauthorized' });
    await expect(service.check(second, user._id, minutes(2))).resolves.toMatchObject({ userId: user._id });

    await users.update(user._id, { is_deleted: true });
    await expect(service.check(second, user._id, minutes(3))).rejects.toMatchObject({ code: 'errors.unauthorized' });
    // Restoring the account does not revive the sessions it had.
    await users.update(user._id, { is_deleted: false });
    await expect(service.check(second, user._id, minutes(4))).rejects.toMatchObject({ code: 'errors.unauthorized' });
  });
});
