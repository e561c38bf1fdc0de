import { describe, expect, it } from '@jest/globals';
import { AccessTokens } from './access-token.js';

const secret = 'x'.repeat(40);
const claims = { userId: 'u1', email: 'a@example.com', name: 'a', isAdmin: true, sessionId: 's1' };

describe('AccessTokens', () => {
  it('signs a three-part JWT that verifies back to the same claims', async () => {
    const tokens = new AccessTokens(secret, 60);
    const token = await tokens.sign(claims);
    expect(token.split('.')).toHaveLength(3);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('calls an expired token expired, and any other bad token unauthorized', async () => {
    const tokens = new AccessTokens(secret, 1);
    const token = await tokens.sign(claims, new Date('2026-01-01T00:00:00Z'));
    await expect(tokens.verify(token, new Date('2026-01-01T00:02:00Z'))).rejects.toMatchObject({
      code: 'errors.session_expired',
    });
    await expect(
      new AccessTokens('y'.repeat(40), 60).verify(await new AccessTokens(secret, 60).sign(claims)),
    ).rejects.toMatchObject({ code: 'errors.unauthorized' });
    await expect(tokens.verify('not.a.token')).rejects.toMatchObject({ code: 'errors.unauthorized' });
  });
});
