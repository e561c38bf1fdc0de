import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { CurrentActor, Public } from '../auth/access.decorators.js';
import type { Actor, AuthedRequest } from '../auth/actor.js';
import { SessionCheck } from '../auth/session-check.js';
import { RateLimited } from '../auth/rate-limit.guard.js';
import { loginAnswer } from './login-answer.js';
import { stringField } from '../http/body-fields.js';
import type { IsAdminAnswer, LoginAnswer, StatusAnswer } from '@kizuna/http-api';

@Controller()
export class AccountsController {
  constructor(
    private readonly bus: BusClient,
    private readonly sessions: SessionCheck,
  ) {}

  /** Dev email login (spec: POST /api/v1/auth/pseudo_authenticate_okta). */
  @Public()
  @RateLimited('sign-in')
  @Post('api/v1/auth/pseudo_authenticate_okta')
  @HttpCode(200)
  async devLogin(@Req() req: Request, @Body() body: Record<string, unknown>): Promise<LoginAnswer> {
    const reply = await this.bus.request(Topic.AuthDevLogin, {
      email: stringField(body, 'user_email', { required: true }),
      clientAddress: req.ip ?? '',
    });
    return loginAnswer(reply);
  }

  @Public()
  @RateLimited('applications')
  @Post('api/register')
  @HttpCode(200)
  async register(@Body() body: Record<string, unknown>): Promise<StatusAnswer> {
    const user = ((body?.data as Record<string, unknown> | undefined)?.user ?? {}) as Record<string, unknown>;
    await this.bus.request(Topic.AuthRegister, {
      username: stringField(user, 'username', { required: true }),
      email: stringField(user, 'email', { required: true }),
      lang: stringField(body, 'lang_code', { fallback: 'ja' }),
    });
    return { status: 'success' };
  }

  /** The account's current role, as the session check established it (not the token's claim). */
  @Get('is_admin')
  isAdmin(@CurrentActor() actor: Actor): IsAdminAnswer {
    return { data: { is_admin: actor.isAdmin } };
  }

  /** Ends the session server-side: the token is refused from now on, not only forgotten by the browser. */
  @Post('api/v1/auth/logout')
  @HttpCode(200)
  async logout(@Req() req: AuthedRequest): Promise<StatusAnswer> {
    const sessionId = req.sessionId ?? '';
    await this.bus.request(Topic.AuthLogout, { sessionId });
    this.sessions.forget(sessionId);
    return { status: 'success' };
  }
}
