import { routes, type RouteFields } from '@kizuna/http-api';
import { Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor, AuthedRequest } from '../auth/actor.js';
import { SessionCheck } from '../auth/session-check.js';
import { RateLimited } from '../auth/rate-limit.guard.js';
import { loginAnswer } from './login-answer.js';
import { RouteInput } from '../http/route-input.decorator.js';
import { Route } from '../http/route.decorator.js';
import type { IsAdminAnswer, LoginAnswer, StatusAnswer } from '@kizuna/http-api';

@Controller()
export class AccountsController {
  constructor(
    private readonly bus: BusClient,
    private readonly sessions: SessionCheck,
  ) {}

  /** Dev email login (spec: POST /api/v1/auth/pseudo_authenticate_okta). */
  @RateLimited('sign-in')
  @Route(routes.devLogin)
  async devLogin(@Req() req: Request, @RouteInput() f: RouteFields<'devLogin'>): Promise<LoginAnswer> {
    const reply = await this.bus.request(Topic.AuthDevLogin, {
      email: f.user_email,
      clientAddress: req.ip ?? '',
    });
    return loginAnswer(reply);
  }

  @RateLimited('applications')
  @Route(routes.registerAccount)
  async register(@Req() req: Request, @RouteInput() f: RouteFields<'registerAccount'>): Promise<StatusAnswer> {
    const { username, email } = f.data.user;
    await this.bus.request(Topic.AuthRegister, { username, email, lang: f.lang_code, clientAddress: req.ip ?? '' });
    return { status: 'success' };
  }

  /** The account's current role, as the session check established it (not the token's claim). */
  @Route(routes.isAdmin)
  isAdmin(@CurrentActor() actor: Actor): IsAdminAnswer {
    return { data: { is_admin: actor.isAdmin } };
  }

  /** Ends the session server-side: the token is refused from now on, not only forgotten by the browser. */
  @Route(routes.logout)
  async logout(@Req() req: AuthedRequest): Promise<StatusAnswer> {
    const sessionId = req.sessionId ?? '';
    await this.bus.request(Topic.AuthLogout, { sessionId });
    this.sessions.forget(sessionId);
    return { status: 'success' };
  }
}
