import type { Request } from 'express';

/** The signed-in user a request is made by, as the auth guard established it. */
export interface Actor {
  userId: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

export type AuthedRequest = Request & { actor?: Actor };
