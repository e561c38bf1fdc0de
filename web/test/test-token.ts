const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');

/**
 * A well-formed access token that expires at `expiresAt` (seconds since 1970): the app only reads
 * its expiry (the server checks the rest), so tests make a live session or one that has ended.
 */
export function testToken(expiresAt: number): string {
  return [base64url({ alg: 'HS256', typ: 'JWT' }), base64url({ sub: 'u-1', exp: expiresAt }), 'signature'].join('.');
}
