import { routes, type RouteFields } from '@kizuna/http-api';
import { Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { SkipThrottle } from '@nestjs/throttler';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor, AuthedRequest } from '../auth/actor.js';
import { RateLimited } from '../auth/rate-limit.guard.js';
import { RouteInput } from '../http/route-input.decorator.js';
import { Route } from '../http/route.decorator.js';
import { loginAnswer } from './login-answer.js';
import type { LoginAnswer, StatusAnswer } from '@kizuna/http-api';

/** Password accounts: sign-in, change, forgotten password by mailed link, restore requests. */
@Controller()
export class PasswordsController {
  constructor(private readonly bus: BusClient) {}

  @RateLimited('sign-in')
  // Not counted per e-mail address here: anyone could spend a victim's budget and lock them out.
  // The auth service counts failed passwords instead, with a wait that spares the owner's addresses.
  @SkipThrottle({ email: true })
  @Route(routes.passwordLogin)
  async login(@Req() req: Request, @RouteInput() f: RouteFields<'passwordLogin'>): Promise<LoginAnswer> {
    const reply = await this.bus.request(Topic.AuthPasswordLogin, {
      email: f.user_email,
      password: f.user_passwd,
      clientAddress: req.ip ?? '',
    });
    return loginAnswer(reply);
  }

  /** Spec: {user_email, user_passwd}, plus current_passwd; the address must be the caller's own. */
  @Route(routes.changePassword)
  async changePassword(
    @CurrentActor() actor: Actor,
    @Req() req: AuthedRequest,
    @RouteInput() f: RouteFields<'changePassword'>,
  ): Promise<StatusAnswer> {
    const email = (f.user_email || actor.email).trim().toLowerCase();
    if (email !== actor.email.toLowerCase())
      throw new DomainError(ErrorCode.Forbidden, 'You can only change your own password.');
    await this.bus.request(Topic.AuthPasswordChange, {
      userId: actor.userId,
      password: f.user_passwd,
      currentPassword: f.current_passwd,
      keepSessionId: req.sessionId ?? '',
      clientAddress: req.ip ?? '',
    });
    return { status: 'success' };
  }

  /** Spec: {email, lang_code}. The same answer whether or not the address has an account. */
  @RateLimited('password-reset')
  @Route(routes.requestPasswordReset)
  async resetPassword(@RouteInput() f: RouteFields<'requestPasswordReset'>): Promise<StatusAnswer> {
    await this.bus.request(Topic.AuthPasswordLinkRequest, { email: f.email, lang: f.lang_code });
    return { status: 'success' };
  }

  /** The mailed link's page sends its token with the new password. */
  @RateLimited('password-reset')
  @Route(routes.setPasswordByLink)
  async setPassword(@Req() req: Request, @RouteInput() f: RouteFields<'setPasswordByLink'>): Promise<StatusAnswer> {
    await this.bus.request(Topic.AuthPasswordLinkUse, {
      token: f.token,
      password: f.user_passwd,
      clientAddress: req.ip ?? '',
    });
    return { status: 'success' };
  }

  /** Spec: {email, lang_code}; files a request the admins see among deleted users. */
  @RateLimited('restore')
  @Route(routes.requestRestore)
  async restoreRequest(@RouteInput() f: RouteFields<'requestRestore'>): Promise<StatusAnswer> {
    await this.bus.request(Topic.AuthRestoreRequest, { email: f.email, lang: f.lang_code });
    return { status: 'success' };
  }
}
