import { describe, expect, it } from '@jest/globals';
import { hashPassword, verifyPassword } from './password-hash.js';

describe('password hashes', () => {
  it('verifies the password it was made from, and no other', async () => {
    const stored = await hashPassword('sakura-tree-42');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    await expect(verifyPassword('sakura-tree-42', stored)).resolves.toBe(true);
    await expect(verifyPassword('sakura-tree-43', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash, and reads a password the same in either Unicode form', async () => {
    const [a, b] = await Promise.all([hashPassword('パスワード'), hashPassword('パスワード')]);
    expect(a).not.toBe(b);
    // The decomposed form (NFD) of the same Japanese text signs in too.
    await expect(verifyPassword('パスワード'.normalize('NFD'), a)).resolves.toBe(true);
  });

  it('matches nothing against an empty or unreadable hash', async () => {
    for (const stored of ['', 'plain', 'md5$x$y', 'scrypt$32768$8$1$$'])
      await expect(verifyPassword('anything', stored)).resolves.toBe(false);
  });
});
