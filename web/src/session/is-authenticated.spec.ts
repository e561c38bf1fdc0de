import { describe, it, expect } from '@jest/globals';
import { isAuthenticated, tokenExpiryMs } from './is-authenticated';

function b64url(value: object | string): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const binary = Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function token(payload: object | string): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.c2lnbmF0dXJl`;
}

const now = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('isAuthenticated', () => {
  it('accepts a three-part token whose exp (seconds) is after now', () => {
    expect(isAuthenticated(token({ sub: 'u1', exp: now / 1000 + 60 }), now)).toBe(true);
  });

  it('rejects a token whose exp equals or precedes now', () => {
    expect(isAuthenticated(token({ exp: now / 1000 }), now)).toBe(false);
    expect(isAuthenticated(token({ exp: now / 1000 - 1 }), now)).toBe(false);
  });

  it('rejects tokens without exactly three non-empty parts', () => {
    const good = token({ exp: now / 1000 + 60 });
    expect(isAuthenticated(good.split('.').slice(0, 2).join('.'), now)).toBe(false);
    expect(isAuthenticated(`${good}.extra`, now)).toBe(false);
    expect(isAuthenticated(`${good.split('.')[0]}..sig`, now)).toBe(false);
  });

  it('rejects missing, non-numeric and undecodable expiry', () => {
    expect(isAuthenticated(null, now)).toBe(false);
    expect(isAuthenticated('', now)).toBe(false);
    expect(isAuthenticated(token({ sub: 'no-exp' }), now)).toBe(false);
    expect(isAuthenticated(token({ exp: String(now / 1000 + 60) }), now)).toBe(false);
    expect(isAuthenticated(token('not json'), now)).toBe(false);
  });

  it('decodes base64url payloads holding non-ASCII text and URL-safe characters', () => {
    const payload = { name: 'テスト?>>', exp: now / 1000 + 3600 };
    const t = token(payload);
    expect(t.split('.')[1]).toMatch(/[-_]/);
    expect(isAuthenticated(t, now)).toBe(true);
  });
});

describe('tokenExpiryMs', () => {
  it('reads exp (seconds) as milliseconds', () => {
    expect(tokenExpiryMs(token({ exp: now / 1000 + 60 }))).toBe(now + 60_000);
  });

  it('is null for a missing, malformed or expiry-less token', () => {
    expect(tokenExpiryMs(null)).toBeNull();
    expect(tokenExpiryMs('a.b')).toBeNull();
    expect(tokenExpiryMs(token({ sub: 'u1' }))).toBeNull();
    expect(tokenExpiryMs(token({ exp: 'soon' }))).toBeNull();
  });
});
