import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { KizunaConfig } from '@kizuna/platform/config';
import { CONFIG } from '@kizuna/platform/runtime';
import { cookieValue } from './cookie-value.js';

/** The cookie that binds an SSO hand-off code to the browser it was handed to. */
export const HANDOFF_COOKIE = 'kizuna_sso_handoff';
/** Sent only with the exchange. */
const HANDOFF_COOKIE_PATH = '/api/v1/auth/get_user';
/** A little longer than the code's own 60 s. */
const HANDOFF_MAX_AGE_MS = 120_000;

/**
 * The callback hands the browser a code in a URL, which can leak (history, logs, a shared
 * screen) or be planted in someone else's browser to sign them in as the attacker. The callback
 * therefore also sets a random HttpOnly cookie, and the code is stored with its hash: only the
 * browser holding the cookie can exchange the code.
 */
@Injectable()
export class SsoHandoffCookie {
  constructor(@Inject(CONFIG) private readonly config: KizunaConfig) {}

  /** Sets a fresh cookie; answers the binding to store with the code. */
  issue(res: Response): string {
    const value = randomBytes(32).toString('base64url');
    res.cookie(HANDOFF_COOKIE, value, { ...this.options(), maxAge: HANDOFF_MAX_AGE_MS });
    return bindingOf(value);
  }

  /** The binding of the cookie the request carries ('' without one). */
  read(req: Request): string {
    const value = cookieValue(req, HANDOFF_COOKIE);
    return value ? bindingOf(value) : '';
  }

  clear(res: Response): void {
    res.clearCookie(HANDOFF_COOKIE, this.options());
  }

  private options() {
    // Lax: set on the provider's redirect back, a top-level navigation; sent by the SPA's same-site POST.
    return {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.config.publicUrl.startsWith('https:'),
      path: HANDOFF_COOKIE_PATH,
    };
  }
}

function bindingOf(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
