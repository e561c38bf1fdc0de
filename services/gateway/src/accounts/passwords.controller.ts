import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { CurrentActor, Public } from '../auth/access.decorators.js';
import type { Actor, AuthedRequest } from '../auth/actor.js';
import { RateLimited } from '../auth/rate-limit.guard.js';
import { stringField } from '../http/body-fields.js';
import { loginAnswer } from './login-answer.js';
import type { LoginAnswer, StatusAnswer } from '@kizuna/http-api';

type Fields = Record<string, unknown>;

/** Password accounts: sign-in, change, forgotten password by mailed link, restore requests. */
@Controller()
export class PasswordsController {
  constructor(private readonly bus: BusClient) {}

  @Public()
  @RateLimited('sign-in')
  @Post('api/v1/auth/login')
  @HttpCode(200)
  async login(@Req() req: Request, @Body() body: Fields): Promise<LoginAnswer> {
    const reply = await this.bus.request(Topic.AuthPasswordLogin, {
      email: stringField(body, 'user_email', { required: true }),
      password: stringField(body, 'user_passwd', { required: true }),
      clientAddress: req.ip ?? '',
    });
    return loginAnswer(reply);
  }

  /** Spec: {user_email, user_passwd}; the address must be the caller's own. */
  @Post('api/v1/auth/change_password')
  @HttpCode(200)
  async changePassword(
    @CurrentActor() actor: Actor,
    @Req() req: AuthedRequest,
    @Body() body: Fields,
  ): Promise<StatusAnswer> {
    const email = stringField(body, 'user_email', { fallback: actor.email }).trim().toLowerCase();
    if (email !== actor.email.toLowerCase())
      throw new DomainError(ErrorCode.Forbidden, 'You can only change your own password.');
    await this.bus.request(Topic.AuthPasswordChange, {
      userId: actor.userId,
      password: stringField(body, 'user_passwd', { required: true }),
      keepSessionId: req.sessionId ?? '',
      clientAddress: req.ip ?? '',
    });
    return { status: 'success' };
  }

  /** Spec: {email, lang_code}. The same answer whether or not the address has an account. */
  @Public()
  @RateLimited('password-reset')
  @Post('api/v1/auth/reset_passwd')
  @HttpCode(200)
  async resetPassword(@Body() body: Fields): Promise<StatusAnswer> {
    await this.bus.request(Topic.AuthPasswordLinkRequest, {
      email: stringField(body, 'email', { required: true }),
      lang: stringField(body, 'lang_code', { fallback: 'ja' }),
    });
    return { status: 'success' };
  }

  /** The mailed link's page sends its token with the new password. */
  @Public()
  @RateLimited('password-reset')
  @Post('api/v1/auth/set_password')
  @HttpCode(200)
  async setPassword(@Req() req: Request, @Body() body: Fields): Promise<StatusAnswer> {
    await this.bus.request(Topic.AuthPasswordLinkUse, {
      token: stringField(body, 'token', { required: true }),
      password: stringField(body, 'user_passwd', { required: true }),
      clientAddress: req.ip ?? '',
    });
    return { status: 'success' };
  }

  /** Spec: {email, lang_code}; files a request the admins see among deleted users. */
  @Public()
  @RateLimited('restore')
  @Post('api/restore_request')
  @HttpCode(200)
  async restoreRequest(@Body() body: Fields): Promise<StatusAnswer> {
    await this.bus.request(Topic.AuthRestoreRequest, {
      email: stringField(body, 'email', { required: true }),
      lang: stringField(body, 'lang_code', { fallback: 'ja' }),
    });
    return { status: 'success' };
  }
}
