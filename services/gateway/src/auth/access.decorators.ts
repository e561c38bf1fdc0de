import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Actor, AuthedRequest } from './actor.js';

export const ACCESS_KEY = 'kizuna:access';
export type AccessLevel = 'public' | 'admin';

/** No sign-in needed. Every route without this needs a valid X-Auth-Token. */
export const Public = () => SetMetadata(ACCESS_KEY, 'public' satisfies AccessLevel);

/** Signed in and, checked afresh with the auth service, an admin. */
export const AdminOnly = () => SetMetadata(ACCESS_KEY, 'admin' satisfies AccessLevel);

export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor => {
  const actor = ctx.switchToHttp().getRequest<AuthedRequest>().actor;
  if (!actor) throw new Error('CurrentActor used on a public route');
  return actor;
});
