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

  it('remembers a verified token until its expiry, never a forged or changed one', async () => {
    const tokens = new AccessTokens(secret, 1);
    const issued = new Date('2026-01-01T00:00:00Z');
    const token = await tokens.sign(claims, issued);
    expect(await tokens.verify(token, issued)).toEqual(claims);
    // Answered again from memory, and a caller changing its copy changes nothing.
    const again = await tokens.verify(token, new Date('2026-01-01T00:00:30Z'));
    expect(again).toEqual(claims);
    again.isAdmin = false;
    expect(await tokens.verify(token, issued)).toEqual(claims);
    // Past its expiry it is expired, remembered or not.
    await expect(tokens.verify(token, new Date('2026-01-01T00:01:00Z'))).rejects.toMatchObject({
      code: 'errors.session_expired',
    });
    // The same claims signed with another secret, or a changed payload, are not the remembered token.
    const fresh = await tokens.sign(claims, issued);
    expect(await tokens.verify(fresh, issued)).toEqual(claims);
    const forged = await new AccessTokens('y'.repeat(40), 1).sign(claims, issued);
    await expect(tokens.verify(forged, issued)).rejects.toMatchObject({ code: 'errors.unauthorized' });
    const [header, , signature] = fresh.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'u2', sid: 's1', iss: 'kizuna', exp: 1767225660 })).toString(
      'base64url',
    );
    await expect(tokens.verify(`${header}.${payload}.${signature}`, issued)).rejects.toMatchObject({
      code: 'errors.unauthorized',
    });
  });
});
