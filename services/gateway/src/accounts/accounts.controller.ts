import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { CurrentActor, Public } from '../auth/access.decorators.js';
import type { Actor, AuthedRequest } from '../auth/actor.js';
import { SessionCheck } from '../auth/session-check.js';
import { RateLimited } from '../auth/rate-limit.guard.js';
import { loginAnswer } from './login-answer.js';
import { type Parsed, RouteInput } from '../http/route-input.decorator.js';
import type { DevLoginRequest, IsAdminAnswer, LoginAnswer, RegisterRequest, StatusAnswer } from '@kizuna/http-api';

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
  async devLogin(@Req() req: Request, @RouteInput() f: Parsed<typeof DevLoginRequest>): Promise<LoginAnswer> {
    const reply = await this.bus.request(Topic.AuthDevLogin, {
      email: f.user_email,
      clientAddress: req.ip ?? '',
    });
    return loginAnswer(reply);
  }

  @Public()
  @RateLimited('applications')
  @Post('api/register')
  @HttpCode(200)
  async register(@Req() req: Request, @RouteInput() f: Parsed<typeof RegisterRequest>): Promise<StatusAnswer> {
    const { username, email } = f.data.user;
    await this.bus.request(Topic.AuthRegister, { username, email, lang: f.lang_code, clientAddress: req.ip ?? '' });
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
