import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor, AuthedRequest } from './actor.js';

export const ACCESS_KEY = 'kizuna:access';
/**
 * Who may call a handler, set by @Route from its route-table entry: 'public' needs no sign-in;
 * 'admin' a signed-in account that, checked afresh with the auth service, is an admin; neither,
 * a valid X-Auth-Token.
 */
export type AccessLevel = 'public' | 'admin';

export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor => {
  const actor = ctx.switchToHttp().getRequest<AuthedRequest>().actor;
  if (!actor) throw new Error('CurrentActor used on a public route');
  return actor;
});
