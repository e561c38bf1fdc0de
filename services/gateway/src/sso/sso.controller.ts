import { routes, type RouteFields } from '@kizuna/http-api';
import { Controller, Inject, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { JsonLogger } from '@kizuna/platform/logging';
import { LOGGER } from '@kizuna/platform/runtime';
import { RateLimited } from '../auth/rate-limit.guard.js';
import { RouteInput } from '../http/route-input.decorator.js';
import { Route } from '../http/route.decorator.js';
import { loginAnswer } from '../accounts/login-answer.js';
import type { LoginAnswer } from '@kizuna/http-api';
import { OidcGuard, type OidcOutcome } from './oidc.guard.js';
import { SsoHandoffCookie } from './sso-handoff-cookie.js';

type WithOutcome = Request & { user?: OidcOutcome };

/**
 * Single sign-on (OpenID Connect). The gateway completes the code flow with the provider, then
 * sends the browser to the SPA's /login/okta with a single-use code valid for 60 s; the SPA
 * exchanges it through get_user for the login data. The access token never appears in a URL, and
 * the code works only in the browser that came back from the provider (SsoHandoffCookie).
 */
@Controller()
export class SsoController {
  constructor(
    private readonly bus: BusClient,
    private readonly handoff: SsoHandoffCookie,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  /** Where /login and the dev login's SSO button send the browser: on to the provider. */
  @RateLimited('sign-in')
  @UseGuards(OidcGuard)
  @Route(routes.oidcStart)
  start(): void {
    // The guard has answered with the redirect to the provider.
  }

  @RateLimited('sign-in')
  @UseGuards(OidcGuard)
  @Route(routes.oidcCallback)
  async callback(@Req() req: WithOutcome, @Res() res: Response): Promise<void> {
    const outcome = req.user;
    if (!outcome || 'failure' in outcome) {
      this.logger.warn('SSO sign-in refused', { reason: outcome?.failure ?? 'no answer' });
      return res.redirect(303, `/login?sso_error=${encodeURIComponent(ErrorCode.SsoFailed)}`);
    }
    try {
      const { code } = await this.bus.request(Topic.AuthSsoComplete, {
        ...outcome.identity,
        // Absent (the provider never says) is not false: OIDC_ASSUME_EMAIL_VERIFIED trusts only the former.
        emailVerified: outcome.identity.emailVerified,
        clientAddress: req.ip ?? '',
        browserBinding: this.handoff.issue(res),
      });
      res.redirect(303, `/login/okta?code=${encodeURIComponent(code)}`);
    } catch (err) {
      const code = err instanceof DomainError ? err.code : ErrorCode.Internal;
      if (!(err instanceof DomainError)) this.logger.error('SSO sign-in failed', { error: String(err) });
      res.redirect(303, `/login?sso_error=${encodeURIComponent(code)}`);
    }
  }

  /** Spec: POST /api/v1/auth/get_user with the callback's code; answers the login data. */
  @RateLimited('sign-in')
  @Route(routes.exchangeSsoCode)
  async getUser(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @RouteInput() f: RouteFields<'exchangeSsoCode'>,
  ): Promise<LoginAnswer> {
    const browserBinding = this.handoff.read(req);
    this.handoff.clear(res);
    const reply = await this.bus.request(Topic.AuthSsoExchange, {
      code: f.code,
      clientAddress: req.ip ?? '',
      browserBinding,
    });
    return loginAnswer(reply);
  }
}
