import { errors, jwtVerify, SignJWT } from 'jose';
import { type Clock, SystemClock } from '../clock/index.js';
import { DomainError, ErrorCode } from '../errors/index.js';

/** Who a valid access token says is asking. */
export interface TokenClaims {
  userId: string;
  email: string;
  name: string;
  isAdmin: boolean;
  /** The server-side session the token belongs to: signing out or revoking it ends the token. */
  sessionId: string;
}

/** Verified tokens remembered at most (a few hundred bytes each). */
const MAX_VERIFIED = 1000;

/**
 * Access tokens are HS256 JWTs (three dot-separated parts, `exp` in seconds, as the web app
 * expects). The auth service signs them; the gateway verifies them with the same secret.
 * A token verified once is remembered until its expiry: every request carries one, and checking
 * the signature again (WebCrypto, several turns of the event loop) was a measurable share of the
 * gateway's CPU under load. Revocation does not depend on this: the guard checks the session.
 */
export class AccessTokens {
  private readonly key: Uint8Array;
  /** Token → its claims and expiry (seconds), oldest first. */
  private readonly verified = new Map<string, { claims: TokenClaims; exp: number }>();

  constructor(
    secret: string,
    private readonly ttlMinutes: number,
    private readonly clock: Clock = new SystemClock(),
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: TokenClaims, now = this.clock.date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ email: claims.email, name: claims.name, adm: claims.isAdmin, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlMinutes * 60)
      .setIssuer('kizuna')
      .sign(this.key);
  }

  /** Throws DomainError errors.session_expired for an expired token, errors.unauthorized for any other bad one. */
  async verify(token: string, now = this.clock.date()): Promise<TokenClaims> {
    const known = this.verified.get(token);
    if (known) {
      if (now.getTime() / 1000 < known.exp) return { ...known.claims };
      this.verified.delete(token);
    }
    const claims = await this.check(token, now);
    return { ...claims };
  }

  private async check(token: string, now: Date): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: 'kizuna',
        algorithms: ['HS256'],
        currentDate: now,
      });
      if (typeof payload.sub !== 'string') throw new Error('token has no subject');
      // Tokens from before sessions existed cannot be revoked, so they are not accepted.
      if (typeof payload.sid !== 'string' || payload.sid === '') throw new Error('token has no session');
      const claims: TokenClaims = {
        userId: payload.sub,
        email: String(payload.email ?? ''),
        name: String(payload.name ?? ''),
        isAdmin: payload.adm === true,
        sessionId: payload.sid,
      };
      // jwtVerify accepts a token without exp: such a token is not remembered.
      if (typeof payload.exp === 'number') this.remember(token, claims, payload.exp);
      return claims;
    } catch (err) {
      if (err instanceof errors.JWTExpired)
        throw new DomainError(ErrorCode.SessionExpired, 'Time out. Please login again.');
      throw new DomainError(ErrorCode.Unauthorized, 'Authentication required.');
    }
  }

  private remember(token: string, claims: TokenClaims, exp: number): void {
    if (this.verified.size >= MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { claims, exp });
  }
}
